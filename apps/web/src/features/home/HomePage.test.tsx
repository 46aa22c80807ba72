import type { HomeResponse } from '@app/shared/home';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpTestServer } from '../../test/http-server';
import { plain, renderRoute } from '../../test/render-route';
import HomePage from './HomePage';

const server = setUpTestServer();

const PERIODS = {
  week: { from: '2026-11-23', until: '2026-11-29' },
  month: { from: '2026-11-01', until: '2026-11-30' },
};

const BUSY: HomeResponse = {
  checklist: null,
  figures: {
    pending_invoices: { count: 2 },
    overdue_invoices: { count: 1, amount: 60.4 },
    reminders_due: { count: 4 },
    departures_this_week: { count: 3 },
    returns_this_week: { count: 0 },
    missing_units: { count: 1, units: 2 },
    unpaid_total: { amount: 72.5 },
    cash_this_month: { revenues: 100, expenses: 30, balance: 70 },
  },
  ...PERIODS,
};

const serveHome = (home: HomeResponse) =>
  server.route('GET /api/organization/getHome', { body: home });

/** Each line of the to-do list: its words, and where its link goes. */
const lines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => ({
      text: plain(item.textContent),
      to: within(item).getByRole('link').getAttribute('href'),
    }));

describe('/ (home)', () => {
  test('each line says what needs doing and links to its list', async () => {
    serveHome(BUSY);
    renderRoute(<HomePage />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: 'À faire' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeTruthy();
    expect(screen.getByText('Semaine du 23/11/2026 au 29/11/2026')).toBeTruthy();
    expect(lines()).toEqual([
      { text: 'Factures à valider2Voir les factures', to: '/invoices' },
      {
        text: 'Factures en retard1 facture · 60,40 €Voir les factures',
        to: '/invoices?payment=overdue',
      },
      { text: 'Relances à envoyer4Voir les relances', to: '/reminders' },
      { text: 'Locations qui partent cette semaine3Voir le planning', to: '/planning' },
      { text: 'Locations qui reviennent cette semaine0Voir le planning', to: '/planning' },
      {
        text: 'Unités manquantes au retour2 unités · 1 locationVoir le planning',
        to: '/planning',
      },
      { text: 'Impayés72,50 €Voir les factures', to: '/invoices' },
      {
        text: 'Trésorerie du mois (rentrées − sorties)70,00 € (100,00 € − 30,00 €)Voir la comptabilité',
        to: '/accounting',
      },
    ]);
    expect(
      screen.getByRole('link', { name: 'Voir les factures (Factures en retard)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Premiers pas' })).toBeNull();
  });

  test('a line the answer leaves out (the role cannot read its list) is not shown', async () => {
    const { cash_this_month: _left, ...figures } = BUSY.figures;
    serveHome({ ...BUSY, figures });
    renderRoute(<HomePage />, { path: '/' });
    await screen.findByRole('heading', { level: 2, name: 'À faire' });
    expect(lines()).toHaveLength(7);
    expect(screen.queryByText(/Trésorerie/)).toBeNull();
  });

  test('a new organization sees its first steps, each a link to where to do it', async () => {
    serveHome({
      checklist: { identity: true, product: false, client: false, quote: false },
      figures: BUSY.figures,
      ...PERIODS,
    });
    renderRoute(<HomePage />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Premiers pas' })).toBeTruthy();
    expect(screen.getByText('Encore 3 étapes avant votre première facture.')).toBeTruthy();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => plain(step.textContent))).toEqual([
      '✓Compléter l’identité de l’organisation et son IBAN — fait',
      '○Ajouter un premier produit',
      '○Ajouter un premier client',
      '○Préparer un premier devis',
    ]);
    expect(within(steps[0]!).queryByRole('link')).toBeNull();
    expect(
      steps.slice(1).map((step) => within(step).getByRole('link').getAttribute('href')),
    ).toEqual(['/catalogue', '/clients', '/quote']);
    expect(screen.queryByRole('heading', { name: 'À faire' })).toBeNull();
  });

  test('a viewer sees the steps without links, and why', async () => {
    serveHome({
      checklist: { identity: false, product: false, client: true, quote: false },
      figures: {},
      ...PERIODS,
    });
    renderRoute(<HomePage />, { path: '/', role: 'viewer' });
    await screen.findByRole('heading', { level: 2, name: 'Premiers pas' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(
      screen.getByText(/Votre rôle \(Lecteur\) ne permet pas de modifier l’organisation/),
    ).toBeTruthy();
  });

  test('a failed read offers to try again', async () => {
    server.route('GET /api/organization/getHome', {
      status: 500,
      body: { error: true, message: 'Une erreur interne est survenue' },
    });
    renderRoute(<HomePage />, { path: '/' });
    expect(await screen.findByText('Impossible de charger l’accueil pour le moment.')).toBeTruthy();
  });
});
