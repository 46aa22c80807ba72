import { organizationWithDocuments } from './support/accessibility.js';
import { openMenu } from './support/menu.js';
import { signedInOrganization } from './support/organization.js';
import { settle, withSessionSign } from './support/pages.js';
import { expect, test } from './support/test.js';

// The member's home (issue #30 §1): signed in, a member lands on /, which shows a new
// organization's first steps, then, once it has documents, what needs doing, each line a link
// to its list. A client's page is reached from the clients' list.

for (const { width, height, label } of [
  { width: 1280, height: 900, label: '1280 px' },
  { width: 390, height: 844, label: '390 px' },
]) {
  test.describe(label, () => {
    test.use({ viewport: { width, height } });

    test(`[accueil] à ${label}, la connexion mène à l’accueil, qui montre les premiers pas`, async ({
      page,
      request,
    }) => {
      // The organization is made on another cookie jar: the page signs in through the form.
      const prefix = `accueil-${width}`;
      const { id } = await signedInOrganization(request, prefix);
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Connexion' });
      await form
        .getByRole('textbox', { name: 'Email', exact: true })
        .fill(`${prefix}-${id}@exemple.test`);
      await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('motdepasse-e2e');
      await form.getByRole('button', { name: 'Se connecter', exact: true }).click();

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
      const steps = page.getByRole('region', { name: 'Premiers pas' });
      await expect(steps.getByRole('listitem')).toHaveText([
        /Compléter l’identité de l’organisation et son IBAN — fait/,
        /Ajouter un premier produit/,
        /Ajouter un premier client/,
        /Préparer un premier devis/,
      ]);
      await openMenu(page);
      const menu = page.getByRole('navigation', { name: 'Navigation principale' });
      await expect(menu.getByRole('listitem').first()).toHaveText('Accueil');
      await menu.getByRole('link', { name: 'Accueil' }).click();

      await steps.getByRole('link', { name: 'Ajouter un premier client' }).click();
      await expect(page).toHaveURL(/\/clients$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    });

    test(`[accueil] à ${label}, avec des documents, chaque ligne mène à sa liste`, async ({
      page,
    }) => {
      const { id } = await signedInOrganization(page.request, `accueil-docs-${width}`);
      await organizationWithDocuments(page.request, id);
      await withSessionSign(page);
      await page.goto('/');
      await settle(page);
      const todo = page.getByRole('region', { name: 'À faire' });
      await expect(todo.getByRole('listitem')).toHaveCount(8);
      await expect(todo.getByRole('listitem').first()).toContainText('Factures à valider');
      await expect(todo.getByRole('listitem').first()).toContainText('1');
      await expect(page.getByRole('region', { name: 'Premiers pas' })).toHaveCount(0);
      await todo.getByRole('link', { name: 'Voir les factures (Factures à valider)' }).click();
      await expect(page).toHaveURL(/\/invoices$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
      await page.goBack();
      await todo
        .getByRole('link', { name: 'Voir le planning (Locations qui partent cette semaine)' })
        .click();
      await expect(page).toHaveURL(/\/planning$/);
    });

    test(`[clients] à ${label}, le nom d’un client de la liste ouvre sa page`, async ({ page }) => {
      const { id } = await signedInOrganization(page.request, `fiche-${width}`);
      const { clientName } = await organizationWithDocuments(page.request, id);
      await page.goto('/clients');
      await page.getByRole('link', { name: clientName }).click();
      await expect(page).toHaveURL(/\/client\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
      const balance = page.getByLabel('Solde du client');
      await expect(balance).toContainText('Solde dû');
      await expect(balance).toContainText('Dont en retard');
      const invoices = page.getByRole('region', { name: 'Factures' });
      await expect(invoices.getByRole('link', { name: /^FAC-/ })).toHaveAttribute(
        'href',
        /^\/invoice\/\d+$/,
      );
      await expect(invoices.getByRole('link', { name: /^PROV-/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Devis' }).getByRole('link')).toHaveCount(2);

      // An id of no client of the organization.
      await page.goto('/client/2147483000');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Client introuvable' }),
      ).toBeVisible();
    });
  });
}
