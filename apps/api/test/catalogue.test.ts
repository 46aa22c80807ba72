// Spec part 2 §7 "Catalogue": products, services, categories and sub-categories.
import { describe, expect, test } from 'vitest';
import type { Prisma } from '../src/generated/prisma/client.js';
import {
  createCategory,
  createProduct,
  createQuote,
  createClient,
  createSale,
  createService,
  createSubCategory,
  orgOf,
  whereOrgOf,
  useMembers,
  type Member,
} from './support/factories.js';
import {
  PNG,
  REFUSED_IMAGES,
  binary,
  expectFailure,
  expectAnswer,
  expectRecord,
  expectForeignLikeMissing,
  expectServedFile,
} from './support/http.js';
import { unpaidMember } from './support/billing.js';
import { guardAnswers } from './support/guards.js';
import { whileUncommitted } from './support/row-locks.js';

const { ctx, member } = useMembers();

const MSG_CATEGORY_IN_USE =
  'Cette catégorie est utilisée par des produits : changez leur catégorie avant de la supprimer.';
const MSG_SUB_CATEGORY_IN_USE =
  'Cette sous-catégorie est utilisée par des produits : changez leur sous-catégorie avant de la supprimer.';
const MSG_PRICE_INVALID = 'Le prix doit être un nombre positif avec 2 décimales au plus.';
const MSG_STOCK_INVALID = 'Le stock doit être un nombre entier positif.';
const PNG_2 = Buffer.concat([PNG, Buffer.from('autre image')]);

/** A member whose organization has one category, ready to hold products. */
async function memberWithCategory(options: { plan?: string } = {}) {
  const m = await member(options);
  return { m, category: await createCategory(ctx.db, orgOf(m)) };
}

type Fields = Record<string, string>;
type Upload = { bytes: Buffer; name: string };
const addProduct = (m: Member, fields: Fields, file?: Upload) =>
  m.api.postForm('/api/products/addProduct', fields, file);
const updateProduct = (m: Member, fields: Fields, file?: Upload) =>
  m.api.postForm('/api/products/updateProduct', fields, file);
/** The fields of a product of `category` (a micro: 10 €, 3 in stock), `overrides` on top. */
const productFields = (category: { category_id: number }, overrides: Fields = {}): Fields => ({
  name: 'Micro',
  price: '10',
  category_id: String(category.category_id),
  stock: '3',
  ...overrides,
});
/** A new member adds a product of its new category: `overrides` on the usual fields. */
async function newMemberAddsProduct(overrides: Fields = {}, file?: Upload) {
  const { m, category } = await memberWithCategory();
  return { m, res: await addProduct(m, productFields(category, overrides), file) };
}
const addService = (m: Member, fields: Fields) =>
  m.api.postForm('/api/services/addService', fields);
const updateService = (m: Member, fields: Fields) =>
  m.api.postForm('/api/services/updateService', fields);

describe('guards', () => {
  test.each(['/api/products/list', '/api/services/list', '/api/category/getCategoryList'])(
    '%s: 403 without session, 401 without organization, 402 without plan',
    async (path) => {
      const { anonymous, noOrganization, noPlan } = await guardAnswers(ctx, path);
      expect(anonymous.status).toBe(403);
      expectAnswer(noOrganization, 401, {
        error: 401,
        message: "Vous n'avez pas de'organisation",
      });
      expectAnswer(noPlan, 402, { message: 'Payment required' });
    },
  );
});

