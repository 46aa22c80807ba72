import { expect, test } from './support/test.js';

test('[accueil] la page d’accueil est en français et présente les formules', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un compte' }).first()).toBeVisible();
  await expect(page.getByText('Bientôt disponible')).toBeVisible();

  const plans = page.getByRole('region', { name: 'Nos formules' });
  for (const name of ['Essentiel', 'Pro', 'Entreprise']) {
    await expect(
      plans.getByRole('article').filter({ has: page.getByRole('heading', { name }) }),
    ).toBeVisible();
  }
  await expect(plans.getByText(/19,00\s€/)).toBeVisible();
});

test('[navigation] une adresse inconnue ramène à l’accueil', async ({ page }) => {
  await page.goto('/cette/page/nexiste/pas');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Nos formules' })).toBeVisible();
});

test('[navigation] une page protégée envoie un visiteur non connecté vers /login', async ({
  page,
}) => {
  await page.goto('/quote');
  await expect(page).toHaveURL(/\/login$/);
});

test('[navigation] les conditions et la politique de confidentialité sont accessibles', async ({
  page,
}) => {
  await page.goto('/terms-of-uses');
  await expect(page.getByText(/March 05, 2024/)).toBeVisible();
  await page
    .getByRole('button', { name: /back/i })
    .or(page.getByRole('link', { name: /back/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/privacy');
  await expect(page.getByText(/365 days/)).toBeVisible();
});

test.describe('[navigation] menu mobile', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('le menu burger s’ouvre et se ferme au clic sur un lien', async ({ page, baseURL }) => {
    const email = 'demo@exemple.be';
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dataDir = process.env.E2E_DATA_DIR!;
    const { password } = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'));
    const login = await page.request.post(`${baseURL}/api/auth/login`, {
      data: { email, password },
    });
    expect(login.status()).toBe(200);

    await page.goto('/quote');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeHidden();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
