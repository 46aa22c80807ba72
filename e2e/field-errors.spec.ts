// The server's refusal about a field is shown under that field, which gets the
// keyboard, not as a toast. The stock changes behind the form's back, so only the API can refuse.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addProducts, createClient } from './support/catalogue.js';
import { choose } from './support/inputs.js';
import { ok, signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

/** A client, a tent (stock 4) and chairs (stock 40), through the API. */
async function catalogue(request: APIRequestContext, id: string) {
  const clientName = await createClient(request, `Patro ${id}`);
  const [tentId, chairsId] = await addProducts(request, [
    ['Tente 3x3', '45,50', '4'],
    ['Chaise pliante', '1,50', '40'],
  ]);
  return { clientName, tentId: tentId!, chairsId: chairsId! };
}

/** Another user lowers a product's stock while the form is open. */
async function lowerStock(
  request: APIRequestContext,
  productId: number,
  stock: number,
  name = 'Tente 3x3',
) {
  const { products } = await ok<{ products: { product_id: number; category_id: number }[] }>(
    await request.get('/api/products/list'),
  );
  const tent = products.find((product) => product.product_id === productId)!;
  await ok(
    await request.post('/api/products/updateProduct', {
      multipart: {
        productId: String(productId),
        name,
        price: '45,50',
        category_id: String(tent.category_id),
        stock: String(stock),
      },
    }),
  );
}

/** The message under the control, which has the keyboard, and no toast saying it. */
async function expectUnder(page: Page, control: Locator, message: string) {
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
  await expect(page.getByRole('status').filter({ hasText: message })).toHaveCount(0);
}

/** The message under a product line, which has the keyboard, and no toast saying it. */
async function expectUnderTheLine(page: Page, message: string, line = 'Produit 1') {
  await expectUnder(page, page.getByRole('combobox', { name: line }), message);
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

test('[ventes] un stock baissé entre-temps : le refus du serveur sous la ligne du produit, qui a le clavier', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'ventes-refus');
  const { clientName, chairsId } = await catalogue(page.request, id);
  await page.goto('/sales');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Kermesse ${id}`);
  await choose(page, 'Client', clientName);
  await choose(page, 'Produit 1', 'Tente 3x3');
  await page.getByRole('button', { name: '+ Ajouter un produit' }).click();
  await choose(page, 'Produit 2', 'Chaise pliante');
  await page.getByLabel('Quantité du produit 2').fill('30');
  await lowerStock(page.request, chairsId, 5, 'Chaise pliante');
  await page.getByRole('button', { name: 'Créer une vente' }).click();
  await expectUnderTheLine(
    page,
    'Stock insuffisant pour « Chaise pliante » : 5 disponibles.',
    'Produit 2',
  );
  await expect(page.getByRole('combobox', { name: 'Produit 1' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
test('[catalogue] un nom de catégorie trop long : le refus du serveur sous Nom, qui a le clavier', async ({
  page,
}) => {
  await signedInOrganization(page.request, 'categorie-refus');
  await page.goto('/catalogue');
  await page.getByRole('tab', { name: 'Catégories' }).click();
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie' });
  const name = dialog.getByRole('textbox', { name: 'Nom' });
  await name.fill('Sonorisation '.repeat(16));
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectUnder(page, name, 'Ce nom ne peut dépasser 200 caractères.');
  await expect(dialog).toBeVisible();
});

test('[organisation] un email déjà pris par une autre organisation : le 409 sous le champ Email', async ({
  page,
  request,
}) => {
  const other = await signedInOrganization(request, 'autre-orga');
  await signedInOrganization(page.request, 'orga-refus');
  await page.goto('/organization');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: "Modifier l'organisation" });
  const email = form.getByRole('textbox', { name: "Email de l'organisation" });
  await email.fill(`org-autre-orga-${other.id}@exemple.test`);
  await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expectUnder(page, email, 'Une organisation utilise déjà cet email.');
});
