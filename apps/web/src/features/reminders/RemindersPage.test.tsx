import type { DueReminderItem, ReminderFeesDto, SentReminderItem } from '@app/shared/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { whileRecordingDownloads } from '../../test/downloads';
import { failure, setUpTestServer } from '../../test/http-server';
import { plain, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import userEvent from '../../test/user-event';
import RemindersPage from './RemindersPage';

const server = setUpTestServer();
const toaster = setUpToaster();

const DUE: DueReminderItem = {
  status: 'due',
  invoice_id: 7,
  invoice_number: 'FAC-2026-0007',
  client_id: 3,
  client_name: 'Café du Parc',
  due_date: '2026-10-01',
  amount_due: 121,
  level: 3,
  title: 'Mise en demeure',
  formal_notice: true,
  fees: {
    reminder_fees: 7.5,
    lump_sum: 40,
    interest: 1.25,
    interest_from: '2026-10-02',
    interest_days: 30,
    total: 48.75,
  },
  due_on: '2026-11-10',
  days_late: 57,
  email: 'compta@cafe.be',
};

/** Every fee 0, no interest period: a reminder that claims nothing. */
const NO_FEES = {
  ...(Object.fromEntries(Object.keys(DUE.fees).map((key) => [key, 0])) as Record<
    keyof ReminderFeesDto,
    number
  >),
  interest_from: null,
};

const BY_HAND: DueReminderItem = {
  ...DUE,
  invoice_id: 8,
  invoice_number: 'FAC-2026-0008',
  level: 1,
  title: 'Rappel de paiement',
  formal_notice: false,
  fees: NO_FEES,
  email: null,
};

const SENT: SentReminderItem = {
  status: 'sent',
  reminder_id: 41,
  invoice_id: 9,
  invoice_number: 'FAC-2026-0009',
  client_id: 4,
  client_name: 'Asso des Jeunes',
  due_date: '2026-09-01',
  amount_due: 50,
  level: 1,
  title: 'Rappel de paiement',
  formal_notice: false,
  fees: NO_FEES,
  sent_on: '2026-11-20',
  sent_at: '2026-11-20T09:00:00.000Z',
  channel: 'post',
  recipient: null,
  sent_by_name: null,
};

const page = (items: unknown[], counts = { due: 2, sent: 1 }) => ({
  body: { items, total: items.length, page: 1, page_size: 25, counts },
});

/** Answers each status with its list. */
function serveLists(due: unknown[] = [DUE, BY_HAND], sent: unknown[] = [SENT]) {
  server.route('GET /api/invoice/reminders', (request) =>
    request.query.status === 'sent' ? page(sent) : page(due),
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/reminders', () => {
  test('the due reminders: invoice, client, lateness, level, fees and where each goes', async () => {
    serveLists();
    renderRoute(<RemindersPage />, { path: '/reminders' });
    expect(await screen.findByRole('tab', { name: 'À envoyer (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Envoyées (1)' })).toBeTruthy();
    expect(server.requests.at(-1)?.query).toMatchObject({ status: 'due', page: '1' });
    const row = rowOf('FAC-2026-0007');
    expect(within(row).getByRole('link', { name: 'FAC-2026-0007' }).getAttribute('href')).toBe(
      '/invoice/7',
    );
    expect(within(row).getByRole('link', { name: 'Café du Parc' }).getAttribute('href')).toBe(
      '/client/3',
    );
    const text = plain(row.textContent);
    for (const part of [
      '01/10/2026',
      '57 jours de retard',
      '121,00 €',
      'Niveau 3Mise en demeure',
      'Frais de rappel : 7,50 €',
      'Indemnité : 40,00 €',
      'Intérêts : 1,25 €30 j depuis le 02/10/2026',
      'Total : 48,75 €',
      'compta@cafe.be',
    ])
      expect(text).toContain(part);
    expect(within(row).getByText('Mise en demeure', { selector: '.status-badge' })).toBeTruthy();
    const other = plain(rowOf('FAC-2026-0008').textContent);
    expect(other).toContain('Aucuns frais');
    expect(other).toContain('À remettre à la main');
  });

  test('Envoyer asks to whom and which level, then toasts the answer and reads the lists again', async () => {
    serveLists();
    server.route('POST /api/invoice/sendReminder', {
      status: 201,
      body: { message: 'Relance envoyée à compta@cafe.be.', reminder: { ...SENT, level: 3 } },
    });
    const user = userEvent.setup();
    renderRoute(<RemindersPage />, { path: '/reminders' });
    await user.click(
      await screen.findByRole('button', { name: 'Envoyer la relance de la facture FAC-2026-0007' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Envoyer la relance' });
    expect(dialog.textContent).toContain(
      'Envoyer la relance « Mise en demeure » (niveau 3, mise en demeure) de la facture FAC-2026-0007 à Café du Parc, par e-mail à compta@cafe.be ?',
    );
    serveLists([BY_HAND]);
    const reads = server.requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la relance' }));
    await toaster.waitForToast('success', 'Relance envoyée à compta@cafe.be.');
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.query).toEqual({ invoice_id: '7' });
    await waitFor(() => expect(screen.queryByText('FAC-2026-0007')).toBeNull());
    expect(server.requests.length).toBeGreaterThan(reads + 1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a client without e-mail: the reminder is recorded to hand over', async () => {
    serveLists([BY_HAND]);
    const user = userEvent.setup();
    renderRoute(<RemindersPage />, { path: '/reminders' });
    await user.click(
      await screen.findByRole('button', { name: 'Envoyer la relance de la facture FAC-2026-0008' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Envoyer la relance' });
    expect(dialog.textContent).toContain('Le client n’a pas d’adresse e-mail');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer la relance' })).toBeTruthy();
  });

  test('a refusal (409) is shown in the server’s words and the list is read again', async () => {
    serveLists();
    const message = 'Toutes les relances de cette facture ont déjà été envoyées.';
    server.route('POST /api/invoice/sendReminder', failure(409, message));
    const user = userEvent.setup();
    renderRoute(<RemindersPage />, { path: '/reminders' });
    await user.click(
      await screen.findByRole('button', { name: 'Envoyer la relance de la facture FAC-2026-0007' }),
    );
    const reads = server.requests.length;
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Envoyer la relance' }),
    );
    await toaster.waitForToast('error', message);
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(reads + 1));
  });

  test('the sent reminders: date, channel, sender, and their PDF', async () => {
    serveLists();
    server.route('GET /api/invoice/getReminderPdf', {
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.4\n'),
    });
    const user = userEvent.setup();
    renderRoute(<RemindersPage />, { path: '/reminders' });
    await user.click(await screen.findByRole('tab', { name: 'Envoyées (1)' }));
    const row = (await screen.findByText('FAC-2026-0009')).closest('tr') as HTMLElement;
    const text = plain(row.textContent);
    for (const part of ['20/11/2026', 'Remise à la mainEnvoi automatique', '50,00 €'])
      expect(text).toContain(part);
    await whileRecordingDownloads(async (downloads) => {
      await user.click(
        within(row).getByRole('button', {
          name: 'Télécharger le PDF de la relance niveau 1 de la facture FAC-2026-0009',
        }),
      );
      await waitFor(() => expect(downloads.names).toEqual(['RELANCE-FAC-2026-0009-1.pdf']));
    });
    expect(server.requests.at(-1)?.query).toEqual({ reminder_id: '41' });
  });

  test('empty lists say so', async () => {
    serveLists([], []);
    renderRoute(<RemindersPage />, { path: '/reminders' });
    expect(await screen.findByText(/Aucune relance à envoyer/)).toBeTruthy();
  });

  test('a viewer reads the lists without the send buttons', async () => {
    serveLists();
    renderRoute(<RemindersPage />, { path: '/reminders', role: 'viewer' });
    await screen.findByText('FAC-2026-0007');
    expect(screen.queryByRole('button', { name: /Envoyer la relance/ })).toBeNull();
  });
});
