import { signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('[catalogue] catégorie, sous-catégorie, produit avec image, filtres, modification et suppression', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'catalogue');
  await page.goto('/catalogue');
  await page.getByRole('tab', { name: 'Catégories' }).click();

  const create = async (kind: 'une catégorie' | 'une sous-catégorie', name: string) => {
    await page.getByRole('button', { name: `Ajouter ${kind}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom').fill(name);
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  };
  await create('une catégorie', `Sono ${id}`);
  await page.getByRole('button', { name: 'Sous-Catégorie' }).click();
  await create('une sous-catégorie', `Enceintes ${id}`);

  await page.getByRole('tab', { name: 'Produits' }).click();
  await page.getByRole('button', { name: /Ajouter un produit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau produit' });
  await dialog.getByLabel('Nom').fill(`Enceinte ${id}`);
  await dialog.getByLabel('Prix (€)').fill('45,50');
  await dialog
    .getByRole('combobox', { name: 'Catégorie', exact: true })
    .selectOption({ label: `Sono ${id}` });
  await dialog
    .getByRole('combobox', { name: 'Sous-catégorie', exact: true })
    .selectOption({ label: `Enceintes ${id}` });
  await dialog.getByLabel('Stock').fill('6');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'enceinte.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page.getByText('Produit ajouté avec succès')).toBeVisible();

  const card = page.getByRole('button', { name: `Modifier Enceinte ${id}` });
  await expect(card).toContainText('Stock : 6');
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 1);

  await page
    .getByRole('group', { name: 'Catégories' })
    .getByRole('checkbox', { name: `Sono ${id}` })
    .check();
  await page
    .getByRole('group', { name: 'Sous-catégories' })
    .getByRole('checkbox', { name: `Enceintes ${id}` })
    .check();
  await expect(card).toBeVisible();

  await card.click();
  const edit = page.getByRole('dialog', { name: 'Modifier le produit' });
  await edit.getByLabel('Stock').fill('9');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit modifié avec succès')).toBeVisible();
  await expect(card).toContainText('Stock : 9');

  await card.click();
  await page
    .getByRole('dialog', { name: 'Modifier le produit' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Produit supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('button', { name: `Modifier Enceinte ${id}` })).toHaveCount(0);
});
