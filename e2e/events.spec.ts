import { signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('[événements] créer avec une image, rechercher, télécharger l’image, modifier et supprimer', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'evenements');
  const name = `Marché ${id}`;
  await page.goto('/events');
  await page.getByRole('button', { name: 'Ajouter un événement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Lieu').fill('Grand-Place');
  await dialog.getByLabel('Date').fill('12/12/2026');
  await dialog.getByLabel('Début').fill('10:00');
  await dialog.getByLabel('Fin').fill('22:30');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'affiche.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByRole('button', { name: "Ajouter l'événement" }).click();
  await expect(page.getByText('Événement créé avec succès')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un événement' }).fill('grand-place');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('12/12/2026');
  await expect(row).toContainText('10:00');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Télécharger l'image de ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('affiche.png');

  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'événement" });
  await edit.getByLabel('Fin').fill('23:45');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Événement modifié avec succès')).toBeVisible();
  await expect(row).toContainText('23:45');

  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
