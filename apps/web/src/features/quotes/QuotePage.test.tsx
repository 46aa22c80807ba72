import {
  MSG_QUOTE_NEEDS_CLIENT,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_NEEDS_LINE,
  type QuoteDetailsResponse,
  type QuoteListItem,
} from '@app/shared/quotes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { startEachTestOn } from '../../test/clock';
import { whileRecordingDownloads } from '../../test/downloads';
import { expectMessageAtField } from '../../test/field-errors';
import {
  client,
  event,
  INVOICE_CREATED,
  QUOTE_CREATED,
  QUOTE_DETAILS_CLIENT,
  organization,
  product,
  quoteListItem as quote,
  service,
} from '../../test/fixtures';
import { serveQuoteReferences } from '../../test/quote-references';
import { choose, optionsOf, requestsTo, totals, typeInto, searchIn } from '../../test/form-helpers';
import { setUpTestServer, failure, INTERNAL_ERROR } from '../../test/http-server';
import { field, jsonBody, renderRoute, combobox } from '../../test/render-route';
import { pagedReply } from '../../test/paged-reply';
import { bodyRows, cellTexts, columnHeaders, firstCells } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import QuotePage from './QuotePage';
import { quoteLink } from './quotes.api';

const server = setUpTestServer();
startEachTestOn('2026-03-15T10:00:00Z');
const toaster = setUpToaster();

const PRODUCTS = [
  product(1, 'Tente 3x3', { price: 45.5, stock: 4 }),
  product(2, 'Banc brasserie', { price: 3, stock: 40 }),
  product(3, 'Sono portable', { price: 80, stock: 1 }),
];
const SERVICES = [
  service(10, 'Livraison', { price: 60 }),
  service(11, 'Animation', { price: 150, tva_rate: 6 }),
];

const CLIENTS = [client(5, 'Comité des fêtes'), client(6, 'Patro de Namur')];

const EVENTS = [event(7, 'Brocante de printemps')];

const QUOTES = [
  quote({}),
  quote({
    quote_id: 2,
    formatted_quote_id: 'DEV-2026-0002',
    client_id: 6,
    client: { client_id: 6, client_name: 'Patro de Namur' },
    rent_date: '2026-02-01',
    reserved_from: '2026-02-01',
    reserved_until: '2026-02-02',
    total_price: 72.6,
    discount: 0,
    event: null,
    invoice_id: 40,
    invoice_status: 'Pending',
  }),
  quote({
    quote_id: 3,
    formatted_quote_id: 'DEV-2026-0003',
    status: 'Finished',
    rent_date: '2026-01-10',
    total_price: 1000,
    discount: 0,
    event: null,
    invoice_id: 41,
    invoice_status: 'Validated',
  }),
];

const DETAILS: QuoteDetailsResponse = {
  quote: {
    ...QUOTES[0]!,
    total_excl_vat: 186.5,
    total_vat: 39.17,
    vat_lines: [{ rate: 21, base: 186.5, vat: 39.17 }],
  },
  products: [
    {
      id: 100,
      product_id: 1,
      name: 'Tente 3x3',
      stock: 4,
      quantity_returned: null,
      missing: 0,
      quantity: 2,
      price: 45.5,
      tva_rate: 21,
      discount: 10,
      total_excl_vat: 103.75,
      total_incl_vat: 125.54,
    },
  ],
  services: [
    {
      id: 101,
      service_id: 10,
      name: 'Livraison',
      quantity: 1,
      price: 60,
      tva_rate: 21,
      discount: 0,
      total_excl_vat: 60,
      total_incl_vat: 72.6,
    },
  ],
  client: QUOTE_DETAILS_CLIENT,
  event: { event_id: 7, name: 'Brocante de printemps' },
};

function routeReferences(isVatSubject = true) {
  serveQuoteReferences(server, {
    organization: organization({ is_vat_subject: isVatSubject }),
    products: PRODUCTS,
    services: SERVICES,
    clients: CLIENTS,
    events: EVENTS,
  });
  serveQuotes(QUOTES);
}

/** The quotes' list call, paged, filtered, searched and sorted as the API does. */
function serveQuotes(quotes: QuoteListItem[]) {
  server.route('GET /api/quote/getQuoteList', (request) =>
    pagedReply(
      request.query.show_finished === 'false'
        ? quotes.filter((quote) => quote.invoice_status !== 'Validated')
        : quotes,
      request,
      (quote) => [
        quote.event?.name,
        quote.client.client_name,
        quote.formatted_quote_id,
        String(quote.quote_id),
      ],
      (quote, key) =>
        key === 'id'
          ? quote.formatted_quote_id
          : key === 'client'
            ? quote.client.client_name
            : (quote[key as 'total_price'] ?? ''),
    ),
  );
}

