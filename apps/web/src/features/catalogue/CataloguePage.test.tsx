import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { product } from '../../test/fixtures';
import { setUpTestServer } from '../../test/http-server';
import { jsonBody, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import CataloguePage from './CataloguePage';
import { matchesProductFilters } from './catalogue-filters';

const server = setUpTestServer();
const toaster = setUpToaster();

const PRODUCTS = [
  product(1, 'Enceinte 500 W', { category_id: 1, subCategory_id: 10 }),
  product(2, 'Micro sans fil', { category_id: 1, subCategory_id: 11 }),
  product(3, 'Projecteur LED', { category_id: 2 }),
  // Its sub-category id equals category 2's id: the spec's category filter also matches it.
  product(4, 'Guirlande', { category_id: 3, subCategory_id: 2 }),
];

const CATEGORIES = {
  categorys: [
    { category_id: 1, name: 'Sonorisation', description: 'Son' },
    { category_id: 2, name: 'Éclairage', description: 'Lumières de scène' },
    { category_id: 3, name: 'Décoration', description: '' },
  ],
  subCategories: [
    { sub_category_id: 10, name: 'Enceintes', description: '', category_id: 1 },
    { sub_category_id: 11, name: 'Micros', description: '', category_id: 1 },
    { sub_category_id: 2, name: 'Guirlandes', description: 'Lumineuses', category_id: 3 },
  ],
};

beforeEach(() => {
  server.route('GET /api/products/list', { body: { products: PRODUCTS } });
  server.route('GET /api/services/list', { body: { services: [] } });
  server.route('GET /api/category/getCategoryList', { body: CATEGORIES });
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Produits' }))
    .getAllByRole('button')
    .slice(1)
    .map((card) => card.getAttribute('aria-label'));

describe('matchesProductFilters', () => {
  test.each([
    [null, null, [1, 2, 3, 4]],
    [1, null, [1, 2]],
    [2, null, [3, 4]],
    [null, 11, [2]],
    [1, 10, [1]],
  ])('category %s, sub-category %s → %o', (category, sub, expected) => {
    expect(
      PRODUCTS.filter((p) => matchesProductFilters(p, category, sub)).map((p) => p.product_id),
    ).toEqual(expected);
  });
});

describe('/catalogue', () => {
  test('product cards come after the add card; search and the two checkbox filters narrow them', async () => {
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await screen.findByRole('button', { name: 'Modifier Enceinte 500 W' });
    expect(
      within(screen.getByRole('list', { name: 'Produits' })).getAllByRole('button')[0]!.textContent,
    ).toContain('Ajouter un produit');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'micro');
    expect(cards()).toEqual(['Modifier Micro sans fil']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher un produit' }));

    const categories = screen.getByRole('group', { name: 'Catégories' });
    await userEvent.type(within(categories).getByRole('searchbox'), 'écl');
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Éclairage' }));
    expect(cards()).toEqual(['Modifier Projecteur LED', 'Modifier Guirlande']);
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Éclairage' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sous-catégories' })).getByRole('checkbox', {
        name: 'Micros',
      }),
    );
    expect(cards()).toEqual(['Modifier Micro sans fil']);
  });

  test('a product without category is not sent; a complete one is sent as multipart', async () => {
    server.route('POST /api/products/addProduct', {
      status: 201,
      body: {
        message: 'Produit ajouté avec succès',
        product: product(9, 'Table', { category_id: 3 }),
      },
    });
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter un produit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau produit' });
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Table');
    await userEvent.type(within(dialog).getByLabelText(/^Prix/), '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
    await waitFor(() =>
      expect(toaster.toasts()).toContainEqual({
        type: 'error',
        message: 'Veuillez choisir une catégorie.',
      }),
    );
    expect(server.requests.some((r) => r.path === '/api/products/addProduct')).toBe(false);
    // Under the category and the stock, which are missing; the keyboard on the category.
    const category = within(dialog).getByLabelText(/^Catégorie/);
    await waitFor(() => expect(document.activeElement).toBe(category));
    expect(document.getElementById(category.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Veuillez choisir une catégorie.',
    );
    expect(
      within(dialog)
        .getByLabelText(/^Stock/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBeNull();
    expect((within(dialog).getByLabelText(/^Prix/) as HTMLInputElement).value).toBe('12,50');

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Catégorie/), 'Décoration');
    await userEvent.type(within(dialog).getByLabelText(/^Stock/), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
    await waitFor(() =>
      expect(toaster.toasts()).toContainEqual({
        type: 'success',
        message: 'Produit ajouté avec succès',
      }),
    );
    const sent = server.requests.find((r) => r.path === '/api/products/addProduct')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    for (const [name, value] of [
      ['name', 'Table'],
      ['price', '12.5'],
      ['category_id', '3'],
      ['stock', '8'],
    ]) {
      expect(sent.body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    expect(screen.getByRole('button', { name: 'Modifier Table' })).toBeTruthy();
  });

  test('categories: the switch, search over name and description, create with the spec payload', async () => {
    server.route('POST /api/category/createCategory', (request) => ({
      status: 201,
      body: {
        message: 'Sous-catégorie créée avec succès',
        subCategory: { sub_category_id: 12, name: 'Tables', description: '', category_id: null },
        sent: jsonBody(request),
      },
    }));
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Catégories' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher une catégorie' }),
      'scène',
    );
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Éclairage']);

    await userEvent.click(screen.getByRole('button', { name: 'Sous-Catégorie' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une sous-catégorie' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle sous-catégorie' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() =>
      expect(toaster.toasts()).toContainEqual({
        type: 'error',
        message: 'Veuillez saisir le nom de la catégorie.',
      }),
    );
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Tables');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(screen.getByText('Tables')).toBeTruthy());
    const sent = server.requests.find((r) => r.path === '/api/category/createCategory')!;
    expect(jsonBody(sent)).toEqual({
      category_id: -1,
      sub_category_id: -1,
      name: 'Tables',
      description: '',
      type: 'sub_category',
    });
  });
});
