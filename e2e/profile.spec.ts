import type { Browser, Page } from '@playwright/test';
import { ok, registerMember, signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

// Accounts and sessions: the profile page, a password change that signs the other
// devices out, logout that ends the session on the server, and a pending request to join.

/** What signedInOrganization registered (support/organization.ts). */
const credentialsOf = (prefix: string, id: string) => ({
  email: `${prefix}-${id}@exemple.test`,
  password: 'motdepasse-e2e',
});

async function openProfile(page: Page) {
  await page.goto('/quote');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Mon profil' })
    .click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function logOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Déconnexion' })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

/** A second browser with its own cookies, as another device would be. */
async function otherDevice(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, locale: 'fr-BE', timezoneId: 'Europe/Brussels' });
}

test('[profil] change le nom depuis « Mon profil » et voit son organisation', async ({ page }) => {
  const { id } = await signedInOrganization(page.request, 'profil');
  await openProfile(page);
  const organization = page.getByRole('region', { name: 'Organisation' });
  await expect(organization).toContainText(`Vous êtes membre de profil ${id}.`);

  const form = page.getByRole('form', { name: 'Mes informations' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Trésorière ${id}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Mes informations' })
      .getByRole('textbox', { name: 'Nom', exact: true }),
  ).toHaveValue(`Trésorière ${id}`);
  await organization.getByRole('link', { name: 'Voir l’organisation' }).click();
  await expect(page).toHaveURL(/\/organization$/);
});

test('[profil] change le mot de passe, déconnecte les autres appareils, puis se connecte avec le nouveau', async ({
  page,
  browser,
  baseURL,
}) => {
  const { id } = await signedInOrganization(page.request, 'profil');
  const { email, password } = credentialsOf('profil', id);
  const other = await otherDevice(browser, baseURL);
  try {
    await ok(await other.request.post('/api/auth/login', { data: { email, password } }));
    expect((await other.request.get('/api/auth/verifyToken')).status()).toBe(200);

    await openProfile(page);
    const form = page.getByRole('form', { name: 'Changer le mot de passe' });
    await form.getByLabel(/^Mot de passe actuel/).fill('pas-le-bon');
    await form.getByLabel(/^Nouveau mot de passe/).fill('nouveau-e2e-123');
    await form.getByLabel(/^Confirmation du nouveau mot de passe/).fill('nouveau-e2e-123');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(form.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
    await expect(form.getByLabel(/^Mot de passe actuel/)).toBeFocused();

    await form.getByLabel(/^Mot de passe actuel/).fill(password);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();

    // This browser stays signed in; the other device is signed out.
    await page.goto('/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    expect((await other.request.get('/api/auth/verifyToken')).status()).toBe(403);
  } finally {
    await other.close();
  }

  await logOut(page);
  await signIn(page, email, password);
  await expect(page.getByText('Mot de passe ou email incorrect')).toBeVisible();
  await signIn(page, email, 'nouveau-e2e-123');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
});

test('[profil] après la déconnexion, le cookie copié avant est refusé', async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInOrganization(page.request, 'profil');
  await page.goto('/quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();
  const copied = (await page.context().cookies()).filter((cookie) => cookie.name === 'token');
  expect(copied).toHaveLength(1);

  await logOut(page);

  const replay = await otherDevice(browser, baseURL);
  try {
    await replay.addCookies(copied);
    expect((await replay.request.get('/api/auth/verifyToken')).status()).toBe(403);
    const stolen = await replay.newPage();
    await stolen.goto('/quote');
    await expect(stolen).toHaveURL(/\/login$/);
  } finally {
    await replay.close();
  }
});

test('[profil] une demande d’adhésion en attente est affichée et peut être annulée', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await otherDevice(browser, baseURL);
  let id: string;
  try {
    ({ id } = await signedInOrganization(owner.request, 'profil'));
  } finally {
    await owner.close();
  }
  await registerMember(page.request, id);
  await page.goto('/organizationSetup');
  await page.getByRole('button', { name: 'Rejoindre' }).click();
  const join = page.getByRole('form', { name: 'Rejoindre une organisation' });
  await join
    .getByRole('textbox', { name: "Email de l'organisation" })
    .fill(`org-profil-${id}@exemple.test`);
  await join.getByRole('button', { name: 'Envoyer la demande' }).click();

  const pending = page.getByRole('region', { name: 'Demande en attente' });
  const today = new Intl.DateTimeFormat('fr-BE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Brussels',
  }).format(new Date());
  await expect(pending).toContainText(`Vous avez demandé à rejoindre profil ${id} le ${today}.`);
  await expect(page.getByRole('form', { name: 'Créer une organisation' })).toHaveCount(0);

  // Still pending on the next visit, until cancelled.
  await page.reload();
  await pending.getByRole('button', { name: 'Annuler la demande' }).click();
  await expect(page.getByText('Demande annulée')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Créer une organisation' })).toBeVisible();
});
