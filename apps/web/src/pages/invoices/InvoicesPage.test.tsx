import type { InvoiceListItem } from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { setApiBaseUrl, setNavigator } from '../../api/client';
import { captureDownloads } from '../../test/downloads';
import { startTestServer, type TestServer } from '../../test/http-server';
import { plain, renderRoute } from '../../test/render-route';
import { renderToaster } from '../../test/toasts';
import InvoicesPage from './InvoicesPage';

let server: TestServer;
let toaster: ReturnType<typeof renderToaster>;

const invoice = (overrides: Partial<InvoiceListItem>): InvoiceListItem => ({
  invoice_id: 1,
  formatted_invoice_id: 'FAC-2026-0001',
  quote_id: 10,
  sale_id: null,
  type: 'Location',
  client: { client_id: 1, client_name: 'Comité des fêtes' },
  issue_date: '2026-03-14',
  due_date: '2026-04-13',
  payment_reference: null,
  total_amount: 225.67,
  status: 'Pending',
  quote: { discount: 10 },
  ...overrides,
});

const INVOICES = [
  invoice({}),
  invoice({
    invoice_id: 2,
    formatted_invoice_id: 'FAC-2026-0002',
    quote_id: null,
    sale_id: 4,
    type: 'Vente',
    client: { client_id: 2, client_name: 'Patro de Namur' },
    issue_date: '2026-04-01',
    total_amount: 22.7,
    quote: null,
  }),
  invoice({
    invoice_id: 3,
    formatted_invoice_id: 'FAC-2026-0003',
    client: { client_id: 3, client_name: 'Brasserie du Coin' },
    issue_date: '2026-02-01',
    total_amount: 1000,
    status: 'Validated',
  }),
];

beforeAll(async () => {
  server = await startTestServer();
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  localStorage.clear();
  server.reset();
  server.route('GET /api/invoice/getInvoiceList', { body: { invoices: INVOICES } });
  toaster = renderToaster();
});

afterEach(() => setNavigator(null));

const rows = () => screen.getAllByRole('row').slice(1);
const ids = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('/invoices', () => {
  test('lists the invoices with the spec columns, validated ones hidden until the switch is on', async () => {
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('FAC-2026-0001');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼]/g, '').trim()),
    ).toEqual(['ID', 'Type', 'Client', 'Date', 'Réduction (€)', 'Prix total', 'Status', 'Actions']);
    expect(ids()).toEqual(['FAC-2026-0002', 'FAC-2026-0001']);
    const first = within(rows()[1]!)
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));
    expect(first.slice(0, 7)).toEqual([
      'FAC-2026-0001',
      'Location',
      'Comité des fêtes',
      '14/03/2026',
      '10,00 €',
      '225,67 €',
      'En attente',
    ]);
    expect(within(rows()[0]!).getByText('Vente')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Afficher les factures validées' }));
    expect(ids()).toEqual(['FAC-2026-0002', 'FAC-2026-0001', 'FAC-2026-0003']);
    expect(localStorage.getItem('showValidated')).toBe('true');
    // A validated invoice can only be downloaded.
    expect(within(rows()[2]!).queryByRole('button', { name: /Valider/ })).toBeNull();
  });

  test('the switch is restored from local storage; search matches client and id; sort toggles', async () => {
    localStorage.setItem('showValidated', 'true');
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('FAC-2026-0003');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher une facture' }),
      'patro',
    );
    expect(ids()).toEqual(['FAC-2026-0002']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher une facture' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une facture' }), '0003');
    expect(ids()).toEqual(['FAC-2026-0003']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher une facture' }));

    await userEvent.click(screen.getByRole('button', { name: /Prix total/ }));
    expect(ids()).toEqual(['FAC-2026-0002', 'FAC-2026-0001', 'FAC-2026-0003']);
    await userEvent.click(screen.getByRole('button', { name: /Prix total/ }));
    expect(ids()).toEqual(['FAC-2026-0003', 'FAC-2026-0001', 'FAC-2026-0002']);
  });

  test('validates a pending invoice with the server message and downloads its PDF', async () => {
    server.route('GET /api/invoice/validateInvoice', {
      body: { message: 'Facture validée avec succès' },
    });
    server.route('GET /api/invoice/getInvoicePdf', {
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.4 test'),
    });
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('FAC-2026-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture FAC-2026-0001' }));
    await waitFor(() =>
      expect(toaster.toasts()).toContainEqual({
        type: 'success',
        message: 'Facture validée avec succès',
      }),
    );
    // Now validated: hidden while the switch is off.
    expect(ids()).toEqual(['FAC-2026-0002']);

    const downloads = captureDownloads();
    try {
      await userEvent.click(
        screen.getByRole('button', { name: 'Télécharger la facture FAC-2026-0002' }),
      );
      await waitFor(() => expect(downloads.names).toEqual(['FACTURE-FAC-2026-0002.pdf']));
    } finally {
      downloads.restore();
    }
    expect(server.requests.some((request) => request.path === '/api/invoice/getInvoicePdf')).toBe(
      true,
    );
  });

  test('an empty list says how to make an invoice', async () => {
    server.route('GET /api/invoice/getInvoiceList', { body: { invoices: [] } });
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    expect(
      await screen.findByText(
        'Aucune facture pour le moment : créez-en une depuis un devis ou une vente.',
      ),
    ).toBeTruthy();
  });
});
