import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Every page behind the session, as the navigation offers them. */
export const SIGNED_IN_PAGES = [
  // The member's home (issue #30).
  '/',
  '/quote',
  '/planning',
  '/accounting',
  '/catalogue',
  '/invoices',
  '/clients',
  '/events',
  '/organization',
  '/sales',
  '/profil',
];

/** The pages of one record of `organizationWithDocuments` (support/accessibility.ts). */
export const recordPages = (made: { clientId: number }) => [`/client/${made.clientId}`];

/**
 * The browser's sign of a session (apps/web/src/session/session-sign.ts), which the app sets
 * when it signs in itself: a session opened through the API has the cookie only, and `/` shows
 * the landing to a browser without the sign (the home once it has it).
 */
export const withSessionSign = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('session.active', 'true'));

/** Waits for the screen to be drawn: its title, no spinner, no request under way. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Opens `path`, then each of its tabs in turn, calling `check` on each state it shows. */
export async function visitWithTabs(
  page: Page,
  path: string,
  check: (state: string) => Promise<void>,
) {
  await withSessionSign(page);
  await page.goto(path);
  await settle(page);
  await check(path);
  const tabs = page.locator('main').getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let index = 1; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent()) ?? String(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // A tab loads its part of the screen (charts, lists) after the click: drawn once no spinner
    // is left, then nothing is under way.
    await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await check(`${path} › ${name}`);
  }
}
