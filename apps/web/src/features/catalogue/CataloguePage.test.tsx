import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ProductDto, ServiceDto } from '@app/shared/catalogue';
import { product, service } from '../../test/fixtures';
import { descriptionsOf, expectMessageAtField } from '../../test/field-errors';
import { setUpTestServer, type RecordedRequest } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { jsonBody, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import CataloguePage from './CataloguePage';

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

const categoryName = (id: number | null) =>
  CATEGORIES.categorys.find((c) => c.category_id === id)?.name ??
  CATEGORIES.subCategories.find((c) => c.sub_category_id === id)?.name;

/**
 * The products' list call, paged as the API answers it: the category filter (which
 * also keeps a product whose sub-category id equals it) and the sub-category filter, by name,
 * searched in the name, the category and the sub-category.
 */
function productPages(stored: ProductDto[]) {
  return (request: RecordedRequest) => {
    const category = request.query.category_id ? Number(request.query.category_id) : null;
    const sub = request.query.sub_category_id ? Number(request.query.sub_category_id) : null;
    const kept = stored
      .filter(
        (p) =>
          (category === null || p.category_id === category || p.subCategory_id === category) &&
          (sub === null || p.subCategory_id === sub),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return pagedReply(kept, request, (p) => [
      p.name,
      categoryName(p.category_id),
      CATEGORIES.subCategories.find((c) => c.sub_category_id === p.subCategory_id)?.name,
    ]);
  };
}

const servicePages = (stored: ServiceDto[]) => (request: RecordedRequest) =>
  pagedReply(
    [...stored].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    request,
    (s) => [s.name, s.description],
  );

beforeEach(() => {
  server.route('GET /api/products/list', productPages(PRODUCTS));
  server.route('GET /api/services/list', servicePages([]));
  server.route('GET /api/category/getCategoryList', { body: CATEGORIES });
});

/** A refusal of the API about one request field: it names the field. */
const refusedField = (status: number, message: string, field: string) => ({
  status,
  body: { error: true, message, field },
});

const listCalls = (path: string) => server.requests.filter((request) => request.path === path);

const cards = () =>
  within(screen.getByRole('list', { name: 'Produits' }))
    .getAllByRole('button')
    .slice(1)
    .map((card) => card.querySelector('.catalogue-card__name')?.textContent);

/** Opens "Nouveau produit", fills in 3 tables at 12,50 € in Décoration and submits it. */
async function addTable() {
  renderRoute(<CataloguePage />, { path: '/catalogue' });
  await userEvent.click(await screen.findByRole('button', { name: /Ajouter un produit/ }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau produit' });
  await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Table');
  await userEvent.type(within(dialog).getByLabelText(/^Prix/), '12,5');
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Catégorie/), 'Décoration');
  await userEvent.type(within(dialog).getByLabelText(/^Stock/), '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
  return dialog;
}

describe('/catalogue', () => {
  test('product cards come after the add card; search and the two checkbox filters narrow them', async () => {
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await screen.findByRole('button', { name: /^Modifier Enceinte 500 W/ });
    expect(
      within(screen.getByRole('list', { name: 'Produits' })).getAllByRole('button')[0]!.textContent,
    ).toContain('Ajouter un produit');
    expect(listCalls('/api/products/list')[0]!.query).toEqual({ page: '1', page_size: '24' });
    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.type(searchbox, 'micro');
    await waitFor(() => expect(cards()).toEqual(['Modifier Micro sans fil']));
    expect(listCalls('/api/products/list').at(-1)!.query).toMatchObject({ q: 'micro' });
    // The category is searched too.
    await userEvent.clear(searchbox);
    await userEvent.type(searchbox, 'sonorisation');
    await waitFor(() =>
      expect(cards()).toEqual(['Modifier Enceinte 500 W', 'Modifier Micro sans fil']),
    );
    await userEvent.clear(searchbox);

    const categories = screen.getByRole('group', { name: 'Catégories' });
    await userEvent.type(within(categories).getByRole('searchbox'), 'écl');
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Éclairage' }));
    await waitFor(() => expect(cards()).toEqual(['Modifier Guirlande', 'Modifier Projecteur LED']));
    expect(listCalls('/api/products/list').at(-1)!.query).toMatchObject({ category_id: '2' });
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Éclairage' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sous-catégories' })).getByRole('checkbox', {
        name: 'Micros',
      }),
    );
    await waitFor(() => expect(cards()).toEqual(['Modifier Micro sans fil']));
    expect(listCalls('/api/products/list').at(-1)!.query).toEqual({
      page: '1',
      page_size: '24',
      sub_category_id: '11',
    });
  });

  test('products: the sort and the pages are asked of the server', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      product(i + 1, `Chaise ${String(i + 1).padStart(2, '0')}`, { price: 100 - i }),
    );
    server.route('GET /api/products/list', productPages(many));
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await screen.findByRole('button', { name: /^Modifier Chaise 01/ });
    expect(cards()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(cards()[0]).toBe('Modifier Chaise 25');

    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Prix croissant');
    await waitFor(() => expect(cards()[0]).toBe('Modifier Chaise 30'));
    expect(listCalls('/api/products/list').at(-1)!.query).toMatchObject({
      page: '1',
      sort: 'price',
      order: 'asc',
    });
  });

  test('services: cards of the server’s page, searched in the description; an empty list says so', async () => {
    const stored: ServiceDto[] = [
      service(1, 'Livraison', { description: 'Aller-retour', price: 60 }),
      service(2, 'Montage', { description: 'Installation sur place', price: 120 }),
    ];
    server.route('GET /api/services/list', servicePages(stored));
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Services' }));
    await screen.findByRole('button', { name: /^Modifier Montage/ });
    const services = () =>
      within(screen.getByRole('list', { name: 'Services' }))
        .getAllByRole('button')
        .slice(1)
        .map((card) => card.querySelector('.catalogue-card__name')?.textContent);
    expect(services()).toEqual(['Modifier Livraison', 'Modifier Montage']);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher un service' }),
      'sur place',
    );
    await waitFor(() => expect(services()).toEqual(['Modifier Montage']));
    expect(listCalls('/api/services/list').at(-1)!.query).toMatchObject({ q: 'sur place' });

    stored.length = 0;
    await userEvent.click(screen.getByRole('tab', { name: 'Produits' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Services' }));
    expect(
      await screen.findByText('Aucun service pour le moment : ajoutez votre premier service.'),
    ).toBeTruthy();
  });

  test('a service missing its description and price is not sent: each message under its field', async () => {
    server.route('POST /api/services/addService', () => ({
      status: 201,
      body: {
        message: 'Service ajouté avec succès',
        service: service(3, 'Montage', { description: 'Sur place', price: 40 }),
      },
    }));
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Services' }));
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter un service/ }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau service' });
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Montage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le service' }));
    await toaster.waitForToast('error', 'Veuillez saisir la description du service.');
    expect(server.requests.some((r) => r.path === '/api/services/addService')).toBe(false);
    // The keyboard on the first missing field; each missing one says so under it.
    const description = within(dialog).getByLabelText(/^Description/);
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(
      document.getElementById(description.getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Veuillez saisir la description du service.');
    expect(within(dialog).getByLabelText(/^Prix/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(description, 'Sur place');
    await userEvent.type(within(dialog).getByLabelText(/^Prix/), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le service' }));
    await toaster.waitForToast('success', 'Service ajouté avec succès');
  });

  test('a refusal of the server about a service field is shown under it, which gets the keyboard (issue #19)', async () => {
    server.route(
      'POST /api/services/addService',
      refusedField(400, 'La description ne peut dépasser 2 000 caractères.', 'description'),
    );
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Services' }));
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter un service/ }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau service' });
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Montage');
    const description = within(dialog).getByLabelText(/^Description/);
    await userEvent.type(description, 'Sur place');
    await userEvent.type(within(dialog).getByLabelText(/^Prix/), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le service' }));
    await expectMessageAtField(
      description,
      'La description ne peut dépasser 2 000 caractères.',
      toaster.toasts,
    );
    expect(within(dialog).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBeNull();
  });

  test.each([
    ['Stock', 400, 'Le stock doit être un nombre entier positif.', 'stock'],
    ['Prix', 400, 'Le prix doit être un nombre positif avec 2 décimales au plus.', 'price'],
    ['Sous-catégorie', 400, 'Sous-catégorie introuvable.', 'subCategory_id'],
    ['Catégorie', 404, 'Catégorie introuvable.', 'category_id'],
    ['TVA par défaut', 400, 'Le taux de TVA doit être compris entre 0 et 100.', 'tva_rate'],
  ])(
    'a refusal of the server about the product’s %s is shown under it, which gets the keyboard (issue #19)',
    async (label, status, message, field) => {
      server.route('POST /api/products/addProduct', refusedField(status, message, field));
      const dialog = await addTable();
      await expectMessageAtField(
        within(dialog).getByLabelText(new RegExp(`^${label}`)),
        message,
        toaster.toasts,
      );
    },
  );

  test('a refusal of the server about no field of the product stays a toast (issue #19)', async () => {
    server.route(
      'POST /api/products/addProduct',
      refusedField(
        400,
        'La remise doit être un nombre positif avec 2 décimales au plus.',
        'discount',
      ),
    );
    const dialog = await addTable();
    await toaster.waitForToast(
      'error',
      'La remise doit être un nombre positif avec 2 décimales au plus.',
    );
    expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  test('a product without category is not sent; a complete one is sent as multipart', async () => {
    const stored = [...PRODUCTS];
    server.route('GET /api/products/list', productPages(stored));
    server.route('POST /api/products/addProduct', () => {
      const created = product(9, 'Table', { category_id: 3 });
      stored.push(created);
      return { status: 201, body: { message: 'Produit ajouté avec succès', product: created } };
    });
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter un produit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau produit' });
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Table');
    await userEvent.type(within(dialog).getByLabelText(/^Prix/), '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
    await toaster.waitForToast('error', 'Veuillez choisir une catégorie.');
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
    await toaster.waitForToast('success', 'Produit ajouté avec succès');
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
    expect(await screen.findByRole('button', { name: /^Modifier Table/ })).toBeTruthy();
    // The page is read again after the save.
    await waitFor(() => expect(listCalls('/api/products/list')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /^Modifier Table/ })).toBeTruthy();
  });

  test('categories: the switch, search over name and description, create with the spec payload', async () => {
    server.route('POST /api/category/createCategory', (request) => {
      const subCategory = {
        sub_category_id: 12,
        name: 'Tables',
        description: '',
        category_id: null,
      };
      // The list is read again after the save.
      server.route('GET /api/category/getCategoryList', {
        body: { ...CATEGORIES, subCategories: [...CATEGORIES.subCategories, subCategory] },
      });
      return {
        status: 201,
        body: { message: 'Sous-catégorie créée avec succès', subCategory, sent: jsonBody(request) },
      };
    });
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Catégories' }));
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Rechercher une catégorie' }),
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
    await toaster.waitForToast('error', 'Veuillez saisir le nom de la catégorie.');
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
  test('categories: a missing name and a refusal of the server go under Nom, which gets the keyboard (issue #19)', async () => {
    const tooLong = 'Ce nom ne peut dépasser 200 caractères.';
    server.route('POST /api/category/createCategory', refusedField(400, tooLong, 'name'));
    renderRoute(<CataloguePage />, { path: '/catalogue' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Catégories' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle catégorie' });
    const name = within(dialog).getByLabelText(/^Nom/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(descriptionsOf(name)).toContain('Veuillez saisir le nom de la catégorie.');
    expect(server.requests.some((r) => r.path === '/api/category/createCategory')).toBe(false);

    await userEvent.type(name, 'Éclairage de scène');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await expectMessageAtField(name, tooLong, toaster.toasts);
    expect(
      within(dialog)
        .getByLabelText(/^Description/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Nouvelle catégorie' })).toBe(dialog);
  });
});
