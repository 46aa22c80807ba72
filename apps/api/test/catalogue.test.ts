import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { signedInMember } from './support/factories.js';
import { ELF, PNG, multipart } from './support/http.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const member = (options: { plan?: string } = {}) => signedInMember(ctx, options);

type Member = Awaited<ReturnType<typeof member>>;

const createCategory = (m: Member, body: Record<string, unknown>) =>
  request(ctx.app).post('/api/category/createCategory').set('Cookie', m.cookie).send(body);

async function categoryPair(m: Member) {
  const category = await createCategory(m, {
    category_id: -1,
    sub_category_id: -1,
    name: 'Sonorisation',
    description: 'Enceintes et tables de mixage',
    type: 'category',
  });
  const sub = await createCategory(m, {
    category_id: category.body.category.category_id,
    name: 'Enceintes',
    description: '',
    type: 'sub_category',
  });
  return {
    categoryId: category.body.category.category_id as number,
    subCategoryId: sub.body.subCategory.sub_category_id as number,
  };
}

type Fields = Record<string, string>;

const sendForm = (
  path: string,
  m: Member,
  fields: Fields,
  file?: { bytes: Buffer; name: string },
) => multipart(request(ctx.app).post(path).set('Cookie', m.cookie), fields, file);

describe('categories and sub-categories', () => {
  test('create, list, update, delete of both types', async () => {
    const m = await member();
    const { categoryId, subCategoryId } = await categoryPair(m);
    const list = await request(ctx.app)
      .get('/api/category/getCategoryList')
      .set('Cookie', m.cookie);
    expect(list.body).toEqual({
      categorys: [
        {
          category_id: categoryId,
          name: 'Sonorisation',
          description: 'Enceintes et tables de mixage',
        },
      ],
      subCategories: [
        {
          sub_category_id: subCategoryId,
          name: 'Enceintes',
          description: '',
          category_id: categoryId,
        },
      ],
    });

    const update = await request(ctx.app)
      .put('/api/category/updateCategory')
      .set('Cookie', m.cookie)
      .send({
        category_id: subCategoryId,
        name: 'Enceintes actives',
        description: 'Avec ampli',
        type: 'sub_category',
      });
    expect(update.body).toEqual({
      message: 'Sous-catégorie modifiée avec succès',
      subCategory: {
        sub_category_id: subCategoryId,
        name: 'Enceintes actives',
        description: 'Avec ampli',
        category_id: categoryId,
      },
    });

    for (const [id, type, message] of [
      [subCategoryId, 'sub_category', 'Sous-catégorie supprimée avec succès'],
      [categoryId, 'category', 'Catégorie supprimée avec succès'],
    ] as const) {
      const res = await request(ctx.app)
        .delete(`/api/category/deleteCategory?category_id=${id}&type=${type}`)
        .set('Cookie', m.cookie);
      expect(res.body).toEqual({ message });
    }
  });

  test.each([
    [
      'createCategory',
      'post',
      { name: '', type: 'category' },
      'Veuillez saisir le nom de la catégorie.',
    ],
    [
      'updateCategory',
      'put',
      { category_id: -1, name: 'X', type: 'category' },
      "ID de l'utilisateur non spécifié.",
    ],
    ['updateCategory', 'put', { name: 'X', type: 'category' }, "ID de l'utilisateur non spécifié."],
    [
      'createCategory',
      'post',
      { name: 'X', type: 'autre' },
      'Le type doit être category ou sub_category.',
    ],
  ] as const)('%s refuses %o', async (path, method, body, message) => {
    const m = await member();
    const agent = request(ctx.app);
    const url = `/api/category/${path}`;
    const res = await (method === 'put' ? agent.put(url) : agent.post(url))
      .set('Cookie', m.cookie)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });

  test('renaming a sub-category as the web sends it (its own id in category_id) keeps its parent', async () => {
    const m = await member();
    const { categoryId, subCategoryId } = await categoryPair(m);
    const res = await request(ctx.app)
      .put('/api/category/updateCategory')
      .set('Cookie', m.cookie)
      .send({
        category_id: subCategoryId,
        sub_category_id: subCategoryId,
        name: 'Renommée',
        description: '',
        type: 'sub_category',
      });
    expect(res.status).toBe(200);
    expect(res.body.subCategory).toEqual({
      sub_category_id: subCategoryId,
      name: 'Renommée',
      description: '',
      category_id: categoryId,
    });
  });

  test('a category used by a product cannot be deleted (409)', async () => {
    const m = await member();
    const { categoryId, subCategoryId } = await categoryPair(m);
    await sendForm('/api/products/addProduct', m, {
      name: 'Enceinte 500 W',
      price: '45',
      category_id: String(categoryId),
      subCategory_id: String(subCategoryId),
      stock: '4',
    });
    const category = await request(ctx.app)
      .delete(`/api/category/deleteCategory?category_id=${categoryId}&type=category`)
      .set('Cookie', m.cookie);
    expect(category.status).toBe(409);
    expect(category.body.message).toBe(
      'Cette catégorie est utilisée par des produits : changez leur catégorie avant de la supprimer.',
    );
    const sub = await request(ctx.app)
      .delete(`/api/category/deleteCategory?category_id=${subCategoryId}&type=sub_category`)
      .set('Cookie', m.cookie);
    expect(sub.status).toBe(409);
  });

  test('another organization’s category behaves like a missing one', async () => {
    const owner = await member();
    const { categoryId } = await categoryPair(owner);
    const stranger = await member();
    const update = await request(ctx.app)
      .put('/api/category/updateCategory')
      .set('Cookie', stranger.cookie)
      .send({ category_id: categoryId, name: 'Piraté', type: 'category' });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ error: true, message: 'Catégorie introuvable.' });
    const remove = await request(ctx.app)
      .delete(`/api/category/deleteCategory?category_id=${categoryId}&type=category`)
      .set('Cookie', stranger.cookie);
    expect(remove.status).toBe(404);
    const asParent = await createCategory(stranger, {
      category_id: categoryId,
      name: 'Sous',
      type: 'sub_category',
    });
    expect(asParent.status).toBe(404);
  });
});

