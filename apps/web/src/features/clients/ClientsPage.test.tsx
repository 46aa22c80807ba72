import type { ClientDto } from '@app/shared/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { expectMessageAtField } from '../../test/field-errors';
import { failure, setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { searchIn } from '../../test/form-helpers';
import { jsonBody, renderRoute } from '../../test/render-route';
import { bodyRows, columnHeaders, firstCells } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import ClientsPage from './ClientsPage';

const server = setUpTestServer();
const toaster = setUpToaster();

const client = (
  client_id: number,
  client_name: string,
  overrides: Partial<ClientDto> = {},
): ClientDto => ({
  client_id,
  client_name,
  client_email: `${client_name.toLowerCase().replace(/\W+/g, '.')}@exemple.be`,
  client_address: null,
  client_phone: '+32-21234567',
  bank_account: null,
  vat_number: null,
  client_type: 'company',
  country: 'BE',
  enterprise_number: null,
  postal_code: '1000',
  city: 'Bruxelles',
  ...overrides,
});

const CLIENTS = Array.from({ length: 30 }, (_, i) =>
  client(i + 1, `Client ${String(i + 1).padStart(2, '0')}`),
);

/**
 * The clients' list call, paged as the API answers it: by name, searched in the
 * name, the number and the email, sorted on a column; `stored` is what the server holds.
 */
function serveClients(stored: ClientDto[]) {
  server.route('GET /api/clients/list', (request) =>
    pagedReply(
      [...stored].sort((a, b) => a.client_name.localeCompare(b.client_name, 'fr')),
      request,
      (row) => [row.client_name, String(row.client_id), row.client_email],
      (row, key) =>
        key === 'locality'
          ? `${row.postal_code ?? ''} ${row.city ?? ''}`
          : String(row[key as keyof ClientDto] ?? ''),
    ),
  );
}

beforeEach(() => {
  serveClients(CLIENTS);
});

const rows = () => bodyRows();
const names = () => firstCells();
const listCalls = () => server.requests.filter((request) => request.path === '/api/clients/list');

describe('/clients', () => {
  test('25 rows per page with the spec columns; search by name, id or email', async () => {
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Client 01');
    expect(columnHeaders()).toEqual([
      'Nom',
      'Email',
      'Numéro',
      'Compte',
      'TVA',
      'Localité',
      'Actions',
    ]);
    expect(rows()).toHaveLength(25);
    expect(listCalls()[0]!.query).toEqual({ page: '1', page_size: '25' });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() =>
      expect(names()).toEqual(['Client 26', 'Client 27', 'Client 28', 'Client 29', 'Client 30']),
    );

    // The search is sent once typing pauses, and answered by the server.
    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    const search = searchIn(userEvent, searchbox, names);
    await search('client.07@', ['Client 07']);
    await search('12', ['Client 12']);
    expect(listCalls().at(-1)!.query).toMatchObject({ page: '1', q: '12' });
    await userEvent.clear(searchbox);
    await userEvent.type(searchbox, 'personne');
    expect(await screen.findByText('Aucun client ne correspond à la recherche.')).toBeTruthy();
  });

  test('each name is a link to the client’s page', async () => {
    const { pathname } = renderRoute(<ClientsPage />, { path: '/clients' });
    const link = await screen.findByRole('link', { name: 'Client 03' });
    expect(link.getAttribute('href')).toBe('/client/3');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Arrivée sur /client/3' })).toBeTruthy();
    expect(pathname()).toBe('/client/3');
  });

  test('a header sorts on the server, both ways', async () => {
    const user = userEvent.setup();
    serveClients([
      client(1, 'Alpha', { city: 'Namur', postal_code: '5000' }),
      client(2, 'Bravo', { city: 'Arlon', postal_code: '6700' }),
      client(3, 'Charlie', { city: 'Liège', postal_code: '4000' }),
    ]);
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Alpha');
    await user.click(screen.getByRole('button', { name: /^Localité/ }));
    await waitFor(() => expect(names()).toEqual(['Charlie', 'Alpha', 'Bravo']));
    expect(listCalls().at(-1)!.query).toMatchObject({ sort: 'locality', order: 'asc' });
    await user.click(screen.getByRole('button', { name: /^Localité/ }));
    await waitFor(() => expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie']));
    expect(listCalls().at(-1)!.query).toMatchObject({ sort: 'locality', order: 'desc' });
  });

  test('an empty list says how to start', async () => {
    serveClients([]);
    renderRoute(<ClientsPage />, { path: '/clients' });
    expect(
      await screen.findByText('Aucun client pour le moment : ajoutez votre premier client.'),
    ).toBeTruthy();
  });

  test('an unauthorized list is ignored', async () => {
    server.route('GET /api/clients/list', {
      body: { items: CLIENTS, total: 30, page: 1, page_size: 25, unauthorized: true },
    });
    renderRoute(<ClientsPage />, { path: '/clients' });
    expect(
      await screen.findByText('Impossible de charger les clients pour le moment.'),
    ).toBeTruthy();
  });

  test('creating without a name sends nothing; with one it sends the fields and shows the client', async () => {
    const stored = [...CLIENTS];
    serveClients(stored);
    server.route('POST /api/clients/createClient', (request) => {
      const created = client(99, 'Asbl Nouvelle', { client_email: 'nouvelle@exemple.be' });
      stored.push(created);
      return {
        status: 201,
        body: { message: 'Client créé avec succès', client: created, sent: jsonBody(request) },
      };
    });
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Client 01');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));
    await toaster.waitForToast('error', 'Veuillez saisir le nom du client.');
    expect(server.requests.some((request) => request.path === '/api/clients/createClient')).toBe(
      false,
    );

    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Asbl Nouvelle');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'nouvelle@exemple.be{Enter}');
    await toaster.waitForToast('success', 'Client créé avec succès');
    const sent = server.requests.find((request) => request.path === '/api/clients/createClient')!;
    expect(jsonBody(sent)).toMatchObject({
      client_name: 'Asbl Nouvelle',
      client_email: 'nouvelle@exemple.be',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is read again: the new client is first by name.
    await waitFor(() => expect(names()[0]).toBe('Asbl Nouvelle'));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher un client' }),
      'nouvelle',
    );
    await waitFor(() => expect(names()).toEqual(['Asbl Nouvelle']));
  });

  test('a private person in France: no enterprise number asked, type and country sent, locality listed', async () => {
    const user = userEvent.setup();
    const stored = [...CLIENTS];
    serveClients(stored);
    server.route('POST /api/clients/createClient', (request) => {
      const created = { client_id: 99, ...(jsonBody(request) as object) } as ClientDto;
      stored.push(created);
      return { status: 201, body: { message: 'Client créé avec succès', client: created } };
    });
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau client' });
    const inDialog = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));

    expect(inDialog("Numéro d'entreprise")).toBeTruthy();
    await user.type(inDialog('Nom'), 'Jeanne Martin');
    await user.selectOptions(inDialog('Type'), 'Particulier');
    await user.selectOptions(inDialog('Pays'), 'France');
    expect(within(dialog).queryByLabelText(/^SIREN/)).toBeNull();
    await user.type(inDialog('Adresse'), '3 place Bellecour');
    await user.type(inDialog('Code postal'), '69002');
    await user.type(inDialog('Ville'), 'Lyon');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));

    await toaster.waitForToast('success', 'Client créé avec succès');
    const sent = server.requests.find((request) => request.path === '/api/clients/createClient')!;
    expect(jsonBody(sent)).toEqual({
      client_name: 'Jeanne Martin',
      client_email: null,
      client_address: '3 place Bellecour',
      postal_code: '69002',
      city: 'Lyon',
      client_phone: null,
      bank_account: null,
      enterprise_number: null,
      vat_number: null,
      client_type: 'person',
      country: 'FR',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Jeanne');
    await waitFor(() => expect(names()).toEqual(['Jeanne Martin']));
    expect(within(rows()[0]!).getByText('69002 Lyon')).toBeTruthy();
  });

  test('a wrong SIREN shows its message under the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau client' });
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Librairie');
    await user.selectOptions(within(dialog).getByLabelText(/^Pays/), 'France');
    const siren = within(dialog).getByLabelText(/^SIREN/);
    await user.type(siren, '732829321');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));

    expect(document.activeElement).toBe(siren);
    expect(siren.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(siren.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Numéro d'entreprise invalide",
    );
    expect(server.requests.some((request) => request.path === '/api/clients/createClient')).toBe(
      false,
    );
  });

  test('a refusal of the server about a field is shown under it, which gets the keyboard; another stays a toast (issue #19)', async () => {
    const user = userEvent.setup();
    server.route(
      'POST /api/clients/createClient',
      // The API names the field it refuses.
      {
        status: 400,
        body: {
          error: true,
          message: "Le numéro de TVA ne correspond pas au numéro d'entreprise.",
          field: 'vat_number',
        },
      },
    );
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau client' });
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Librairie');
    const vat = within(dialog).getByLabelText(/^TVA/);
    await user.type(vat, 'BE0403170701');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));
    await expectMessageAtField(
      vat,
      "Le numéro de TVA ne correspond pas au numéro d'entreprise.",
      toaster.toasts,
    );
    expect(within(dialog).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBeNull();

    server.route('POST /api/clients/createClient', failure(409, 'Limite du plan atteinte.'));
    await user.type(vat, '{Backspace}1');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le client' }));
    await toaster.waitForToast('error', 'Limite du plan atteinte.');
    expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  test('edits a client and deletes another after confirmation; Escape closes the modal', async () => {
    const stored = [...CLIENTS];
    serveClients(stored);
    server.route('PUT /api/clients/updateClient', (request) => {
      const updated = { ...CLIENTS[0]!, ...(jsonBody(request) as object) };
      stored[0] = updated;
      return { body: { message: 'Client modifié avec succès', client: updated } };
    });
    server.route('DELETE /api/clients/deleteClient', () => {
      stored.splice(1, 1);
      return { body: { message: 'Client supprimé avec succès' } };
    });
    renderRoute(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Client 01');

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Client 01' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le client' });
    const name = within(dialog).getByLabelText(/^Nom/);
    expect((name as HTMLInputElement).value).toBe('Client 01');
    await userEvent.clear(name);
    await userEvent.type(name, 'Client Un');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await toaster.waitForToast('success', 'Client modifié avec succès');
    const update = server.requests.find((request) => request.path === '/api/clients/updateClient')!;
    expect(jsonBody(update)).toMatchObject({ client_id: 1, client_name: 'Client Un' });

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Client 02' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Client 02' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Etes vous sûr de vouloir supprimer?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Client 02')).toBeNull());
    const removed = server.requests.find(
      (request) => request.path === '/api/clients/deleteClient',
    )!;
    expect(jsonBody(removed)).toEqual({ client_id: 2 });
  });
});

describe('/clients as a viewer (issue #28)', () => {
  test('no add, edit or delete button', async () => {
    renderRoute(<ClientsPage />, { path: '/clients', role: 'viewer' });
    await screen.findByText('Client 01');
    expect(screen.queryByRole('button', { name: 'Ajouter un client' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer / })).toBeNull();
  });

  test('a member keeps them', async () => {
    renderRoute(<ClientsPage />, { path: '/clients', role: 'member' });
    await screen.findByText('Client 01');
    expect(screen.getByRole('button', { name: 'Ajouter un client' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Modifier / }).length).toBeGreaterThan(0);
  });
});
