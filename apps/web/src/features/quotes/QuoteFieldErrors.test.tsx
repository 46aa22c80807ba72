// A refusal of the server about one of the quote's fields is shown under that field,
// which gets the keyboard; only a refusal about no field stays a toast.
import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { MSG_EVENT_NOT_FOUND } from '@app/shared/events';
import {
  MSG_COEFFICIENT_INVALID,
  MSG_QUANTITY_INVALID,
  MSG_QUOTE_DATES_ORDER,
  MSG_QUOTE_NEEDS_CLIENT,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_TOTAL_TOO_LARGE,
  quoteStockMessage,
} from '@app/shared/quotes';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { expectMessageAtField } from '../../test/field-errors';
import { client, event, product, service } from '../../test/fixtures';
import { serveQuoteReferences } from '../../test/quote-references';
import { choose, typeInto } from '../../test/form-helpers';
import { failure } from '../../test/http-server';
import { combobox, field, renderRoute } from '../../test/render-route';
import { pagedReply } from '../../test/paged-reply';
import QuotePage from './QuotePage';

const { server, toaster } = setUpApiTest({ startOn: '2026-03-15T10:00:00Z' });

const SERVICE = service(10, 'Livraison', { price: 60 });

beforeEach(() => {
  serveQuoteReferences(server, {
    products: [
      product(1, 'Tente 3x3', { price: 45.5, stock: 4 }),
      product(2, 'Chaise « pliante »', { price: 2, stock: 30 }),
    ],
    services: [SERVICE],
    clients: [client(5, 'Comité des fêtes')],
  });
  server.route('GET /api/quote/getQuoteList', (request) => pagedReply([], request, () => []));
});

/** The Créer form filled in: a client, the dates and one line (a product unless told). */
async function fillQuote(lines: 'product' | 'service' = 'product'): Promise<UserEvent> {
  const user = userEvent.setup();
  renderRoute(<QuotePage />, { path: '/quote' });
  await screen.findByRole('combobox', { name: 'Client' });
  await choose(user, 'Client', 'Comité des fêtes');
  if (lines === 'product') await choose(user, 'Produit 1', 'Tente 3x3');
  else await choose(user, 'Service 1', 'Livraison');
  await typeInto(user, 'Date de début', '10/04/2026');
  await typeInto(user, 'Date de fin', '11/04/2026');
  return user;
}

// The API names the request field of its refusal (`field`): the form places it by that name.
describe('/quote Créer: a refusal of the server', () => {
  test.each([
    ['the reservation dates', MSG_QUOTE_DATES_ORDER, 'reserved_until', () => field('Date de fin')],
    [
      'a missing date (the start is also the rental date)',
      MSG_QUOTE_NEEDS_DATES,
      'rent_date',
      () => field('Date de début'),
    ],
    ['the client', MSG_QUOTE_NEEDS_CLIENT, 'client_id', () => combobox('Client')],
    ['a client deleted meanwhile', MSG_CLIENT_NOT_FOUND, 'client_id', () => combobox('Client')],
    [
      'the day coefficient',
      MSG_COEFFICIENT_INVALID,
      'coefficient',
      () => field('Coefficient Journée'),
    ],
    ['the description', 'Une description reformulée.', 'description', () => field('Description')],
    [
      'the stock of a product line',
      quoteStockMessage('Tente 3x3', 4),
      'products',
      () => combobox('Produit 1'),
    ],
  ])(
    'about %s is shown under its field, which gets the keyboard',
    async (_what, message, requestField, control) => {
      server.route('POST /api/quote/createQuote', failure(400, message, requestField));
      const user = await fillQuote();
      await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
      await expectMessageAtField(control(), message, toaster.toasts);
      expect(combobox('Produit 1').value).toBe('Tente 3x3');
    },
  );

  test('about the stock of the second line goes under that line, not the first', async () => {
    const message = quoteStockMessage('Chaise « pliante »', 12);
    server.route('POST /api/quote/createQuote', failure(400, message, 'products'));
    const user = await fillQuote();
    await user.click(screen.getByRole('button', { name: '+ Ajouter un produit' }));
    await choose(user, 'Produit 2', 'Chaise « pliante »');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await expectMessageAtField(combobox('Produit 2'), message, toaster.toasts);
    expect(combobox('Produit 1').getAttribute('aria-invalid')).toBeNull();
  });

  test('about a line goes under the services when the quote has only services', async () => {
    server.route('POST /api/quote/createQuote', failure(400, MSG_QUANTITY_INVALID, 'products'));
    const user = await fillQuote('service');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await expectMessageAtField(combobox('Service 1'), MSG_QUANTITY_INVALID, toaster.toasts);
  });

  test('about an event deleted meanwhile (404) goes under Événement', async () => {
    server.route('GET /api/events/list', {
      body: { events: [event(7, 'Brocante de printemps')], unauthorized: false },
    });
    server.route('POST /api/quote/createQuote', failure(404, MSG_EVENT_NOT_FOUND, 'event_id'));
    const user = await fillQuote();
    await choose(user, 'Événement', 'Brocante de printemps');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await expectMessageAtField(combobox('Événement'), MSG_EVENT_NOT_FOUND, toaster.toasts);
  });

  test('about no field stays a toast, and no field is marked', async () => {
    server.route('POST /api/quote/createQuote', failure(400, MSG_QUOTE_TOTAL_TOO_LARGE));
    const user = await fillQuote();
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await toaster.waitForToast('error', MSG_QUOTE_TOTAL_TOO_LARGE);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
