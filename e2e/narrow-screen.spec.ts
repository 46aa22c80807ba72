import type { Locator, Page } from '@playwright/test';
import { organizationWithDocuments } from './support/accessibility.js';
import { signedInOrganization } from './support/organization.js';
import { pendingInvoice } from './support/pending-invoice.js';
import { expect, test } from './support/test.js';

// What a phone (390 × 844) showed wrongly.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * A cell that shows its label with `::before` (cards and line tables on narrow screens): the
 * label's natural width, the width it is given, and the room between it and the value.
 */
function labelledCell(cell: Locator) {
  return cell.evaluate((element) => {
    const label = getComputedStyle(element, '::before');
    // The label's text as it would be drawn on one line, in its own font.
    const probe = document.createElement('span');
    probe.textContent = element.getAttribute('data-label');
    Object.assign(probe.style, {
      position: 'absolute',
      whiteSpace: 'nowrap',
      fontFamily: label.fontFamily,
      fontSize: label.fontSize,
      fontWeight: label.fontWeight,
      letterSpacing: label.letterSpacing,
    });
    document.body.append(probe);
    const naturalWidth = probe.getBoundingClientRect().width;
    probe.remove();

    const value = document.createRange();
    value.selectNodeContents(element);
    const valueText = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (valueText) value.selectNodeContents(valueText);
    const cell = element.getBoundingClientRect();
    const paddingLeft = parseFloat(getComputedStyle(element).paddingLeft);
    return {
      naturalWidth,
      // A flex item's resolved width; "auto" (NaN) when the label is only inline text.
      givenWidth: parseFloat(label.width),
      gap: value.getBoundingClientRect().left - (cell.left + paddingLeft + naturalWidth),
    };
  });
}

test('[devis] sur téléphone, les sous-totaux séparent le libellé du montant', async ({ page }) => {
  await signedInOrganization(page.request, 'etroit-devis');
  await page.goto('/quote');
  const subtotal = page.getByRole('row', { name: /Sous-total produits/ });
  const net = subtotal.locator('td[data-label="Total HTVA"]');
  await expect(net).toHaveText('0,00 €');
  // "Total HTVA" then, well apart, "0,00 €" at the right: not "Total HTVA0,00 €".
  expect((await labelledCell(net)).gap).toBeGreaterThan(16);
  const gross = subtotal.locator('td[data-label="Total TVAC"]');
  expect((await labelledCell(gross)).gap).toBeGreaterThan(16);
});

test('[factures] sur téléphone, les libellés de la carte ne se coupent pas au milieu du mot', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'etroit-factures');
  const clientName = `Association des parents d'élèves de l'école communale ${id}`;
  await pendingInvoice(page.request, clientName);

  await page.goto('/invoices');
  const card = page.getByRole('row').filter({ hasText: clientName });
  await expect(card).toBeVisible();
  for (const label of ['Client', 'Prix total', 'Paiement']) {
    const { naturalWidth, givenWidth } = await labelledCell(
      card.locator(`td[data-label="${label}"]`),
    );
    expect(givenWidth, `le libellé « ${label} »`).toBeGreaterThanOrEqual(naturalWidth - 0.5);
  }
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
});

test("[organisation] sur téléphone, la carte d'un membre garde « Email » entier", async ({
  page,
}) => {
  await signedInOrganization(page.request, 'etroit-membres');
  await page.goto('/organization');
  const email = page.locator('td[data-label="Email"]').first();
  await expect(email).toContainText('@exemple.test');
  const { naturalWidth, givenWidth } = await labelledCell(email);
  expect(givenWidth).toBeGreaterThanOrEqual(naturalWidth - 0.5);
});

/** Which fades the tab bar shows. */
function hints(page: Page) {
  return {
    start: page.locator('.tab-header-frame__more--start'),
    end: page.locator('.tab-header-frame__more--end'),
  };
}

test("[onglets] sur téléphone, la barre d'onglets signale les onglets cachés et montre le focus", async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'etroit-onglets');
  await organizationWithDocuments(page.request, id);
  await page.goto('/organization');
  const tablist = page.getByRole('tablist');
  const settings = page.getByRole('tab', { name: 'Settings' });
  await expect(settings).toBeAttached();
  const overflow = await tablist.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeGreaterThan(0);

  // Tabs are hidden at the right: a fade says so, and none at the left yet.
  await expect(hints(page).end).toBeVisible();
  await expect(hints(page).start).toHaveCount(0);

  // At the end of the row, the hint moves to the left side.
  await tablist.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(hints(page).end).toHaveCount(0);
  await expect(hints(page).start).toBeVisible();

  // The keyboard focus ring of the active tab is drawn whole, not clipped by the scrolling row.
  await page.getByRole('tab', { name: 'Informations' }).click();
  await page.keyboard.press('ArrowRight');
  const demandes = page.getByRole('tab', { name: 'Demandes' });
  await expect(demandes).toBeFocused();
  const ring = await demandes.evaluate((tab) => {
    const style = getComputedStyle(tab);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = tab.getBoundingClientRect();
    const row = tab.parentElement!;
    const frame = row.getBoundingClientRect();
    return {
      focusVisible: tab.matches(':focus-visible'),
      outline: style.outlineStyle,
      above: box.top - reach - frame.top,
      below: frame.top + row.clientHeight - (box.bottom + reach),
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline).toBe('solid');
  // Within a pixel: boxes are laid out on fractions of pixels.
  expect(ring.above).toBeGreaterThanOrEqual(-1);
  expect(ring.below).toBeGreaterThanOrEqual(-1);
});

test("[onglets] sur grand écran, la barre d'onglets entière n'affiche aucun signal", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await signedInOrganization(page.request, 'large-onglets');
  await organizationWithDocuments(page.request, id);
  await page.goto('/organization');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await expect(hints(page).end).toHaveCount(0);
  await expect(hints(page).start).toHaveCount(0);
});
