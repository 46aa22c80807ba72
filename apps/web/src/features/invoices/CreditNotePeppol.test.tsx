// A credit note's sending over Peppol on its invoice's page (issue #33): « Envoyer via Peppol » on
// its line for a company client, asked first, sending its `credit_note_id`, then its status; a
// viewer sees the status without the button; a private person's credit note has neither.
import type { CreditNoteListItem } from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { describe, expect, test } from 'vitest';
import {
  creditNoteListItem,
  serveDetailsUntilSent,
  validatedInvoiceDetails,
} from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import InvoiceDocumentPage from './InvoiceDocumentPage';

const server = setUpTestServer();

/** FAC-2026-0001, validated, credited by NC-2026-0001 as `creditNote` says. */
const invoice = (creditNote: Partial<CreditNoteListItem> = {}) =>
  validatedInvoiceDetails({
    client: { client_id: 3, client_name: 'Brasserie du Coin', client_type: 'company' },
    // The invoice itself went already: only the credit note's button is on the page.
    peppol: { transmission_id: 2, status: 'delivered', reason: null },
    credit_notes: [creditNoteListItem(creditNote)],
  });

const open = (role?: 'viewer') => {
  server.route('GET /api/invoice/getInvoiceHistory', { body: { events: [] } });
  renderRoute(<InvoiceDocumentPage />, { path: '/invoice/3', pattern: '/invoice/:id', role });
};

/** NC-2026-0001's line in the invoice's « Notes de crédit ». */
const creditNoteLine = async () => {
  const heading = await screen.findByRole('heading', { name: 'Notes de crédit' });
  const section = heading.closest('section')!;
  return within(section)
    .getByText(/^NC-2026-0001 ·/)
    .closest('li')!;
};

describe('a credit note’s « Envoyer via Peppol »', () => {
  test('asked first, sends its credit_note_id, then its line shows « En attente »', async () => {
    serveDetailsUntilSent(server, invoice(), (peppol) => invoice({ peppol }), 9);
    open();
    const line = await creditNoteLine();
    expect(within(line).queryByText('Peppol')).toBeNull();
    await userEvent.click(
      within(line).getByRole('button', { name: 'Envoyer via Peppol NC-2026-0001' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer via Peppol' });
    expect(dialog.textContent).toContain(
      'La note de crédit NC-2026-0001 sera transmise à Brasserie du Coin par le réseau Peppol.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(async () =>
      expect(within(await creditNoteLine()).getByText('En attente')).toBeTruthy(),
    );
    const sent = server.requests.filter((request) => request.path === '/api/invoice/sendPeppol');
    expect(sent.map((request) => request.query)).toEqual([{ credit_note_id: '7' }]);
    expect(within(await creditNoteLine()).queryByRole('button')).toBeNull();
  });

  const failed = { transmission_id: 9, status: 'failed', reason: 'Refusé' } as const;
  test.each([
    {
      what: 'delivered: its badge, nothing to send',
      peppol: { transmission_id: 9, status: 'delivered', reason: null } as const,
      role: undefined,
      label: 'Délivrée',
      buttons: 0,
    },
    {
      what: 'failed: « Échec : raison », and it can be sent again',
      peppol: failed,
      role: undefined,
      label: 'Échec : Refusé',
      buttons: 1,
    },
    {
      what: 'a viewer sees where its sending stands, without the button',
      peppol: failed,
      role: 'viewer' as const,
      label: 'Échec : Refusé',
      buttons: 0,
    },
  ])('$what', async ({ peppol, role, label, buttons }) => {
    server.route('GET /api/invoice/getInvoiceDetails', { body: invoice({ peppol }) });
    open(role);
    const line = await creditNoteLine();
    expect(within(line).getByText(label)).toBeTruthy();
    expect(
      within(line).queryAllByRole('button', { name: 'Envoyer via Peppol NC-2026-0001' }),
    ).toHaveLength(buttons);
    expect(within(line).queryAllByRole('button')).toHaveLength(buttons);
  });

  test('a viewer has no button for a credit note never sent', async () => {
    server.route('GET /api/invoice/getInvoiceDetails', { body: invoice() });
    open('viewer');
    const line = await creditNoteLine();
    expect(within(line).queryByRole('button')).toBeNull();
    expect(within(line).queryByText('Peppol')).toBeNull();
  });

  test('a private person’s credit note has neither badge nor button', async () => {
    const person = invoice({
      client: { client_id: 3, client_name: 'Jeanne Dupont', client_type: 'person' },
    });
    server.route('GET /api/invoice/getInvoiceDetails', { body: person });
    open();
    const line = await creditNoteLine();
    expect(within(line).queryByRole('button')).toBeNull();
    expect(within(line).queryByText('Peppol')).toBeNull();
  });
});
