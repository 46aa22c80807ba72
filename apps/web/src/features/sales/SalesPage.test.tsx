import {
  MSG_ALL_PRODUCTS_ADDED,
  MSG_SALE_DATE_REQUIRED,
  MSG_SALE_NAME_REQUIRED,
  MSG_SALE_NEEDS_CLIENT,
  MSG_SALE_NEEDS_PRODUCT,
  MSG_SALE_PDF_FAILED,
  MSG_SALE_TOTAL_TOO_LARGE,
  type SaleDto,
} from '@app/shared/sales';
import { MSG_QUANTITY_INVALID } from '@app/shared/quotes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { whileRecordingDownloads } from '../../test/downloads';
import { expectMessageAtField } from '../../test/field-errors';
import { client, INVOICE_CREATED, organization, product, sale } from '../../test/fixtures';
import { choose, optionsOf, requestsTo, totals, typeInto, searchIn } from '../../test/form-helpers';
import { failure, INTERNAL_ERROR } from '../../test/http-server';
import { field, jsonBody, renderRoute, combobox } from '../../test/render-route';
import { pagedReply } from '../../test/paged-reply';
import { bodyRows, cellTexts, columnHeaders, firstCells } from '../../test/tables';
import SalesPage from './SalesPage';

const { server, toaster } = setUpApiTest({ startOn: '2026-03-15T10:00:00Z' });

const PRODUCTS = [
  product(1, 'Tente 3x3', { price: 45.5, stock: 4 }),
  product(2, 'Banc brasserie', { price: 3.33, stock: 40 }),
  product(3, 'Sono portable', { price: 80, stock: 1 }),
];

const CLIENTS = [client(5, 'Comité des fêtes'), client(6, 'Patro de Namur')];

const SALES = [
  sale({ total_price: 1234.5 }),
  sale({
    sale_id: 2,
    formatted_sale_id: 'VEN-2026-0002',
    name: 'Location de bancs',
    recorded_date: '2026-03-02',
    total_price: 40.29,
    client: { client_id: 6, client_name: 'Patro de Namur' },
    invoice_id: 30,
    invoice_status: 'Validated',
  }),
];

function routeReferences(isVatSubject = true) {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization({ is_vat_subject: isVatSubject }) },
  });
  server.route('GET /api/products/list', { body: { products: PRODUCTS } });
  server.route('GET /api/clients/list', { body: { clients: CLIENTS, unauthorized: false } });
  serveSales(SALES);
}

/** The sales' list call, paged, searched and sorted as the API does. */
function serveSales(sales: SaleDto[]) {
  server.route('POST /api/sale/getSales', (request) =>
    pagedReply(sales, request, (row) => [row.name, row.client.client_name]),
  );
}

/** A refusal naming the request field it is about, as the API answers it. */
const refusedAt = (status: number, message: string, requestField: string) => ({
  status,
  body: { error: true, message, field: requestField },
});

const routeCreated = () =>
  server.route('POST /api/sale/createSale', {
    status: 201,
    body: {
      message: 'Vente créée avec succès',
      sale: { sale_id: 9, formatted_sale_id: 'VEN-2026-0009' },
    },
  });

beforeEach(() => {
  routeReferences();
});

const renderPage = () => renderRoute(<SalesPage />, { path: '/sales' });

const calls = (method: string, path: string) => requestsTo(server, method, path);

const lastError = () =>
  toaster
    .toasts()
    .filter((toast) => toast.type === 'error')
    .at(-1)?.message;

const openForm = async () => screen.findByRole('combobox', { name: 'Client' });

/** The Créer form filled in: "Brocante" for the Comité des fêtes, one line of tents. */
async function fillSale(user: UserEvent) {
  await typeInto(user, 'Nom', 'Brocante');
  await choose(user, 'Client', 'Comité des fêtes');
  await choose(user, 'Produit 1', 'Tente 3x3');
}

