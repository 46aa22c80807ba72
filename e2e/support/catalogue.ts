import type { APIRequestContext } from '@playwright/test';
import { ok } from './organization.js';

/** Catalogue and clients of the test's organization, made through the API. */

export async function createClient(request: APIRequestContext, client_name: string) {
  await ok(await request.post('/api/clients/createClient', { data: { client_name } }));
  return client_name;
}

/** Products of one new category: [name, price as typed (decimal comma), stock]. */
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
  for (const [name, price, stock] of products) {
    await ok(
      await request.post('/api/products/addProduct', {
        multipart: { name, price, category_id, stock },
      }),
    );
  }
}
