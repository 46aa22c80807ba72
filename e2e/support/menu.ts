import type { Page } from '@playwright/test';

/** Opens the menu when it hides behind the burger (390 px). */
export async function openMenu(page: Page) {
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await burger.isVisible()) await burger.click();
}

/** Follows the main menu's link `label`, behind the burger on a phone. */
export async function followMenu(page: Page, label: string) {
  await openMenu(page);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: label })
    .click();
}