describe('categories and sub-categories', () => {
  test('create both types, list, update, delete, with the spec payloads', async () => {
    const m = await member();
    const category = await m.api.post('/api/category/createCategory').send({
      category_id: -1,
      sub_category_id: -1,
      name: '  Sonorisation ',
      description: 'Enceintes et tables de mixage',
      type: 'category',
    });
    expectAnswer(category, 201, {
      message: 'Catégorie créée avec succès',
      category: {
        category_id: expect.any(Number),
        name: 'Sonorisation',
        description: 'Enceintes et tables de mixage',
      },
    });
    const categoryId = category.body.category.category_id as number;

    const sub = await m.api.post('/api/category/createCategory').send({
      category_id: categoryId,
      sub_category_id: -1,
      name: 'Enceintes',
      type: 'sub_category',
    });
    expectAnswer(sub, 201, {
      message: 'Sous-catégorie créée avec succès',
      subCategory: {
        sub_category_id: expect.any(Number),
        name: 'Enceintes',
        description: '',
        category_id: categoryId,
      },
    });
    const subId = sub.body.subCategory.sub_category_id as number;

    // Without type, a category; -1 as parent means none.
    const lighting = await m.api.post('/api/category/createCategory').send({ name: 'Lumière' });
    expect(lighting.body.category.name).toBe('Lumière');
    const loose = await m.api
      .post('/api/category/createCategory')
      .send({ category_id: -1, name: 'Accessoires', type: 'sub_category' });
    expect(loose.body.subCategory.category_id).toBeNull();

    const list = await m.api.get('/api/category/getCategoryList');
    expectAnswer(list, 200, {
      categorys: [lighting.body.category, category.body.category],
      subCategories: [loose.body.subCategory, sub.body.subCategory],
    });

    const renamed = await m.api
      .put('/api/category/updateCategory')
      .send({ category_id: categoryId, name: 'Son', description: '', type: 'category' });
    expectAnswer(renamed, 200, {
      message: 'Catégorie modifiée avec succès',
      category: { category_id: categoryId, name: 'Son', description: '' },
    });

    // The web sends the sub-category's id in both category_id and sub_category_id.
    const subRenamed = await m.api.put('/api/category/updateCategory').send({
      category_id: subId,
      sub_category_id: subId,
      name: 'Enceintes actives',
      description: 'Avec ampli',
      type: 'sub_category',
    });
    expect(subRenamed.body).toEqual({
      message: 'Sous-catégorie modifiée avec succès',
      subCategory: {
        sub_category_id: subId,
        name: 'Enceintes actives',
        description: 'Avec ampli',
        category_id: categoryId,
      },
    });

    const subDeleted = await m.api.delete(
      `/api/category/deleteCategory?category_id=${subId}&type=sub_category`,
    );
    expectAnswer(subDeleted, 200, { message: 'Sous-catégorie supprimée avec succès' });
    const deleted = await m.api.delete(
      `/api/category/deleteCategory?category_id=${categoryId}&type=category`,
    );
    expect(deleted.body).toEqual({ message: 'Catégorie supprimée avec succès' });
    const after = await m.api.get('/api/category/getCategoryList');
    expect(after.body.categorys).toHaveLength(1);
    expect(after.body.subCategories).toHaveLength(1);
  });

  test('updating a sub-category never reads its id as a new parent', async () => {
    const m = await member();
    const parent = await createCategory(ctx.db, orgOf(m));
    // A category and a sub-category that share a number, and a sub-category with no twin.
    const twin = await createCategory(ctx.db, orgOf(m), { category_id: 900_001 });
    const sub = await createSubCategory(ctx.db, orgOf(m), {
      sub_category_id: twin.category_id,
      category_id: parent.category_id,
    });
    const single = await createSubCategory(ctx.db, orgOf(m), {
      sub_category_id: 900_002,
      category_id: parent.category_id,
    });
    for (const id of [sub.sub_category_id, single.sub_category_id]) {
      const res = await m.api.put('/api/category/updateCategory').send({
        category_id: id,
        sub_category_id: id,
        name: 'Renommée',
        description: '',
        type: 'sub_category',
      });
      expect(res.status).toBe(200);
      expect(res.body.subCategory).toEqual({
        sub_category_id: id,
        name: 'Renommée',
        description: '',
        category_id: parent.category_id,
      });
    }
  });

  test.each([
    [
      'createCategory',
      'post',
      { name: '', type: 'category' },
      'Veuillez saisir le nom de la catégorie.',
    ],
    ['createCategory', 'post', { type: 'sub_category' }, 'Veuillez saisir le nom de la catégorie.'],
    [
      'createCategory',
      'post',
      { name: '   ', type: 'category' },
      'Veuillez saisir le nom de la catégorie.',
    ],
    [
      'createCategory',
      'post',
      { name: 'x'.repeat(201) },
      'Ce nom ne peut dépasser 200 caractères.',
    ],
    [
      'createCategory',
      'post',
      { name: 'X', description: 'd'.repeat(2001) },
      'La description ne peut dépasser 2 000 caractères.',
    ],
    [
      'createCategory',
      'post',
      { name: 'X', type: 'autre' },
      'Le type doit être category ou sub_category.',
    ],
    [
      'createCategory',
      'post',
      { name: 'X', type: 'sub_category', category_id: 'abc' },
      'Catégorie introuvable.',
    ],
    [
      'updateCategory',
      'put',
      { category_id: -1, name: 'X', type: 'category' },
      "ID de l'utilisateur non spécifié.",
    ],
    ['updateCategory', 'put', { name: 'X', type: 'category' }, "ID de l'utilisateur non spécifié."],
    [
      'updateCategory',
      'put',
      { category_id: 'abc', name: 'X', type: 'sub_category' },
      "ID de l'utilisateur non spécifié.",
    ],
    [
      'updateCategory',
      'put',
      { category_id: 1, name: '', type: 'category' },
      'Veuillez saisir le nom de la catégorie.',
    ],
    [
      'updateCategory',
      'put',
      { category_id: 1, name: 'X', type: 'sous' },
      'Le type doit être category ou sub_category.',
    ],
  ] as const)('%s %j → 400', async (path, method, body, message) => {
    const m = await member();
    const res = await m.api[method](`/api/category/${path}`).send(body);
    expectFailure(res, 400, message);
    expect(await ctx.db.category.count(whereOrgOf(m))).toBe(0);
    expect(await ctx.db.subCategory.count(whereOrgOf(m))).toBe(0);
  });

  test.each([
    ['', "ID de l'utilisateur non spécifié."],
    ['category_id=-1&type=category', "ID de l'utilisateur non spécifié."],
    ['category_id=1&type=autre', 'Le type doit être category ou sub_category.'],
  ])('deleteCategory?%s → 400', async (query, message) => {
    const m = await member();
    const res = await m.api.delete(`/api/category/deleteCategory?${query}`);
    expectFailure(res, 400, message);
  });

  test('another organization’s category or sub-category behaves like a missing one', async () => {
    const owner = await member();
    const category = await createCategory(ctx.db, orgOf(owner), { name: 'Sonorisation' });
    const sub = await createSubCategory(ctx.db, orgOf(owner), { name: 'Enceintes' });
    const stranger = await member();
    const cases = [
      [category.category_id, sub.sub_category_id],
      [2_147_483_000, 2_147_483_001],
    ] as const;
    for (const [categoryId, subId] of cases) {
      for (const [type, id, message] of [
        ['category', categoryId, 'Catégorie introuvable.'],
        ['sub_category', subId, 'Sous-catégorie introuvable.'],
      ] as const) {
        const update = await stranger.api
          .put('/api/category/updateCategory')
          .send({ category_id: id, name: 'Piraté', type });
        expectFailure(update, 404, message);
        const deleted = await stranger.api.delete(
          `/api/category/deleteCategory?category_id=${id}&type=${type}`,
        );
        expectFailure(deleted, 404, message);
      }
      const asParent = await stranger.api
        .post('/api/category/createCategory')
        .send({ category_id: categoryId, name: 'Sous', type: 'sub_category' });
      expectFailure(asParent, 404, 'Catégorie introuvable.', 'category_id');
    }
    const list = await stranger.api.get('/api/category/getCategoryList');
    expect(list.body).toEqual({ categorys: [], subCategories: [] });
    expect(
      (await ctx.db.category.findUniqueOrThrow({ where: { category_id: category.category_id } }))
        .name,
    ).toBe('Sonorisation');
    expect(
      (
        await ctx.db.subCategory.findUniqueOrThrow({
          where: { sub_category_id: sub.sub_category_id },
        })
      ).name,
    ).toBe('Enceintes');
  });

  test('a category or sub-category used by a product cannot be deleted (409)', async () => {
    const { m, category } = await memberWithCategory();
    const sub = await createSubCategory(ctx.db, orgOf(m));
    const product = await createProduct(ctx.db, orgOf(m), {
      category_id: category.category_id,
      sub_category_id: sub.sub_category_id,
    });
    const categoryRes = await m.api.delete(
      `/api/category/deleteCategory?category_id=${category.category_id}&type=category`,
    );
    expectFailure(categoryRes, 409, MSG_CATEGORY_IN_USE);
    const subRes = await m.api.delete(
      `/api/category/deleteCategory?category_id=${sub.sub_category_id}&type=sub_category`,
    );
    expectFailure(subRes, 409, MSG_SUB_CATEGORY_IN_USE);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { product_id: product.product_id } }))
        .sub_category_id,
    ).toBe(sub.sub_category_id);
  });

  test('a product saved while the delete runs is counted: 409, never a broken product', async () => {
    const { m, category } = await memberWithCategory();
    const sub = await createSubCategory(ctx.db, orgOf(m));
    const other = await createSubCategory(ctx.db, orgOf(m));
    const saveProduct = (subCategoryId: number) => (tx: Prisma.TransactionClient) =>
      tx.product.create({
        data: {
          organization_id: orgOf(m),
          name: 'Arrivé pendant la suppression',
          price_cents: 100,
          stock: 1,
          category_id: category.category_id,
          sub_category_id: subCategoryId,
        },
      });
    const races = [
      [
        sub.sub_category_id,
        `category_id=${category.category_id}&type=category`,
        MSG_CATEGORY_IN_USE,
      ],
      [
        other.sub_category_id,
        `category_id=${other.sub_category_id}&type=sub_category`,
        MSG_SUB_CATEGORY_IN_USE,
      ],
    ] as const;
    for (const [subCategoryId, query, message] of races) {
      const res = await whileUncommitted(ctx.db, saveProduct(subCategoryId), () =>
        m.api.delete(`/api/category/deleteCategory?${query}`),
      );
      expectFailure(res, 409, message);
    }
    // The sub-category kept its product: a delete that went through would have emptied it.
    expect(await ctx.db.product.count({ where: { sub_category_id: other.sub_category_id } })).toBe(
      1,
    );
  });
});

