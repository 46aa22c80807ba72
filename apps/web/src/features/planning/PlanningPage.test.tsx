// The planning shows the rentals of the month and of the week (react-big-calendar
// under React 19) coloured by status, opens a rental's quote, marks the over-booked days and the
// units missing at a return, and lists rentals on a phone.
import type { PlanningResponse } from '@app/shared/planning';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { useLocation } from 'react-router-dom';
import { startEachTestOn } from '../../test/clock';
import { setUpTestServer } from '../../test/http-server';
import { renderRoutes } from '../../test/render-route';
import PlanningPage from './PlanningPage';

const server = setUpTestServer();
startEachTestOn('2026-06-15T10:00:00Z');

/** From the 13th to the end of June: the 2 chairs that did not come back with DEV-2026-0007. */
const missingChairs = Array.from({ length: 18 }, (_, index) => ({
  day: `2026-06-${String(13 + index)}`,
  reserved: 2,
  missing: 2,
}));

/** Three rentals, one of each look: pending and past, finished, pending and upcoming. */
const PLANNING: PlanningResponse = {
  rentals: [
    {
      quote_id: 7,
      formatted_quote_id: 'DEV-2026-0007',
      client_name: 'Patro de Namur',
      event_name: 'Fête du village',
      status: 'Pending',
      rent_date: '2026-06-10',
      from: '2026-06-10',
      until: '2026-06-12',
      overbooked: true,
      missing: [{ product_id: 1, name: 'Chaise pliante', quantity: 2 }],
    },
    {
      quote_id: 8,
      formatted_quote_id: 'DEV-2026-0008',
      client_name: 'Comité des fêtes',
      event_name: null,
      status: 'Finished',
      rent_date: '2026-06-12',
      from: '2026-06-12',
      until: '2026-06-12',
      overbooked: true,
      missing: [],
    },
    {
      quote_id: 9,
      formatted_quote_id: 'DEV-2026-0009',
      client_name: 'Scouts de Jambes',
      event_name: 'Camp',
      status: 'Pending',
      rent_date: '2026-06-16',
      from: '2026-06-16',
      until: '2026-06-18',
      overbooked: false,
      missing: [],
    },
  ],
  products: [
    {
      product_id: 1,
      name: 'Chaise pliante',
      stock: 10,
      days: [
        { day: '2026-06-10', reserved: 6, missing: 0 },
        { day: '2026-06-11', reserved: 6, missing: 0 },
        { day: '2026-06-12', reserved: 11, missing: 0 },
        ...missingChairs,
      ],
    },
    {
      product_id: 2,
      name: 'Tente',
      stock: 2,
      days: [
        { day: '2026-06-16', reserved: 1, missing: 0 },
        { day: '2026-06-17', reserved: 1, missing: 0 },
        { day: '2026-06-18', reserved: 1, missing: 0 },
      ],
    },
  ],
  // A direct sale: a one-day take of units, on its day (issue #30).
  sales: [
    {
      sale_id: 4,
      formatted_sale_id: 'VEN-2026-0004',
      name: 'Vente de tentes',
      client_name: 'Comité des fêtes',
      day: '2026-06-14',
      products: [{ product_id: 2, name: 'Tente', quantity: 1 }],
    },
  ],
};

const TITLES = {
  past: 'DEV-2026-0007 · Patro de Namur · Fête du village',
  finished: 'DEV-2026-0008 · Comité des fêtes',
  upcoming: 'DEV-2026-0009 · Scouts de Jambes · Camp',
};

/** The calendar's box (month or week) of the rental of that title. */
const boxOf = (title: string) => screen.getByText(title).closest('.rbc-event') as HTMLElement;

/** Stands for the quotes page: says which quote it was asked to open. */
function QuoteProbe() {
  const { state } = useLocation() as { state: { openQuote?: { formatted_quote_id: string } } };
  return <h1>Devis à ouvrir : {state.openQuote?.formatted_quote_id ?? 'aucun'}</h1>;
}

const renderPlanning = () =>
  renderRoutes(
    [
      { path: '/planning', element: <PlanningPage /> },
      { path: '/quote', element: <QuoteProbe /> },
    ],
    '/planning',
  );

/** The planning rendered, once its month shows the first rental. */
async function openPlanning() {
  renderPlanning();
  await screen.findByText('DEV-2026-0007 · Patro de Namur · Fête du village');
}

const planningCalls = () =>
  server.requests.filter((request) => request.path === '/api/planning/').map((r) => r.query);

