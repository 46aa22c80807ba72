// The client form's and page's Peppol status (issue #33), against the test server on loopback.
import type { ClientOverviewResponse } from '@app/shared/client-overview';
import type { PeppolLookupDto } from '@app/shared/peppol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, setUpTestServer, type Reply } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import userEvent from '../../test/user-event';
import ClientPage from './ClientPage';
import ClientsPage from './ClientsPage';

const server = setUpTestServer();
const toaster = setUpToaster();

const MSG_DOWN =
  'Le réseau Peppol ne répond pas pour le moment : vérification impossible, réessayez plus tard.';

const answer = (participant_id: string, on: boolean): PeppolLookupDto => ({
  participant_id,
  dns_name: 'x.iso6523-actorid-upis.edelivery.tech.ec.europa.eu',
  registered: on,
  accepts_invoice: on,
  accepts_credit_note: on,
});

/** Answers the lookup: on Peppol for 0208:0123456749, down for 0208:0403170701, else not on it. */
function serveLookup(): void {
  server.route('GET /api/peppol/lookup', ({ query }): Reply => {
    const participant = `${query.scheme}:${query.id}`;
    if (participant === '0208:0403170701') return failure(503, MSG_DOWN);
    return { body: answer(participant, participant === '0208:0123456749') };
  });
}

const lookups = () =>
  server.requests
    .filter((request) => request.path === '/api/peppol/lookup')
    .map((request) => `${request.query.scheme}:${request.query.id}`);

async function openNewClient() {
  server.route('GET /api/clients/list', (request) => pagedReply([], request, () => []));
  renderRoute(<ClientsPage />, { path: '/clients' });
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un client' }));
  return screen.getByRole('dialog', { name: 'Nouveau client' });
}

describe('the client form’s Peppol status', () => {
  test('nothing while the number is incomplete; « Sur Peppol ✔ » once it checks out', async () => {
    serveLookup();
    const dialog = await openNewClient();
    const number = within(dialog).getByLabelText(/^Numéro d'entreprise/);
    await userEvent.type(number, '0123.456.74');
    expect(within(dialog).queryByText(/Peppol/)).toBeNull();
    await userEvent.type(number, '9');
    expect(await within(dialog).findByText('Sur Peppol ✔')).toBeTruthy();
    // Asked once, for the number as the UBL addresses the client, not at each key.
    expect(lookups()).toEqual(['0208:0123456749']);
  });

  test('« Pas sur Peppol » for a number the network does not know', async () => {
    serveLookup();
    const dialog = await openNewClient();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Pays/), 'France');
    await userEvent.type(within(dialog).getByLabelText(/^SIREN/), '732 829 320');
    expect(await within(dialog).findByText('Pas sur Peppol')).toBeTruthy();
    expect(lookups()).toEqual(['0002:732829320']);
  });

  test('a 503 is a quiet « Vérification Peppol impossible », no toast', async () => {
    serveLookup();
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText(/^Numéro d'entreprise/), '0403170701');
    expect(await within(dialog).findByText('Vérification Peppol impossible')).toBeTruthy();
    expect(toaster.toasts()).toEqual([]);
  });

  test('a spinner while the network is asked; nothing for a private person', async () => {
    let release: (reply: Reply) => void = () => undefined;
    server.route(
      'GET /api/peppol/lookup',
      () => new Promise<Reply>((resolve) => (release = resolve)),
    );
    const dialog = await openNewClient();
    await userEvent.type(within(dialog).getByLabelText(/^Numéro d'entreprise/), '0123456749');
    // The answer is held back: the spinner stays while the API is asked.
    await waitFor(() => expect(lookups()).toEqual(['0208:0123456749']));
    expect(within(dialog).getByRole('status', { name: 'Vérification Peppol' })).toBeTruthy();
    release({ body: answer('0208:0123456749', true) });
    expect(await within(dialog).findByText('Sur Peppol ✔')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type/), 'Particulier');
    expect(within(dialog).queryByText(/Peppol/)).toBeNull();
  });
});

describe('the client page’s Peppol status', () => {
  test('a company client’s page says whether it is on Peppol', async () => {
    serveLookup();
    const overview: ClientOverviewResponse = {
      client: {
        client_id: 7,
        client_name: 'Comité des fêtes',
        client_email: null,
        client_address: null,
        client_phone: null,
        bank_account: null,
        vat_number: 'BE0123456749',
        client_type: 'company',
        country: 'BE',
        enterprise_number: '0123456749',
        postal_code: null,
        city: null,
      },
      quotes: [],
      invoices: [],
      sales: [],
      balance_due: 0,
      overdue_amount: 0,
      bank_lines: [],
      reminders_paused: false,
    };
    server.route('GET /api/clients/getClientOverview', { body: overview });
    renderRoute(<ClientPage />, { path: '/client/7', pattern: '/client/:id' });
    const peppol = (await screen.findByText('Peppol')).closest('div')!;
    expect(await within(peppol).findByText('Sur Peppol ✔')).toBeTruthy();
  });
});
