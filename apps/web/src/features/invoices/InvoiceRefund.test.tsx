// A credit note after full payment leaves money owed back to the client. The list
// and the details say « À rembourser » with the amount, and the refund is recorded from the
// details, against a loopback HTTP server.
import { todayIso } from '@app/shared/dates';
import type {
  CreditNoteListItem,
  InvoiceDetailsResponse,
  InvoiceListItem,
} from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { expectMessageAtField } from '../../test/field-errors';
import { creditNoteListItem, invoiceListItem } from '../../test/fixtures';
import { requestsTo } from '../../test/form-helpers';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { jsonBody, renderRoute } from '../../test/render-route';
import { bodyRows, cellTexts } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import InvoicesPage from './InvoicesPage';

const server = setUpTestServer();
const toaster = setUpToaster();

/** FAC-2026-0001, 121 € paid in full, then 60,50 € credited: 60,50 € owed back. */
const OVERPAID = invoiceListItem({
  invoice_id: 3,
  formatted_invoice_id: 'FAC-2026-0001',
  issue_date: '2026-02-01',
  due_date: '2026-03-03',
  payment_reference: '+++090/9337/55493+++',
  total_amount: 121,
  status: 'Validated',
  amount_paid: 121,
  amount_credited: 60.5,
  amount_due: -60.5,
  amount_to_refund: 60.5,
  payment_status: 'refund_due',
});

const CREDIT_NOTE = creditNoteListItem({ total_amount: -60.5 });

const details = (
  invoice: InvoiceListItem,
  refunds: InvoiceDetailsResponse['invoice']['refunds'] = [],
): InvoiceDetailsResponse => ({
  invoice: {
    ...invoice,
    lines: [
      {
        invoice_line_id: 31,
        kind: 'product',
        name: 'Tente 3x3',
        quantity: 2,
        credited_quantity: 1,
        unit_price: 50,
        vat_rate: 21,
        total_excl_vat: 100,
      },
    ],
    vat_lines: [{ rate: 21, base: 100, vat: 21 }],
    total_excl_vat: 100,
    total_vat: 21,
    payments: [
      {
        payment_id: 91,
        amount: 121,
        paid_at: '2026-02-20',
        method: 'Virement',
        revenue_id: null,
        bank_line: null,
      },
    ],
    refunds,
    credit_notes: [CREDIT_NOTE],
  },
});

const SETTLED = {
  invoice_id: 3,
  amount_paid: 121,
  amount_credited: 60.5,
  amount_refunded: 60.5,
  amount_due: 0,
  amount_to_refund: 0,
  payment_status: 'paid',
};

/** The list call, filtered by payment status as the API does. */
const serveInvoices = (invoice: InvoiceListItem) =>
  server.route('GET /api/invoice/getInvoiceList', (request) =>
    pagedReply<InvoiceListItem | CreditNoteListItem>(
      [invoice, CREDIT_NOTE].filter(
        (row) =>
          request.query.payment_status === undefined ||
          ('payment_status' in row && row.payment_status === request.query.payment_status),
      ),
      request,
      (row) => [row.client.client_name],
    ),
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('showValidated', 'true');
  serveInvoices(OVERPAID);
  server.route('GET /api/invoice/getInvoiceDetails', { body: details(OVERPAID) });
});

const calls = (method: string, path: string) => requestsTo(server, method, path);
const rowOf = (number: string) =>
  bodyRows(screen.getByRole('table', { name: 'Factures' })).find((row) =>
    cellTexts(row)[0]!.startsWith(number),
  )!;