describe('products', () => {
  test('add with an image, list, image download, update, replace the image, delete', async () => {
    const { m, category } = await memberWithCategory();
    const sub = await createSubCategory(ctx.db, orgOf(m));
    const added = await addProduct(
      m,
      productFields(category, {
        name: 'Enceinte 500 W',
        price: '45,50',
        subCategory_id: String(sub.sub_category_id),
        stock: '4',
      }),
      { bytes: PNG, name: 'enceinte.png' },
    );
    expectAnswer(added, 201, {
      message: 'Produit ajouté avec succès',
      product: {
        product_id: expect.any(Number),
        name: 'Enceinte 500 W',
        price: 45.5,
        category_id: category.category_id,
        subCategory_id: sub.sub_category_id,
        stock: 4,
        image: expect.stringMatching(/^\/api\/products\/getProductImage\?product_id=\d+&v=\d+$/),
        tva_rate: 21,
        discount: 0,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const id = added.body.product.product_id as number;
    const stored = await ctx.db.product.findUniqueOrThrow({ where: { product_id: id } });
    expect(stored.price_cents).toBe(4550);

    const image = await binary(m.api.get(added.body.product.image));
    expectServedFile(image, 'image/png', PNG, /^inline; filename="enceinte.png"/);

    const list = await m.api.get('/api/products/list');
    expectAnswer(list, 200, { products: [added.body.product] });

    // FormData of an unset sub-category sends "undefined"; without a file the image stays.
    const updated = await updateProduct(
      m,
      productFields(category, {
        productId: String(id),
        name: 'Enceinte 600 W',
        price: '50',
        subCategory_id: 'undefined',
        stock: '6',
      }),
    );
    expectAnswer(updated, 200, {
      message: 'Produit modifié avec succès',
      product: {
        ...added.body.product,
        name: 'Enceinte 600 W',
        price: 50,
        subCategory_id: null,
        stock: 6,
        updated_at: expect.any(String),
      },
    });

    const replaced = await updateProduct(
      m,
      productFields(category, {
        productId: String(id),
        name: 'Enceinte 600 W',
        price: '50',
        stock: '6',
      }),
      { bytes: PNG_2, name: 'nouvelle.png' },
    );
    expect(replaced.body.product.image).not.toBe(added.body.product.image);
    const newImage = await binary(m.api.get(replaced.body.product.image));
    expect(Buffer.compare(newImage.body as Buffer, PNG_2)).toBe(0);
    expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(1);

    const removed = await m.api.delete(`/api/products/removeProduct?product_id=${id}`);
    expectAnswer(removed, 200, { message: 'Produit supprimé avec succès' });
    expect(await ctx.db.product.count({ where: { product_id: id } })).toBe(0);
    expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(0);
  });

  test('a product without image has image null and its image call answers 404', async () => {
    const { m, res: added } = await newMemberAddsProduct({
      name: 'Câble XLR',
      price: '0',
      subCategory_id: '-1',
      stock: '0',
    });
    expectRecord(added, 201, 'product', {
      image: null,
      price: 0,
      stock: 0,
      subCategory_id: null,
    });
    const image = await m.api.get(
      `/api/products/getProductImage?product_id=${added.body.product.product_id}`,
    );
    expectFailure(image, 404, "Ce produit n'a pas d'image.");
  });

  test.each([
    [{ name: '' }, 'Veuillez saisir le nom du produit.'],
    [{ name: 'undefined' }, 'Veuillez saisir le nom du produit.'],
    [{ name: 'x'.repeat(201) }, 'Ce nom ne peut dépasser 200 caractères.'],
    [{ price: '' }, 'Veuillez saisir le prix du produit.'],
    [{ price: 'null' }, 'Veuillez saisir le prix du produit.'],
    [{ price: '-3' }, MSG_PRICE_INVALID],
    [{ price: 'NaN' }, MSG_PRICE_INVALID],
    [{ price: '12.345' }, MSG_PRICE_INVALID],
    [{ price: '1e3' }, MSG_PRICE_INVALID],
    [{ price: '10000000' }, MSG_PRICE_INVALID],
    [{ category_id: '' }, 'Veuillez choisir une catégorie.'],
    [{ category_id: '-1' }, 'Veuillez choisir une catégorie.'],
    [{ category_id: 'abc' }, 'Veuillez choisir une catégorie.'],
    [{ subCategory_id: '2.5' }, 'Sous-catégorie introuvable.'],
    [{ stock: '' }, 'Veuillez saisir le stock du produit.'],
    [{ stock: '2.5' }, MSG_STOCK_INVALID],
    [{ stock: '-1' }, MSG_STOCK_INVALID],
    [{ stock: '10000000' }, MSG_STOCK_INVALID],
    [{ tva_rate: '150' }, 'Le taux de TVA doit être compris entre 0 et 100.'],
    [{ discount: '-1' }, 'La remise doit être un nombre positif avec 2 décimales au plus.'],
    [{ discount: '10000000' }, 'La remise doit être un nombre positif avec 2 décimales au plus.'],
  ])('addProduct %j → 400 naming the field, nothing created', async (overrides, message) => {
    const { m, res } = await newMemberAddsProduct(overrides);
    expectFailure(res, 400, message, Object.keys(overrides)[0]);
    expect(await ctx.db.product.count(whereOrgOf(m))).toBe(0);
  });

  test('optional VAT rate and discount are read when sent, with a decimal comma', async () => {
    const { res } = await newMemberAddsProduct({
      name: 'Livre',
      price: '19,99',
      stock: '12',
      tva_rate: '5,5',
      discount: '2.5',
    });
    expectRecord(res, 201, 'product', { price: 19.99, tva_rate: 5.5, discount: 2.5 });
  });

  test('the default VAT rate of a product is kept by an update that leaves it out (issue #30)', async () => {
    const { m, res } = await newMemberAddsProduct({ tva_rate: '6' });
    expectRecord(res, 201, 'product', { tva_rate: 6 });
    const { product_id, category_id } = res.body.product as {
      product_id: number;
      category_id: number;
    };
    const renamed = await updateProduct(m, {
      ...productFields({ category_id }, { name: 'Micro HF' }),
      productId: String(product_id),
    });
    expectRecord(renamed, 200, 'product', { name: 'Micro HF', tva_rate: 6 });
    const changed = await updateProduct(m, {
      ...productFields({ category_id }, { tva_rate: '12' }),
      productId: String(product_id),
    });
    expectRecord(changed, 200, 'product', { tva_rate: 12 });
  });

  test.each([
    ['updateProduct without productId', { productId: '' }],
    ['updateProduct with productId -1', { productId: '-1' }],
  ])('%s → 400', async (_label, overrides) => {
    const { m, category } = await memberWithCategory();
    const res = await updateProduct(m, productFields(category, overrides));
    expectFailure(res, 400, 'ID du produit non spécifié.');
  });

  test.each(['/api/products/removeProduct', '/api/products/getProductImage?product_id=x'])(
    '%s without a valid product_id → 400',
    async (path) => {
      const m = await member();
      const res = path.startsWith('/api/products/remove')
        ? await m.api.delete(path)
        : await m.api.get(path);
      expectFailure(res, 400, 'ID du produit non spécifié.');
    },
  );

  test('another organization’s product, category or sub-category behaves like a missing one', async () => {
    const owner = await member();
    const ownerCategory = await createCategory(ctx.db, orgOf(owner));
    const ownerSub = await createSubCategory(ctx.db, orgOf(owner));
    const product = await createProduct(ctx.db, orgOf(owner), {
      name: 'Micro',
      category_id: ownerCategory.category_id,
    });
    const stranger = await member();
    const own = await createCategory(ctx.db, orgOf(stranger));

    const fields = { name: 'Micro', price: '10', stock: '3' };
    // The refusal names the field that points at the missing category.
    for (const [body, message, field] of [
      [{ category_id: String(ownerCategory.category_id) }, 'Catégorie introuvable.', 'category_id'],
      [
        { category_id: String(own.category_id), subCategory_id: String(ownerSub.sub_category_id) },
        'Sous-catégorie introuvable.',
        'subCategory_id',
      ],
    ] as const) {
      const add = await addProduct(stranger, { ...fields, ...body });
      expectFailure(add, 404, message, field);
      const mine = await createProduct(ctx.db, orgOf(stranger), { category_id: own.category_id });
      const update = await updateProduct(stranger, {
        productId: String(mine.product_id),
        ...fields,
        ...body,
      });
      expectFailure(update, 404, message, field);
    }

    await expectForeignLikeMissing(product.product_id, 'Produit introuvable.', [
      (id) =>
        updateProduct(stranger, {
          productId: String(id),
          ...fields,
          category_id: String(own.category_id),
        }),
      (id) => stranger.api.delete(`/api/products/removeProduct?product_id=${id}`),
      (id) => stranger.api.get(`/api/products/getProductImage?product_id=${id}`),
    ]);
    const list = await stranger.api.get('/api/products/list');
    expect(list.body.products.map((p: { name: string }) => p.name)).not.toContain('Micro');
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { product_id: product.product_id } })).name,
    ).toBe('Micro');
  });

  test('a product on a quote or a sale cannot be deleted (409)', async () => {
    const m = await member();
    const client = await createClient(ctx.db, orgOf(m));
    const onQuote = await createProduct(ctx.db, orgOf(m));
    const onSale = await createProduct(ctx.db, orgOf(m));
    await createQuote(ctx.db, orgOf(m), client.client_id, { productIds: [onQuote.product_id] });
    await createSale(ctx.db, orgOf(m), client.client_id, [onSale.product_id]);
    for (const product of [onQuote, onSale]) {
      const res = await m.api.delete(
        `/api/products/removeProduct?product_id=${product.product_id}`,
      );
      expectFailure(
        res,
        409,
        'Ce produit figure sur des devis ou des ventes : il ne peut pas être supprimé.',
      );
    }
    expect(await ctx.db.product.count(whereOrgOf(m))).toBe(2);
  });

  test('a quote line added while the product or service is deleted is counted: 409', async () => {
    const m = await member();
    const client = await createClient(ctx.db, orgOf(m));
    const quote = await createQuote(ctx.db, orgOf(m), client.client_id);
    const product = await createProduct(ctx.db, orgOf(m));
    const service = await createService(ctx.db, orgOf(m));
    const line = {
      organization_id: orgOf(m),
      quote_id: quote.quote_id,
      quantity: 1,
      price_cents: 1000,
      tva_rate: 21,
      position: 0,
    };
    const races: [(tx: Prisma.TransactionClient) => Promise<unknown>, string, string][] = [
      [
        (tx) => tx.quoteProduct.create({ data: { ...line, product_id: product.product_id } }),
        `/api/products/removeProduct?product_id=${product.product_id}`,
        'Ce produit figure sur des devis ou des ventes : il ne peut pas être supprimé.',
      ],
      [
        (tx) => tx.quoteService.create({ data: { ...line, service_id: service.service_id } }),
        `/api/services/removeService?service_id=${service.service_id}`,
        'Ce service figure sur des devis : il ne peut pas être supprimé.',
      ],
    ];
    for (const [addLine, path, message] of races) {
      const res = await whileUncommitted(ctx.db, addLine, () => m.api.delete(path));
      expectFailure(res, 409, message);
    }
    expect(await ctx.db.product.count({ where: { product_id: product.product_id } })).toBe(1);
    expect(await ctx.db.service.count({ where: { service_id: service.service_id } })).toBe(1);
  });

  test('a category deleted while the product is saved answers 404, not a broken product', async () => {
    const { m, category } = await memberWithCategory();
    const res = await whileUncommitted(
      ctx.db,
      (tx) => tx.category.delete({ where: { category_id: category.category_id } }),
      () => addProduct(m, productFields(category)),
    );
    expectFailure(res, 404, 'Catégorie introuvable.');
    expect(await ctx.db.product.count(whereOrgOf(m))).toBe(0);
  });

  test.each(REFUSED_IMAGES)(
    '%s is refused and nothing is created',
    async (_label, bytes, name, status, message) => {
      const { m, res } = await newMemberAddsProduct({}, { bytes, name });
      expectFailure(res, status, message);
      expect(await ctx.db.product.count(whereOrgOf(m))).toBe(0);
      expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(0);
    },
  );
});