describe('/sales Créer', () => {
  test('two products: totals to the cent, the exact JSON without the empty row, then a blank form', async () => {
    const user = userEvent.setup();
    routeCreated();
    renderPage();
    await openForm();
    expect(screen.getByRole('tab', { name: 'Créer', selected: true })).toBeTruthy();
    // The sale is dated today unless told otherwise.
    expect(field('Date de vente').value).toBe('15/03/2026');
    expect(columnHeaders('Produits vendus')).toEqual([
      'Produit',
      'Prix unitaire',
      'Quantité',
      'TVA',
      'Actions',
    ]);
    expect(combobox('Produit 1').placeholder).toBe('Sélectionnez un produit');

    await typeInto(user, 'Nom', 'Fête du village');
    await choose(user, 'Client', 'Patro de Namur');
    await choose(user, 'Produit 1', 'Tente 3x3');
    expect(field('Prix unitaire du produit 1').value).toBe('45,50');
    expect(field('Quantité du produit 1').value).toBe('1');
    expect(field('TVA (%) du produit 1').value).toBe('21');
    await typeInto(user, 'Quantité du produit 1', '3');
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await choose(user, 'Produit 2', 'Banc brasserie');
    await typeInto(user, 'Quantité du produit 2', '7');
    await typeInto(user, 'TVA (%) du produit 2', '6');
    // A third row left empty is not sent.
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));

    // Tente: 45,50 × 3 = 136,50 + 21 % (28,665 → 28,67). Bancs: 3,33 × 7 = 23,31 + 6 % (1,3986
    // → 1,40).
    expect(totals()).toEqual({
      'Total HTVA': '159,81 €',
      'TVA 6 % sur 23,31 €': '1,40 €',
      'TVA 21 % sur 136,50 €': '28,67 €',
      'Total TVA': '30,07 €',
      'Total TVAC': '189,88 €',
    });

    const listLoads = calls('POST', '/api/sale/getSales').length;
    const productLoads = calls('GET', '/api/products/list').length;
    await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
    await toaster.waitForToast('success', 'Vente créée avec succès');
    expect(calls('POST', '/api/sale/createSale').map(jsonBody)).toEqual([
      {
        name: 'Fête du village',
        recorded_date: '2026-03-15',
        client_id: 6,
        products: [
          { product_id: 1, quantity: 3, unit_price: 45.5, tva_rate: 21 },
          { product_id: 2, quantity: 7, unit_price: 3.33, tva_rate: 6 },
        ],
      },
    ]);
    // A blank form for the next sale; the list and the stock are read again.
    await waitFor(() => expect(field('Nom').value).toBe(''));
    expect(combobox('Produit 1').value).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Produit 2' })).toBeNull();
    await waitFor(() => expect(calls('GET', '/api/products/list').length).toBe(productLoads + 1));
    // The list, stale since the save, is read again once its tab shows.
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    await waitFor(() => expect(calls('POST', '/api/sale/getSales').length).toBe(listLoads + 1));
  });

  test('the checks before sending, with their messages, and the field they are about', async () => {
    const user = userEvent.setup();
    renderPage();
    await openForm();
    const submit = () => user.click(screen.getByRole('button', { name: 'Créer une vente' }));

    await submit();
    await waitFor(() => expect(lastError()).toBe(MSG_SALE_NEEDS_PRODUCT));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Produit 1' }));
    await choose(user, 'Produit 1', 'Sono portable');
    await submit();
    await waitFor(() => expect(lastError()).toBe(MSG_SALE_NEEDS_CLIENT));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Client' }));
    await choose(user, 'Client', 'Comité des fêtes');
    await submit();
    await waitFor(() => expect(lastError()).toBe(MSG_SALE_NAME_REQUIRED));
    expect(document.activeElement).toBe(field('Nom'));
    await typeInto(user, 'Nom', '   ');
    await submit();
    await waitFor(() => expect(toaster.toasts().filter((t) => t.type === 'error')).toHaveLength(4));
    expect(lastError()).toBe(MSG_SALE_NAME_REQUIRED);
    await typeInto(user, 'Nom', 'Concert');
    await user.clear(field('Date de vente'));
    await submit();
    await waitFor(() => expect(lastError()).toBe(MSG_SALE_DATE_REQUIRED));
    expect(document.activeElement).toBe(field('Date de vente'));
    expect(calls('POST', '/api/sale/createSale')).toEqual([]);
  });

  test('the picker never offers a product of another row; all added; the last row cannot be deleted', async () => {
    const user = userEvent.setup();
    renderPage();
    await openForm();
    const deleteRow = (number: number) =>
      screen.getByRole<HTMLButtonElement>('button', { name: `Supprimer le produit ${number}` });
    expect(deleteRow(1).disabled).toBe(true);

    await choose(user, 'Produit 1', 'Tente 3x3');
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    expect(deleteRow(1).disabled).toBe(false);
    expect(await optionsOf(user, 'Produit 2')).toEqual(['Banc brasserie', 'Sono portable']);
    await choose(user, 'Produit 2', 'Sono portable');
    // Nor is it offered back in the first row.
    expect(await optionsOf(user, 'Produit 1')).toEqual(['Banc brasserie', 'Tente 3x3']);
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    expect(await optionsOf(user, 'Produit 3')).toEqual(['Banc brasserie']);

    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await waitFor(() => expect(lastError()).toBe(MSG_ALL_PRODUCTS_ADDED));
    expect(screen.queryByRole('combobox', { name: 'Produit 4' })).toBeNull();

    // Deleting the first row moves the others up; down to one row, delete is disabled again.
    await user.click(deleteRow(1));
    expect(combobox('Produit 1').value).toBe('Sono portable');
    await user.click(deleteRow(2));
    expect(screen.queryByRole('combobox', { name: 'Produit 2' })).toBeNull();
    expect(deleteRow(1).disabled).toBe(true);
  });

  test('quantity stops at the stock and stays whole; the square button starts the form again', async () => {
    const user = userEvent.setup();
    renderPage();
    await openForm();
    // Nothing chosen yet: the spec's 9999999.
    await typeInto(user, 'Nom', 'Brocante');
    await choose(user, 'Produit 1', 'Tente 3x3');
    expect(screen.getByText('Stock disponible : 4')).toBeTruthy();
    await typeInto(user, 'Quantité du produit 1', '9');
    expect(field('Quantité du produit 1').value).toBe('4');
    expect(screen.getByText('Stock disponible : 4. La quantité a été ramenée à 4.')).toBeTruthy();
    await typeInto(user, 'Quantité du produit 1', '2.7');
    expect(field('Quantité du produit 1').value).toBe('2');
    // A number within the stock: the note goes.
    expect(screen.queryByText('Stock disponible : 4. La quantité a été ramenée à 4.')).toBeNull();
    expect(totals()['Total TVAC']).toBe('110,11 €');

    await user.click(screen.getByRole('button', { name: 'Réinitialiser le formulaire' }));
    expect(field('Nom').value).toBe('');
    expect(combobox('Produit 1').value).toBe('');
    expect(totals()['Total TVAC']).toBe('0,00 €');
  });

  test('an organization not subject to VAT: no TVA column, one total, no rate sent', async () => {
    const user = userEvent.setup();
    routeReferences(false);
    routeCreated();
    renderPage();
    await openForm();
    expect(columnHeaders('Produits vendus')).toEqual([
      'Produit',
      'Prix unitaire',
      'Quantité',
      'Actions',
    ]);
    await fillSale(user);
    await typeInto(user, 'Quantité du produit 1', '2');
    expect(totals()).toEqual({ Total: '91,00 €' });
    await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
    await waitFor(() => expect(calls('POST', '/api/sale/createSale')).toHaveLength(1));
    expect(jsonBody(calls('POST', '/api/sale/createSale')[0]!)).toMatchObject({
      products: [{ product_id: 1, quantity: 2, unit_price: 45.5 }],
    });
    expect(
      (jsonBody(calls('POST', '/api/sale/createSale')[0]!) as { products: object[] }).products[0],
    ).not.toHaveProperty('tva_rate');
  });

  test('a refused save keeps the draft, which also survives a look at another tab', async () => {
    const user = userEvent.setup();
    const message = 'Stock insuffisant pour « Tente 3x3 » : 4 disponibles.';
    server.route('POST /api/sale/createSale', refusedAt(409, message, 'products'));
    renderPage();
    await openForm();
    await fillSale(user);
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    await user.click(screen.getByRole('tab', { name: 'Créer' }));
    expect(field('Nom').value).toBe('Brocante');
    await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
    // The stock's message goes under the line, not in a toast.
    await expectMessageAtField(combobox('Produit 1'), message, toaster.toasts);
    expect(field('Nom').value).toBe('Brocante');
    expect(combobox('Produit 1').value).toBe('Tente 3x3');
    expect(screen.getByRole('button', { name: 'Créer une vente' }).getAttribute('aria-busy')).toBe(
      null,
    );
  });

  test.each([
    ['the date', MSG_SALE_DATE_REQUIRED, 'recorded_date', () => field('Date de vente')],
    ['the client', MSG_SALE_NEEDS_CLIENT, 'client_id', () => combobox('Client')],
    ['the name', MSG_SALE_NAME_REQUIRED, 'name', () => field('Nom')],
    ['a line', MSG_QUANTITY_INVALID, 'products', () => combobox('Produit 1')],
  ])(
    'a 400 about %s is shown under the field it names, which gets the keyboard',
    async (_what, message, requestField, control) => {
      const user = userEvent.setup();
      server.route('POST /api/sale/createSale', refusedAt(400, message, requestField));
      renderPage();
      await openForm();
      await fillSale(user);
      await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
      await expectMessageAtField(control(), message, toaster.toasts);
    },
  );

  test('a refusal about the stock of the second line goes under that line, focused, no toast (issue #19)', async () => {
    const user = userEvent.setup();
    const message = 'Stock insuffisant pour « Sono portable » : 1 disponible.';
    server.route('POST /api/sale/createSale', refusedAt(409, message, 'products'));
    renderPage();
    await openForm();
    await fillSale(user);
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await choose(user, 'Produit 2', 'Sono portable');
    await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
    await expectMessageAtField(combobox('Produit 2'), message, toaster.toasts);
    expect(combobox('Produit 1').getAttribute('aria-invalid')).toBeNull();
  });

  test('a 400 about no field stays a toast (issue #19)', async () => {
    const user = userEvent.setup();
    server.route('POST /api/sale/createSale', failure(400, MSG_SALE_TOTAL_TOO_LARGE));
    renderPage();
    await openForm();
    await fillSale(user);
    await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
    await toaster.waitForToast('error', MSG_SALE_TOTAL_TOO_LARGE);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

const listRows = (name = 'Ventes') => bodyRows(name);
const listNames = (name = 'Ventes') => firstCells(name);

async function openList(user: UserEvent) {
  renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Liste' }));
  await screen.findByRole('table', { name: 'Ventes' });
}

describe('/sales Liste', () => {
  test('1 January to the end of the month by default; the spec’s columns; search by name or client', async () => {
    const user = userEvent.setup();
    await openList(user);
    expect(calls('POST', '/api/sale/getSales').map((request) => request.query)).toEqual([
      { page: '1', page_size: '25', from: '2026-01-01', until: '2026-03-31' },
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Période' })).getByText(
        'Du 01/01/2026 au 31/03/2026',
      ),
    ).toBeTruthy();
    expect(columnHeaders('Ventes')).toEqual(['Nom', 'Date', 'Prix total', 'Actions']);
    expect(cellTexts(listRows()[0]!).slice(0, 3)).toEqual([
      'Buvette du carnaval',
      '14/02/2026',
      '1 234,50 €',
    ]);

    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher une vente' });
    const search = searchIn(user, searchbox, listNames);
    await search('BANCS', ['Location de bancs']);
    await search('comité', ['Buvette du carnaval']);
    expect(calls('POST', '/api/sale/getSales').at(-1)!.query.q).toBe('comité');
    await user.clear(searchbox);
    await user.type(searchbox, 'marché');
    expect(await screen.findByText('Aucune vente ne correspond à « marché ».')).toBeTruthy();
  });

  test('another range loads the sales of that range', async () => {
    const user = userEvent.setup();
    await openList(user);
    serveSales([]);
    await user.click(screen.getByRole('button', { name: 'Choisir les dates' }));
    // The calendar is its own chunk (react-date-range): the first import takes a moment.
    await user.click(
      await screen.findByRole('button', { name: 'Effacer les dates' }, { timeout: 10_000 }),
    );
    await user.type(screen.getByLabelText('Date de début'), '01/06/2025{Enter}');
    await user.type(screen.getByLabelText('Date de fin'), '30/06/2025{Enter}');
    await screen.findByText('Aucune vente sur cette période.');
    expect(calls('POST', '/api/sale/getSales').at(-1)!.query).toMatchObject({
      page: '1',
      from: '2025-06-01',
      until: '2025-06-30',
    });
    expect(screen.getByText('Du 01/06/2025 au 30/06/2025')).toBeTruthy();
  });

  test('actions: no delete on an invoiced sale; delete asks, then the row goes and the modal closes', async () => {
    const user = userEvent.setup();
    server.route('DELETE /api/sale/deleteSale', () => {
      serveSales(SALES.filter((row) => row.sale_id !== 1));
      return { body: { message: 'Vente supprimée avec succès' } };
    });
    await openList(user);
    const actionNames = (index: number) =>
      within(listRows()[index]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(actionNames(0)).toEqual([
      'Télécharger la vente Buvette du carnaval (VEN-2026-0001)',
      'Modifier la vente Buvette du carnaval (VEN-2026-0001)',
      'Supprimer la vente Buvette du carnaval (VEN-2026-0001)',
      'Créer la facture de la vente Buvette du carnaval (VEN-2026-0001)',
    ]);
    expect(actionNames(1)).toEqual([
      'Télécharger la vente Location de bancs (VEN-2026-0002)',
      'Modifier la vente Location de bancs (VEN-2026-0002)',
      'Créer la facture de la vente Location de bancs (VEN-2026-0002)',
    ]);
    expect(
      screen.getByRole<HTMLButtonElement>('button', {
        name: 'Créer la facture de la vente Location de bancs (VEN-2026-0002)',
      }).disabled,
    ).toBe(true);

    const remove = () =>
      user.click(
        screen.getByRole('button', {
          name: 'Supprimer la vente Buvette du carnaval (VEN-2026-0001)',
        }),
      );
    await remove();
    const dialog = screen.getByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' });
    expect(dialog.textContent).toContain(
      'La vente « Buvette du carnaval » (VEN-2026-0001) sera supprimée et ses quantités remises en stock.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls('DELETE', '/api/sale/deleteSale')).toEqual([]);

    const productLoads = calls('GET', '/api/products/list').length;
    await remove();
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(listNames()).toEqual(['Location de bancs']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await toaster.waitForToast('success', 'Vente supprimée avec succès');
    const [deletion] = calls('DELETE', '/api/sale/deleteSale');
    expect(deletion?.query).toEqual({ sale_id: '1' });
    expect(jsonBody(deletion!)).toEqual({ sale_id: 1 });
    // The stock came back: the picker reads it again.
    await waitFor(() => expect(calls('GET', '/api/products/list').length).toBe(productLoads + 1));
  });

  test('create the invoice: it is made from the sale, then its page opens (issue #30)', async () => {
    const user = userEvent.setup();
    server.route('POST /api/invoice/createInvoice', INVOICE_CREATED);
    await openList(user);
    const invoice = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Créer la facture de la vente Buvette du carnaval (VEN-2026-0001)',
    });
    await user.click(invoice);
    await toaster.waitForToast('success', 'Facture créée avec succès');
    expect(calls('POST', '/api/invoice/createInvoice')[0]?.query).toEqual({ sale_id: '1' });
    expect(await screen.findByRole('heading', { name: 'Arrivée sur /invoice/50' })).toBeTruthy();
  });

  test('the name links to the sale’s page, which opens in a new tab too', async () => {
    const user = userEvent.setup();
    await openList(user);
    const link = screen.getByRole('link', { name: 'Buvette du carnaval' });
    expect(link.getAttribute('href')).toBe('/sale/1');
  });

  test('the PDF is saved as DEVIS-{number}.pdf; a failure says the spec’s message once', async () => {
    const user = userEvent.setup();
    server.route('GET /api/sale/getSalePdf', {
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.4 vente'),
    });
    await openList(user);
    await whileRecordingDownloads(async (downloads) => {
      await user.click(
        screen.getByRole('button', {
          name: 'Télécharger la vente Buvette du carnaval (VEN-2026-0001)',
        }),
      );
      await waitFor(() => expect(downloads.names).toEqual(['DEVIS-VEN-2026-0001.pdf']));
    });
    expect(calls('GET', '/api/sale/getSalePdf')[0]?.query).toEqual({ sale_id: '1' });

    server.route(
      'GET /api/sale/getSalePdf',
      failure(409, 'Votre formule ne comprend pas les PDF.'),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Télécharger la vente Location de bancs (VEN-2026-0002)',
      }),
    );
    await waitFor(() => expect(lastError()).toBe(MSG_SALE_PDF_FAILED));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_SALE_PDF_FAILED }]);
  });

  test('25 sales a page; a list that cannot be read offers to try again', async () => {
    const user = userEvent.setup();
    server.route('POST /api/sale/getSales', INTERNAL_ERROR);
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Liste' }));
    expect(
      await screen.findByText('Impossible de charger les ventes pour le moment.'),
    ).toBeTruthy();

    const many = Array.from({ length: 30 }, (_, index) =>
      sale({
        sale_id: index + 1,
        formatted_sale_id: `VEN-2026-${String(index + 1).padStart(4, '0')}`,
        name: `Vente ${String(index + 1).padStart(2, '0')}`,
      }),
    );
    serveSales(many);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table', { name: 'Ventes' });
    expect(listRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The page is asked of the server.
    await waitFor(() =>
      expect(listNames()).toEqual(['Vente 26', 'Vente 27', 'Vente 28', 'Vente 29', 'Vente 30']),
    );
    expect(calls('POST', '/api/sale/getSales').at(-1)!.query).toMatchObject({ page: '2' });
  });
});