async function openDetails() {
  renderRoute(<InvoicesPage />, { path: '/invoices' });
  await screen.findByText('FAC-2026-0001');
  await userEvent.click(
    screen.getByRole('button', { name: 'Détails de la facture FAC-2026-0001' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Facture FAC-2026-0001' });
  await within(dialog).findByText('Tente 3x3');
  return dialog;
}

describe('/invoices: money owed back (issue #27 §6)', () => {
  test('the list says À rembourser with the amount, and filters on it', async () => {
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('FAC-2026-0001');
    expect(cellTexts(rowOf('FAC-2026-0001'))[7]).toMatch(/^À rembourser60,50\s€ au client$/);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Statut de paiement/ }),
      'À rembourser',
    );
    await waitFor(() =>
      expect(calls('GET', '/api/invoice/getInvoiceList').at(-1)!.query.payment_status).toBe(
        'refund_due',
      ),
    );
    await waitFor(() => expect(screen.queryByText('NC-2026-0001')).toBeNull());
    expect(screen.getByText('FAC-2026-0001')).toBeTruthy();
  });

  test('details: À rembourser in the totals; the refund, prefilled with what is owed back, is sent with its Sortie and settles the row', async () => {
    server.route('POST /api/invoice/addRefund', (request) => {
      serveInvoices({ ...OVERPAID, ...SETTLED, payment_status: 'paid' });
      return {
        status: 201,
        body: {
          message: 'Remboursement enregistré avec succès',
          refund: { payment_id: 93, ...(jsonBody(request) as object), expense_id: 12 },
          invoice: SETTLED,
        },
      };
    });
    const dialog = await openDetails();
    const due = dialog.querySelector('.invoice-details__due')!;
    expect(due.textContent).toMatch(/^À rembourser60,50\s€$/);
    expect(within(dialog).queryByRole('form', { name: 'Enregistrer un paiement' })).toBeNull();

    const form = within(dialog).getByRole('form', { name: 'Enregistrer un remboursement' });
    expect((within(form).getByLabelText(/^Montant/) as HTMLInputElement).value).toBe('60,50');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /^Moyen de paiement/ }),
      'Cash',
    );
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Enregistrer aussi la sortie en comptabilité' }),
    );
    server.route('GET /api/invoice/getInvoiceDetails', {
      body: details({ ...OVERPAID, ...SETTLED, payment_status: 'paid' }, [
        { payment_id: 93, amount: 60.5, paid_at: todayIso(), method: 'Cash', expense_id: 12 },
      ]),
    });
    await userEvent.click(
      within(form).getByRole('button', { name: 'Enregistrer le remboursement' }),
    );

    await waitFor(() => expect(calls('POST', '/api/invoice/addRefund')).toHaveLength(1));
    const sent = calls('POST', '/api/invoice/addRefund')[0]!;
    expect(sent.query).toEqual({ invoice_id: '3' });
    expect(jsonBody(sent)).toEqual({
      amount: 60.5,
      paid_at: todayIso(),
      method: 'Cash',
      create_expense: true,
    });
    await toaster.waitForToast('success', 'Remboursement enregistré avec succès');
    await waitFor(() =>
      expect(cellTexts(rowOf('FAC-2026-0001'))[7]).toMatch(/^PayéePayé 60,50\s€$/),
    );
    await within(dialog).findByText(/ · Sortie enregistrée$/);
    expect(within(dialog).queryByRole('form', { name: 'Enregistrer un remboursement' })).toBeNull();
  });

  test('details: a refund beyond what is owed back keeps the draft, the message under Montant', async () => {
    const message = 'Le remboursement dépasse le montant à rembourser au client (60,50\u00a0€).';
    server.route('POST /api/invoice/addRefund', {
      status: 409,
      body: { error: true, message, field: 'amount' },
    });
    const dialog = await openDetails();
    const form = within(dialog).getByRole('form', { name: 'Enregistrer un remboursement' });
    const amount = within(form).getByLabelText(/^Montant/) as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '70');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Enregistrer le remboursement' }),
    );
    await expectMessageAtField(amount, message, toaster.toasts);
    expect(amount.value).toBe('70,00');
  });

  test('details: deleting a refund asks first, with its Sortie, and sends its payment id', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', {
      body: details({ ...OVERPAID, ...SETTLED, payment_status: 'paid' }, [
        { payment_id: 93, amount: 60.5, paid_at: '2026-03-01', method: 'Cash', expense_id: 12 },
      ]),
    });
    server.route('DELETE /api/invoice/deletePayment', {
      body: {
        message: 'Remboursement supprimé avec succès',
        invoice: { ...SETTLED, amount_refunded: 0, amount_due: -60.5, amount_to_refund: 60.5 },
      },
    });
    const dialog = await openDetails();
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: /^Supprimer le remboursement de 60,50\s€ du 01\/03\/2026$/,
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Supprimer le remboursement' });
    expect(confirm.textContent).toContain(
      'La sortie enregistrée avec lui, s’il y en a une, est supprimée aussi.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE', '/api/invoice/deletePayment')[0]!.query).toEqual({ payment_id: '93' });
    await toaster.waitForToast('success', 'Remboursement supprimé avec succès');
  });
});
