import { signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

test.use({ viewport: { width: 390, height: 844 } });

test('[saisie] le calendrier français à 390 px : ouvrir, choisir un jour, le champ montre jj/mm/aaaa', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'calendrier');
  const name = `Kermesse ${id}`;
  await page.goto('/events');
  await page.getByRole('button', { name: 'Ajouter un événement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
  const date = dialog.getByRole('textbox', { name: 'Date' });
  await expect(date).toHaveAttribute('placeholder', 'jj/mm/aaaa');

  const toggle = dialog.getByRole('button', { name: 'Ouvrir le calendrier' });
  await toggle.click();
  const calendar = dialog.getByRole('dialog', { name: 'Calendrier' });
  await expect(calendar).toBeVisible();
  // French, whatever the browser's language, and the week starts on Monday.
  await expect(calendar.locator('.rdrWeekDay').first()).toHaveText('lun.');
  await expect(calendar.locator('.rdrWeekDay').last()).toHaveText('dim.');
  // Whole on a 390 px screen.
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await calendar.getByRole('combobox', { name: 'Année' }).selectOption('2027');
  await calendar.getByRole('combobox', { name: 'Mois' }).selectOption({ label: 'mars' });
  await calendar.locator('.rdrDay:not(.rdrDayPassive)').filter({ hasText: /^15$/ }).click();
  await expect(date).toHaveValue('15/03/2027');
  await expect(calendar).toBeHidden();
  await expect(date).toBeFocused();

  // Escape closes the calendar only, and the field stays typeable.
  await toggle.click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(date).toBeFocused();

  // Text that is no date says so under the field; the picked date is the one saved.
  await date.fill('31/02/2027');
  await date.blur();
  await expect(
    dialog.getByText('Date invalide : saisissez-la au format jj/mm/aaaa.'),
  ).toBeVisible();
  await date.fill('15032027');
  await date.blur();
  await expect(date).toHaveValue('15/03/2027');

  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByLabel('Lieu').fill('Parc');
  await dialog.getByLabel('Début').fill('10:00');
  await dialog.getByLabel('Fin').fill('18:00');
  await dialog.getByRole('button', { name: "Ajouter l'événement" }).click();
  await expect(page.getByText('Événement créé avec succès')).toBeVisible();
  await expect(page.getByText(name).locator('xpath=ancestor::tr')).toContainText('15/03/2027');
});

test.describe('[saisie] navigateur en anglais', () => {
  test.use({ locale: 'en-US' });

  test('[saisie] le calendrier reste français, jj/mm/aaaa et semaine du lundi, dans un navigateur en anglais', async ({
    page,
  }) => {
    await signedInOrganization(page.request, 'calendrier-en');
    await page.goto('/events');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
    const date = dialog.getByRole('textbox', { name: 'Date' });
    await expect(date).toHaveAttribute('placeholder', 'jj/mm/aaaa');

    // Typed day first: 3 April, not 4 March as an English reading would have it.
    await date.fill('03/04/2027');
    await date.blur();
    await expect(date).toHaveValue('03/04/2027');
    await dialog.getByRole('button', { name: 'Ouvrir le calendrier' }).click();
    const calendar = dialog.getByRole('dialog', { name: 'Calendrier' });
    await expect(
      calendar.getByRole('combobox', { name: 'Mois' }).locator('option:checked'),
    ).toHaveText('avril');
    await expect(calendar.locator('.rdrWeekDay').first()).toHaveText('lun.');
    await expect(calendar.locator('.rdrWeekDay').last()).toHaveText('dim.');
    // 1 April 2027 is a Thursday: three blank (passive) days of March come before it.
    const firstCell = calendar.locator('.rdrDay').first();
    await expect(firstCell).toHaveClass(/rdrDayPassive/);
    await expect(calendar.locator('.rdrDay:not(.rdrDayPassive)').first()).toHaveText('1');
    expect(
      await calendar
        .locator('.rdrDay')
        .evaluateAll((days) => days.findIndex((day) => !day.classList.contains('rdrDayPassive'))),
    ).toBe(3);

    await calendar.locator('.rdrDay:not(.rdrDayPassive)').filter({ hasText: /^20$/ }).click();
    await expect(date).toHaveValue('20/04/2027');
  });
});
