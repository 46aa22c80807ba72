import {
  MSG_DATE_INVALID,
  MSG_EVENT_NOT_FOUND,
  MSG_MEMBER_NOT_FOUND,
  MSG_QUANTITY_INVALID,
  MSG_QUANTITY_ZERO,
  MSG_REQUIRED_FIELDS,
  type ExpenseDetailsResponse,
  type ExpenseListItem,
  type RevenueListItem,
} from '@app/shared/accounting';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { captureDownloads } from '../../test/downloads';
import { event } from '../../test/fixtures';
import { expectOnlyAtField } from '../../test/field-errors';
import { typeInto, searchIn } from '../../test/form-helpers';
import { type RecordedRequest, failure } from '../../test/http-server';
import { field, jsonBody, plain, renderRoute, combobox } from '../../test/render-route';
import { pagedReply } from '../../test/paged-reply';
import { bodyRows, cellTexts, columnHeaders, firstCells } from '../../test/tables';
import AccountingPage from './AccountingPage';

const { server, toaster } = setUpApiTest({ startOn: '2026-03-15T10:00:00Z' });

const USERS = [
  { user_id: 3, name: 'Alice Martin', email: 'alice@exemple.be' },
  { user_id: 4, name: 'Bruno Dupont', email: 'bruno@exemple.be' },
];

const ON_JUNE_FIRST = { date: '2026-06-01', start_at: '10:00' };
const EVENTS = [event(7, 'Brocante', ON_JUNE_FIRST), event(8, 'Fête de la musique', ON_JUNE_FIRST)];

const EXPENSES: ExpenseListItem[] = [
  {
    expense_id: 1,
    product_name: 'Location tente',
    price: 100,
    recorded_date: '2026-03-10',
    payment_method: 'Virement',
    user_id: 3,
    user_name: 'Alice Martin',
    event: { event_id: 7, name: 'Brocante' },
    file_path: 'facture-tente.pdf',
  },
  {
    expense_id: 2,
    product_name: 'Gobelets',
    price: 9.5,
    recorded_date: '2026-03-01',
    payment_method: 'Cash',
    user_id: -1,
    user_name: null,
    event: null,
    file_path: 'ticket.png',
  },
  {
    expense_id: 3,
    product_name: 'Sono',
    price: 25,
    recorded_date: '2026-02-20',
    payment_method: 'Carte bancaire',
    user_id: 4,
    user_name: 'Bruno Dupont',
    event: { event_id: 8, name: 'Fête de la musique' },
    file_path: 'sono.jpg',
  },
];

const REVENUES: RevenueListItem[] = [
  {
    revenue_id: 5,
    product_name: 'Buvette',
    unit_price: 2.5,
    amount: 40,
    recorded_date: '2026-03-12',
    payment_method: null,
    event: { event_id: 7, name: 'Brocante' },
    file_path: null,
  },
];

/** The expenses' list call, paged, searched and sorted by the server as the API does. */
function serveExpenses(expenses: ExpenseListItem[]) {
  server.route('POST /api/accounting/getExpenses', (request) =>
    pagedReply(
      expenses,
      request,
      (row) => [row.product_name, row.user_name, row.event?.name],
      (row, key) => (key === 'event' ? (row.event?.name ?? '') : (row[key as 'price'] ?? '')),
    ),
  );
}

const PDF = Buffer.from('%PDF-1.4 reçu de test');

// jsdom has no object URLs; the receipt preview and the downloads need them.
let downloads: ReturnType<typeof captureDownloads>;

beforeEach(() => {
  server.route('GET /api/users/list', { body: { users: USERS } });
  server.route('GET /api/events/list', { body: { events: EVENTS, unauthorized: false } });
  serveExpenses(EXPENSES);
  server.route('POST /api/accounting/revenue/getRevenues', (request) =>
    pagedReply(REVENUES, request, (row) => [row.product_name, row.event?.name]),
  );
  downloads = captureDownloads();
});

afterEach(() => downloads.restore());

const renderPage = () => renderRoute(<AccountingPage />, { path: '/accounting' });

/** The page, with `route` answering a creation (201) with `message`. */
function renderSaving(route: string, message: string) {
  server.route(route, { status: 201, body: { message } });
  renderPage();
}

const calls = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

