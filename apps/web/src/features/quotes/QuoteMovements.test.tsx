// Departure and return on the quote: "Marquer comme sorti", "Enregistrer le retour" with the
// units back, the units missing in red, and undoing, against a loopback HTTP server.
import type { QuoteDetailsResponse } from '@app/shared/quotes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startEachTestOn } from '../../test/clock';
import { QUOTE_DETAILS_CLIENT, quoteListItem } from '../../test/fixtures';
import { serveQuoteReferences } from '../../test/quote-references';
import { requestsTo, typeInto } from '../../test/form-helpers';
import { failure, setUpTestServer } from '../../test/http-server';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import { pagedReply } from '../../test/paged-reply';
import QuotePage from './QuotePage';
import { QuoteMovements } from './QuoteMovements';

const server = setUpTestServer();
startEachTestOn('2026-06-12T10:00:00Z');
const toaster = setUpToaster();

const line = (product_id: number, name: string, quantity: number) => ({
  id: product_id * 10,
  product_id,
  name,
  stock: 20,
  quantity,
  price: 5,
  tva_rate: 21,
  discount: 0,
  total_excl_vat: 5 * quantity,
  total_incl_vat: 6.05 * quantity,
  quantity_returned: null as number | null,
  missing: 0,
});

function details(changes: Partial<QuoteDetailsResponse['quote']> = {}): QuoteDetailsResponse {
  return {
    quote: {
      ...quoteListItem(changes),
      total_excl_vat: 70,
      total_vat: 14.7,
      vat_lines: [{ rate: 21, base: 70, vat: 14.7 }],
    },
    products: [line(1, 'Chaise pliante', 10), line(2, 'Table', 2)],
    services: [],
    client: QUOTE_DETAILS_CLIENT,
    event: null,
  };
}

const DEPARTED = details({ departed_on: '2026-06-12', departed_by: 'Marie Dupont' });

const RETURNED: QuoteDetailsResponse = {
  ...details({
    departed_on: '2026-06-12',
    departed_by: 'Marie Dupont',
    returned_on: '2026-06-14',
    returned_by: 'Paul',
    missing: 2,
  }),
  products: [
    { ...line(1, 'Chaise pliante', 10), quantity_returned: 8, missing: 2 },
    { ...line(2, 'Table', 2), quantity_returned: 2 },
  ],
};

const calls = (method: string, path: string) => requestsTo(server, method, path);

beforeEach(() => {
  server.route('GET /api/auth/profile', {
    body: {
      user: { name: 'Marie Dupont', email: 'marie@example.be', has_password: true },
      organization: null,
    },
  });
});

function show(quote: QuoteDetailsResponse) {
  const onChanged = vi.fn();
  renderRoute(<QuoteMovements details={quote} onChanged={onChanged} />, { path: '/quote' });
  return { user: userEvent.setup(), onChanged };
}

const section = () => screen.getByRole('region', { name: 'Sortie et retour' });

