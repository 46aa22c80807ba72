import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ok, registerMember, signedInOrganization } from './organization.js';
import { settle } from './pages.js';

/**
 * A state of a screen that only a click shows (an open dialog, a calendar, an edit form), in an
 * organization made by `organizationWithDocuments`: where it is, and how to open it. `open`
 * returns what was opened, once visible.
 */
export interface OpenedState {
  name: string;
  path: string;
  open: (page: Page) => Promise<Locator>;
}

/** A dialog (or alert dialog) named `name`. */
const dialogNamed = (page: Page, name: RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

/**
 * On `path`, once `before` has shown it (a tab, a filter), the first button named `opener` opens
 * the dialog named `name`.
 */
function byButton(
  path: string,
  opener: RegExp,
  name: RegExp,
  options: { before?: (page: Page) => Promise<void>; label?: string } = {},
): OpenedState {
  return {
    name: options.label ?? `${path} › ${name.source}`,
    path,
    open: async (page) => {
      await options.before?.(page);
      await page.getByRole('button', { name: opener }).first().click();
      const dialog = dialogNamed(page, name);
      await expect(dialog).toBeVisible();
      return dialog;
    },
  };
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
}

/** The calendar of the first date field in `scope`. */
async function calendarIn(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: 'Ouvrir le calendrier' }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Calendrier' });
  await expect(calendar).toBeVisible();
  return calendar;
}

/** Every dialog, popup and click-away form of the signed-in screens. */
export const OPENED_STATES: readonly OpenedState[] = [
  byButton('/clients', /^Ajouter un client/, /Nouveau client/),
  byButton('/clients', /^Supprimer Client /, /supprimer/, {
    label: '/clients › confirmation de suppression',
  }),
  byButton('/events', /^Ajouter un événement/, /Nouvel événement/),
  {
    name: '/events › Nouvel événement › calendrier',
    path: '/events',
    open: async (page) => {
      await page.getByRole('button', { name: 'Ajouter un événement' }).click();
      return calendarIn(page, page.getByRole('dialog', { name: 'Nouvel événement' }));
    },
  },
  byButton('/catalogue', /Ajouter un produit/, /Nouveau produit/),
  byButton('/catalogue', /^Modifier Chaise pliante/, /Modifier le produit/),
  byButton('/invoices', /^Valider la facture/, /Valider la facture/),
  byButton('/invoices', /^Envoyer la facture par e-mail/, /^Envoyer la facture .* par e-mail/, {
    before: (page) => page.getByText('Afficher les factures validées').click(),
    label: '/invoices › e-mail de la facture',
  }),
  {
    name: '/quote › calendrier de la date de début',
    path: '/quote',
    open: (page) => calendarIn(page, page.locator('main')),
  },
  byButton('/quote', /^Envoyer le devis par e-mail/, /^Envoyer le devis .* par e-mail/, {
    before: (page) => openTab(page, 'Liste'),
    label: '/quote › e-mail du devis',
  }),
  {
    name: '/quote › sortie du matériel',
    path: '/quote',
    open: async (page) => {
      await openTab(page, 'Liste');
      await page
        .getByRole('button', { name: /^Modifier le devis/ })
        .first()
        .click();
      await page
        .getByRole('region', { name: 'Sortie et retour' })
        .getByRole('button', { name: 'Marquer comme sorti' })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Marquer comme sorti/ });
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/accounting › modification d’une sortie',
    path: '/accounting',
    open: async (page) => {
      await openTab(page, 'Liste');
      await page.getByRole('button', { name: /^Modifier Gobelets/ }).click();
      const form = page.getByRole('form', { name: 'Modifier la sortie' });
      await expect(form.getByText('ticket.pdf', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Aperçu de ticket.pdf')).toBeVisible();
      return form;
    },
  },
  byButton('/accounting', /^Supprimer Gobelets/, /supprimer/, {
    before: (page) => openTab(page, 'Liste'),
    label: '/accounting › confirmation de suppression',
  }),
  {
    name: '/sales › calendrier de la période',
    path: '/sales',
    open: async (page) => {
      await openTab(page, 'Liste');
      await page.getByRole('button', { name: 'Choisir les dates' }).click();
      await expect(page.getByRole('button', { name: 'Masquer le calendrier' })).toBeVisible();
      const calendar = page.locator('.date-range-picker__calendar');
      await expect(calendar.locator('.rdrMonth')).toBeVisible();
      return calendar;
    },
  },
  byButton('/payment/modify', /^Annuler l'abonnement$/, /^Annuler l'abonnement$/, {
    label: '/payment/modify › résiliation',
  }),
];

/** Opens `state` from its page and returns what it opened. */
export async function openState(page: Page, state: OpenedState) {
  await page.goto(state.path);
  await settle(page);
  return state.open(page);
}

/**
 * The screens before the application: sign-up, the organization setup (create, join, and a
 * request waiting for an answer), and the subscription pages. `request` belongs to someone else
 * (the owner of the organization asked to join); `page` signs in as new people on its way.
 */
export async function visitAccountScreens(
  page: Page,
  owner: APIRequestContext,
  check: (state: string) => Promise<void>,
) {
  await page.goto('/login');
  await settle(page);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('button', { name: "S'inscrire", pressed: true })).toBeVisible();
  await check('/login › inscription');

  const { id } = await signedInOrganization(owner, 'proprietaire');
  await registerMember(page.request, id);
  await page.goto('/organizationSetup');
  await settle(page);
  await check('/organizationSetup › création');
  await page.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(page.getByRole('form', { name: 'Rejoindre une organisation' })).toBeVisible();
  await check('/organizationSetup › rejoindre');
  await ok(
    await page.request.post('/api/organization/requests/create', {
      data: { email: `org-proprietaire-${id}@exemple.test` },
    }),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Demande en attente' })).toBeVisible();
  await settle(page);
  await check('/organizationSetup › demande en attente');

  await signedInOrganization(page.request, 'abonnement');
  for (const path of ['/payment/create', '/payment/modify']) {
    await page.goto(path);
    await settle(page);
    await check(path);
  }
}