/** The fields of a multipart body; a file reads as `file:<name>:<content>`. */
function multipart(request: RecordedRequest): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(String(request.headers['content-type']))?.[1];
  if (!boundary) throw new Error('not multipart');
  const fields: Record<string, string> = {};
  for (const part of request.body.split(`--${boundary}`).slice(1, -1)) {
    const separator = part.indexOf('\r\n\r\n');
    const head = part.slice(0, separator);
    const value = part.slice(separator + 4, -2);
    const name = /name="([^"]+)"/.exec(head)![1]!;
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    fields[name] = fileName === undefined ? value : `file:${fileName}:${value}`;
  }
  return fields;
}

async function choose(user: UserEvent, label: string, option: string, scope = document.body) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(within(scope).getByRole('option', { name: option }));
}

const tab = (name: string) => screen.getByRole('tab', { name });
const rows = () => bodyRows();
const names = () => firstCells();
const headers = () => columnHeaders();

describe('/accounting forms', () => {
  test('four tabs; Sortie by default; nothing is sent while a required field is empty', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Ajouter',
      'Modifier',
      'Liste',
      'Dashboard',
    ]);
    expect(tab('Ajouter').getAttribute('aria-selected')).toBe('true');
    const switcher = screen.getByRole('group', { name: "Type d'opération" });
    expect(
      within(switcher).getByRole('button', { name: 'Sortie' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Blank draft: price 0, today, the organization pays.
    expect(field('Prix').value).toBe('0,00');
    expect(field('Date').value).toBe('15/03/2026');
    expect(combobox('Payé par').value).toBe('Organization');
    for (const label of ['Nom', 'Prix', 'Payé par', 'Date', 'Moyen de paiement', 'Justificatif']) {
      expect(field(label).getAttribute('aria-required')).toBe('true');
    }
    expect(field('Événement').getAttribute('aria-required')).toBeNull();

    const submit = screen.getByRole('button', { name: 'Ajouter la sortie' });
    await user.click(submit);
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_REQUIRED_FIELDS }]);

    await user.type(field('Nom'), 'Location tente');
    await typeInto(user, 'Prix', '120');
    await choose(user, 'Moyen de paiement', 'Cash');
    // Still no receipt.
    await user.click(submit);
    await toaster.flush();
    expect(toaster.toasts().filter((shown) => shown.message === MSG_REQUIRED_FIELDS)).toHaveLength(
      2,
    );
    // The message is also under the receipt field, which has the keyboard.
    const receipt = field('Justificatif');
    await waitFor(() => expect(document.activeElement).toBe(receipt));
    expect(receipt.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (receipt.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(describedBy[0]!)?.textContent).toBe(MSG_REQUIRED_FIELDS);
    expect(field('Nom').getAttribute('aria-invalid')).toBeNull();
    // Editing the form takes the message away.
    await user.type(field('Nom'), ' 3x3');
    expect(receipt.getAttribute('aria-invalid')).toBeNull();
    expect(calls('POST', '/api/accounting/addExpense')).toEqual([]);
  });

  test('Sortie: sends the multipart fields the API expects, then shows the message and resets', async () => {
    const user = userEvent.setup();
    renderSaving('POST /api/accounting/addExpense', 'Dépense ajoutée avec succès');
    await user.type(field('Nom'), 'Location tente');
    await typeInto(user, 'Prix', '120,50');
    expect(field('Prix').value).toBe('120,50');
    await waitFor(() => expect(calls('GET', '/api/users/list')).toHaveLength(1));
    await choose(user, 'Payé par', 'Alice Martin');
    await typeInto(user, 'Date', '10/03/2026');
    await choose(user, 'Événement', 'Brocante');
    await choose(user, 'Moyen de paiement', 'Virement');
    const receipt = new File(['%PDF-1.4 reçu'], 'recu.pdf', { type: 'application/pdf' });
    await user.upload(field('Justificatif'), receipt);
    expect(screen.getByLabelText('Aperçu de recu.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));
    await toaster.waitForToast('success', 'Dépense ajoutée avec succès');
    const [sent] = calls('POST', '/api/accounting/addExpense');
    expect(multipart(sent!)).toEqual({
      product_name: 'Location tente',
      price: '120.5',
      recorded_date: '2026-03-10',
      payment_method: 'Virement',
      user_id: '3',
      expense_id: '-1',
      event_id: '7',
      file: 'file:recu.pdf:%PDF-1.4 reçu',
    });
    // Reset: blank name, price 0, today, no receipt (the page commits after the toaster's root).
    await waitFor(() => expect(field('Nom').value).toBe(''));
    expect(field('Prix').value).toBe('0,00');
    expect(field('Date').value).toBe('15/03/2026');
    expect(screen.queryByText('recu.pdf')).toBeNull();
    expect(field('Justificatif').value).toBe('');
  });

  test('Rentrée: only name, unit price and date are enforced; optional fields are sent only when set', async () => {
    const user = userEvent.setup();
    renderSaving('POST /api/accounting/revenue/addRevenue', 'Rentrée ajoutée avec succès');
    await user.click(screen.getByRole('button', { name: 'Rentrée' }));
    for (const label of [
      'Nom',
      'Prix unitaire',
      'Quantité',
      "Date d'entrée",
      'Moyen de paiement',
      'Justificatif',
    ]) {
      expect(field(label).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.queryByRole('combobox', { name: 'Payé par' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Ajouter la rentrée' });
    await user.type(field('Nom'), 'Buvette');
    await user.click(submit);
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_REQUIRED_FIELDS }]);
    expect(calls('POST', '/api/accounting/revenue/addRevenue')).toEqual([]);

    await typeInto(user, 'Prix unitaire', '2.5');
    await typeInto(user, 'Quantité', '40');
    await user.click(submit);
    await toaster.waitForToast('success', 'Rentrée ajoutée avec succès');
    expect(multipart(calls('POST', '/api/accounting/revenue/addRevenue')[0]!)).toEqual({
      product_name: 'Buvette',
      unit_price: '2.5',
      recorded_date: '2026-03-15',
      revenue_id: '-1',
      amount: '40',
    });
    await waitFor(() => expect(field('Quantité').value).toBe('1'));
  });

  test('Rentrée: the quantity starts at 1; 0 is refused under the field and nothing is sent', async () => {
    const user = userEvent.setup();
    renderSaving('POST /api/accounting/revenue/addRevenue', 'Rentrée ajoutée avec succès');
    await user.click(screen.getByRole('button', { name: 'Rentrée' }));
    expect(field('Quantité').value).toBe('1');
    await user.type(field('Nom'), 'Buvette');
    await typeInto(user, 'Prix unitaire', '2');
    await typeInto(user, 'Quantité', '0');
    await user.click(screen.getByRole('button', { name: 'Ajouter la rentrée' }));
    await toaster.waitForToast('error', MSG_QUANTITY_ZERO);
    expect(MSG_QUANTITY_ZERO).toBe('La quantité d’une rentrée doit être au moins 1.');
    expect(field('Quantité').getAttribute('aria-invalid')).toBe('true');
    expect(calls('POST', '/api/accounting/revenue/addRevenue')).toEqual([]);
  });

  /** The Sortie form filled in whole (payer Alice Martin, a receipt), not sent yet. */
  async function fillExpense(user: UserEvent) {
    await user.type(field('Nom'), 'Location tente');
    await typeInto(user, 'Prix', '120,50');
    await waitFor(() => expect(calls('GET', '/api/users/list')).toHaveLength(1));
    await choose(user, 'Payé par', 'Alice Martin');
    await choose(user, 'Moyen de paiement', 'Virement');
    await user.upload(
      field('Justificatif'),
      new File(['%PDF-1.4'], 'recu.pdf', { type: 'application/pdf' }),
    );
  }

  /** The Rentrée form with its name and unit price typed in, not sent yet. */
  async function startRevenue(user: UserEvent, name: string, unitPrice: string) {
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Rentrée' }));
    await user.type(field('Nom'), name);
    await typeInto(user, 'Prix unitaire', unitPrice);
  }

  // The API names the request field (`field`): the form places the refusal by it, whatever the
  // message says (a reworded message stays under its field).
  test.each([
    ['the payer', 404, MSG_MEMBER_NOT_FOUND, 'user_id', 'Payé par'],
    ['the receipt', 400, MSG_REQUIRED_FIELDS, 'file', 'Justificatif'],
    ['the date', 400, MSG_DATE_INVALID, 'recorded_date', 'Date'],
    ['the price', 400, 'Un prix que nul ne connaît encore.', 'price', 'Prix'],
  ])(
    'Sortie: a refusal of the server about %s goes under its field, focused, no toast; the draft stays',
    async (_what, status, message, requestField, label) => {
      const user = userEvent.setup();
      server.route('POST /api/accounting/addExpense', failure(status, message, requestField));
      renderPage();
      await fillExpense(user);
      await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));

      const control = label === 'Payé par' ? combobox(label) : field(label);
      await expectOnlyAtField(control, message, toaster);
      expect(field('Nom').value).toBe('Location tente');
      expect(field('Nom').getAttribute('aria-invalid')).toBeNull();
    },
  );

  test('Sortie: a refusal naming a field the form does not show is a toast, and no field is marked', async () => {
    const user = userEvent.setup();
    const message = 'Identifiant manquant ou invalide.';
    server.route('POST /api/accounting/addExpense', failure(400, message, 'expense_id'));
    renderPage();
    await fillExpense(user);
    await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));
    await toaster.waitForToast('error', message);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  test.each([
    ['the event', 404, MSG_EVENT_NOT_FOUND, 'event_id', () => combobox('Événement')],
    ['the quantity', 400, MSG_QUANTITY_INVALID, 'amount', () => field('Quantité')],
    ['a required field', 400, MSG_REQUIRED_FIELDS, 'unit_price', () => field('Prix unitaire')],
    // The receipt too, which the form shows (its old message table did not list it).
    ['the receipt', 400, 'Ce justificatif est illisible.', 'file', () => field('Justificatif')],
  ])(
    'Rentrée: a refusal of the server about %s goes under its field, focused, no toast',
    async (_what, status, message, requestField, control) => {
      const user = userEvent.setup();
      server.route(
        'POST /api/accounting/revenue/addRevenue',
        failure(status, message, requestField),
      );
      await startRevenue(user, 'Buvette', '2,5');
      await choose(user, 'Événement', 'Brocante');
      await user.click(screen.getByRole('button', { name: 'Ajouter la rentrée' }));

      await expectOnlyAtField(control(), message, toaster);
    },
  );

  test('Réinitialiser brings back a blank draft with today and a price of 0', async () => {
    const user = userEvent.setup();
    await startRevenue(user, 'Tombola', '3');
    await typeInto(user, "Date d'entrée", '02/01/2026');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(field('Nom').value).toBe('');
    expect(field("Date d'entrée").value).toBe('15/03/2026');
    expect(field('Prix unitaire').value).toBe('0,00');
  });
});

