// /invoice/:id (issue #30): a validated invoice's page with its payments, its credit note (with
// its own actions), where it comes from and its history; a refused id is introuvable.
import type { DocumentHistoryResponse } from '@app/shared/document-history';
import type { InvoiceDetailsResponse } from '@app/shared/invoices';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { creditNoteListItem, invoiceListItem, organization } from '../../test/fixtures';
import { failure, setUpTestServer } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import InvoiceDocumentPage from './InvoiceDocumentPage';

const server = setUpTestServer();

const DETAILS: InvoiceDetailsResponse = {
  invoice: {
    ...invoiceListItem({
      invoice_id: 3,
      formatted_invoice_id: 'FAC-2026-0001',
      status: 'Validated',
      payment_reference: '+++090/9337/55493+++',
      amount_paid: 100,
      amount_credited: 121,
      amount_due: 4.67,
      payment_status: 'partial',
    }),
    lines: [
      {
        invoice_line_id: 31,
        kind: 'product',
        name: 'Tente 3x3',
        quantity: 2,
        credited_quantity: 1,
        unit_price: 100,
        vat_rate: 21,
        total_excl_vat: 186.5,
      },
    ],
    vat_lines: [{ rate: 21, base: 186.5, vat: 39.17 }],
    total_excl_vat: 186.5,
    total_vat: 39.17,
    payments: [
      {
        payment_id: 91,
        amount: 100,
        paid_at: '2026-03-20',
        method: 'Virement',
        revenue_id: null,
        bank_line: null,
      },
    ],
    refunds: [],
    credit_notes: [creditNoteListItem()],
  },
};

const HISTORY: DocumentHistoryResponse = {
  events: [
    {
      at: '2026-03-21T09:00:00.000Z',
      kind: 'credit_note',
      label: 'Note de crédit NC-2026-0001 : 121,00 €',
      user_name: null,
      details: { credit_note_id: 7, formatted_credit_note_id: 'NC-2026-0001', amount: 121 },
    },
    {
      at: '2026-03-15T09:00:00.000Z',
      kind: 'validated',
      label: 'Validation : n° FAC-2026-0001',
      user_name: null,
      details: { number: 'FAC-2026-0001' },
    },
  ],
};

const open = (path: string) =>
  renderRoute(<InvoiceDocumentPage />, { path, pattern: '/invoice/:id' });

describe('/invoice/:id', () => {
  test('shows the invoice, its quote, its credit note with its actions, and its history', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', { body: DETAILS });
    server.route('GET /api/invoice/getInvoiceHistory', { body: HISTORY });
    open('/invoice/3');
    expect(await screen.findByRole('heading', { name: 'Facture FAC-2026-0001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Le devis' }).getAttribute('href')).toBe('/quote/10');
    expect(
      screen.getByRole('button', { name: /Télécharger la note de crédit NC-2026-0001/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Envoyer la facture par e-mail/ })).toBeTruthy();
    // The page shows the details: no « Détails » button.
    expect(screen.queryByRole('button', { name: /Détails de la facture/ })).toBeNull();
    const timeline = screen.getByRole('heading', { name: 'Historique' }).closest('section')!;
    expect(await within(timeline).findByText('Validation : n° FAC-2026-0001')).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
  });

  test('a French organization’s invoice says HT and TTC, not HTVA and TVAC', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', { body: DETAILS });
    server.route('GET /api/invoice/getInvoiceHistory', { body: HISTORY });
    server.route('GET /api/organization/getOrganization', {
      body: { organization: organization({ country: 'FR' }) },
    });
    open('/invoice/3');
    const totals = await screen.findByLabelText('Totaux et solde');
    expect(await within(totals).findByText('Total HT')).toBeTruthy();
    expect(within(totals).getByText('Total TTC')).toBeTruthy();
    expect(screen.queryByText(/HTVA|TVAC/)).toBeNull();
  });

  test('an invoice credited in full by an amount offers no other credit note', async () => {
    const invoice = DETAILS.invoice;
    const credited = { ...invoice, amount_credited: invoice.total_amount, amount_due: 0 };
    server.route('GET /api/invoice/getInvoiceDetails', { body: { invoice: credited } });
    server.route('GET /api/invoice/getInvoiceHistory', { body: HISTORY });
    open('/invoice/3');
    expect(await screen.findByText('Cette facture est entièrement créditée.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Créer une note de crédit' })).toBeNull();
  });

  test('a payment matched from a bank statement says which line paid it; one by hand does not', async () => {
    const invoice = DETAILS.invoice;
    const [byHand] = invoice.payments;
    const fromBank = {
      ...byHand!,
      payment_id: 92,
      amount: 20,
      bank_line: {
        line_id: 5,
        booking_date: '2026-03-05',
        counterparty_name: 'Comité des fêtes',
        counterparty_iban: 'BE71096123456769',
      },
    };
    const anonymous = {
      ...fromBank,
      payment_id: 93,
      amount: 30,
      bank_line: { ...fromBank.bank_line, counterparty_name: null, counterparty_iban: null },
    };
    server.route('GET /api/invoice/getInvoiceDetails', {
      body: { invoice: { ...invoice, payments: [byHand!, fromBank, anonymous] } },
    });
    server.route('GET /api/invoice/getInvoiceHistory', { body: HISTORY });
    open('/invoice/3');
    const payments = (await screen.findByRole('heading', { name: 'Paiements' })).closest(
      'section',
    )!;
    const [first, second, third] = within(payments).getAllByRole('listitem');
    expect(first!.textContent).not.toContain('Relevé bancaire');
    expect(
      within(second!).getByText(
        'Relevé bancaire du 05/03/2026 · Comité des fêtes (BE71 0961 2345 6769)',
      ),
    ).toBeTruthy();
    expect(within(third!).getByText('Relevé bancaire du 05/03/2026')).toBeTruthy();
  });

  test('another organization’s or a missing invoice is introuvable', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', failure(404, 'Facture introuvable.'));
    open('/invoice/77');
    expect(
      await screen.findByRole('heading', { name: 'Cette facture est introuvable' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(
      '/invoices',
    );
  });
});
