// Every page and each of its tabs, at 1280 px and at 390 px, with an organization that
// has documents (and the public pages, without one; the sign-up, organization setup and
// subscription screens; the dialogs, calendars and edit forms a click opens): nothing runs past
// the screen's width, no text is cut by a box too small for it (an element that hides its
// overflow while its text is wider or taller than it), and no text lies over another element's
// text. A deliberate ellipsis (text-overflow) and text kept for screen readers only are not cuts.
// Each state's full-page screenshot is attached to the report for a person to look at; the
// measures are what pass or fail.
import type { Page, TestInfo } from '@playwright/test';
import { organizationWithDocuments } from './support/accessibility.js';
import { textOverlaps, type StackedOnPurpose } from './support/text-overlaps.js';
import { signedInOrganization } from './support/organization.js';
import { OPENED_STATES, openState, visitAccountScreens } from './support/page-states.js';
import {
  documentPages,
  recordPages,
  SIGNED_IN_PAGES,
  settle,
  visitWithTabs,
} from './support/pages.js';
import { expect, test } from './support/test.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The pages a visitor sees without an account. */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/forgotPassword',
  '/resetPassword/jeton-de-reinitialisation',
  '/privacy',
  '/terms-of-uses',
];

/** Text drawn over other text on purpose, left out of the overlap check, each with its reason. */
const STACKED_ON_PURPOSE: readonly StackedOnPurpose[] = [];

/** What is cut on the page: the page's own overflow, and each box that cuts its text. */
function layoutProblems(page: Page, where: string) {
  return page.evaluate((label) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`${label}: the page is ${root.scrollWidth}px wide for ${root.clientWidth}px`);
    }
    const scope = 'main *, header *, nav *, [role="dialog"] *, [role="alertdialog"] *';
    for (const element of document.querySelectorAll<HTMLElement>(scope)) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const hides =
        ['hidden', 'clip'].includes(style.overflowX) ||
        ['hidden', 'clip'].includes(style.overflowY);
      if (!hides || style.textOverflow === 'ellipsis') continue;
      // Text hidden on purpose for screen readers (a 1 px box clipped away) is not a cut.
      const visuallyHidden =
        element.clientWidth <= 1 || style.clip !== 'auto' || style.clipPath !== 'none';
      if (visuallyHidden) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || element.clientWidth === 0) continue;
      if (
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1
      ) {
        problems.push(
          `${label}: « ${text.slice(0, 40)} » is cut (${element.tagName.toLowerCase()}.${element.className})`,
        );
      }
    }
    return problems;
  }, where);
}

/**
 * The state's problems: what is cut, what overlaps. Its full-page screenshot goes to the report,
 * named after the state and the width.
 */
async function inspect(page: Page, testInfo: TestInfo, state: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  await testInfo.attach(`${state} à ${width} px`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  return [
    ...(await layoutProblems(page, state)),
    ...(await textOverlaps(page, state, STACKED_ON_PURPOSE)),
  ];
}

for (const viewport of VIEWPORTS) {
  test(`[mise en page] à ${viewport.width} px, aucune page ni onglet ne coupe ni ne superpose son texte`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const { id } = await signedInOrganization(page.request, `mise-en-page-${viewport.width}`);
    const made = await organizationWithDocuments(page.request, id);
    const problems: string[] = [];
    for (const path of [
      ...SIGNED_IN_PAGES,
      ...recordPages(made),
      ...(await documentPages(page.request)),
    ]) {
      await visitWithTabs(page, path, async (state) => {
        problems.push(...(await inspect(page, testInfo, state)));
      });
    }
    expect(problems).toEqual([]);
  });

  test(`[mise en page] à ${viewport.width} px, les pages publiques ne coupent ni ne superposent leur texte`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await settle(page);
      problems.push(...(await inspect(page, testInfo, path)));
    }
    expect(problems).toEqual([]);
  });

  test(`[mise en page] à ${viewport.width} px, inscription, organisation (demande en attente comprise) et abonnement ne coupent ni ne superposent leur texte`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    await visitAccountScreens(page, request, async (state) => {
      problems.push(...(await inspect(page, testInfo, state)));
    });
    expect(problems).toEqual([]);
  });

  test(`[mise en page] à ${viewport.width} px, les boîtes de dialogue, calendriers et formulaires ouverts ne coupent ni ne superposent leur texte`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { id } = await signedInOrganization(page.request, `dialogues-${viewport.width}`);
    await organizationWithDocuments(page.request, id);
    const problems: string[] = [];
    for (const state of OPENED_STATES) {
      await openState(page, state);
      problems.push(...(await inspect(page, testInfo, state.name)));
    }
    expect(problems).toEqual([]);
  });
}

test('[mise en page] le contrôle voit un texte posé sur un autre, pas ceux qui se touchent, sont cachés, dans une boîte de dialogue ou une barre fixe au-dessus', async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <p style="position: absolute; top: 10px; left: 10px; margin: 0">Total HTVA</p>
      <p style="position: absolute; top: 14px; left: 40px; margin: 0">0,00 €</p>
      <span style="position: absolute; top: 100px; left: 10px">Client</span>
      <span style="position: absolute; top: 100px; left: 10px; visibility: hidden">Caché</span>
      <span style="position: absolute; top: 100px; left: 10px" aria-hidden="true">Décor</span>
      <div style="position: absolute; top: 200px; left: 10px; width: 30px; overflow: hidden;
        white-space: nowrap">Coupé par sa boîte</div>
      <span style="position: absolute; top: 200px; left: 45px">Voisin</span>
      <span style="position: absolute; top: 300px; left: 10px">Côte</span><span
        style="position: absolute; top: 300px; left: 45px">à côte</span>
      <style>
        .card::before { content: attr(data-label); position: absolute; left: 0; top: 0; }
        .row { display: flex; gap: 1rem; }
        .row::before { content: attr(data-label); }
      </style>
      <div class="card" data-label="Montant" style="position: absolute; top: 400px; left: 10px">
        12,00 €</div>
      <div class="row" data-label="Total TVAC" style="position: absolute; top: 500px; left: 10px">
        14,52 €</div>
      <header style="position: fixed; top: 600px; left: 10px">Gestion Asso</header>
      <p style="position: absolute; top: 600px; left: 10px; margin: 0">Trier par</p>
      <div role="dialog" style="position: fixed; top: 0; left: 0; background: white">
        <p style="margin: 0">Nouveau client</p>
        <p style="margin: -10px 0 0 10px">Annuler</p>
      </div>
    </main>`);
  const overlaps = await textOverlaps(page, 'essai');
  expect(overlaps).toHaveLength(3);
  expect(overlaps).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^essai: « Total HTVA » overlaps « 0,00 € » \(\d+×\d+ px\)$/),
      expect.stringMatching(/^essai: « Nouveau client » overlaps « Annuler » \(\d+×\d+ px\)$/),
      expect.stringMatching(/^essai: « Montant » overlaps « 12,00 € » \(\d+×\d+ px\)$/),
    ]),
  );
  // The generated labels are put back as they were.
  expect(await page.locator('main span').count()).toBe(6);
  expect(await page.locator('[data-overlap-before], [data-overlap-after]').count()).toBe(0);
});
