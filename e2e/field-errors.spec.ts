// Issue #19: the server's refusal about a field is shown under that field, which gets the
// keyboard, not as a toast. The stock changes behind the form's back, so only the API can refuse.
import type { APIRequestContext, Page } from '@playwright/test';
import { addProducts, createClient } from './support/catalogue.js';
import { choose } from './support/inputs.js';
import { ok, signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

/** A client and a tent (stock 4), through the API. */
async function catalogue(request: APIRequestContext, id: string) {
  const clientName = await createClient(request, `Patro ${id}`);
  const [tentId] = await addProducts(request, [['Tente 3x3', '45,50', '4']]);
  return { clientName, tentId: tentId! };
}

/** Another user lowers the tent's stock while the form is open. */
async function lowerStock(request: APIRequestContext, productId: number, stock: number) {
  const { products } = await ok<{ products: { product_id: number; category_id: number }[] }>(
    await request.get('/api/products/list'),
  );
  const tent = products.find((product) => product.product_id === productId)!;
  await ok(
    await request.post('/api/products/updateProduct', {
      multipart: {
        productId: String(productId),
        name: 'Tente 3x3',
        price: '45,50',
        category_id: String(tent.category_id),
        stock: String(stock),
      },
    }),
  );
}

/** The message under the first product line, which has the keyboard, and no toast saying it. */
async function expectUnderTheLine(page: Page, message: string) {
  const line = page.getByRole('combobox', { name: 'Produit 1' });
  await expect(line).toBeFocused();
  await expect(line).toHaveAttribute('aria-invalid', 'true');
  await expect(line).toHaveAccessibleDescription(message);
  await expect(page.getByRole('status').filter({ hasText: message })).toHaveCount(0);
}

test('[devis] un stock baissé entre-temps : le refus du serveur sous la ligne, qui a le clavier', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'devis-refus');
  const { clientName, tentId } = await catalogue(page.request, id);
  await page.goto('/quote');
  await choose(page, 'Client', clientName);
  await page.getByLabel('Date de début').fill('12/06/2026');
  await page.getByLabel('Date de fin').fill('13/06/2026');
  await choose(page, 'Produit 1', 'Tente 3x3');
  await page.getByLabel('Quantité du produit 1').fill('3');
  await lowerStock(page.request, tentId, 1);
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expectUnderTheLine(page, 'La quantité de « Tente 3x3 » dépasse le stock disponible (1).');
});

test('[ventes] un stock baissé entre-temps : le refus du serveur sous la ligne, qui a le clavier', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'ventes-refus');
  const { clientName, tentId } = await catalogue(page.request, id);
  await page.goto('/sales');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Kermesse ${id}`);
  await choose(page, 'Client', clientName);
  await choose(page, 'Produit 1', 'Tente 3x3');
  await page.getByLabel('Quantité du produit 1').fill('3');
  await lowerStock(page.request, tentId, 1);
  await page.getByRole('button', { name: 'Créer une vente' }).click();
  await expectUnderTheLine(page, 'Stock insuffisant pour « Tente 3x3 » : 1 disponible.');
});
