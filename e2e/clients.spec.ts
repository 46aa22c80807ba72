import { signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

test('[clients] créer, rechercher, modifier et supprimer un client', async ({ page }) => {
  const { id } = await signedInOrganization(page.request, 'clients');
  const name = `Comité ${id}`;
  await page.goto('/clients');
  await expect(
    page.getByText('Aucun client pour le moment : ajoutez votre premier client.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Email').fill(`comite-${id}@exemple.test`);
  await dialog.getByLabel('Numéro', { exact: true }).fill('+32-23456789');
  await dialog.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(page.getByText('Client créé avec succès')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(`comite-${id}@`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('+32-23456789');

  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await edit.getByLabel('TVA').fill('BE0999999999');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Numéro de TVA invalide')).toBeVisible();
  await expect(edit.getByLabel('TVA')).toBeFocused();
  await edit.getByLabel('TVA').fill('BE 0403.170.701');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Client modifié avec succès')).toBeVisible();
  await expect(row).toContainText('BE0403170701');

  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Client supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('[clients] une entreprise française garde son identité après rechargement', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'clients-fr');
  const name = `Librairie ${id}`;
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Pays').selectOption({ label: 'France' });
  await dialog.getByLabel('SIREN').fill('732 829 320');
  await dialog.getByLabel('Code postal').fill('75001');
  await dialog.getByLabel('Ville').fill('Paris');
  await dialog.getByLabel('TVA').fill('FR44732829320');
  await dialog.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(page.getByText('Client créé avec succès')).toBeVisible();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('75001 Paris');
  await expect(row).toContainText('FR44732829320');
  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await expect(edit.getByLabel('Type')).toHaveValue('company');
  await expect(edit.getByLabel('Pays')).toHaveValue('FR');
  await expect(edit.getByLabel('SIREN')).toHaveValue('732829320');
});
