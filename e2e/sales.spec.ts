import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { addProducts, createClient } from './support/catalogue.js';
import { signedInOrganization } from './support/organization.js';
import { choose } from './support/inputs.js';
import { expect, test } from './support/test.js';

/** A client and two products with stock, through the API. */
async function catalogue(request: APIRequestContext, id: string) {
  const clientName = await createClient(request, `Patro ${id}`);
  await addProducts(request, [
    ['Tente 3x3', '45,50', '4'],
    ['Banc brasserie', '3', '40'],
  ]);
  return { clientName };
}

async function expectStock(page: Page, product: string, stock: number) {
  await page.goto('/catalogue');
  await expect(page.getByRole('button', { name: `Modifier ${product}` })).toContainText(
    `Stock : ${stock}`,
  );
}

test('[ventes] une vente de deux produits : stock, modification, PDF, facture', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'ventes');
  const { clientName } = await catalogue(page.request, id);
  const saleName = `Fête du village ${id}`;
  await page.goto('/sales');

  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(saleName);
  await choose(page, 'Client', clientName);
  await choose(page, 'Produit 1', 'Tente 3x3');
  await page.getByLabel('Quantité du produit 1').fill('2');
  await page.getByRole('button', { name: '+ Ajouter un produit' }).click();
  await choose(page, 'Produit 2', 'Banc brasserie');
  await page.getByLabel('Quantité du produit 2').fill('10');

  // 45,50 × 2 + 3 × 10 = 121,00 HTVA; VAT 19,11 + 6,30.
  const totals = page.getByRole('region', { name: 'Totaux' });
  await expect(totals).toContainText(/Total HTVA\s*121,00\s€/);
  await expect(totals.getByRole('definition').last()).toHaveText(/^146,41\s€$/);
  await page.getByRole('button', { name: 'Créer une vente' }).click();
  await expect(page.getByText('Vente créée avec succès')).toBeVisible();
  // A blank form for the next sale.
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('');

  // The quantities left the stock.
  await expectStock(page, 'Tente 3x3', 2);
  await expect(page.getByRole('button', { name: 'Modifier Banc brasserie' })).toContainText(
    'Stock : 30',
  );

  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Liste' }).click();
  const row = page.getByRole('row').filter({ hasText: saleName });
  await expect(row).toContainText('146,41');
  await row.getByRole('button', { name: /^Modifier la vente/ }).click();
  await expect(page.getByRole('tab', { name: 'Modifier' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The sale holds 2 tents: 2 left in stock + 2 are available to it.
  await expect(page.getByText('Stock disponible : 4', { exact: true })).toBeVisible();
  await page.getByLabel('Quantité du produit 1').fill('3');
  await page.getByRole('button', { name: 'Modifier la vente', exact: true }).click();
  await expect(page.getByText('Vente modifiée avec succès')).toBeVisible();
  // Back on the list: 136,50 + 28,67 (VAT) + 36,30.
  await expect(page.getByRole('tab', { name: 'Liste' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('201,47');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Télécharger la vente/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^DEVIS-VEN-\d{4}-0001\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await expect(row.getByRole('button', { name: /^Supprimer la vente/ })).toBeVisible();
  await row.getByRole('button', { name: /^Créer la facture de la vente/ }).click();
  await expect(page.getByText('Facture créée avec succès')).toBeVisible();
  // The invoice made opens on its page (issue #30).
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Liste' }).click();
  // Invoiced: it can no longer be deleted, nor invoiced twice.
  await expect(row.getByRole('button', { name: /^Supprimer la vente/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Créer la facture de la vente/ })).toBeDisabled();

  await expectStock(page, 'Tente 3x3', 1);
  await page.getByRole('link', { name: 'Factures' }).first().click();
  const invoice = page.getByRole('row').filter({ hasText: clientName });
  await expect(invoice).toContainText('Vente');
  await expect(invoice).toContainText('201,47');
});

test('[ventes] sur téléphone, les lignes deviennent des cartes et la vente se supprime', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { id } = await signedInOrganization(page.request, 'ventes-mobile');
  const { clientName } = await catalogue(page.request, id);
  const saleName = `Brocante ${id}`;
  await page.goto('/sales');

  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(saleName);
  await choose(page, 'Client', clientName);
  await choose(page, 'Produit 1', 'Banc brasserie');
  // Labels show on the cards; nothing overflows the screen sideways.
  await expect(page.getByText('Quantité du produit 1')).toBeVisible();
  await page.getByLabel('Quantité du produit 1').fill('5');
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Créer une vente' }).click();
  await expect(page.getByText('Vente créée avec succès')).toBeVisible();

  await page.getByRole('tab', { name: 'Liste' }).click();
  const card = page.getByRole('row').filter({ hasText: saleName });
  await expect(card).toContainText('18,15');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: /^Supprimer la vente/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Vente supprimée avec succès')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Aucune vente sur cette période.')).toBeVisible();
  // Deleting gave the benches back.
  await expectStock(page, 'Banc brasserie', 40);
});