describe('products', () => {
  test('add with an image, list, image download, update, delete', async () => {
    const m = await member();
    const { categoryId, subCategoryId } = await categoryPair(m);
    const added = await sendForm(
      '/api/products/addProduct',
      m,
      {
        name: 'Enceinte 500 W',
        price: '45,50',
        category_id: String(categoryId),
        subCategory_id: String(subCategoryId),
        stock: '4',
      },
      { bytes: PNG, name: 'enceinte.png' },
    );
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      message: 'Produit ajouté avec succès',
      product: {
        product_id: expect.any(Number),
        name: 'Enceinte 500 W',
        price: 45.5,
        category_id: categoryId,
        subCategory_id: subCategoryId,
        stock: 4,
        image: expect.stringMatching(/^\/api\/products\/getProductImage\?product_id=\d+&v=\d+$/),
        tva_rate: 21,
        discount: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = added.body.product.product_id as number;
    const image = await request(ctx.app).get(added.body.product.image).set('Cookie', m.cookie);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);

    const list = await request(ctx.app).get('/api/products/list').set('Cookie', m.cookie);
    expect(list.body).toEqual({ products: [added.body.product] });

    const updated = await sendForm('/api/products/updateProduct', m, {
      productId: String(id),
      name: 'Enceinte 500 W',
      price: '50',
      category_id: String(categoryId),
      subCategory_id: 'undefined',
      stock: '6',
    });
    expect(updated.body.message).toBe('Produit modifié avec succès');
    expect(updated.body.product).toMatchObject({ price: 50, stock: 6, subCategory_id: null });
    expect(updated.body.product.image).toBe(added.body.product.image);

    const removed = await request(ctx.app)
      .delete(`/api/products/removeProduct?product_id=${id}`)
      .set('Cookie', m.cookie);
    expect(removed.body).toEqual({ message: 'Produit supprimé avec succès' });
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test.each([
    [{ name: '' }, 'Veuillez saisir le nom du produit.'],
    [{ price: '' }, 'Veuillez saisir le prix du produit.'],
    [{ price: '-3' }, 'Le prix doit être un nombre positif avec 2 décimales au plus.'],
    [{ price: 'NaN' }, 'Le prix doit être un nombre positif avec 2 décimales au plus.'],
    [{ price: '30000000' }, 'Le prix doit être un nombre positif avec 2 décimales au plus.'],
    [{ category_id: '' }, 'Veuillez choisir une catégorie.'],
    [{ stock: '' }, 'Veuillez saisir le stock du produit.'],
    [{ stock: '2.5' }, 'Le stock doit être un nombre entier positif.'],
    [{ tva_rate: '150' }, 'Le taux de TVA doit être compris entre 0 et 100.'],
  ])('refuses %o and creates nothing', async (overrides, message) => {
    const m = await member();
    const { categoryId } = await categoryPair(m);
    const res = await sendForm('/api/products/addProduct', m, {
      name: 'Micro',
      price: '10',
      category_id: String(categoryId),
      stock: '3',
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(
      await ctx.db.product.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test('an image whose bytes are not an image is refused (415)', async () => {
    const m = await member();
    const { categoryId } = await categoryPair(m);
    const res = await sendForm(
      '/api/products/addProduct',
      m,
      { name: 'Micro', price: '10', category_id: String(categoryId), stock: '3' },
      { bytes: ELF, name: 'micro.png' },
    );
    expect(res.status).toBe(415);
    expect(
      await ctx.db.product.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test('another organization’s product, or category in the body, behaves like a missing one', async () => {
    const owner = await member();
    const { categoryId } = await categoryPair(owner);
    const added = await sendForm('/api/products/addProduct', owner, {
      name: 'Micro',
      price: '10',
      category_id: String(categoryId),
      stock: '3',
    });
    const id = added.body.product.product_id as number;
    const stranger = await member();
    const own = await categoryPair(stranger);

    const foreignCategory = await sendForm('/api/products/addProduct', stranger, {
      name: 'Micro',
      price: '10',
      category_id: String(categoryId),
      stock: '3',
    });
    expect(foreignCategory.status).toBe(404);
    expect(foreignCategory.body).toEqual({ error: true, message: 'Catégorie introuvable.' });

    for (const productId of [id, 2_147_483_000]) {
      const update = await sendForm('/api/products/updateProduct', stranger, {
        productId: String(productId),
        name: 'Piraté',
        price: '1',
        category_id: String(own.categoryId),
        stock: '0',
      });
      expect(update.status).toBe(404);
      expect(update.body).toEqual({ error: true, message: 'Produit introuvable.' });
      const remove = await request(ctx.app)
        .delete(`/api/products/removeProduct?product_id=${productId}`)
        .set('Cookie', stranger.cookie);
      expect(remove.status).toBe(404);
      const image = await request(ctx.app)
        .get(`/api/products/getProductImage?product_id=${productId}`)
        .set('Cookie', stranger.cookie);
      expect(image.status).toBe(404);
    }
    const kept = await ctx.db.product.findUniqueOrThrow({ where: { product_id: id } });
    expect(kept.name).toBe('Micro');
  });

  test('the plan limits the number of products', async () => {
    const m = await member({ plan: 'Essentiel' });
    const { categoryId } = await categoryPair(m);
    await ctx.db.product.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        organization_id: m.organization.organization_id,
        name: `P${i}`,
        price_cents: 100,
        category_id: categoryId,
        stock: 1,
      })),
    });
    const res = await sendForm('/api/products/addProduct', m, {
      name: 'Un de trop',
      price: '10',
      category_id: String(categoryId),
      stock: '3',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^Limite de votre abonnement Essentiel atteinte : 50 produits/,
    );
  });
});

describe('services', () => {
  test('add, list, update, delete, and the spec messages', async () => {
    const m = await member();
    const added = await sendForm('/api/services/addService', m, {
      name: 'Montage du chapiteau',
      description: 'Deux personnes, une demi-journée',
      price: '180',
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      message: 'Service ajouté avec succès',
      service: {
        service_id: expect.any(Number),
        name: 'Montage du chapiteau',
        description: 'Deux personnes, une demi-journée',
        price: 180,
        duration: null,
        tva_rate: 21,
        discount: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = added.body.service.service_id as number;
    const list = await request(ctx.app).get('/api/services/list').set('Cookie', m.cookie);
    expect(list.body).toEqual({ services: [added.body.service] });

    const updated = await sendForm('/api/services/updateService', m, {
      serviceId: String(id),
      name: 'Montage du chapiteau',
      description: 'Trois personnes',
      price: '240',
    });
    expect(updated.body.service).toMatchObject({ description: 'Trois personnes', price: 240 });

    for (const [fields, message] of [
      [{ description: 'd', price: '1' }, 'Veuillez saisir le nom du service.'],
      [{ name: 'n', price: '1' }, 'Veuillez saisir la description du service.'],
      [{ name: 'n', description: 'd' }, 'Veuillez saisir le prix du service.'],
    ] as const) {
      const res = await sendForm('/api/services/addService', m, fields);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }

    const removed = await request(ctx.app)
      .delete(`/api/services/removeService?service_id=${id}`)
      .set('Cookie', m.cookie);
    expect(removed.body).toEqual({ message: 'Service supprimé avec succès' });
  });

  test('the plan limits the number of services; another organization’s service is missing', async () => {
    const m = await member({ plan: 'Essentiel' });
    await ctx.db.service.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        organization_id: m.organization.organization_id,
        name: `S${i}`,
        description: '',
        price_cents: 100,
      })),
    });
    const limited = await sendForm('/api/services/addService', m, {
      name: 'n',
      description: 'd',
      price: '1',
    });
    expect(limited.status).toBe(409);
    expect(limited.body.message).toMatch(
      /^Limite de votre abonnement Essentiel atteinte : 20 services/,
    );

    const service = await ctx.db.service.findFirstOrThrow({
      where: { organization_id: m.organization.organization_id },
    });
    const stranger = await member();
    const remove = await request(ctx.app)
      .delete(`/api/services/removeService?service_id=${service.service_id}`)
      .set('Cookie', stranger.cookie);
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual({ error: true, message: 'Service introuvable.' });
  });
});