describe('Sortie et retour', () => {
  test('marks the equipment out: today, the signed-in user, a note', async () => {
    server.route('PUT /api/quote/departure/1', { body: { message: 'Sortie enregistrée.' } });
    server.route('GET /api/quote/getQuoteDetails', { body: DEPARTED });
    const { user, onChanged } = show(details());
    expect(section().textContent).toContain('Le matériel n’est pas encore sorti.');

    await user.click(screen.getByRole('button', { name: 'Marquer comme sorti' }));
    const dialog = await screen.findByRole('dialog', { name: /Marquer comme sorti/ });
    expect(field('Date de sortie').value).toBe('12/06/2026');
    await waitFor(() => expect(field('Par').value).toBe('Marie Dupont'));
    await user.type(field('Note'), 'Camionnette');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await toaster.waitForToast('success', 'Sortie enregistrée.');
    expect(jsonBody(calls('PUT', '/api/quote/departure/1')[0]!)).toEqual({
      date: '2026-06-12',
      by: 'Marie Dupont',
      note: 'Camionnette',
    });
    expect(
      await within(section()).findByText(/Sorti le 12\/06\/2026 par Marie Dupont/),
    ).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enregistrer le retour' })).toBeTruthy();
  });

  test('a departure without a date is not sent; the field says why', async () => {
    const { user } = show(details());
    await user.click(screen.getByRole('button', { name: 'Marquer comme sorti' }));
    await screen.findByRole('dialog');
    await user.clear(field('Date de sortie'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Veuillez saisir la date de sortie.', { selector: '.field__error' }),
    ).toBeTruthy();
    expect(calls('PUT', '/api/quote/departure/1')).toEqual([]);
  });

  test('a return dated after today is refused under the field; the calendar offers no later day', async () => {
    const { user } = show(DEPARTED);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le retour' }));
    const dialog = await screen.findByRole('dialog', { name: /Enregistrer le retour/ });
    await typeInto(user, 'Date de retour', '13/06/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'La date de retour ne peut pas être dans le futur : enregistrez le retour le jour où le matériel revient.',
        { selector: '.field__error' },
      ),
    ).toBeTruthy();
    expect(calls('PUT', '/api/quote/return/1')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Ouvrir le calendrier' }));
    const calendar = await within(dialog).findByRole('dialog', { name: 'Calendrier' });
    await waitFor(() => expect(calendar.querySelector('.rdrDay')).not.toBeNull());
    const days = [...calendar.querySelectorAll('.rdrDay:not(.rdrDayPassive)')];
    const dayOf = (text: string) => days.find((day) => day.textContent === text)!;
    expect(dayOf('12').classList.contains('rdrDayDisabled')).toBe(false);
    expect(dayOf('13').classList.contains('rdrDayDisabled')).toBe(true);
  });

  test('records the return with units missing, shown in red', async () => {
    server.route('PUT /api/quote/return/1', { body: { message: 'Retour enregistré.' } });
    server.route('GET /api/quote/getQuoteDetails', { body: RETURNED });
    const { user } = show(DEPARTED);
    expect(section().textContent).toContain('Sorti le 12/06/2026 par Marie Dupont');

    await user.click(screen.getByRole('button', { name: 'Enregistrer le retour' }));
    const dialog = await screen.findByRole('dialog', { name: /Enregistrer le retour/ });
    const table = within(dialog).getByRole('table', { name: 'Quantités retournées' });
    expect(within(table).getByRole('row', { name: /Chaise pliante/ }).textContent).toContain('10');
    // Everything is back unless changed.
    expect(field('Quantité retournée de Table').value).toBe('2');
    await typeInto(user, 'Quantité retournée de Chaise pliante', '8');
    await typeInto(user, 'Date de retour', '12/06/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await toaster.waitForToast('success', 'Retour enregistré.');
    expect(jsonBody(calls('PUT', '/api/quote/return/1')[0]!)).toEqual({
      date: '2026-06-12',
      by: 'Marie Dupont',
      note: '',
      products: [
        { product_id: 1, quantity_returned: 8 },
        { product_id: 2, quantity_returned: 2 },
      ],
    });
    const missing = await within(section()).findByText('2 manquant(s) : Chaise pliante');
    expect(missing.className).toBe('quote-movements__missing');
    expect(section().textContent).toContain('Retourné le 14/06/2026 par Paul');
  });

  test('a refusal of the server stays in the dialog', async () => {
    server.route(
      'PUT /api/quote/return/1',
      failure(400, 'La date de retour ne peut pas précéder la date de sortie.'),
    );
    const { user } = show(DEPARTED);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le retour' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La date de retour ne peut pas précéder la date de sortie.',
    );
  });

  test('undoing the return is asked first', async () => {
    server.route('DELETE /api/quote/return/1', { body: { message: 'Retour annulé.' } });
    server.route('GET /api/quote/getQuoteDetails', { body: DEPARTED });
    const { user } = show(RETURNED);
    await user.click(screen.getByRole('button', { name: 'Annuler le retour' }));
    const question = await screen.findByRole('alertdialog', { name: 'Annuler le retour' });
    await user.click(within(question).getByRole('button', { name: 'Conserver' }));
    expect(calls('DELETE', '/api/quote/return/1')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Annuler le retour' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Annuler le retour',
      }),
    );
    await toaster.waitForToast('success', 'Retour annulé.');
    await waitFor(() => expect(section().textContent).not.toContain('manquant'));
    expect(screen.getByRole('button', { name: 'Annuler la sortie' })).toBeTruthy();
  });
});

test('the list says which quotes are out, overdue or came back short', async () => {
  serveQuoteReferences(server);
  const rows = [
    quoteListItem({
      quote_id: 1,
      formatted_quote_id: 'DEV-2026-0001',
      returned_on: '2026-06-14',
      departed_on: '2026-06-10',
      missing: 2,
    }),
    quoteListItem({
      quote_id: 2,
      formatted_quote_id: 'DEV-2026-0002',
      departed_on: '2026-06-10',
      overdue: true,
    }),
    quoteListItem({ quote_id: 3, formatted_quote_id: 'DEV-2026-0003', departed_on: '2026-06-11' }),
    quoteListItem({ quote_id: 4, formatted_quote_id: 'DEV-2026-0004' }),
  ];
  server.route('GET /api/quote/getQuoteList', (request) =>
    pagedReply(rows, request, (quote) => [quote.formatted_quote_id]),
  );
  const user = userEvent.setup();
  renderRoute(<QuotePage />, { path: '/quote' });
  await user.click(await screen.findByRole('tab', { name: 'Liste' }));
  const cell = async (number: string) =>
    (await screen.findByText(number)).closest('td')!.textContent;
  expect(await cell('DEV-2026-0001')).toContain('2 manquant(s)');
  expect(await cell('DEV-2026-0002')).toContain('En retard');
  expect(await cell('DEV-2026-0003')).toContain('Sorti');
  expect(await cell('DEV-2026-0004')).toBe('DEV-2026-0004');
});
