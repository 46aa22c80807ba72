import { expectNoSeriousViolations, organizationWithDocuments } from './support/accessibility.js';
import { ok, signedInOrganization } from './support/organization.js';
import { OPENED_STATES, openState, visitAccountScreens } from './support/page-states.js';
import {
  documentPages,
  recordPages,
  settle,
  SIGNED_IN_PAGES,
  visitWithTabs,
} from './support/pages.js';
import { expect, test } from './support/test.js';

const ANONYMOUS_PAGES = [
  '/',
  '/login',
  '/forgotPassword',
  '/resetPassword/jeton-inconnu',
  '/privacy',
  '/terms-of-uses',
];

for (const path of ANONYMOUS_PAGES) {
  test(`[accessibilité] ${path} sans session n'a aucune violation grave`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousViolations(page, path);
  });
}

test("[accessibilité] l'inscription, la configuration de l'organisation (demande en attente comprise) et l'abonnement n'ont aucune violation grave", async ({
  page,
  request,
}) => {
  await visitAccountScreens(page, request, (state) => expectNoSeriousViolations(page, state));
});

for (const path of SIGNED_IN_PAGES) {
  test(`[accessibilité] ${path} et ses onglets n'ont aucune violation grave`, async ({ page }) => {
    const { id } = await signedInOrganization(page.request, 'a11y');
    await organizationWithDocuments(page.request, id);
    await visitWithTabs(page, path, (state) => expectNoSeriousViolations(page, state));
  });
}

test("[accessibilité] les pages d'un client, d'un devis, d'une facture et d'une vente n'ont aucune violation grave", async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'a11y-fiches');
  const made = await organizationWithDocuments(page.request, id);
  for (const path of recordPages(made)) {
    await visitWithTabs(page, path, (state) => expectNoSeriousViolations(page, state));
  }
  for (const path of await documentPages(page.request)) {
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test("[accessibilité] /invoices › les factures validées et leurs détails n'ont aucune violation grave", async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'a11y-factures');
  await organizationWithDocuments(page.request, id);
  await page.goto('/invoices');
  await settle(page);
  await page.getByText('Afficher les factures validées').click();
  const details = page.getByRole('button', { name: /^Détails de la facture FAC-/ });
  await expect(details).toBeVisible();
  await expectNoSeriousViolations(page, '/invoices › factures validées');
  await details.click();
  await expect(page.getByRole('dialog', { name: /^Facture FAC-/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, '/invoices › détails de la facture');
});

for (const state of OPENED_STATES) {
  test(`[accessibilité] ${state.name} ouvert n'a aucune violation grave`, async ({ page }) => {
    const { id } = await signedInOrganization(page.request, 'a11y-dialogue');
    await organizationWithDocuments(page.request, id);
    await openState(page, state);
    await expectNoSeriousViolations(page, state.name);
  });
}

/** WCAG relative luminance contrast between two CSS rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('[accessibilité] le sélecteur de client se pilote au clavier et montre l’option active', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'a11y-selecteur');
  for (let index = 1; index <= 15; index += 1) {
    await ok(
      await page.request.post('/api/clients/createClient', {
        data: { client_name: `Client ${String(index).padStart(2, '0')} ${id}` },
      }),
    );
  }
  await page.goto('/quote');
  const picker = page.getByRole('combobox', { name: /^Client/ });
  await picker.focus();

  // Enter opens the list rather than submitting the quote form.
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Devis' })).toBeVisible();

  // The arrows bring the active option into the list's view, drawn apart from the others.
  for (let step = 0; step < 14; step += 1) await page.keyboard.press('ArrowDown');
  const active = page.getByRole('option', { name: `Client 15 ${id}` });
  await expect(picker).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  const list = page.getByRole('listbox', { name: /^Client/ });
  const [activeBox, listBox] = [await active.boundingBox(), await list.boundingBox()];
  expect(activeBox!.y).toBeGreaterThanOrEqual(listBox!.y);
  expect(activeBox!.y + activeBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
  const [activeColour, listColour] = await Promise.all([
    active.evaluate((element) => getComputedStyle(element).backgroundColor),
    list.evaluate((element) => getComputedStyle(element).backgroundColor),
  ]);
  expect(contrast(activeColour, listColour)).toBeGreaterThanOrEqual(3);

  // Chosen, then typed over: a new search starts.
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(`Client 15 ${id}`);
  // The whole name's start: the organization's id (a base-36 time) may itself hold "03".
  await page.keyboard.type('Client 03');
  await expect(picker).toHaveValue('Client 03');
  await expect(page.getByRole('option')).toHaveText([`Client 03 ${id}`]);
});
