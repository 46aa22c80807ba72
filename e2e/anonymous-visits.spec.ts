import type { Page } from '@playwright/test';
import { signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

/**
 * Everything the browser reports as going wrong while a page loads: console errors (Chromium
 * logs each failing request there) and the failing answers themselves.
 */
function recordFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    failures.push(`failed: ${new URL(request.url()).pathname} ${request.failure()?.errorText}`);
  });
  return failures;
}

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/forgotPassword',
  '/resetPassword/jeton-de-reinitialisation',
  '/payment/create',
  '/payment/modify',
];

for (const path of PUBLIC_PAGES) {
  test(`[session] une visite anonyme de ${path} ne fait échouer aucune requête`, async ({
    page,
  }) => {
    const failures = recordFailures(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });
}

test('[session] après la déconnexion, la page d’accueil et /login ne font échouer aucune requête', async ({
  page,
}) => {
  await signedInOrganization(page.request, 'anonyme-apres');
  await page.goto('/quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  // Signed in, / is the member's home, with the application's navigation.
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navigation).toBeVisible();

  await navigation.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navigation).toHaveCount(0);
  // The landing shown by the logout asks for the plans: let it finish, or the next navigation
  // cancels that request and the browser reports it as failed. The logout navigates inside the
  // page, so waitForLoadState('networkidle') returns at once: wait for the plans on screen.
  await expect(
    page
      .getByRole('region', { name: 'Nos formules' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Essentiel' }) }),
  ).toBeVisible();
  const failures = recordFailures(page);
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(failures).toEqual([]);
});
