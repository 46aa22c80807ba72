import type { AuditEventDto } from '@app/shared/audit';
import { screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { organization } from '../../test/fixtures';
import { INTERNAL_ERROR } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import { bodyRows, cellTexts, columnHeaders } from '../../test/tables';
import { MSG_JOURNAL_EMPTY } from './JournalTab';
import OrganizationPage from './OrganizationPage';

const { server } = setUpApiTest();

beforeEach(() => {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization() },
  });
});

const alice = { user_id: 7, name: 'Alice Trésorière' };

const ENTRIES = [
  {
    // 09:05 in Brussels (winter, UTC+1).
    at: '2026-01-15T08:05:00.000Z',
    user: alice,
    action: 'organization.bank_changed',
    details: { iban: { old: 'BE•• •••• •••• 7034', new: 'BE•• •••• •••• 6769' } },
  },
  {
    // The next day in Brussels (summer, UTC+2).
    at: '2026-06-30T22:15:00.000Z',
    user: { user_id: null, name: null },
    action: 'subscription.status_changed',
    details: { status: { old: 'active', new: 'past_due' }, source: 'stripe' },
  },
] as const satisfies readonly AuditEventDto[];

async function openJournal() {
  const user = userEvent.setup();
  renderRoute(<OrganizationPage />, { path: '/organization' });
  await user.click(await screen.findByRole('tab', { name: 'Journal' }));
  return { user, panel: screen.getByRole('tabpanel', { name: 'Journal' }) };
}

const auditRequests = () =>
  server.requests.filter((request) => request.path === '/api/organization/audit');

describe('the Journal tab', () => {
  test('lists the entries: when (Brussels), who, the action in French and what changed', async () => {
    server.route('GET /api/organization/audit', { body: { events: ENTRIES, total: 2 } });
    const { panel } = await openJournal();
    const table = await within(panel).findByRole('table', { name: 'Journal des modifications' });
    expect(columnHeaders(table)).toEqual(['Date', 'Par', 'Action', 'Détails']);
    expect(bodyRows(table).map(cellTexts)).toEqual([
      [
        '15/01/2026 09:05',
        'Alice Trésorière',
        'Compte bancaire modifié',
        'IBAN : BE•• •••• •••• 7034 → BE•• •••• •••• 6769',
      ],
      [
        '01/07/2026 00:15',
        'Stripe (automatique)',
        'Statut de l’abonnement modifié',
        'Statut : actif → paiement en retard (Stripe)',
      ],
    ]);
    expect(auditRequests().map((request) => request.query)).toEqual([{ page: '1' }]);
    // One page: no pagination.
    expect(within(panel).queryByRole('navigation')).toBeNull();
  });

  test('an organization without entries says so', async () => {
    server.route('GET /api/organization/audit', { body: { events: [], total: 0 } });
    const { panel } = await openJournal();
    expect(await within(panel).findByText(MSG_JOURNAL_EMPTY)).toBeTruthy();
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  test('pages of 50 are asked of the server', async () => {
    server.route('GET /api/organization/audit', (request) => ({
      body: {
        events: [
          { ...ENTRIES[0], details: { bic: { old: null, new: `PAGE${request.query.page}` } } },
        ],
        total: 120,
      },
    }));
    const { user, panel } = await openJournal();
    const pages = await within(panel).findByRole('navigation', { name: 'Pagination du journal' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    expect(within(panel).getByText('BIC : (aucun) → PAGE1')).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await within(panel).findByText('BIC : (aucun) → PAGE3')).toBeTruthy();
    expect(auditRequests().map((request) => request.query.page)).toEqual(['1', '3']);
  });

  test('a failure offers to try again', async () => {
    server.route('GET /api/organization/audit', INTERNAL_ERROR);
    const { user, panel } = await openJournal();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Impossible de charger le journal pour le moment.');

    server.route('GET /api/organization/audit', { body: { events: ENTRIES, total: 2 } });
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(panel).findByRole('table')).toBeTruthy();
  });
});