describe('/accounting list', () => {
  test('columns of the spec, Organisation and N/A, search on name, payer and event, numeric sort', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(tab('Liste'));
    await screen.findByText('Location tente');
    // Nothing stored: the last 30 days, first page, asked of the server.
    expect(calls('POST', '/api/accounting/getExpenses')[0]!.query).toEqual({
      page: '1',
      page_size: '25',
      from: '2026-02-14',
      until: '2026-03-15',
    });
    expect(headers()).toEqual([
      'Nom',
      'Acheteur',
      'Date',
      'Mode de paiement',
      'Event',
      'Prix',
      'Actions',
    ]);
    const gobelets = cellTexts(rows()[1]!);
    expect(gobelets.slice(0, 6)).toEqual([
      'Gobelets',
      'Organisation',
      '01/03/2026',
      'Cash',
      'N/A',
      '9,50 €',
    ]);

    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher' });
    const search = searchIn(user, searchbox, names);
    await search('ALICE', ['Location tente']);
    // Sent once typing pauses, not on every key.
    expect(calls('POST', '/api/accounting/getExpenses').map((request) => request.query.q)).toEqual([
      undefined,
      'ALICE',
    ]);
    await search('musique', ['Sono']);
    await search('gob', ['Gobelets']);
    await user.clear(searchbox);
    await user.type(searchbox, 'rien');
    expect(await screen.findByText('Aucune dépense ne correspond à « rien »')).toBeTruthy();
    await user.clear(searchbox);
    await screen.findByText('Location tente');

    await user.click(screen.getByRole('button', { name: 'Prix' }));
    await waitFor(() => expect(names()).toEqual(['Gobelets', 'Sono', 'Location tente']));
    expect(calls('POST', '/api/accounting/getExpenses').at(-1)!.query).toMatchObject({
      page: '1',
      sort: 'price',
      order: 'asc',
    });
    await user.click(screen.getByRole('button', { name: 'Prix' }));
    await waitFor(() => expect(names()).toEqual(['Location tente', 'Sono', 'Gobelets']));

    // The switch shows the revenues, with their own columns.
    await user.click(screen.getByRole('button', { name: 'Rentrée' }));
    await screen.findByText('Buvette');
    expect(headers()).toEqual([
      'Nom',
      'Date',
      'Mode de paiement',
      'Event',
      'Prix unitaire',
      'Quantité',
      'Actions',
    ]);
    expect(cellTexts(rows()[0]!).slice(0, 6)).toEqual([
      'Buvette',
      '12/03/2026',
      'N/A',
      'Brocante',
      '2,50 €',
      '40',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'brocante');
    await waitFor(() => expect(names()).toEqual(['Buvette']));
    // The shared switch value is also the form's.
    await user.click(tab('Ajouter'));
    expect(screen.getByRole('button', { name: 'Ajouter la rentrée' })).toBeTruthy();
  });

  test('an empty period says so; the period filter reloads the list and is remembered', async () => {
    const user = userEvent.setup();
    server.route('POST /api/accounting/getExpenses', (request) =>
      pagedReply(request.query.from?.startsWith('2025') ? [] : EXPENSES, request, () => []),
    );
    renderPage();
    await user.click(tab('Liste'));
    await screen.findByText('Location tente');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Période' }), "L'année dernière");
    expect(await screen.findByText('Aucune dépense sur cette période')).toBeTruthy();
    expect(calls('POST', '/api/accounting/getExpenses').at(-1)!.query).toMatchObject({
      page: '1',
      from: '2025-01-01',
      until: '2025-12-31',
    });
    expect(localStorage.getItem('dateFilterOption')).toBe('lastYear');
  });

  test('pages come from the server: page 2 and the page size are asked of it', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...EXPENSES[1]!,
      expense_id: 100 + index,
      product_name: `Dépense ${String(index + 1).padStart(2, '0')}`,
    }));
    serveExpenses(many);
    renderPage();
    await user.click(tab('Liste'));
    await screen.findByText('Dépense 01');
    expect(rows()).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Pagination des dépenses' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Dépense 26',
        'Dépense 27',
        'Dépense 28',
        'Dépense 29',
        'Dépense 30',
      ]),
    );
    expect(calls('POST', '/api/accounting/getExpenses').at(-1)!.query).toMatchObject({
      page: '2',
      page_size: '25',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '10');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(names()[0]).toBe('Dépense 01');
    expect(calls('POST', '/api/accounting/getExpenses').at(-1)!.query).toMatchObject({
      page: '1',
      page_size: '10',
    });
  });

  test('delete asks first; Escape, Delete and a click outside close; Supprimer deletes', async () => {
    const user = userEvent.setup();
    server.route('DELETE /api/accounting/deleteExpense', (request) => {
      serveExpenses(EXPENSES.filter((row) => String(row.expense_id) !== request.query.expense_id));
      return { body: { message: 'Dépense supprimée avec succès' } };
    });
    renderPage();
    await user.click(tab('Liste'));
    await screen.findByText('Gobelets');
    const dialog = () =>
      screen.queryByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' });
    const open = () => user.click(screen.getByRole('button', { name: 'Supprimer Gobelets' }));

    await open();
    expect(within(dialog()!).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await open();
    await user.keyboard('{Delete}');
    expect(dialog()).toBeNull();
    await open();
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    expect(dialog()).toBeNull();
    await open();
    await user.click(within(dialog()!).getByRole('button', { name: 'Annuler' }));
    expect(dialog()).toBeNull();
    expect(calls('DELETE', '/api/accounting/deleteExpense')).toEqual([]);

    await open();
    await user.click(within(dialog()!).getByRole('button', { name: 'Supprimer' }));
    await toaster.waitForToast('success', 'Dépense supprimée avec succès');
    const [sent] = calls('DELETE', '/api/accounting/deleteExpense');
    expect(sent!.query).toEqual({ expense_id: '2' });
    expect(jsonBody(sent!)).toEqual({ expense_id: 2 });
    // The toaster is another React root: the page may commit a moment after it.
    await waitFor(() => expect(dialog()).toBeNull());
    // The page is asked again of the server.
    await waitFor(() => expect(names()).toEqual(['Location tente', 'Sono']));
  });

  test('downloads a receipt under the entry name; a failed download says so; exports the period', async () => {
    const user = userEvent.setup();
    server.route('GET /api/accounting/getExpensesFile', (request) =>
      request.query.expense_id === '1'
        ? { headers: { 'content-type': 'application/pdf' }, body: PDF }
        : failure(404, 'Dépense introuvable.'),
    );
    server.route('POST /api/accounting/exportAccounting', {
      headers: { 'content-type': 'application/zip' },
      body: Buffer.from('PK\u0003\u0004 zip'),
    });
    renderPage();
    await user.click(tab('Liste'));
    await screen.findByText('Location tente');

    await user.click(
      screen.getByRole('button', { name: 'Télécharger le justificatif de Location tente' }),
    );
    await waitFor(() => expect(downloads.names).toEqual(['Location tente.pdf']));

    await user.click(screen.getByRole('button', { name: 'Télécharger le justificatif de Sono' }));
    await toaster.waitForToast('error', 'Erreur lors du téléchargement du fichier');
    expect(toaster.toasts().some((shown) => shown.message === 'Dépense introuvable.')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() =>
      expect(downloads.names).toContain('accounting_2026-02-14_to_2026-03-15.zip'),
    );
    expect(jsonBody(calls('POST', '/api/accounting/exportAccounting')[0]!)).toEqual({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
    });
  });
});

