// "Envoyer par e-mail" from the invoices list, for a validated invoice and a credit
// note, against a loopback HTTP server.
import type { CreditNoteListItem, InvoiceListItem } from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { emailDraft, emailRefused, emailSent, openEmailDialog } from '../../test/email-dialog';
import { expectOnlyAtField } from '../../test/field-errors';
import { creditNoteListItem, invoiceListItem } from '../../test/fixtures';
import { requestsTo } from '../../test/form-helpers';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import { bodyRows, cellTexts } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import InvoicesPage from './InvoicesPage';

const server = setUpTestServer();
const toaster = setUpToaster();

const PENDING = invoiceListItem();

const VALIDATED = invoiceListItem({
  invoice_id: 3,
  formatted_invoice_id: 'FAC-2026-0001',
  issue_date: '2026-02-01',
  due_date: '2026-03-03',
  payment_reference: '+++090/9337/55493+++',
  status: 'Validated',
});

const CREDIT_NOTE = creditNoteListItem({
  client: { client_id: 1, client_name: 'Comité des fêtes', client_type: 'company' },
  last_sent_at: '2026-02-06T08:00:00.000Z',
});

const draft = (number: string, file: string) =>
  emailDraft({
    subject: `${number} – Les Amis du Rail`,
    message: 'Bonjour,\n\nVeuillez trouver ci-joint le document.',
    attachments: [`${file}.pdf`, `${file}.xml`],
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('showValidated', 'true');
  // The page asks for pages: one page holds the three rows.
  serveRows([PENDING, VALIDATED, CREDIT_NOTE]);
});

/** The list call: one page holds the three rows. */
function serveRows(rows: (InvoiceListItem | CreditNoteListItem)[]) {
  server.route('GET /api/invoice/getInvoiceList', (request) =>
    pagedReply(rows, request, (row) => [row.client.client_name]),
  );
}

const calls = (method: string, path: string) => requestsTo(server, method, path);
const rowOf = (number: string) =>
  bodyRows(screen.getByRole('table', { name: 'Factures' })).find((row) =>
    cellTexts(row)[0]!.startsWith(number),
  )!;

async function openList() {
  const user = userEvent.setup();
  renderRoute(<InvoicesPage />, { path: '/invoices' });
  await screen.findByText('FAC-2026-0001');
  return user;
}

describe('/invoices: Envoyer par e-mail', () => {
  test('only an issued document has the button; the list says when one was sent', async () => {
    await openList();
    expect(
      screen.queryByRole('button', { name: 'Envoyer la facture par e-mail PROV-1' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Envoyer la facture par e-mail FAC-2026-0001' }),
    ).toBeTruthy();
    expect(cellTexts(rowOf('NC-2026-0001'))[0]).toBe(
      'NC-2026-0001sur FAC-2026-0001Envoyée le 06/02/2026',
    );
    expect(cellTexts(rowOf('FAC-2026-0001'))[0]).toBe('FAC-2026-0001');
  });

  test('a validated invoice: the PDF and the UBL go, then the row says it was sent', async () => {
    server.route('GET /api/invoice/getInvoiceEmailDraft', {
      body: draft('Facture FAC-2026-0001', 'FACTURE-FAC-2026-0001'),
    });
    server.route('POST /api/invoice/sendInvoiceEmail', () => {
      // The server now lists the invoice as sent.
      serveRows([PENDING, { ...VALIDATED, last_sent_at: '2026-11-24T09:00:00.000Z' }, CREDIT_NOTE]);
      return emailSent('Facture envoyée à comite@exemple.be', 'comite@exemple.be');
    });
    const user = await openList();
    const dialog = await openEmailDialog(user, 'la facture', 'FAC-2026-0001');
    expect(calls('GET', '/api/invoice/getInvoiceEmailDraft')[0]!.query).toEqual({
      invoice_id: '3',
    });
    expect(
      within(within(dialog).getByRole('list', { name: 'Pièces jointes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FACTURE-FAC-2026-0001.pdf', 'FACTURE-FAC-2026-0001.xml']);
    expect(field('Destinataire').value).toBe('comite@exemple.be');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/api/invoice/sendInvoiceEmail').map(jsonBody)).toEqual([
      {
        invoice_id: 3,
        to: 'comite@exemple.be',
        subject: 'Facture FAC-2026-0001 – Les Amis du Rail',
        message: 'Bonjour,\n\nVeuillez trouver ci-joint le document.',
      },
    ]);
    await toaster.waitForToast('success', 'Facture envoyée à comite@exemple.be');
    await waitFor(() =>
      expect(cellTexts(rowOf('FAC-2026-0001'))[0]).toBe('FAC-2026-0001Envoyée le 24/11/2026'),
    );
  });

  test('a credit note: its dialog says when it was last sent, and Annuler sends nothing', async () => {
    server.route('GET /api/invoice/getCreditNoteEmailDraft', {
      body: {
        ...draft('Note de crédit NC-2026-0001', 'NOTE-DE-CREDIT-NC-2026-0001'),
        last_sent_at: '2026-02-06T08:00:00.000Z',
        last_sent_to: 'ancien@exemple.be',
      },
    });
    const user = await openList();
    const dialog = await openEmailDialog(user, 'la note de crédit', 'NC-2026-0001');
    expect(calls('GET', '/api/invoice/getCreditNoteEmailDraft')[0]!.query).toEqual({
      credit_note_id: '7',
    });
    expect(
      within(dialog).getByText('Dernier envoi le 06/02/2026 à ancien@exemple.be.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST', '/api/invoice/sendCreditNoteEmail')).toEqual([]);
  });

  test('a refusal goes under the field the API names, whatever its message', async () => {
    const refusal = 'Objet refusé par le serveur.';
    server.route('GET /api/invoice/getCreditNoteEmailDraft', {
      body: draft('Note de crédit NC-2026-0001', 'NOTE-DE-CREDIT-NC-2026-0001'),
    });
    server.route('POST /api/invoice/sendCreditNoteEmail', emailRefused(refusal, 'subject'));
    const user = await openList();
    const dialog = await openEmailDialog(user, 'la note de crédit', 'NC-2026-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await expectOnlyAtField(field('Objet'), refusal, toaster);
    expect(calls('POST', '/api/invoice/sendCreditNoteEmail').map(jsonBody)).toEqual([
      expect.objectContaining({ credit_note_id: 7, to: 'comite@exemple.be' }),
    ]);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
