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