describe('/accounting edit', () => {
  // The first expense of the list, as its details give it back.
  const { user_name: _payer, event: listedEvent, ...listed } = EXPENSES[0]!;
  const details: ExpenseDetailsResponse = {
    expense: {
      expense: { ...listed, event_id: listedEvent!.event_id },
      user: USERS[0]!,
      event: listedEvent,
    },
  };

  /** The page opened on the list, the first expense's Modifier clicked (its receipt a PDF). */
  async function openFirstExpense(user: ReturnType<typeof userEvent.setup>) {
    server.route('GET /api/accounting/getExpenseDetails', { body: details });
    server.route('GET /api/accounting/getExpensesFile', {
      headers: { 'content-type': 'application/pdf' },
      body: PDF,
    });
    renderPage();
    await user.click(tab('Liste'));
    await user.click(await screen.findByRole('button', { name: 'Modifier Location tente' }));
  }

  test('opens from the list, loads the details then the receipt, and sends it back with the update', async () => {
    const user = userEvent.setup();
    server.route('PUT /api/accounting/updateExpense', {
      body: { message: 'Dépense modifiée avec succès' },
    });
    await openFirstExpense(user);

    expect(tab('Modifier').getAttribute('aria-selected')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Modifier la sortie' });
    expect(field('Nom').value).toBe('Location tente');
    expect(field('Prix').value).toBe('100,00');
    expect(field('Date').value).toBe('10/03/2026');
    expect(combobox('Payé par').value).toBe('Alice Martin');
    expect(combobox('Événement').value).toBe('Brocante');
    expect(combobox('Moyen de paiement').value).toBe('Virement');
    // The receipt comes after the details, rebuilt as a file with its preview.
    expect(await within(form).findByLabelText('Aperçu de facture-tente.pdf')).toBeTruthy();
    const order = server.requests.map((request) => request.path);
    expect(order.indexOf('/api/accounting/getExpensesFile')).toBeGreaterThan(
      order.indexOf('/api/accounting/getExpenseDetails'),
    );
    expect(calls('GET', '/api/accounting/getExpenseDetails')[0]!.query).toEqual({
      expense_id: '1',
    });
    // Edit mode: a back button instead of the switch, no reset.
    expect(screen.queryByRole('group', { name: "Type d'opération" })).toBeNull();
    expect(screen.getByRole('button', { name: /Retour/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réinitialiser' })).toBeNull();

    await typeInto(user, 'Prix', '110');
    await user.click(screen.getByRole('button', { name: 'Modifider la sortie' }));
    await toaster.waitForToast('success', 'Dépense modifiée avec succès');
    expect(multipart(calls('PUT', '/api/accounting/updateExpense')[0]!)).toEqual({
      product_name: 'Location tente',
      price: '110',
      recorded_date: '2026-03-10',
      payment_method: 'Virement',
      user_id: '3',
      expense_id: '1',
      event_id: '7',
      file: `file:facture-tente.pdf:${PDF.toString('utf8')}`,
    });
    // Saved: the Modifier tab is back to its list, which reloads.
    await screen.findByText('Cliquez sur une ligne pour la modifier.');
    await waitFor(() => expect(calls('POST', '/api/accounting/getExpenses')).toHaveLength(2));
    expect(await screen.findByText('Location tente')).toBeTruthy();
  });

  test('an entry opened again is read again: the form never starts from an older copy (issue #29)', async () => {
    const user = userEvent.setup();
    await openFirstExpense(user);
    await screen.findByRole('form', { name: 'Modifier la sortie' });
    expect(field('Nom').value).toBe('Location tente');
    await user.click(screen.getByRole('button', { name: /Retour/ }));

    // Changed meanwhile (another member, another tab): the next opening shows the change.
    const { expense } = details.expense;
    server.route('GET /api/accounting/getExpenseDetails', {
      body: {
        expense: {
          ...details.expense,
          expense: { ...expense, product_name: 'Location chapiteau' },
        },
      },
    });
    await user.click(await screen.findByRole('row', { name: /Location tente/ }));
    await screen.findByRole('form', { name: 'Modifier la sortie' });
    expect(field('Nom').value).toBe('Location chapiteau');
    expect(calls('GET', '/api/accounting/getExpenseDetails')).toHaveLength(2);
  });

  test('Modifier without an entry: the list without actions, a row click opens it; Retour comes back', async () => {
    const user = userEvent.setup();
    server.route('GET /api/accounting/revenue/getRevenueDetails', {
      body: {
        revenue: {
          revenue: { ...REVENUES[0]!, event_id: 7 },
          event: { event_id: 7, name: 'Brocante' },
        },
      },
    });
    renderPage();
    await user.click(tab('Modifier'));
    await screen.findByText('Location tente');
    expect(headers()).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rentrée' }));
    await user.click(await screen.findByRole('row', { name: /Buvette/ }));
    await screen.findByRole('form', { name: 'Modifier la rentrée' });
    expect(field('Nom').value).toBe('Buvette');
    expect(field('Prix unitaire').value).toBe('2,50');
    expect(field('Quantité').value).toBe('40');
    expect(screen.getByRole('button', { name: 'Modifider la rentrée' })).toBeTruthy();
    // No receipt stored: none is fetched.
    expect(calls('GET', '/api/accounting/revenue/getRevenuesFile')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Retour/ }));
    expect(await screen.findByText('Cliquez sur une ligne pour la modifier.')).toBeTruthy();
    expect(await screen.findByText('Buvette')).toBeTruthy();
  });
});

describe('/accounting dashboard', () => {
  test('renders the four widgets with French amounts once their data arrives', async () => {
    const user = userEvent.setup();
    server.route('POST /api/accounting/dashboard/expensesVsRevenues', {
      body: { expenseAmount: 120.5, revenueAmount: 300 },
    });
    server.route('POST /api/accounting/dashboard/revenuesAndExpensesOverTime', {
      body: {
        expenses: [
          { date: '2026-03-02', amount: 20.5 },
          { date: '2026-03-10', amount: 100 },
        ],
        revenues: [{ date: '2026-03-10', amount: 300 }],
      },
    });
    server.route('POST /api/accounting/dashboard/eventRevenues', {
      body: { expenseAmount: 100, revenueAmount: 100 },
    });
    server.route('GET /api/products/list', {
      body: { products: [{ product_id: 11, name: 'Tente 5x5' }] },
    });
    server.route('POST /api/accounting/dashboard/productRentalStats', {
      body: {
        invoices: [
          // 2 × 150 € × coef. 1,25 = 375 €: the amounts as invoiced, not quantity × price.
          { issue_date: '2026-01-10', quantity: 2, price_at_time_of_quote: 150, total_price: 375 },
          { issue_date: '2026-02-14', quantity: 1, price_at_time_of_quote: 150, total_price: 150 },
        ],
        total: 525,
      },
    });
    renderPage();
    await user.click(tab('Dashboard'));

    // The dashboard is its own chunk (recharts): the first import takes a moment.
    const versus = await screen.findByRole(
      'region',
      { name: 'Sorties et rentrées' },
      { timeout: 10_000 },
    );
    await within(versus).findByText('Total des sorties');
    expect(plain(versus.textContent)).toContain('120,50 €');
    expect(plain(versus.textContent)).toContain('300,00 €');
    expect(within(versus).getByRole('img').getAttribute('aria-label')).toMatch(/sorties/);
    expect(versus.querySelectorAll('.recharts-bar-rectangle').length).toBe(2);
    expect(jsonBody(calls('POST', '/api/accounting/dashboard/expensesVsRevenues')[0]!)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });

    const overTime = screen.getByRole('region', { name: 'Évolution des rentrées et sorties' });
    await within(overTime).findByText('Total des rentrées');
    expect(plain(overTime.textContent)).toContain('120,50 €');
    expect(overTime.querySelectorAll('.recharts-line').length).toBe(2);
    expect(within(overTime).getByText('Sorties')).toBeTruthy();

    const byEvent = screen.getByRole('region', { name: 'Rentrées par événement' });
    expect(within(byEvent).getByText(/Choisissez un événement/)).toBeTruthy();
    await choose(user, 'Événement', 'Brocante', byEvent);
    await within(byEvent).findByText('Total des sorties');
    expect(jsonBody(calls('POST', '/api/accounting/dashboard/eventRevenues')[0]!)).toEqual({
      event_id: 7,
    });
    expect(plain(byEvent.textContent)).toContain('100,00 €');

    const rental = screen.getByRole('region', { name: "Statistiques de location d'un produit" });
    await choose(user, 'Produit', 'Tente 5x5', rental);
    await within(rental).findByText('Montant total');
    expect(plain(rental.textContent)).toContain('525,00 €');
    expect(jsonBody(calls('POST', '/api/accounting/dashboard/productRentalStats')[0]!)).toEqual({
      product_id: 11,
    });
    expect(rental.querySelectorAll('.recharts-line').length).toBe(2);

    // Another range asks again.
    await user.clear(within(versus).getByLabelText('Du'));
    await user.type(within(versus).getByLabelText('Du'), '01/02/2026');
    await waitFor(() =>
      expect(
        jsonBody(calls('POST', '/api/accounting/dashboard/expensesVsRevenues').at(-1)!),
      ).toEqual({ startDate: '2026-02-01', endDate: '2026-03-31' }),
    );
  });

  test('the dashboard shown again shows its figures at once, then reads them afresh', async () => {
    const user = userEvent.setup();
    server.route('POST /api/accounting/dashboard/expensesVsRevenues', {
      body: { expenseAmount: 120.5, revenueAmount: 300 },
    });
    server.route('POST /api/accounting/dashboard/revenuesAndExpensesOverTime', {
      body: { expenses: [], revenues: [] },
    });
    server.route('GET /api/products/list', { body: { products: [] } });
    const versus = () => screen.getByRole('region', { name: 'Sorties et rentrées' });
    renderPage();
    await user.click(tab('Dashboard'));
    await waitFor(() => expect(plain(versus().textContent)).toContain('120,50 €'), {
      timeout: 10_000,
    });
    const read = calls('POST', '/api/accounting/dashboard/expensesVsRevenues').length;

    await user.click(tab('Liste'));
    await user.click(tab('Dashboard'));
    // No spinner: the figures read before are there at once, while they are read again.
    expect(plain(versus().textContent)).toContain('120,50 €');
    expect(screen.queryByLabelText('Chargement : sorties et rentrées')).toBeNull();
    await waitFor(() =>
      expect(calls('POST', '/api/accounting/dashboard/expensesVsRevenues')).toHaveLength(read + 1),
    );
  });

  test('an empty period says so', async () => {
    const user = userEvent.setup();
    server.route('POST /api/accounting/dashboard/expensesVsRevenues', {
      body: { expenseAmount: 0, revenueAmount: 0 },
    });
    server.route('POST /api/accounting/dashboard/revenuesAndExpensesOverTime', {
      body: { expenses: [], revenues: [] },
    });
    server.route('GET /api/products/list', { body: { products: [] } });
    renderPage();
    await user.click(tab('Dashboard'));
    await waitFor(
      () =>
        expect(screen.getAllByText('Aucune dépense ni rentrée sur cette période')).toHaveLength(2),
      { timeout: 10_000 },
    );
    expect(await screen.findByText('Aucun produit dans le catalogue pour le moment.')).toBeTruthy();
  });
});
