import type { APIRequestContext } from '@playwright/test';
import { ok } from './organization.js';

/** Catalogue and clients of the test's organization, made through the API. */

export async function createClient(request: APIRequestContext, client_name: string) {
  await createClientId(request, client_name);
  return client_name;
}

/** The same, answering the new client's id. */
export async function createClientId(request: APIRequestContext, client_name: string) {
  const created = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', { data: { client_name } }),
  );
  return created.client.client_id;
}

/**
 * Products of one new category: [name, price as typed (decimal comma), stock]. Answers their ids,
 * in the same order.
 */
export async function addProducts(
  request: APIRequestContext,
  products: readonly (readonly [name: string, price: string, stock: string])[],
) {
  const category = await ok<{ category: { category_id: number } }>(
    await request.post('/api/category/createCategory', {
      data: {
        category_id: -1,
        sub_category_id: -1,
        name: 'Matériel',
        description: '',
        type: 'category',
      },
    }),
  );
  const category_id = String(category.category.category_id);
  const ids: number[] = [];
  for (const [name, price, stock] of products) {
    const added = await ok<{ product: { product_id: number } }>(
      await request.post('/api/products/addProduct', {
        multipart: { name, price, category_id, stock },
      }),
    );
    ids.push(added.product.product_id);
  }
  return ids;
}
