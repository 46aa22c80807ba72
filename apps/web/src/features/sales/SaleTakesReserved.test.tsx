// A sale that takes units a future rental holds (issue #30 §4): the server's refusal becomes a
// question, and only the answer sends the sale again with allow_overbooking; against a loopback
// HTTP server.
import { saleTakesReservedMessage } from '@app/shared/availability';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import userEvent from '../../test/user-event';
import { setUpApiTest } from '../../test/api-test';
import { client, organization, product } from '../../test/fixtures';
import { choose, requestsTo, typeInto } from '../../test/form-helpers';
import { jsonBody, plain, renderRoute } from '../../test/render-route';
import SalesPage from './SalesPage';

const { server, toaster } = setUpApiTest({ startOn: '2026-03-15T10:00:00Z' });

const MESSAGE = saleTakesReservedMessage({
  product: 'Tente 3x3',
  day: '2026-03-20',
  missing: 1,
  quotes: ['DEV-2026-0004 (Patro de Namur)'],
});

beforeEach(() => {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization({ is_vat_subject: true }) },
  });
  server.route('GET /api/products/list', {
    body: { products: [product(1, 'Tente 3x3', { price: 45.5, stock: 4 })] },
  });
  server.route('GET /api/clients/list', {
    body: { clients: [client(5, 'Comité des fêtes')], unauthorized: false },
  });
  server.route('POST /api/sale/getSales', { body: { sales: [], total: 0 } });
  // Of the 4 tents, 2 are rented on the 20th: 2 free from today on.
  server.route('GET /api/products/availability', {
    body: {
      products: [
        {
          product_id: 1,
          stock: 4,
          reserved_max: 2,
          available: 2,
          conflicts: [
            {
              quote_id: 4,
              formatted_quote_id: 'DEV-2026-0004',
              client_name: 'Patro de Namur',
              from: '2026-03-20',
              until: '2026-03-21',
              quantity: 2,
            },
          ],
        },
      ],
    },
  });
  // Refused until confirmed, as the API answers.
  server.route('POST /api/sale/createSale', (request) =>
    (jsonBody(request) as { allow_overbooking?: boolean }).allow_overbooking === true
      ? {
          status: 201,
          body: {
            message: 'Vente créée avec succès',
            sale: { sale_id: 9, formatted_sale_id: 'VEN-2026-0009' },
          },
        }
      : { status: 409, body: { error: true, message: MESSAGE, field: 'allow_overbooking' } },
  );
});

const sent = () => requestsTo(server, 'POST', '/api/sale/createSale').map(jsonBody);

async function submitSale() {
  const user = userEvent.setup();
  renderRoute(<SalesPage />, { path: '/sales' });
  await screen.findByRole('combobox', { name: 'Client' });
  await typeInto(user, 'Nom', 'Brocante');
  await choose(user, 'Client', 'Comité des fêtes');
  await choose(user, 'Produit 1', 'Tente 3x3');
  await user.click(screen.getByRole('button', { name: 'Créer une vente' }));
  const question = await screen.findByRole('alertdialog', { name: 'Vendre des unités réservées' });
  return { user, question };
}

describe('a sale of units a rental holds', () => {
  test('the form tells, before saving, which rental holds the units a line sells', async () => {
    const user = userEvent.setup();
    renderRoute(<SalesPage />, { path: '/sales' });
    await screen.findByRole('combobox', { name: 'Client' });
    await choose(user, 'Produit 1', 'Tente 3x3');
    const quantity = screen.getByLabelText(/Quantité/);
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.queryByRole('region', { name: 'Réservé par des locations à venir' })).toBeNull();
    await user.clear(quantity);
    await user.type(quantity, '3');
    const hint = await screen.findByRole('region', { name: 'Réservé par des locations à venir' });
    expect(plain(hint.textContent)).toContain(
      'Tente 3x3 : cette vente en prend 3, 2 libre(s) sur 4, réservé par DEV-2026-0004 (Patro de Namur) dès le 20/03/2026.',
    );
    const asked = requestsTo(server, 'GET', '/api/products/availability')[0]!.query;
    expect(asked).toEqual({ from: '2026-03-15', until: '2027-03-15' });
  });

  test('warns with the product and the rental, not as a toast; Annuler sends nothing more', async () => {
    const { user, question } = await submitSale();
    expect(plain(question.textContent)).toContain(plain(MESSAGE));
    await toaster.flush();
    expect(toaster.toasts().map((toast) => toast.message)).not.toContain(MESSAGE);
    await user.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).not.toHaveProperty('allow_overbooking');
  });

  test('confirming sends the same sale with allow_overbooking, once', async () => {
    const { user, question } = await submitSale();
    await user.click(within(question).getByRole('button', { name: 'Créer la vente quand même' }));
    await toaster.waitForToast('success', 'Vente créée avec succès');
    await waitFor(() => expect(sent()).toHaveLength(2));
    const [first, second] = sent() as Record<string, unknown>[];
    expect(second).toEqual({ ...first, allow_overbooking: true });
  });
});
