// "Envoyer par e-mail" from the quotes list, against a loopback HTTP server.
import type { QuoteListItem } from '@app/shared/quotes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { MSG_EMAIL_ONE_RECIPIENT } from '@app/shared/document-email';
import { MSG_TOO_MANY } from '@app/shared/http';
import { MSG_SMTP_HELP } from '../../components/documents/EmailDocumentDialog';
import { descriptionsOf, expectOnlyAtField } from '../../test/field-errors';
import { emailDraft, emailRefused, emailSent, openEmailDialog } from '../../test/email-dialog';
import { quoteListItem } from '../../test/fixtures';
import { serveQuoteReferences } from '../../test/quote-references';
import { requestsTo } from '../../test/form-helpers';
import { setUpTestServer } from '../../test/http-server';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import { pagedReply } from '../../test/paged-reply';
import { bodyRows, cellTexts } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import QuotePage from './QuotePage';

const server = setUpTestServer();
const toaster = setUpToaster();

const QUOTE = quoteListItem({ event: null });

const SENT: QuoteListItem = {
  ...QUOTE,
  quote_id: 2,
  formatted_quote_id: 'DEV-2026-0002',
  // 23:30 in Brussels on 23 November is still the 23rd there.
  last_sent_at: '2026-11-23T22:30:00.000Z',
};

const DRAFT = emailDraft({
  subject: 'Devis DEV-2026-0001 – Les Amis du Rail',
  message:
    "Bonjour,\n\nVeuillez trouver ci-joint notre devis DEV-2026-0001 d'un montant de 225,67 €.",
  attachments: ['DEVIS_DEV-2026-0001.pdf'],
});

/** The quotes' list call, paged as the API does. */
const serveQuotes = (quotes: QuoteListItem[]) =>
  server.route('GET /api/quote/getQuoteList', (request) =>
    pagedReply(quotes, request, (quote) => [quote.formatted_quote_id]),
  );

beforeEach(() => {
  serveQuoteReferences(server);
  serveQuotes([QUOTE, SENT]);
});

const calls = (method: string, path: string) => requestsTo(server, method, path);

async function openList() {
  const user = userEvent.setup();
  renderRoute(<QuotePage />, { path: '/quote' });
  await user.click(await screen.findByRole('tab', { name: 'Liste' }));
  await screen.findByText('DEV-2026-0001');
  return user;
}

