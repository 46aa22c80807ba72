import type { ClientOverviewResponse } from '@app/shared/client-overview';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { whileRecordingDownloads } from '../../test/downloads';
import { setUpTestServer } from '../../test/http-server';
import { field, jsonBody, plain, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import userEvent from '../../test/user-event';
import ClientPage from './ClientPage';

const server = setUpTestServer();
const toaster = setUpToaster();

const OVERVIEW: ClientOverviewResponse = {
  client: {
    client_id: 7,
    client_name: 'Comité des fêtes',
    client_email: 'comite@exemple.be',
    client_address: 'Place communale 1',
    client_phone: '+32-21234567',
    bank_account: null,
    vat_number: 'BE0403170701',
    client_type: 'company',
    country: 'BE',
    enterprise_number: '0403170701',
    postal_code: '1300',
    city: 'Wavre',
  },
  quotes: [
    {
      quote_id: 3,
      formatted_quote_id: 'DEV-2026-0003',
      rent_date: '2026-06-12',
      total_price: 160.4,
      status: 'Pending',
    },
  ],
  invoices: [
    {
      invoice_id: 5,
      formatted_invoice_id: 'FAC-2026-0005',
      issue_date: '2026-10-01',
      due_date: '2026-10-31',
      status: 'Validated',
      total_amount: 160.4,
      amount_due: 60.4,
      payment_status: 'overdue',
    },
  ],
  sales: [],
  balance_due: 60.4,
  overdue_amount: 60.4,
  bank_lines: [],
  reminders_paused: false,
};

const renderClient = (path = '/client/7', role?: 'viewer') =>
  renderRoute(<ClientPage />, { path, pattern: '/client/:id', ...(role ? { role } : {}) });

const overviewCalls = () =>
  server.requests.filter((request) => request.path === '/api/clients/getClientOverview');

describe('/client/:id', () => {
  test('shows the client, what they owe and their documents, each number a link to its page', async () => {
    server.route('GET /api/clients/getClientOverview', { body: OVERVIEW });
    renderClient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comité des fêtes' })).toBeTruthy();
    expect(overviewCalls().map((request) => request.query)).toEqual([{ client_id: '7' }]);
    expect(screen.getByText('Place communale 1, 1300 Wavre')).toBeTruthy();
    const figures = within(screen.getByLabelText('Solde du client'));
    expect(plain(figures.getByText('Solde dû').nextElementSibling?.textContent)).toBe('60,40 €');
    expect(plain(figures.getByText('Dont en retard').nextElementSibling?.textContent)).toBe(
      '60,40 €',
    );
    expect(screen.getByRole('link', { name: 'FAC-2026-0005' }).getAttribute('href')).toBe(
      '/invoice/5',
    );
    expect(screen.getByRole('link', { name: 'DEV-2026-0003' }).getAttribute('href')).toBe(
      '/quote/3',
    );
    expect(screen.getByText('En retard')).toBeTruthy();
    expect(screen.getByText('Aucune vente pour ce client.')).toBeTruthy();
    expect(
      screen.getByText('Aucun virement reçu de ce client sur un relevé bancaire importé.'),
    ).toBeTruthy();
  });

  test('Virements reçus lists the bank lines that paid the client’s invoices', async () => {
    server.route('GET /api/clients/getClientOverview', {
      body: {
        ...OVERVIEW,
        bank_lines: [
          {
            line_id: 12,
            booking_date: '2026-10-20',
            amount: 100,
            counterparty_name: 'Comité des fêtes',
            invoice_id: 5,
            invoice_number: 'FAC-2026-0005',
          },
          {
            line_id: 11,
            booking_date: '2026-10-02',
            amount: 0.4,
            counterparty_name: null,
            invoice_id: 4,
            invoice_number: 'FAC-2026-0004',
          },
        ],
      } satisfies ClientOverviewResponse,
    });
    renderClient();
    const heading = await screen.findByRole('heading', { name: 'Virements reçus' });
    const section = within(heading.closest('section')!);
    const rows = section.getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      '20/10/2026100,00 €Comité des fêtesFAC-2026-0005',
      '02/10/20260,40 €—FAC-2026-0004',
    ]);
    expect(section.getByRole('link', { name: 'FAC-2026-0004' }).getAttribute('href')).toBe(
      '/invoice/4',
    );
  });

  test('Modifier le client opens the clients’ form; a save is read again', async () => {
    const user = userEvent.setup();
    server.route('GET /api/clients/getClientOverview', { body: OVERVIEW });
    server.route('PUT /api/clients/updateClient', (request) => ({
      body: {
        message: 'Client mis à jour',
        client: { ...OVERVIEW.client, ...(jsonBody(request) as object) },
      },
    }));
    renderClient();
    await user.click(await screen.findByRole('button', { name: 'Modifier le client' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le client' });
    expect(field('Nom').value).toBe('Comité des fêtes');
    await user.clear(field('Nom'));
    await user.type(field('Nom'), 'Comité des fêtes de Wavre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await toaster.waitForToast('success', 'Client mis à jour');
    const saved = server.requests.find((request) => request.path === '/api/clients/updateClient');
    expect(jsonBody(saved!)).toMatchObject({
      client_id: 7,
      client_name: 'Comité des fêtes de Wavre',
    });
    await waitFor(() => expect(overviewCalls().length).toBe(2));
  });

  test('the statement is downloaded and e-mailed; the reminders are paused and the page read again', async () => {
    const user = userEvent.setup();
    server.route('GET /api/clients/getClientOverview', { body: OVERVIEW });
    server.route('GET /api/clients/getStatementPdf', {
      body: '%PDF-1.7',
      headers: { 'content-type': 'application/pdf' },
    });
    server.route('POST /api/clients/sendStatement', {
      body: { message: 'Relevé de compte envoyé à comite@exemple.be.' },
    });
    server.route('PUT /api/clients/reminderPause', {
      body: { message: 'Relances suspendues pour ce client.', reminders_paused: true },
    });
    renderClient();
    const section = within(
      (await screen.findByRole('heading', { name: 'Relevé de compte et relances' })).closest(
        'section',
      )!,
    );
    await whileRecordingDownloads(async (downloads) => {
      await user.click(section.getByRole('button', { name: 'Télécharger le relevé (PDF)' }));
      await waitFor(() => expect(downloads.names).toEqual(['Releve-de-compte-7.pdf']));
    });
    await user.click(section.getByRole('button', { name: 'Envoyer le relevé par e-mail' }));
    await toaster.waitForToast('success', 'Relevé de compte envoyé à comite@exemple.be.');
    await user.click(
      section.getByRole('checkbox', { name: 'Suspendre les relances de paiement de ce client' }),
    );
    await toaster.waitForToast('success', 'Relances suspendues pour ce client.');
    const paused = server.requests.find((request) => request.path === '/api/clients/reminderPause');
    expect(paused?.query).toMatchObject({ client_id: '7' });
    expect(jsonBody(paused!)).toEqual({ paused: true });
    await waitFor(() => expect(overviewCalls().length).toBe(2));
  });

  test('without an e-mail address, the statement cannot be e-mailed, and says why', async () => {
    server.route('GET /api/clients/getClientOverview', {
      body: { ...OVERVIEW, client: { ...OVERVIEW.client, client_email: null } },
    });
    renderClient();
    const send = await screen.findByRole('button', { name: 'Envoyer le relevé par e-mail' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(send.getAttribute('title')).toBe(
      'Ce client n’a pas d’adresse e-mail : ajoutez-la avec « Modifier le client ».',
    );
  });

  test('a viewer cannot edit', async () => {
    server.route('GET /api/clients/getClientOverview', { body: OVERVIEW });
    renderClient('/client/7', 'viewer');
    const edit = await screen.findByRole('button', { name: 'Modifier le client' });
    expect((edit as HTMLButtonElement).disabled).toBe(true);
  });

  test('an id that is no client of the organization says so in French, without a toast', async () => {
    server.route('GET /api/clients/getClientOverview', {
      status: 404,
      body: { error: true, message: 'Client introuvable.' },
    });
    renderClient('/client/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client introuvable' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux clients' }).getAttribute('href')).toBe(
      '/clients',
    );
    expect(toaster.toasts()).toEqual([]);
  });

  test('a path that is no id is not asked of the server', async () => {
    renderClient('/client/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client introuvable' }),
    ).toBeTruthy();
    expect(overviewCalls()).toEqual([]);
  });
});
