// Availability in the quote form: "disponible : N / M" under each product's quantity once the dates
// are set, the quotes that hold the units, and the choice to save anyway.
import type { AvailabilityResponse } from '@app/shared/availability';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, expect, test } from 'vitest';
import { startEachTestOn } from '../../test/clock';
import { client, product, QUOTE_CREATED } from '../../test/fixtures';
import { serveQuoteReferences } from '../../test/quote-references';
import { choose, requestsTo, typeInto } from '../../test/form-helpers';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { jsonBody, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import QuotePage from './QuotePage';

const server = setUpTestServer();
startEachTestOn('2026-03-15T10:00:00Z');
const toaster = setUpToaster();

const AVAILABILITY: AvailabilityResponse = {
  products: [
    {
      product_id: 1,
      stock: 4,
      reserved_max: 3,
      available: 1,
      conflicts: [
        {
          quote_id: 3,
          formatted_quote_id: 'DEV-2026-0003',
          client_name: 'Comité des fêtes',
          from: '2026-04-09',
          until: '2026-04-11',
          quantity: 3,
        },
      ],
    },
    { product_id: 2, stock: 40, reserved_max: 0, available: 40, conflicts: [] },
  ],
};

beforeEach(() => {
  serveQuoteReferences(server, {
    products: [
      product(1, 'Tente 3x3', { price: 45.5, stock: 4 }),
      product(2, 'Banc brasserie', { price: 3, stock: 40 }),
    ],
    clients: [client(6, 'Patro de Namur')],
  });
  server.route('GET /api/quote/getQuoteList', (request) => pagedReply([], request, () => []));
  server.route('GET /api/products/availability', { body: AVAILABILITY });
});

const calls = (method: string, path: string) => requestsTo(server, method, path);

test('a product booked elsewhere: its availability, who holds it, and saving anyway', async () => {
  const user = userEvent.setup();
  server.route('POST /api/quote/createQuote', (request) =>
    (jsonBody(request) as { allow_overbooking?: boolean }).allow_overbooking
      ? QUOTE_CREATED
      : {
          status: 409,
          body: { error: true, message: '« Tente 3x3 » n’est pas disponible.' },
        },
  );
  renderRoute(<QuotePage />, { path: '/quote' });
  await screen.findByRole('combobox', { name: 'Client' });
  await choose(user, 'Client', 'Patro de Namur');
  await choose(user, 'Produit 1', 'Tente 3x3');
  // Nothing is asked before both dates are set.
  expect(calls('GET', '/api/products/availability')).toEqual([]);
  await typeInto(user, 'Date de début', '2026-04-10');
  await typeInto(user, 'Date de fin', '2026-04-12');

  expect(await screen.findByText('disponible : 1 / 4')).toBeTruthy();
  expect(calls('GET', '/api/products/availability').at(-1)!.query).toEqual({
    from: '2026-04-10',
    until: '2026-04-12',
  });
  // One tent is free: asking for it is fine, two are not.
  expect(screen.queryByRole('region', { name: 'Déjà réservé sur la période' })).toBeNull();
  await typeInto(user, 'Quantité du produit 1', '2');
  const notice = await screen.findByRole('region', { name: 'Déjà réservé sur la période' });
  expect(notice.textContent).toContain('Tente 3x3 : 2 demandé(s), 1 disponible(s) sur 4.');
  expect(notice.textContent).toContain(
    'DEV-2026-0003 (Comité des fêtes) : 3 du 09/04/2026 au 11/04/2026',
  );

  // Without the choice, the spec's JSON goes and the server refuses.
  await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
  await waitFor(() => expect(calls('POST', '/api/quote/createQuote')).toHaveLength(1));
  expect(jsonBody(calls('POST', '/api/quote/createQuote')[0]!)).not.toHaveProperty(
    'allow_overbooking',
  );

  await user.click(
    within(notice).getByRole('checkbox', { name: 'Enregistrer quand même (surréservation)' }),
  );
  await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
  await toaster.waitForToast('success', 'Devis créé avec succès');
  expect(jsonBody(calls('POST', '/api/quote/createQuote')[1]!)).toMatchObject({
    allow_overbooking: true,
    products: [expect.objectContaining({ product_id: 1, quantity: 2 })],
  });
  // Saved: the quote no longer competes with itself.
  await waitFor(() =>
    expect(calls('GET', '/api/products/availability').at(-1)!.query).toMatchObject({
      exclude_quote_id: '9',
    }),
  );
});
