import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';

// Accounts, organizations and subscription: the whole path of a new organization on
// the embedded default (local billing mode), then a second person who asks to join it.

const PASSWORD = 'motdepasse-e2e-1';

interface Person {
  name: string;
  email: string;
}

function uniqueId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function person(role: string, id: string): Person {
  return { name: `${role} ${id}`, email: `${role.toLowerCase()}-${id}@exemple.test` };
}

/** At 992 px or less the navigation sits behind the burger. */
async function openMenu(page: Page, mobile: boolean) {
  if (!mobile) return;
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(burger).toBeVisible();
  if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
}

async function goToArea(page: Page, label: string, mobile: boolean) {
  await openMenu(page, mobile);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: label })
    .click();
}

async function signOut(page: Page, mobile: boolean) {
  await openMenu(page, mobile);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Déconnexion' })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

async function register(page: Page, who: Person) {
  await page.goto('/login');
  await page.getByRole('button', { name: "S'inscrire", pressed: false }).click();
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(who.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form
    .getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true })
    .fill(PASSWORD);
  await form.getByRole('button', { name: "S'inscrire", exact: true }).click();
  await expect(page).toHaveURL(/\/organizationSetup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation' })).toBeVisible();
}

async function signIn(page: Page, who: Person) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
}

async function createOrganization(page: Page, organization: { name: string; email: string }) {
  const form = page.getByRole('form', { name: 'Créer une organisation' });
  await form
    .getByRole('textbox', { name: "Nom de l'organisation", exact: true })
    .fill(organization.name);
  await form
    .getByRole('textbox', { name: "Email de l'organisation", exact: true })
    .fill(organization.email);
  await form
    .getByRole('textbox', { name: 'Adresse', exact: true })
    .fill('Rue de la Gare 1, 1000 Bruxelles');
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('471234567');
  await form
    .getByRole('textbox', { name: 'Compte bancaire (IBAN)', exact: true })
    .fill('BE68 5390 0754 7034');
  await form.getByRole('button', { name: "Créer l'organisation" }).click();
  await expect(page).toHaveURL(/\/payment\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible();
}

async function subscribeInLocalMode(page: Page, plan: string) {
  await expect(page.getByRole('note')).toContainText('Mode de facturation local');
  await page
    .getByRole('article', { name: plan })
    .getByRole('button', { name: "S'abonner" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
}

async function askToJoin(page: Page, organizationEmail: string) {
  await page.getByRole('button', { name: 'Rejoindre' }).click();
  const form = page.getByRole('form', { name: 'Rejoindre une organisation' });
  await form
    .getByRole('textbox', { name: "Email de l'organisation", exact: true })
    .fill(organizationEmail);
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  // The request shows as pending instead of the forms; the person signs out meanwhile.
  await expect(page.getByRole('region', { name: 'Demande en attente' })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function validateRequest(page: Page, requester: Person, mobile: boolean) {
  await goToArea(page, 'Organisation', mobile);
  await expect(page).toHaveURL(/\/organization$/);
  await page.getByRole('tab', { name: 'Demandes' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Demandes' });
  const row = panel.getByRole('row').filter({ hasText: requester.email });
  await expect(row).toContainText(requester.name);
  await expect(row).toContainText('En attente');
  await row.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Demande validée')).toBeVisible();
  await expect(panel.getByText('Pas de demande en attente')).toBeVisible();

  await page.getByRole('tab', { name: 'Informations' }).click();
  await expect(
    page.getByRole('table', { name: 'Membres de l’organisation' }).getByRole('row', {
      name: new RegExp(requester.email),
    }),
  ).toBeVisible();
}

async function newPage(browser: Browser, baseURL: string | undefined, mobile: boolean) {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-BE',
    timezoneId: 'Europe/Brussels',
    ...(mobile ? { viewport: { width: 800, height: 900 } } : {}),
  });
  return context.newPage();
}

for (const { label, mobile } of [
  { label: 'sur ordinateur', mobile: false },
  { label: 'à 800 px avec le menu burger', mobile: true },
]) {
  test.describe(`[comptes] parcours complet ${label}`, () => {
    if (mobile) test.use({ viewport: { width: 800, height: 900 } });

    test(`[comptes] inscription, organisation, abonnement local, reconnexion et demande d’adhésion validée (${label})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const id = uniqueId();
      const owner = person('Fondatrice', id);
      const organization = { name: `Les Amis du Rail ${id}`, email: `orga-${id}@exemple.test` };

      // Register → /organizationSetup → create → /payment/create → subscribe → the home, /.
      await register(page, owner);
      await createOrganization(page, organization);
      await subscribeInLocalMode(page, 'Pro');

      // Logout from the navigation, then sign in again straight to the home.
      await signOut(page, mobile);
      await signIn(page, owner);

      // A second person, in another browser, registers, asks to join and signs out.
      const joiner = person('Adherent', id);
      const other = await newPage(browser, baseURL, mobile);
      try {
        await register(other, joiner);
        await askToJoin(other, organization.email);

        // The first member validates the request in Demandes.
        await validateRequest(page, joiner, mobile);

        // The second person can now sign in to the home.
        await signIn(other, joiner);
        await goToArea(other, 'Organisation', mobile);
        await expect(
          other
            .getByRole('tabpanel', { name: 'Informations' })
            .getByRole('heading', { name: organization.name }),
        ).toBeVisible();
      } finally {
        await other.context().close();
      }
    });
  });
}

test('[comptes] un mot de passe erroné affiche "Mot de passe ou email incorrect"', async ({
  page,
}) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`inconnu-${uniqueId()}@exemple.test`);
  await form
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill('pas-le-bon-mot-de-passe');
  await form.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('Mot de passe ou email incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