describe('/quote Liste: Envoyer par e-mail', () => {
  test('the list says when a quote was last sent', async () => {
    await openList();
    const [first, second] = bodyRows('Devis');
    expect(cellTexts(first!)[0]).toBe('DEV-2026-0001');
    expect(cellTexts(second!)[0]).toBe('DEV-2026-0002Envoyé le 23/11/2026');
  });

  test('opens prefilled, sends what the user edited, then the row says it was sent', async () => {
    server.route('GET /api/quote/getQuoteEmailDraft', { body: DRAFT });
    server.route('POST /api/quote/sendQuoteEmail', () => {
      const sent = emailSent('Devis envoyé à tresorier@exemple.be', 'tresorier@exemple.be');
      // The server now lists the quote as sent.
      serveQuotes([{ ...QUOTE, last_sent_at: '2026-11-24T09:00:00.000Z' }, SENT]);
      return sent;
    });
    const user = await openList();
    const dialog = await openEmailDialog(user, 'le devis', 'DEV-2026-0001');
    expect(calls('GET', '/api/quote/getQuoteEmailDraft')[0]!.query).toEqual({ quote_id: '1' });
    const to = field('Destinataire');
    expect(to.value).toBe('comite@exemple.be');
    // The dialog opens once its draft has arrived; the focus moves in right after it shows.
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(field('Objet').value).toBe(DRAFT.subject);
    expect(field<HTMLTextAreaElement>('Message').value).toBe(DRAFT.message);
    expect(within(dialog).getByRole('list', { name: 'Pièces jointes' }).textContent).toBe(
      'DEVIS_DEV-2026-0001.pdf',
    );
    expect(within(dialog).queryByRole('note')).toBeNull();

    await user.clear(to);
    await user.type(to, 'tresorier@exemple.be');
    await user.type(field('Objet'), ' (version 2)');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/api/quote/sendQuoteEmail').map(jsonBody)).toEqual([
      {
        quote_id: 1,
        to: 'tresorier@exemple.be',
        subject: `${DRAFT.subject} (version 2)`,
        message: DRAFT.message,
      },
    ]);
    await toaster.waitForToast('success', 'Devis envoyé à tresorier@exemple.be');
    await waitFor(() =>
      expect(cellTexts(bodyRows('Devis')[0]!)[0]).toBe('DEV-2026-0001Envoyé le 24/11/2026'),
    );
  });

  test('a wrong address is said beside its field, focused, and nothing is sent', async () => {
    server.route('GET /api/quote/getQuoteEmailDraft', { body: { ...DRAFT, to: '' } });
    const user = await openList();
    const dialog = await openEmailDialog(user, 'le devis', 'DEV-2026-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const to = field('Destinataire');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);
    expect(
      within(dialog).getByText("Veuillez saisir l'adresse e-mail du destinataire."),
    ).toBeTruthy();
    await user.type(to, 'pas-une-adresse');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      within(dialog).getByText("L'adresse e-mail du destinataire n'est pas valide."),
    ).toBeTruthy();
    expect(calls('POST', '/api/quote/sendQuoteEmail')).toEqual([]);
  });

  test('a list of addresses: one recipient per sending, said beside the field, nothing sent', async () => {
    server.route('GET /api/quote/getQuoteEmailDraft', { body: DRAFT });
    const user = await openList();
    const dialog = await openEmailDialog(user, 'le devis', 'DEV-2026-0001');
    const to = field('Destinataire');
    await user.type(to, ', tresorier@exemple.be');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(to)).toEqual([MSG_EMAIL_ONE_RECIPIENT]);
    expect(calls('POST', '/api/quote/sendQuoteEmail')).toEqual([]);
  });

  test('the server’s refusal about a field goes under it, not toasted; the day’s limit is a toast', async () => {
    server.route('GET /api/quote/getQuoteEmailDraft', { body: DRAFT });
    server.route('POST /api/quote/sendQuoteEmail', emailRefused(MSG_EMAIL_ONE_RECIPIENT, 'to'));
    const user = await openList();
    const dialog = await openEmailDialog(user, 'le devis', 'DEV-2026-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await expectOnlyAtField(field('Destinataire'), MSG_EMAIL_ONE_RECIPIENT, toaster);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    const limit =
      'Votre organisation a atteint sa limite de 200 e-mails envoyés par jour. Réessayez demain.';
    server.route('POST /api/quote/sendQuoteEmail', {
      status: 429,
      body: { error: true, message: limit },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    // Every 429 is the contract's toast (spec part 1 §8); the dialog stays for later.
    await waitFor(() => expect(toaster.lastError()).toBe(MSG_TOO_MANY));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  test('without SMTP the dialog says how to configure it; the refusal shows and the dialog stays', async () => {
    const refusal =
      "L'envoi d'e-mails n'est pas configuré sur ce serveur : l'administrateur doit renseigner SMTP_URL (voir .env.example) puis redémarrer l'application.";
    server.route('GET /api/quote/getQuoteEmailDraft', {
      body: { ...DRAFT, smtp_configured: false },
    });
    server.route('POST /api/quote/sendQuoteEmail', {
      status: 503,
      body: { error: true, message: refusal },
    });
    const user = await openList();
    const dialog = await openEmailDialog(user, 'le devis', 'DEV-2026-0001');
    expect(within(dialog).getByRole('note').textContent).toBe(MSG_SMTP_HELP);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(toaster.lastError()).toBe(refusal);
    expect(cellTexts(bodyRows('Devis')[0]!)[0]).toBe('DEV-2026-0001');
  });
});