const DETAILS = sale({
  products: [
    ...sale().products,
    {
      row_id: 11,
      product: { product_id: 3, name: 'Sono portable', stock: 1 },
      quantity: 1,
      unit_price: 75,
      tva_rate: 21,
    },
  ],
});

/** Opens the page on Modifier and picks `details` from its list; its details answer as given. */
async function openFromModifier(user: UserEvent, details: SaleDto) {
  server.route('GET /api/sale/getSaleDetails', { body: { sale: details } });
  renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Modifier' }));
  await user.click(await screen.findByText(details.name));
}

describe('/sales Modifier', () => {
  test('without a sale: the list to choose from, without actions; a row opens the sale prefilled', async () => {
    const user = userEvent.setup();
    server.route('GET /api/sale/getSaleDetails', { body: { sale: DETAILS } });
    server.route('PUT /api/sale/updateSale', {
      body: {
        message: 'Vente modifiée avec succès',
        sale: { sale_id: 1, formatted_sale_id: 'VEN-2026-0001' },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Modifier' }));
    const table = await screen.findByRole('table', { name: 'Ventes à modifier' });
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).queryAllByRole('button', { name: /Supprimer/ })).toEqual([]);
    await user.click(within(table).getByText('Buvette du carnaval'));

    await screen.findByRole('button', { name: 'Modifier la vente' });
    expect(calls('GET', '/api/sale/getSaleDetails')[0]?.query).toEqual({ sale_id: '1' });
    expect(screen.queryByRole('button', { name: 'Créer une vente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réinitialiser le formulaire' })).toBeNull();
    expect(field('Nom').value).toBe('Buvette du carnaval');
    expect(field('Date de vente').value).toBe('14/02/2026');
    expect(combobox('Client').value).toBe('Comité des fêtes');
    expect(combobox('Produit 2').value).toBe('Sono portable');
    expect(field('Prix unitaire du produit 2').value).toBe('75,00');
    // The sale already holds 2 tents: 4 in stock + 2 can be sold by it.
    expect(screen.getByText('Stock disponible : 6')).toBeTruthy();
    await typeInto(user, 'Quantité du produit 1', '9');
    expect(field('Quantité du produit 1').value).toBe('6');

    await user.click(screen.getByRole('button', { name: 'Modifier la vente' }));
    await waitFor(() => expect(calls('PUT', '/api/sale/updateSale')).toHaveLength(1));
    expect(jsonBody(calls('PUT', '/api/sale/updateSale')[0]!)).toEqual({
      sale_id: 1,
      name: 'Buvette du carnaval',
      recorded_date: '2026-02-14',
      client_id: 5,
      products: [
        { product_id: 1, quantity: 6, unit_price: 45.5, tva_rate: 21 },
        { product_id: 3, quantity: 1, unit_price: 75, tva_rate: 21 },
      ],
    });
    // Saved: back to the list, which is read again.
    expect(await screen.findByRole('tab', { name: 'Liste', selected: true })).toBeTruthy();
    await toaster.waitForToast('success', 'Vente modifiée avec succès');
  });

  test('Liste’s edit opens Modifier; Créer or Liste clears the sale, Modifier lists again', async () => {
    const user = userEvent.setup();
    server.route('GET /api/sale/getSaleDetails', { body: { sale: DETAILS } });
    await openList(user);
    await user.click(
      screen.getByRole('button', { name: 'Modifier la vente Buvette du carnaval (VEN-2026-0001)' }),
    );
    expect(screen.getByRole('tab', { name: 'Modifier', selected: true })).toBeTruthy();
    await screen.findByRole('button', { name: 'Modifier la vente' });

    await user.click(screen.getByRole('tab', { name: 'Créer' }));
    expect(field('Nom').value).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Modifier' }));
    expect(await screen.findByRole('table', { name: 'Ventes à modifier' })).toBeTruthy();

    await user.click(screen.getByText('Buvette du carnaval'));
    await screen.findByRole('button', { name: 'Modifier la vente' });
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    await user.click(screen.getByRole('tab', { name: 'Modifier' }));
    expect(await screen.findByRole('table', { name: 'Ventes à modifier' })).toBeTruthy();

    await user.click(screen.getByText('Buvette du carnaval'));
    await user.click(await screen.findByRole('button', { name: /Retour à la liste/ }));
    expect(await screen.findByRole('table', { name: 'Ventes à modifier' })).toBeTruthy();
  });

  test('a sale left before its details arrive stays closed; the next one opened is the one shown', async () => {
    const user = userEvent.setup();
    const held: (() => void)[] = [];
    server.route(
      'GET /api/sale/getSaleDetails',
      (request) =>
        new Promise((resolve) => {
          const sale = request.query.sale_id === '1' ? DETAILS : { ...DETAILS, name: 'Kermesse' };
          held.push(() => resolve({ body: { sale } }));
        }),
    );
    await openList(user);
    await user.click(
      screen.getByRole('button', { name: 'Modifier la vente Buvette du carnaval (VEN-2026-0001)' }),
    );
    expect(await screen.findByRole('status', { name: 'Chargement de la vente' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Retour à la liste/ }));
    await user.click(screen.getByText('Location de bancs'));
    await waitFor(() => expect(held).toHaveLength(2));
    // The first answer, for the sale left, comes last: it must not take the screen back.
    held[1]!();
    expect(await screen.findByRole('button', { name: 'Modifier la vente' })).toBeTruthy();
    expect(field('Nom').value).toBe('Kermesse');
    held[0]!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('Nom').value).toBe('Kermesse');
  });

  test('an invoiced sale opens read-only', async () => {
    const user = userEvent.setup();
    await openFromModifier(user, SALES[1]!);
    expect(
      await screen.findByText(
        'Cette vente a une facture : elle ne peut plus être modifiée ni supprimée.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier la vente' })).toBeNull();
    expect(field('Nom').matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Produit 1' }).matches(':disabled')).toBe(true);
  });

  test('a sale whose invoice is pending stays editable and says its invoice follows', async () => {
    const user = userEvent.setup();
    await openFromModifier(user, { ...SALES[1]!, invoice_status: 'Pending' });
    expect(
      await screen.findByText(
        'Cette vente a une facture en attente : vos modifications la mettront à jour.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier la vente' })).toBeTruthy();
    expect(field('Nom').matches(':disabled')).toBe(false);
  });
});

describe('/sales as a viewer (issue #28)', () => {
  test('the Créer form is shown locked, with the reason and without its buttons', async () => {
    renderRoute(<SalesPage />, { path: '/sales', role: 'viewer' });
    const client = await openForm();
    expect(client.matches(':disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(
      'Votre rôle (Lecteur) ne permet pas de modifier les données.',
    );
    expect(screen.queryByRole('button', { name: 'Créer une vente' })).toBeNull();
  });
});
