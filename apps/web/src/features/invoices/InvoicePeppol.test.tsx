// An invoice's sending over Peppol on its page (issue #33): « Envoyer via Peppol » for a validated
// invoice of a company, asked first, then its status; none for a private person; a failure says
// why; the list shows a small badge.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { describe, expect, test } from 'vitest';
import { serveDetailsUntilSent, validatedInvoiceDetails } from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import InvoiceDocumentPage from './InvoiceDocumentPage';

const server = setUpTestServer();

/** FAC-2026-0001, validated, of a company client; its Peppol sending as `overrides` says. */
const invoice = validatedInvoiceDetails;

const open = () => {
  server.route('GET /api/invoice/getInvoiceHistory', { body: { events: [] } });
  renderRoute(<InvoiceDocumentPage />, { path: '/invoice/3', pattern: '/invoice/:id' });
};

const peppolSection = async () =>
  (await screen.findByRole('heading', { name: 'Peppol' })).closest('section')!;

describe('Envoyer via Peppol', () => {
  test('asked first, then sent: the page shows « En attente »', async () => {
    serveDetailsUntilSent(server, invoice(), (peppol) => invoice({ peppol }), 8);
    open();
    const section = await peppolSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Envoyer via Peppol' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer via Peppol' });
    expect(dialog.textContent).toContain('La facture FAC-2026-0001 sera transmise');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(section).findByText('En attente')).toBeTruthy();
    const sent = server.requests.find((request) => request.path === '/api/invoice/sendPeppol');
    expect(sent?.query).toEqual({ invoice_id: '3' });
    expect(within(section).queryByRole('button', { name: 'Envoyer via Peppol' })).toBeNull();
  });

  test('delivered: « Délivrée », nothing to send', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', {
      body: invoice({ peppol: { transmission_id: 8, status: 'delivered', reason: null } }),
    });
    open();
    const section = await peppolSection();
    expect(within(section).getByText('Délivrée')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  test('failed: « Échec : raison », and it can be sent again', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', {
      body: invoice({
        peppol: {
          transmission_id: 8,
          status: 'failed',
          reason: 'L’envoi a échoué après 6 tentatives',
        },
      }),
    });
    open();
    const section = await peppolSection();
    expect(within(section).getByText('Échec : L’envoi a échoué après 6 tentatives')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Envoyer via Peppol' })).toBeTruthy();
  });

  test('a viewer sees where the sending stands, without the button', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', {
      body: invoice({ peppol: { transmission_id: 8, status: 'failed', reason: 'Refusé' } }),
    });
    server.route('GET /api/invoice/getInvoiceHistory', { body: { events: [] } });
    renderRoute(<InvoiceDocumentPage />, {
      path: '/invoice/3',
      pattern: '/invoice/:id',
      role: 'viewer',
    });
    const section = await peppolSection();
    expect(within(section).getByText(/Échec/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Envoyer via Peppol' })).toBeNull();
  });

  test('a private person’s invoice has no Peppol section', async () => {
    const person = invoice();
    person.invoice.client = { ...person.invoice.client, client_type: 'person' };
    server.route('GET /api/invoice/getInvoiceDetails', { body: person });
    open();
    expect(await screen.findByRole('heading', { name: 'Facture FAC-2026-0001' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Peppol' })).toBeNull());
  });
});
