// The product dialog creates a category on the spot, and products and services carry their
// default VAT rate (issue #30 §6).
import { screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, expect, test } from 'vitest';
import { product, service } from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { jsonBody, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import CataloguePage from './CataloguePage';

const server = setUpTestServer();
const toaster = setUpToaster();

const categories = {
  categorys: [{ category_id: 1, name: 'Sonorisation', description: '' }],
  subCategories: [],
};

beforeEach(() => {
  server.route('GET /api/products/list', (request) => pagedReply([], request, () => []));
  server.route('GET /api/services/list', (request) => pagedReply([], request, () => []));
  server.route('GET /api/category/getCategoryList', () => ({ body: categories }));
});

const multipartField = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];

test('[catalogue] « Nouvelle catégorie » in the product dialog creates it, chooses it, and the product keeps its VAT rate', async () => {
  const user = userEvent.setup();
  server.route('POST /api/category/createCategory', (request) => {
    const created = { category_id: 7, name: 'Mobilier', description: '' };
    categories.categorys.push(created);
    expect(jsonBody(request)).toEqual({
      category_id: -1,
      sub_category_id: -1,
      name: 'Mobilier',
      description: '',
      type: 'category',
    });
    return { status: 201, body: { message: 'Catégorie créée avec succès', category: created } };
  });
  server.route('POST /api/products/addProduct', () => ({
    status: 201,
    body: {
      message: 'Produit ajouté avec succès',
      product: product(9, 'Table', { category_id: 7, tva_rate: 6 }),
    },
  }));
  renderRoute(<CataloguePage />, { path: '/catalogue' });
  await user.click(await screen.findByRole('button', { name: /Ajouter un produit/ }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau produit' });
  await user.type(within(dialog).getByLabelText(/^Nom/), 'Table');
  await user.type(within(dialog).getByLabelText(/^Prix/), '12');
  await user.type(within(dialog).getByLabelText(/^Stock/), '8');
  const rate = within(dialog).getByLabelText<HTMLInputElement>(/^TVA par défaut/);
  expect(rate.value).toBe('21');
  await user.clear(rate);
  await user.type(rate, '6');

  await user.click(within(dialog).getByRole('button', { name: '+ Nouvelle catégorie' }));
  await user.type(
    within(dialog).getByLabelText(/^Nom de la nouvelle catégorie/),
    'Mobilier{Enter}',
  );
  await toaster.waitForToast('success', 'Catégorie créée avec succès');
  // Enter created the category and did not send the product.
  expect(server.requests.some((r) => r.path === '/api/products/addProduct')).toBe(false);
  const category = within(dialog).getByLabelText<HTMLSelectElement>(/^Catégorie/);
  await screen.findAllByRole('option', { name: 'Mobilier' });
  expect(category.value).toBe('7');

  await user.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
  await toaster.waitForToast('success', 'Produit ajouté avec succès');
  const sent = server.requests.find((r) => r.path === '/api/products/addProduct')!;
  expect(multipartField(String(sent.body), 'category_id')).toBe('7');
  expect(multipartField(String(sent.body), 'tva_rate')).toBe('6');
});

test('[catalogue] a service is saved with its default VAT rate, sent with the service', async () => {
  const user = userEvent.setup();
  server.route('POST /api/services/addService', () => ({
    status: 201,
    body: {
      message: 'Service ajouté avec succès',
      service: service(5, 'Animation', { tva_rate: 12 }),
    },
  }));
  renderRoute(<CataloguePage />, { path: '/catalogue' });
  await user.click(await screen.findByRole('tab', { name: 'Services' }));
  await user.click(await screen.findByRole('button', { name: /Ajouter un service/ }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau service' });
  await user.type(within(dialog).getByLabelText(/^Nom/), 'Animation');
  await user.type(within(dialog).getByLabelText(/^Description/), 'Un animateur');
  await user.type(within(dialog).getByLabelText(/^Prix/), '150');
  const rate = within(dialog).getByLabelText<HTMLInputElement>(/^TVA par défaut/);
  await user.clear(rate);
  await user.type(rate, '12');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter le service' }));
  await toaster.waitForToast('success', 'Service ajouté avec succès');
  const sent = server.requests.find((r) => r.path === '/api/services/addService')!;
  expect(multipartField(String(sent.body), 'tva_rate')).toBe('12');
});
