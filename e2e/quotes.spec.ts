import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { addProducts, createClient } from './support/catalogue.js';
import { ok, signedInOrganization } from './support/organization.js';
import { choose } from './support/inputs.js';
import { expect, test } from './support/test.js';

/** A client, two products with stock and a service, through the API. */
async function catalogue(request: APIRequestContext, id: string) {
  const clientName = await createClient(request, `Patro ${id}`);
  await addProducts(request, [
    ['Tente 3x3', '45,50', '4'],
    ['Banc brasserie', '3', '40'],
  ]);
  await ok(
    await request.post('/api/services/addService', {
      multipart: { name: 'Livraison', description: 'Aller-retour', price: '60' },
    }),
  );
  return { clientName };
}

test('[devis] un devis de 3 jours : totaux, PDF, facture validée masquée jusqu’à « Afficher les factures validées »', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'devis');
  const { clientName } = await catalogue(page.request, id);
  await page.goto('/quote');

  await choose(page, 'Client', clientName);
  await page.getByLabel('Date de début').fill('12/06/2026');
  await page.getByLabel('Date de fin').fill('15/06/2026');
  await expect(page.getByLabel('Coefficient Journée')).toHaveValue('1,5');

  await choose(page, 'Produit 1', 'Tente 3x3');
  await page.getByLabel('Quantité du produit 1').fill('2');
  await page.getByLabel('Remise du produit 1').fill('10');
  await page.getByRole('button', { name: '+ Ajouter un produit' }).click();
  await choose(page, 'Produit 2', 'Banc brasserie');
  await page.getByLabel('Quantité du produit 2').fill('10');
  await choose(page, 'Service 1', 'Livraison');

  // 45,50 × 2 × 1,5 − 10 = 126,50; 3 × 10 × 1,5 = 45; 60 without coefficient: 231,50 HTVA.
  // VAT per line: 26,57 + 9,45 + 12,60 = 48,62.
  const totals = page.getByRole('region', { name: 'Totaux' });
  await expect(totals).toContainText(/Total HTVA\s*231,50\s€/);
  await expect(totals.getByRole('definition').last()).toHaveText(/^280,12\s€$/);

  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page.getByText('Devis créé avec succès')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Télécharger le PDF du devis DEV-\d{4}-0001$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^DEVIS_DEV-\d{4}-0001\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Liste' }).click();
  const row = page.getByRole('row').filter({ hasText: clientName });
  await expect(row).toContainText('280,12');
  await row.getByRole('button', { name: /^Créer la facture du devis/ }).click();
  await expect(page.getByText('Facture créée avec succès')).toBeVisible();
  // The invoice made opens on its page (issue #30).
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  // Invoiced: it can no longer be deleted.
  await page.goto('/quote');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(row.getByRole('button', { name: /^Télécharger le devis/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Supprimer le devis/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Factures' }).first().click();
  const invoice = page.getByRole('row').filter({ hasText: clientName });
  await expect(invoice).toContainText('Location');
  await expect(invoice).toContainText('280,12');
  await invoice.getByRole('button', { name: /^Valider la facture/ }).click();
  // Validation is irreversible: the screen asks first.
  await page
    .getByRole('alertdialog', { name: /^Valider la facture PROV-\d+$/ })
    .getByRole('button', { name: 'Valider la facture' })
    .click();
  await expect(page.getByText('Facture validée avec succès')).toBeVisible();
  // Just validated, it stays in the list until the page is left (the switch is still off).
  await expect(page.getByRole('row').filter({ hasText: clientName })).toContainText('Validée');
  await page.getByText('Afficher les factures validées').click();
  await expect(page.getByRole('row').filter({ hasText: clientName })).toContainText('Validée');

  // Its quote is frozen now: hidden from the quote list until « Afficher les devis terminés ».
  await page.goto('/quote');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByText('Aucun devis ne correspond.')).toBeVisible();
  await page.getByText('Afficher les devis terminés').click();
  const frozen = page.getByRole('row').filter({ hasText: clientName });
  await expect(frozen.getByRole('button', { name: /^Télécharger le devis/ })).toBeVisible();
  await expect(frozen.getByRole('button', { name: /^Modifier le devis/ })).toHaveCount(0);
  await expect(frozen.getByRole('button', { name: /^Créer la facture/ })).toHaveCount(0);
});

test('[devis] sur téléphone, les lignes deviennent des cartes et les totaux restent lisibles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { id } = await signedInOrganization(page.request, 'devis-mobile');
  await catalogue(page.request, id);
  await page.goto('/quote');
  await choose(page, 'Produit 1', 'Tente 3x3');
  // Labels show on the cards; nothing overflows the screen sideways.
  await expect(page.getByText('Quantité du produit 1')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('region', { name: 'Totaux' })).toContainText('55,06');
});
