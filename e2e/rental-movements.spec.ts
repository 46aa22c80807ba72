// A quote's equipment goes out and comes back with one chair missing. The quote says
// who took it out and when, the missing chair in red, the list row carries the badge, and so do
// the rental on the planning and the product's days.
import { expectNoSeriousViolations } from './support/accessibility.js';
import { addProducts, createClient } from './support/catalogue.js';
import { signedInOrganization } from './support/organization.js';
import { choose, today } from './support/inputs.js';
import { expect, test } from './support/test.js';

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

test('[sortie et retour] un devis sort, revient avec une chaise manquante, et le dit', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'retour');
  const client = await createClient(page.request, `Patro ${id}`);
  await addProducts(page.request, [['Chaise pliante', '2,50', '20']]);

  await page.goto('/quote');
  await choose(page, 'Client', client);
  // From today, so that the planning opens on the rental.
  await page.getByLabel('Date de début').fill(frenchDate(today()));
  await page.getByLabel('Date de fin').fill(frenchDate(plusDays(today(), 2)));
  await choose(page, 'Produit 1', 'Chaise pliante');
  await page.getByLabel('Quantité du produit 1').fill('5');
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page.getByText('Devis créé avec succès')).toBeVisible();

  await page.getByRole('tab', { name: 'Liste' }).click();
  const row = page.getByRole('row').filter({ hasText: client });
  await row.getByRole('button', { name: /^Modifier le devis/ }).click();
  const movements = page.getByRole('region', { name: 'Sortie et retour' });
  await expect(movements).toContainText('Le matériel n’est pas encore sorti.');

  // Out today, by the signed-in member (prefilled), with a note.
  await movements.getByRole('button', { name: 'Marquer comme sorti' }).click();
  const departure = page.getByRole('dialog', { name: /^Marquer comme sorti/ });
  await expect(departure.getByLabel('Par')).toHaveValue('Trésorière');
  await departure.getByLabel('Note').fill('Camionnette');
  await departure.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Sortie enregistrée.')).toBeVisible();
  await expect(movements).toContainText(`Sorti le ${frenchDate(today())} par Trésorière`);

  // Back with 4 chairs out of 5, typed from the keyboard, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await movements.getByRole('button', { name: 'Enregistrer le retour' }).click();
  const giveBack = page.getByRole('dialog', { name: /^Enregistrer le retour/ });
  await expect(giveBack.getByRole('table', { name: 'Quantités retournées' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'Enregistrer le retour', '[role="dialog"]');
  const returned = giveBack.getByLabel('Quantité retournée de Chaise pliante');
  await expect(returned).toHaveValue('5');
  await returned.fill('4');
  await giveBack.getByLabel('Date de retour').fill(frenchDate(today()));
  await returned.press('Enter');
  await expect(page.getByText('Retour enregistré.')).toBeVisible();
  await expect(movements).toContainText(`Retourné le ${frenchDate(today())} par Trésorière`);
  await expect(movements.getByText('1 manquant(s) : Chaise pliante')).toBeVisible();

  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByRole('row').filter({ hasText: client })).toContainText('1 manquant(s)');

  // The planning says it too: a badge on the rental, the chair still held on the product.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/planning');
  await expect(page.getByRole('button', { name: 'Mois' })).toHaveClass(/rbc-active/);
  // Over a week's turn the calendar draws the rental in two boxes; each carries the badge.
  const rentalBox = page.locator('.rbc-event', { hasText: client }).first();
  await expect(rentalBox).toContainText('1 manquant(s)');
  await expect(rentalBox.locator('[title]')).toHaveAttribute(
    'title',
    /, 1 manquant\(s\) : Chaise pliante$/,
  );
  await page.getByRole('tab', { name: 'Produits' }).click();
  const chairs = page.getByRole('row', { name: /Chaise pliante/ });
  const todayCell = chairs.getByRole('cell').nth(Number(today().slice(8)) - 1);
  // Back today: the 4 chairs returned were out today, the missing one stays held.
  await expect(todayCell).toHaveText('5/201 manq. (dont 1 manquant(s))');
  await expect(todayCell).toHaveClass(/has-missing/);
  await expectNoSeriousViolations(page, '/planning › produits avec une unité manquante');
});