describe('services', () => {
  test('add, list, update, delete (multipart as the spec sends it)', async () => {
    const m = await member();
    const added = await addService(m, {
      name: 'Montage du chapiteau',
      description: 'Deux personnes, une demi-journée',
      price: '180,50',
    });
    expectAnswer(added, 201, {
      message: 'Service ajouté avec succès',
      service: {
        service_id: expect.any(Number),
        name: 'Montage du chapiteau',
        description: 'Deux personnes, une demi-journée',
        price: 180.5,
        duration: null,
        tva_rate: 21,
        discount: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = added.body.service.service_id as number;
    const list = await m.api.get('/api/services/list');
    expectAnswer(list, 200, { services: [added.body.service] });

    const updated = await updateService(m, {
      serviceId: String(id),
      name: 'Montage du chapiteau',
      description: 'Trois personnes',
      price: '240',
    });
    expectAnswer(updated, 200, {
      message: 'Service modifié avec succès',
      service: {
        ...added.body.service,
        description: 'Trois personnes',
        price: 240,
        updated_at: expect.any(String),
      },
    });

    const removed = await m.api.delete(`/api/services/removeService?service_id=${id}`);
    expectAnswer(removed, 200, { message: 'Service supprimé avec succès' });
    expect(await ctx.db.service.count({ where: { service_id: id } })).toBe(0);
  });

  test('JSON bodies with numbers work too, with duration, VAT rate and discount', async () => {
    const m = await member();
    const res = await m.api.post('/api/services/addService').send({
      name: 'Sonorisation',
      description: 'Technicien',
      price: 90.5,
      duration: 120,
      tva_rate: 6,
      discount: 10,
    });
    expectRecord(res, 201, 'service', {
      price: 90.5,
      duration: 120,
      tva_rate: 6,
      discount: 10,
    });
  });

  test('prices go up to 9 999 999,99 €; a larger JSON number is refused, never a 500', async () => {
    const m = await member();
    const body = { name: 'Chapiteau géant', description: 'Montage compris' };
    const largest = await m.api
      .post('/api/services/addService')
      .send({ ...body, price: 9_999_999.99 });
    expect(largest.status).toBe(201);
    expect(largest.body.service.price).toBe(9_999_999.99);
    const tooLarge = await m.api
      .post('/api/services/addService')
      .send({ ...body, price: 30_000_000 });
    expectFailure(tooLarge, 400, MSG_PRICE_INVALID);
  });

  test.each([
    [{ name: '' }, 'Veuillez saisir le nom du service.'],
    [{ description: '' }, 'Veuillez saisir la description du service.'],
    [{ description: 'd'.repeat(2001) }, 'La description ne peut dépasser 2 000 caractères.'],
    [{ price: '' }, 'Veuillez saisir le prix du service.'],
    [{ price: '-1' }, MSG_PRICE_INVALID],
    [{ price: '1,234' }, MSG_PRICE_INVALID],
    [{ duration: '1.5' }, 'La durée doit être un nombre entier positif.'],
    [{ tva_rate: '-6' }, 'Le taux de TVA doit être compris entre 0 et 100.'],
  ])('addService %j → 400 naming the field, nothing created', async (overrides, message) => {
    const m = await member();
    const res = await addService(m, {
      name: 'Montage',
      description: 'Deux personnes',
      price: '100',
      ...overrides,
    });
    expectFailure(res, 400, message, Object.keys(overrides)[0]);
    expect(await ctx.db.service.count(whereOrgOf(m))).toBe(0);
  });

  test('update and delete without a valid id → 400', async () => {
    const m = await member();
    const update = await updateService(m, {
      serviceId: '-1',
      name: 'n',
      description: 'd',
      price: '1',
    });
    expectFailure(update, 400, 'ID du service non spécifié.');
    const deleted = await m.api.delete('/api/services/removeService?service_id=abc');
    expectFailure(deleted, 400, 'ID du service non spécifié.');
  });

  test('another organization’s service behaves like a missing one', async () => {
    const owner = await member();
    const service = await createService(ctx.db, orgOf(owner), { name: 'Montage' });
    const stranger = await member();
    await expectForeignLikeMissing(service.service_id, 'Service introuvable.', [
      (id) =>
        updateService(stranger, {
          serviceId: String(id),
          name: 'Piraté',
          description: 'd',
          price: '1',
        }),
      (id) => stranger.api.delete(`/api/services/removeService?service_id=${id}`),
    ]);
    const list = await stranger.api.get('/api/services/list');
    expect(list.body).toEqual({ services: [] });
    expect(
      (await ctx.db.service.findUniqueOrThrow({ where: { service_id: service.service_id } })).name,
    ).toBe('Montage');
  });

  test('a service on a quote cannot be deleted (409)', async () => {
    const m = await member();
    const client = await createClient(ctx.db, orgOf(m));
    const service = await createService(ctx.db, orgOf(m));
    await createQuote(ctx.db, orgOf(m), client.client_id, { serviceIds: [service.service_id] });
    const res = await m.api.delete(`/api/services/removeService?service_id=${service.service_id}`);
    expectFailure(res, 409, 'Ce service figure sur des devis : il ne peut pas être supprimé.');
  });
});

describe('plan limits', () => {
  test.each([
    {
      limit: 50,
      things: 'produits',
      /** Fills the organization up to `count` products; the fields of one more. */
      fill: async (m: Member, count: number): Promise<Fields> => {
        const category = await createCategory(ctx.db, orgOf(m));
        await ctx.db.product.createMany({
          data: Array.from({ length: count }, (_, i) => ({
            organization_id: orgOf(m),
            name: `P${i}`,
            price_cents: 100,
            category_id: category.category_id,
            stock: 1,
          })),
        });
        return productFields(category, { name: 'Produit' });
      },
      add: addProduct,
      count: (m: Member) => ctx.db.product.count(whereOrgOf(m)),
    },
    {
      limit: 20,
      things: 'services',
      fill: async (m: Member, count: number): Promise<Fields> => {
        await ctx.db.service.createMany({
          data: Array.from({ length: count }, (_, i) => ({
            organization_id: orgOf(m),
            name: `S${i}`,
            description: 'd',
            price_cents: 100,
          })),
        });
        return { name: 'n', description: 'd', price: '1' };
      },
      add: addService,
      count: (m: Member) => ctx.db.service.count(whereOrgOf(m)),
    },
  ])('the Essentiel plan stops at $limit $things', async ({ limit, things, fill, add, count }) => {
    const m = await member({ plan: 'Essentiel' });
    const fields = await fill(m, limit - 1);
    expect((await add(m, fields)).status).toBe(201);
    const oneTooMany = await add(m, fields);
    expectFailure(
      oneTooMany,
      409,
      expect.stringMatching(
        new RegExp(`^Limite de votre abonnement Essentiel atteinte : ${limit} ${things}`),
      ),
    );
    expect(await count(m)).toBe(limit);
  });
});

test('an organization without plan gets 402 from a creating call too', async () => {
  const unpaid = await unpaidMember(ctx);
  const res = await unpaid.api
    .post('/api/services/addService')
    .send({ name: 'n', description: 'd', price: 1 });
  expect(res.status).toBe(402);
  expect(await ctx.db.service.count({ where: { organization_id: unpaid.id } })).toBe(0);
});
