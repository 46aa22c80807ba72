// /quote/:id (issue #30): the quote's page loaded (facts, lines, actions, history with its link to
// the invoice made), its "introuvable" state for a refused id, and the invoice made from it that
// leads to the invoice's page. Against a loopback HTTP server.
import type { DocumentHistoryResponse } from '@app/shared/document-history';
import type { QuoteDetailsResponse } from '@app/shared/quotes';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { INVOICE_CREATED, QUOTE_DETAILS_CLIENT, quoteListItem } from '../../test/fixtures';
import { failure, setUpTestServer } from '../../test/http-server';
import { plain, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import userEvent from '../../test/user-event';
import QuoteDocumentPage from './QuoteDocumentPage';

const server = setUpTestServer();
setUpToaster();

const DETAILS: QuoteDetailsResponse = {
  quote: {
    ...quoteListItem({ quote_id: 4, formatted_quote_id: 'DEV-2026-0004', invoice_id: 50 }),
    invoice_status: 'Pending',
    total_excl_vat: 186.5,
    total_vat: 39.17,
    vat_lines: [{ rate: 21, base: 186.5, vat: 39.17 }],
  },
  products: [
    {
      id: 1,
      product_id: 3,
      name: 'Tente 3×3',
      quantity: 2,
      price: 80,
      tva_rate: 21,
      discount: 0,
      total_excl_vat: 160,
      total_incl_vat: 193.6,
      stock: 5,
      quantity_returned: null,
      missing: 0,
    },
  ],
  services: [],
  client: QUOTE_DETAILS_CLIENT,
  event: { event_id: 7, name: 'Brocante de printemps' },
};

const HISTORY: DocumentHistoryResponse = {
  events: [
    {
      at: '2026-03-03T09:00:00.000Z',
      kind: 'invoice_created',
      label: 'Facture créée : PROV-50',
      user_name: null,
      details: { invoice_id: 50, formatted_invoice_id: 'PROV-50' },
    },
    {
      at: '2026-03-02T09:00:00.000Z',
      kind: 'emailed',
      label: 'Envoi par e-mail à compta@comite.be',
      user_name: 'Léa Dupont',
      details: { to: 'compta@comite.be' },
    },
    {
      at: '2026-03-01T10:00:00.000Z',
      kind: 'created',
      label: 'Création',
      user_name: 'Léa Dupont',
      details: {},
    },
  ],
};

const open = (path = '/quote/4') =>
  renderRoute(<QuoteDocumentPage />, { path, pattern: '/quote/:id' });

describe('/quote/:id', () => {
  test('shows the quote, its actions and its history, newest first, linked to its invoice', async () => {
    server.route('GET /api/quote/getQuoteDetails', { body: DETAILS });
    server.route('GET /api/quote/getQuoteHistory', { body: HISTORY });
    open();
    expect(screen.getByRole('status', { name: 'Chargement du devis' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Devis DEV-2026-0004' })).toBeTruthy();
    expect(screen.getByText('Comité des fêtes')).toBeTruthy();
    expect(screen.getByText('Tente 3×3')).toBeTruthy();
    expect(plain(screen.getByText(/225,67/).textContent)).toBe('225,67 €');
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: /Télécharger le devis/ })).toBeTruthy();
    expect(
      within(actions).getByRole('button', { name: /Envoyer le devis par e-mail/ }),
    ).toBeTruthy();

    const timeline = (await screen.findByRole('heading', { name: 'Historique' })).closest(
      'section',
    )!;
    await within(timeline).findByText('Création');
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(entries).toEqual([
      expect.stringContaining('Facture créée : PROV-50'),
      expect.stringContaining('Envoi par e-mail à compta@comite.be'),
      expect.stringContaining('Création'),
    ]);
    expect(entries[1]).toContain('par Léa Dupont');
    expect(
      within(timeline).getByRole('link', { name: 'Voir la facture' }).getAttribute('href'),
    ).toBe('/invoice/50');
  });

  test('a refused id (missing, or another organization’s) is introuvable, without a crash', async () => {
    server.route('GET /api/quote/getQuoteDetails', failure(404, 'Devis introuvable.'));
    open('/quote/999');
    expect(await screen.findByRole('heading', { name: 'Ce devis est introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la liste' }).getAttribute('href')).toBe(
      '/quote',
    );
  });

  test('an id that cannot be one is introuvable without asking the server', async () => {
    open('/quote/abc');
    expect(await screen.findByRole('heading', { name: 'Ce devis est introuvable' })).toBeTruthy();
    expect(server.requests.filter((request) => request.path.includes('getQuoteDetails'))).toEqual(
      [],
    );
  });

  test('updating its invoice goes to the invoice’s page', async () => {
    server.route('GET /api/quote/getQuoteDetails', { body: DETAILS });
    server.route('GET /api/quote/getQuoteHistory', { body: HISTORY });
    server.route('POST /api/invoice/createInvoice', INVOICE_CREATED);
    const user = userEvent.setup();
    const { pathname } = open();
    await user.click(
      await screen.findByRole('button', { name: /Mettre à jour la facture du devis/ }),
    );
    expect(await screen.findByRole('heading', { name: 'Arrivée sur /invoice/50' })).toBeTruthy();
    expect(pathname()).toBe('/invoice/50');
  });
});