beforeEach(() => {
  server.route('GET /api/planning/', { body: PLANNING });
});

describe('the calendar', () => {
  test('lists the period’s sales with their units on their day (issue #30)', async () => {
    await openPlanning();
    const sales = screen.getByRole('region', { name: 'Ventes de la période' });
    expect(within(sales).getByRole('listitem').textContent).toBe(
      '14/06/2026 · VEN-2026-0004 · Vente de tentes (Comité des fêtes) : 1 × Tente',
    );
  });

  test('the month shows its rentals, asks the whole weeks of the month, weeks from Monday', async () => {
    renderPlanning();
    expect(await screen.findByRole('heading', { level: 1, name: 'Planning' })).toBeTruthy();
    expect(await screen.findByText('juin 2026')).toBeTruthy();
    expect(
      await screen.findByText('DEV-2026-0007 · Patro de Namur · Fête du village'),
    ).toBeTruthy();
    expect(planningCalls()).toEqual([{ from: '2026-06-01', until: '2026-07-05' }]);
    const headers = [...document.querySelectorAll('.rbc-month-header .rbc-header')].map(
      (header) => header.textContent,
    );
    expect(headers[0]).toMatch(/^lun/);
    for (const word of ['Aujourd’hui', 'Précédent', 'Suivant', 'Mois', 'Semaine', 'Agenda']) {
      expect(screen.getByRole('button', { name: word })).toBeTruthy();
    }
  });

  test('clicking a rental opens its quote', async () => {
    const { router } = renderPlanning();
    await userEvent.click(await screen.findByText('DEV-2026-0008 · Comité des fêtes'));
    expect(
      await screen.findByRole('heading', { name: 'Devis à ouvrir : DEV-2026-0008' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/quote');
  });

  test('moving to the next month asks its period; an empty one says so', async () => {
    await openPlanning();
    server.route('GET /api/planning/', { body: { rentals: [], products: [], sales: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Aucune location sur cette période.')).toBeTruthy();
    expect(screen.getByText('juillet 2026')).toBeTruthy();
    expect(planningCalls().at(-1)).toEqual({ from: '2026-06-29', until: '2026-08-02' });
  });

  test('the week view asks Monday to Sunday and shows the rentals of its days', async () => {
    await openPlanning();
    await userEvent.click(screen.getByRole('button', { name: 'Semaine' }));
    await waitFor(() =>
      expect(planningCalls().at(-1)).toEqual({ from: '2026-06-15', until: '2026-06-21' }),
    );
    expect(screen.getByRole('button', { name: 'Semaine' }).className).toContain('rbc-active');
    expect(await screen.findByText('15 juin – 21 juin 2026')).toBeTruthy();
    const box = boxOf(TITLES.upcoming);
    expect(box.closest('.rbc-time-view')).toBeTruthy();
    expect(box.querySelector('[title]')?.getAttribute('title')).toBe(
      'DEV-2026-0009 · Scouts de Jambes · Camp, du 16/06/2026 au 18/06/2026',
    );
    // No table roles without a table around (react-big-calendar#2714).
    const roles = '[role="rowgroup"], [role="row"], [role="columnheader"]';
    expect(document.querySelectorAll(`.rbc-time-header :is(${roles})`)).toHaveLength(0);
    // The rentals of the week before are not in this one.
    expect(screen.queryByText(TITLES.past)).toBeNull();
    await userEvent.click(screen.getByText(TITLES.upcoming));
    expect(
      await screen.findByRole('heading', { name: 'Devis à ouvrir : DEV-2026-0009' }),
    ).toBeTruthy();
  });

  test('each status has its own named look, as the legend says; over-booked ones are marked', async () => {
    await openPlanning();
    const legend = screen.getByRole('list', { name: 'Légende' });
    const badges = within(legend).getAllByRole('listitem');
    expect(badges.map((item) => item.textContent)).toEqual([
      'Terminé',
      'En attente, date de location passée',
      'En attente, location à venir',
      'Surréservé',
      'Unités manquantes au retour',
    ]);
    const toneOf = (element: Element) =>
      [...element.classList].find((name) => name.startsWith('status-tone--'));
    const legendTone = (label: string) => toneOf(within(legend).getByText(label));
    const looks = {
      finished: toneOf(boxOf(TITLES.finished)),
      past: toneOf(boxOf(TITLES.past)),
      upcoming: toneOf(boxOf(TITLES.upcoming)),
    };
    expect(looks).toEqual({
      finished: 'status-tone--success',
      past: 'status-tone--warning',
      upcoming: 'status-tone--brand',
    });
    expect(legendTone('Terminé')).toBe(looks.finished);
    expect(legendTone('En attente, date de location passée')).toBe(looks.past);
    expect(legendTone('En attente, location à venir')).toBe(looks.upcoming);
    expect(boxOf(TITLES.past).className).toContain('planning-event--overbooked');
    expect(boxOf(TITLES.finished).className).toContain('planning-event--overbooked');
    expect(boxOf(TITLES.upcoming).className).not.toContain('planning-event--overbooked');
  });

  test('a rental with units missing at its return carries the badge, with the products in its tooltip', async () => {
    await openPlanning();
    const box = boxOf(TITLES.past);
    expect(within(box).getByText('2 manquant(s)')).toBeTruthy();
    expect(box.querySelector('[title]')?.getAttribute('title')).toBe(
      `${TITLES.past}, du 10/06/2026 au 12/06/2026, 2 manquant(s) : Chaise pliante`,
    );
    expect(within(boxOf(TITLES.finished)).queryByText(/manquant/)).toBeNull();
    expect(screen.getAllByText(/^\d+ manquant\(s\)$/)).toHaveLength(1);
  });
});

describe('the products', () => {
  test('per day, the units reserved out of the stock, the over-booked day marked', async () => {
    await openPlanning();
    await userEvent.click(screen.getByRole('tab', { name: 'Produits' }));
    await waitFor(() =>
      expect(planningCalls().at(-1)).toEqual({ from: '2026-06-01', until: '2026-06-30' }),
    );
    const table = await screen.findByRole('table', { name: /Unités réservées par produit/ });
    const row = within(table).getByRole('row', { name: /Chaise pliante/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(30);
    expect(cells[9]?.textContent).toBe('6/10');
    expect(cells[9]?.className).toContain('is-reserved');
    expect(cells[11]?.textContent).toBe('11/10 (surréservé)');
    expect(cells[11]?.className).toContain('is-overbooked');
    expect(cells[11]?.className).not.toContain('has-missing');
    const tent = within(table).getByRole('row', { name: /Tente/ });
    expect(within(tent).getAllByRole('cell')[14]?.textContent).toBe('');
  });

  test('the days held by units missing at a return are told apart', async () => {
    await openPlanning();
    await userEvent.click(screen.getByRole('tab', { name: 'Produits' }));
    const table = await screen.findByRole('table', { name: /Unités réservées par produit/ });
    const cells = within(within(table).getByRole('row', { name: /Chaise pliante/ })).getAllByRole(
      'cell',
    );
    // From the 13th on, the 2 chairs that did not come back.
    for (const cell of [cells[12], cells[29]]) {
      expect(cell?.textContent).toBe('2/102 manq. (dont 2 manquant(s))');
      expect(cell?.className).toContain('has-missing');
    }
    expect(cells[12]?.title).toBe('samedi 13 juin : 2 réservé(s) sur 10, dont 2 manquant(s)');
    expect(cells[9]?.className).not.toContain('has-missing');
    expect(screen.getByText(/« manq. » : les unités manquantes au retour/)).toBeTruthy();
  });

  test('a month without reservation says so', async () => {
    server.route('GET /api/planning/', { body: { rentals: [], products: [], sales: [] } });
    renderPlanning();
    await userEvent.click(await screen.findByRole('tab', { name: 'Produits' }));
    expect(await screen.findByText('Aucun produit réservé sur cette période.')).toBeTruthy();
  });
});

describe('on a phone', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...wide(query), matches: query === '(max-width: 600px)' }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  test('the rentals come as an agenda list from today, each opening its quote from the keyboard', async () => {
    const [first] = PLANNING.rentals;
    const upcoming = { ...first!, from: '2026-06-20', until: '2026-06-22' };
    server.route('GET /api/planning/', { body: { rentals: [upcoming], products: [], sales: [] } });
    renderPlanning();
    const rental = (
      await screen.findAllByRole('button', {
        name: 'DEV-2026-0007 · Patro de Namur · Fête du village du 20/06/2026 au 22/06/2026 2 manquant(s)',
      })
    )[0]!;
    expect(screen.getByRole('button', { name: 'Agenda' }).className).toContain('rbc-active');
    expect(planningCalls()).toEqual([{ from: '2026-06-15', until: '2026-07-15' }]);
    // The keyboard's way to a quote.
    rental.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Devis à ouvrir : DEV-2026-0007' }),
    ).toBeTruthy();
  });
});