beforeEach(() => {
  routeReferences();
});

const renderPage = () => renderRoute(<QuotePage />, { path: '/quote' });

const calls = (method: string, path: string) => requestsTo(server, method, path);

const rowOf = (table: string, index: number) => bodyRows(table)[index]!;

describe('/quote Créer', () => {
  test('a 3-day rental of two products and a service: totals to the cent, then the exact JSON and a PDF', async () => {
    const user = userEvent.setup();
    server.route('POST /api/quote/createQuote', QUOTE_CREATED);
    server.route('GET /api/quote/getQuotePdf', {
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.4 devis'),
    });
    renderPage();
    await screen.findByRole('combobox', { name: 'Client' });

    await choose(user, 'Client', 'Patro de Namur');
    await choose(user, 'Événement', 'Brocante de printemps');
    await typeInto(user, 'Date de début', '10/04/2026');
    await typeInto(user, 'Date de fin', '13/04/2026');
    // 3 whole days: 1 + 2 × 0.25.
    expect(field('Coefficient Journée').value).toBe('1,5');

    await choose(user, 'Produit 1', 'Tente 3x3');
    expect(field('Quantité du produit 1').value).toBe('1');
    expect(field('Prix unitaire du produit 1').value).toBe('45,50');
    await typeInto(user, 'Quantité du produit 1', '2');
    await typeInto(user, 'Remise du produit 1', '10');
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    // A product chosen in another row is not offered again.
    expect(await optionsOf(user, 'Produit 2')).toEqual(['Banc brasserie', 'Sono portable']);
    await choose(user, 'Produit 2', 'Banc brasserie');
    await typeInto(user, 'Quantité du produit 2', '10');
    await choose(user, 'Service 1', 'Animation');

    // Tente: 45,50 × 2 × 1,5 = 136,50 − 10 = 126,50 HTVA, 153,07 TVAC.
    const tente = cellTexts(rowOf('Produits', 0));
    expect(tente.slice(5, 7)).toEqual(['126,50 €', '153,07 €']);
    // Bancs: 3 × 10 × 1,5 = 45 HTVA; the service takes no coefficient: 150 at 6 %.
    expect(totals()).toEqual({
      Remises: '10,00 €',
      'Total HTVA': '321,50 €',
      'TVA 6 % sur 150,00 €': '9,00 €',
      'TVA 21 % sur 171,50 €': '36,02 €',
      'Total TVA': '45,02 €',
      'Total TVAC': '366,52 €',
    });

    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await toaster.waitForToast('success', 'Devis créé avec succès');
    expect(calls('POST', '/api/quote/createQuote').map(jsonBody)).toEqual([
      {
        client_id: 6,
        products: [
          { product_id: 1, quantity: 2, price: 45.5, tva_rate: 21, discount: 10 },
          { product_id: 2, quantity: 10, price: 3, tva_rate: 21, discount: 0 },
        ],
        services: [{ service_id: 11, quantity: 1, price: 150, tva_rate: 6, discount: 0 }],
        rent_date: '2026-04-10',
        reserved_from: '2026-04-10',
        reserved_until: '2026-04-13',
        coefficient: 1.5,
        description: '',
        event_id: 7,
      },
    ]);
    // Saved: the form now edits DEV-2026-0009 and offers its PDF.
    expect(screen.getByRole('button', { name: 'Modifier le devis' })).toBeTruthy();
    await whileRecordingDownloads(async (downloads) => {
      await user.click(
        screen.getByRole('button', { name: 'Télécharger le PDF du devis DEV-2026-0009' }),
      );
      await waitFor(() => expect(downloads.names).toEqual(['DEVIS_DEV-2026-0009.pdf']));
    });
    expect(calls('GET', '/api/quote/getQuotePdf')[0]?.query).toEqual({ quote_id: '9' });

    // A change hides the PDF of the saved version; « Nouveau devis » starts again.
    await typeInto(user, 'Quantité du produit 2', '12');
    expect(screen.queryByRole('button', { name: /Télécharger le PDF/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nouveau devis' }));
    expect(screen.getByRole('button', { name: 'Créer le devis' })).toBeTruthy();
    expect(combobox('Client').value).toBe('');
  });

  test('the spec’s messages, in its order, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('combobox', { name: 'Client' });
    const submit = () => user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    const lastError = () =>
      toaster
        .toasts()
        .filter((toast) => toast.type === 'error')
        .at(-1);

    await submit();
    await waitFor(() => expect(lastError()?.message).toBe(MSG_QUOTE_NEEDS_LINE));
    await choose(user, 'Service 1', 'Livraison');
    await submit();
    await waitFor(() => expect(lastError()?.message).toBe(MSG_QUOTE_NEEDS_CLIENT));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Client' }));
    await choose(user, 'Client', 'Comité des fêtes');
    await submit();
    await waitFor(() => expect(lastError()?.message).toBe(MSG_QUOTE_NEEDS_DATES));
    expect(document.activeElement).toBe(field('Date de début'));
    expect(calls('POST', '/api/quote/createQuote')).toEqual([]);
  });

  test('quantity stops at the stock, a too-large discount is said to be ignored, all products added', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('combobox', { name: 'Client' });
    await choose(user, 'Produit 1', 'Sono portable');
    await typeInto(user, 'Quantité du produit 1', '5');
    expect(field('Quantité du produit 1').value).toBe('1');
    // Lowered to the stock, the field says why (and its description names the note).
    const note = screen.getByText('Stock disponible : 1. La quantité a été ramenée à 1.');
    expect(field('Quantité du produit 1').getAttribute('aria-describedby')).toContain(note.id);
    await typeInto(user, 'Remise du produit 1', '100');
    expect(screen.getByText('Remise ignorée : elle dépasse le montant de la ligne.')).toBeTruthy();
    expect(totals()['Total HTVA']).toBe('80,00 €');

    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await choose(user, 'Produit 2', 'Tente 3x3');
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await choose(user, 'Produit 3', 'Banc brasserie');
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await toaster.waitForToast('error', 'Tous les produits sont déjà ajoutés.');
    expect(screen.queryByRole('combobox', { name: 'Produit 4' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirer le produit 2' }));
    expect(combobox('Produit 2').value).toBe('Banc brasserie');
  });

  test('an organization not subject to VAT: no VAT column, one total, the franchise mention, rate 0 sent', async () => {
    const user = userEvent.setup();
    routeReferences(false);
    server.route('POST /api/quote/createQuote', QUOTE_CREATED);
    renderPage();
    await screen.findByRole('combobox', { name: 'Client' });
    expect(screen.queryByText('TVA %')).toBeNull();
    await choose(user, 'Service 1', 'Animation');
    expect(totals()).toEqual({ Total: '150,00 €' });
    expect(
      screen.getByText('Régime particulier de franchise des petites entreprises'),
    ).toBeTruthy();
    await choose(user, 'Client', 'Comité des fêtes');
    await typeInto(user, 'Date de début', '10/04/2026');
    await typeInto(user, 'Date de fin', '10/04/2026');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await waitFor(() => expect(calls('POST', '/api/quote/createQuote')).toHaveLength(1));
    const body = jsonBody(calls('POST', '/api/quote/createQuote')[0]!) as {
      services: { tva_rate: number }[];
      coefficient: number;
    };
    expect(body.services[0]!.tva_rate).toBe(0);
    expect(body.coefficient).toBe(1);
  });

  test('the draft survives a look at another tab, and a refused save keeps it', async () => {
    const user = userEvent.setup();
    const message = 'La quantité de « Tente 3x3 » dépasse le stock disponible (4).';
    server.route('POST /api/quote/createQuote', failure(400, message, 'products'));
    renderPage();
    await screen.findByRole('combobox', { name: 'Client' });
    await choose(user, 'Client', 'Comité des fêtes');
    await choose(user, 'Produit 1', 'Tente 3x3');
    await typeInto(user, 'Date de début', '10/04/2026');
    await typeInto(user, 'Date de fin', '11/04/2026');
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    await user.click(screen.getByRole('tab', { name: 'Créer' }));
    expect(combobox('Produit 1').value).toBe('Tente 3x3');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    // The stock's message goes under the line, not in a toast.
    await expectMessageAtField(combobox('Produit 1'), message, toaster.toasts);
    expect(combobox('Client').value).toBe('Comité des fêtes');
    expect(screen.getByRole('button', { name: 'Créer le devis' })).toBeTruthy();
  });
});

const listRows = () => bodyRows('Devis');
const listIds = () => firstCells('Devis');

describe('/quote Liste', () => {
  test('spec columns and status icons; validated invoices hidden until the switch, kept in storage', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    await screen.findByText('DEV-2026-0001');
    expect(columnHeaders('Devis')).toEqual([
      'ID',
      'Client',
      'Date',
      'Date de fin',
      'Réduction (€)',
      'Prix total',
      'Status',
      'Actions',
    ]);
    expect(listIds()).toEqual(['DEV-2026-0001', 'DEV-2026-0002']);
    expect(cellTexts(listRows()[0]!).slice(0, 6)).toEqual([
      'DEV-2026-0001',
      'Comité des fêtes',
      '12/04/2026',
      '14/04/2026',
      '10,00 €',
      '225,67 €',
    ]);
    // Today is 15/03/2026: the first rental is to come, the second one's date has passed.
    expect(within(listRows()[0]!).getByRole('img').getAttribute('aria-label')).toBe(
      'En attente, location à venir',
    );
    expect(within(listRows()[1]!).getByRole('img').getAttribute('aria-label')).toBe(
      'En attente, date de location passée',
    );

    expect(calls('GET', '/api/quote/getQuoteList')[0]!.query).toEqual({
      page: '1',
      page_size: '25',
      show_finished: 'false',
    });
    await user.click(screen.getByRole('switch', { name: 'Afficher les devis terminés' }));
    await waitFor(() =>
      expect(listIds()).toEqual(['DEV-2026-0001', 'DEV-2026-0002', 'DEV-2026-0003']),
    );
    expect(calls('GET', '/api/quote/getQuoteList').at(-1)!.query).toEqual({
      page: '1',
      page_size: '25',
    });
    expect(localStorage.getItem('showFinished')).toBe('true');
    expect(within(listRows()[2]!).getByRole('img').getAttribute('aria-label')).toBe('Terminé');

    // Actions as spec §4 allows them.
    const actionNames = (index: number) =>
      within(listRows()[index]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(actionNames(0)).toEqual([
      'Modifier le devis DEV-2026-0001',
      'Télécharger le devis DEV-2026-0001',
      'Envoyer le devis par e-mail DEV-2026-0001',
      'Valider le devis DEV-2026-0001',
      'Créer la facture du devis DEV-2026-0001',
      'Supprimer le devis DEV-2026-0001',
    ]);
    // A pending invoice: made again from the quote on demand, and no delete.
    expect(actionNames(1)).toEqual([
      'Modifier le devis DEV-2026-0002',
      'Télécharger le devis DEV-2026-0002',
      'Envoyer le devis par e-mail DEV-2026-0002',
      'Valider le devis DEV-2026-0002',
      'Mettre à jour la facture du devis DEV-2026-0002',
    ]);
    // A validated invoice and a finished quote: only the PDF, downloaded or sent.
    expect(actionNames(2)).toEqual([
      'Télécharger le devis DEV-2026-0003',
      'Envoyer le devis par e-mail DEV-2026-0003',
    ]);
  });

  test('search matches the event, the client and the id; headers sort both ways', async () => {
    const user = userEvent.setup();
    localStorage.setItem('showFinished', 'true');
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    await screen.findByText('DEV-2026-0003');
    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher un devis' });
    const search = searchIn(user, searchbox, listIds);
    await search('brocante', ['DEV-2026-0001']);
    await search('patro', ['DEV-2026-0002']);
    await search('0003', ['DEV-2026-0003']);
    expect(calls('GET', '/api/quote/getQuoteList').at(-1)!.query.q).toBe('0003');
    await user.clear(searchbox);
    await screen.findByText('DEV-2026-0001');
    await user.click(screen.getByRole('button', { name: /^Prix total/ }));
    await waitFor(() =>
      expect(listIds()).toEqual(['DEV-2026-0002', 'DEV-2026-0001', 'DEV-2026-0003']),
    );
    expect(calls('GET', '/api/quote/getQuoteList').at(-1)!.query).toMatchObject({
      sort: 'total_price',
      order: 'asc',
    });
    await user.click(screen.getByRole('button', { name: /^Prix total/ }));
    await waitFor(() =>
      expect(listIds()).toEqual(['DEV-2026-0003', 'DEV-2026-0001', 'DEV-2026-0002']),
    );
  });

  test('an empty list tells no quote yet from quotes hidden by the switch', async () => {
    const user = userEvent.setup();
    serveQuotes(QUOTES.filter((quote) => quote.invoice_status === 'Validated'));
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    expect(await screen.findByText('Aucun devis ne correspond.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Afficher les devis terminés' }));
    expect(await screen.findByText('DEV-2026-0003')).toBeTruthy();

    serveQuotes([]);
    await user.click(screen.getByRole('switch', { name: 'Afficher les devis terminés' }));
    expect(
      await screen.findByText('Aucun devis pour le moment : créez-en un dans l’onglet Créer.'),
    ).toBeTruthy();
  });

  test('validate and create the invoice update the row in place', async () => {
    const user = userEvent.setup();
    // The server lists each change: validated (Finished), then invoiced.
    const changed = (changes: Partial<QuoteListItem>) =>
      serveQuotes(QUOTES.map((quote) => (quote.quote_id === 1 ? { ...quote, ...changes } : quote)));
    server.route('POST /api/quote/validateQuote', () => {
      changed({ status: 'Finished' });
      return { body: { message: 'Devis validé avec succès' } };
    });
    server.route('POST /api/invoice/createInvoice', () => {
      changed({ status: 'Finished', invoice_id: 50, invoice_status: 'Pending' });
      return INVOICE_CREATED;
    });
    server.route('DELETE /api/quote/deleteQuote', {
      body: { message: 'Devis supprimé avec succès' },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    await screen.findByText('DEV-2026-0001');

    await user.click(screen.getByRole('button', { name: 'Valider le devis DEV-2026-0001' }));
    await waitFor(() =>
      expect(within(listRows()[0]!).getByRole('img').getAttribute('aria-label')).toBe('Terminé'),
    );
    expect(calls('POST', '/api/quote/validateQuote').map(jsonBody)).toEqual([{ quote_id: 1 }]);
    expect(screen.queryByRole('button', { name: 'Valider le devis DEV-2026-0001' })).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Créer la facture du devis DEV-2026-0001' }),
    );
    await toaster.waitForToast('success', 'Facture créée avec succès');
    expect(calls('POST', '/api/invoice/createInvoice')[0]?.query).toEqual({ quote_id: '1' });
    // Issue #30: the invoice made opens on its page.
    expect(await screen.findByRole('heading', { name: 'Arrivée sur /invoice/50' })).toBeTruthy();
  });

  test('the number links to the quote’s page, which opens in a new tab too', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    const link = await screen.findByRole('link', { name: 'DEV-2026-0001' });
    expect(link.getAttribute('href')).toBe('/quote/1');
  });

  test('delete asks first, then removes the row', async () => {
    const user = userEvent.setup();
    server.route('DELETE /api/quote/deleteQuote', () => {
      serveQuotes(QUOTES.filter((quote) => quote.quote_id !== 1));
      return { body: { message: 'Devis supprimé avec succès' } };
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    await screen.findByText('DEV-2026-0001');
    await user.click(screen.getByRole('button', { name: 'Supprimer le devis DEV-2026-0001' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le devis' });
    expect(dialog.textContent).toContain(
      'Le devis DEV-2026-0001 de Comité des fêtes sera supprimé définitivement.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls('DELETE', '/api/quote/deleteQuote')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer le devis DEV-2026-0001' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(listIds()).toEqual(['DEV-2026-0002']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE', '/api/quote/deleteQuote').map(jsonBody)).toEqual([{ quote_id: 1 }]);
  });
});

describe('/quote Modifier and Settings', () => {
  test('Modifier lists quotes without actions; a row opens the quote, whose coefficient stays put', async () => {
    const user = userEvent.setup();
    server.route('GET /api/quote/getQuoteDetails', { body: DETAILS });
    server.route('PUT /api/quote/updateQuote', {
      body: {
        message: 'Devis modifié avec succès',
        quote: { quote_id: 1, formatted_quote_id: 'DEV-2026-0001' },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Modifier' }));
    const table = await screen.findByRole('table', { name: 'Devis à modifier' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await user.click(within(table).getByText('DEV-2026-0001'));

    await screen.findByRole('button', { name: 'Modifier le devis' });
    expect(calls('GET', '/api/quote/getQuoteDetails')[0]?.query).toEqual({ quote_id: '1' });
    expect(combobox('Client').value).toBe('Comité des fêtes');
    expect(combobox('Produit 1').value).toBe('Tente 3x3');
    expect(field('Remise du produit 1').value).toBe('10');
    expect(field('Coefficient Journée').value).toBe('1,25');
    // Saved, unchanged: its PDF is offered.
    expect(
      screen.getByRole('button', { name: 'Télécharger le PDF du devis DEV-2026-0001' }),
    ).toBeTruthy();

    // Spec §4: editing does not recompute the coefficient from the dates.
    await typeInto(user, 'Date de fin', '20/04/2026');
    expect(field('Coefficient Journée').value).toBe('1,25');
    await user.click(screen.getByRole('button', { name: 'Annuler les modifications' }));
    expect(field('Date de fin').value).toBe('14/04/2026');

    await typeInto(user, 'Quantité du produit 1', '3');
    await user.click(screen.getByRole('button', { name: 'Modifier le devis' }));
    await waitFor(() => expect(calls('PUT', '/api/quote/updateQuote')).toHaveLength(1));
    expect(jsonBody(calls('PUT', '/api/quote/updateQuote')[0]!)).toEqual({
      quote_id: 1,
      client_id: 5,
      products: [{ product_id: 1, quantity: 3, price: 45.5, tva_rate: 21, discount: 10 }],
      services: [{ service_id: 10, quantity: 1, price: 60, tva_rate: 21, discount: 0 }],
      rent_date: '2026-04-12',
      reserved_from: '2026-04-12',
      reserved_until: '2026-04-14',
      coefficient: 1.25,
      description: '',
      event_id: 7,
    });

    // Another tab closes the quote: Modifier shows the list again.
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    await user.click(screen.getByRole('tab', { name: 'Modifier' }));
    expect(await screen.findByRole('table', { name: 'Devis à modifier' })).toBeTruthy();
  });

  test('a quote whose invoice is validated opens read-only', async () => {
    const user = userEvent.setup();
    localStorage.setItem('showFinished', 'true');
    server.route('GET /api/quote/getQuoteDetails', {
      body: { ...DETAILS, quote: { ...DETAILS.quote, ...QUOTES[2]! } },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Modifier' }));
    await user.click(await screen.findByText('DEV-2026-0003'));
    expect(
      await screen.findByText('Ce devis a une facture validée : il ne peut plus être modifié.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier le devis' })).toBeNull();
    // Inside a disabled fieldset (jsdom reflects it through :disabled, not the property).
    expect(screen.getByRole('combobox', { name: 'Client' }).matches(':disabled')).toBe(true);
    expect(field('Quantité du produit 1').matches(':disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Télécharger le PDF du devis DEV-2026-0003' }),
    ).toBeTruthy();
  });

  test('Settings saves the Conditions générales', async () => {
    const user = userEvent.setup();
    server.route('POST /api/organization/updateOrganizationTerms', {
      body: { message: 'Conditions générales mises à jour' },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const terms = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Conditions générales',
    });
    expect(terms.value).toBe('Paiement à 30 jours.');
    await user.clear(terms);
    await user.type(terms, 'Acompte de 30 % à la commande.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(calls('POST', '/api/organization/updateOrganizationTerms').map(jsonBody)).toEqual([
        { terms: 'Acompte de 30 % à la commande.' },
      ]),
    );
    expect(toaster.toasts()).toContainEqual({
      type: 'success',
      message: 'Conditions générales mises à jour',
    });
  });

  test('a catalogue that cannot be read offers to try again', async () => {
    const user = userEvent.setup();
    server.route('GET /api/products/list', INTERNAL_ERROR);
    renderPage();
    expect(
      await screen.findByText(
        'Impossible de charger le catalogue, les clients ou les événements pour le moment.',
      ),
    ).toBeTruthy();
    server.route('GET /api/products/list', { body: { products: PRODUCTS } });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('combobox', { name: 'Produit 1' })).toBeTruthy();
  });
});

describe('/quote opened from another page', () => {
  test('a quote link (the planning’s) opens the quote in Modifier, once', async () => {
    server.route('GET /api/quote/getQuoteDetails', { body: DETAILS });
    const { router } = renderRoute(<QuotePage />, { path: '/planning', pattern: '/quote' });
    await screen.findByRole('heading', { name: 'Arrivée sur /planning' });
    const link = quoteLink({ quote_id: 1, formatted_quote_id: 'DEV-2026-0001' });
    await act(() => router.navigate(link.to, { state: link.state }));

    expect(await screen.findByRole('button', { name: 'Modifier le devis' })).toBeTruthy();
    expect(screen.getByText('Devis DEV-2026-0001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Modifier' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(combobox('Client').value).toBe('Comité des fêtes');
    expect(calls('GET', '/api/quote/getQuoteDetails').map((call) => call.query)).toEqual([
      { quote_id: '1' },
    ]);
    // The link is used up: the page's own state shows from now on.
    expect(router.state.location.state).toBeNull();
  });
});
