// Two quotes competing for the same chairs. The planning shows both in the month and
// in the week, marks the over-booked day on the product, opens a quote on a click, and lists the
// rentals on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility.js';
import { addProducts, createClientId } from './support/catalogue.js';
import { today } from './support/inputs.js';
import { ok, signedInOrganization } from './support/organization.js';
import { settle } from './support/pages.js';
import { expect, test } from './support/test.js';

/** A quote of `quantity` chairs from `from` to `until`, saved even beyond availability. */
async function rental(
  request: APIRequestContext,
  booking: { client_id: number; product_id: number; quantity: number; from: string; until: string },
) {
  const created = await ok<{ quote: { formatted_quote_id: string } }>(
    await request.post('/api/quote/createQuote', {
      data: {
        client_id: booking.client_id,
        products: [{ product_id: booking.product_id, quantity: booking.quantity, price: 2 }],
        services: [],
        rent_date: booking.from,
        reserved_from: booking.from,
        reserved_until: booking.until,
        allow_overbooking: true,
      },
    }),
  );
  return created.quote.formatted_quote_id;
}

/** Nothing runs past the screen's width. */
async function expectFitsTheScreen(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client! + 1);
}

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/** The weeks (Monday to Sunday) from the week of `from` to the week of `to`, negative back. */
function weeksBetween(from: string, to: string) {
  const mondayOf = (day: string) => {
    const time = Date.parse(day);
    return time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((mondayOf(to) - mondayOf(from)) / (7 * 86_400_000));
}

/** Moves the calendar `weeks` weeks on (back when negative) with its buttons. */
async function moveWeeks(page: Page, weeks: number) {
  const button = page.getByRole('button', { name: weeks < 0 ? 'Précédent' : 'Suivant' });
  for (let step = 0; step < Math.abs(weeks); step += 1) await button.click();
}

/**
 * Two clients and 10 chairs: 6 chairs for three days from `start`, 5 for two days from the third
 * one, which is over-booked (11 of 10).
 */
async function competingQuotes(request: APIRequestContext, prefix: string, start: string) {
  const { id } = await signedInOrganization(request, prefix);
  const patro = `Patro ${id}`;
  const comite = `Comité ${id}`;
  const [chairs] = await addProducts(request, [['Chaise pliante', '2', '10']]);
  const product_id = chairs!;
  const first = await rental(request, {
    client_id: await createClientId(request, patro),
    product_id,
    quantity: 6,
    from: start,
    until: plusDays(start, 2),
  });
  const second = await rental(request, {
    client_id: await createClientId(request, comite),
    product_id,
    quantity: 5,
    from: plusDays(start, 2),
    until: plusDays(start, 3),
  });
  return { first: `${first} · ${patro}`, second: `${second} · ${comite}`, number: first };
}

test('[planning] deux devis sur les mêmes chaises : le mois et la semaine les montrent, le produit marque le jour surréservé, un clic ouvre le devis', async ({
  page,
}) => {
  // From the 10th of this month: the month view opens on it.
  const { first, second, number } = await competingQuotes(
    page.request,
    'planning',
    `${today().slice(0, 7)}-10`,
  );

  await page.goto('/quote');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Planning' })
    .click();
  await settle(page);
  await expect(page.getByRole('button', { name: 'Mois' })).toHaveClass(/rbc-active/);
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expect(page.getByText(second, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/planning › mois avec locations');

  // The week of the 12th, where the two rentals meet.
  await page.getByRole('button', { name: 'Semaine' }).click();
  await moveWeeks(page, weeksBetween(today(), `${today().slice(0, 7)}-12`));
  const week = page.locator('.rbc-time-view');
  await expect(week.getByText(first, { exact: true })).toBeVisible();
  await expect(week.getByText(second, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/planning › semaine avec locations');
  await page.getByRole('button', { name: 'Mois' }).click();

  await page.getByRole('tab', { name: 'Produits' }).click();
  const row = page.getByRole('row', { name: /Chaise pliante/ });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount((await page.locator('thead th').count()) - 1);
  await expect(cells.nth(9)).toHaveText('6/10');
  await expect(cells.nth(11)).toContainText('11/10');
  await expect(cells.nth(11)).toHaveClass(/is-overbooked/);
  await expect(row.locator('.is-overbooked')).toHaveCount(1);
  await expectNoSeriousViolations(page, '/planning › produits');

  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await page.getByText(first, { exact: true }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('form', { name: `Devis ${number}` })).toBeVisible();
});

test('[planning] à 390 px, les locations viennent en liste et ouvrent leur devis', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The agenda lists the days from today on.
  const day = today();
  const { first, number } = await competingQuotes(page.request, 'planning-mobile', day);
  await page.goto('/planning');
  await settle(page);
  await expect(page.getByRole('button', { name: 'Agenda' })).toHaveClass(/rbc-active/);
  const line = page.getByRole('button', { name: new RegExp(`^${first} du `) }).first();
  await expect(line).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousViolations(page, '/planning › agenda à 390 px');
  // The product table scrolls in its own box, over-booked day included.
  await page.getByRole('tab', { name: 'Produits' }).click();
  // The table shows this month: the over-booked day may be in the next one.
  if (plusDays(day, 2).slice(0, 7) !== day.slice(0, 7)) {
    await page.getByRole('button', { name: 'Suivant' }).click();
  }
  await expect(page.locator('td.is-overbooked')).toHaveCount(1);
  await expectFitsTheScreen(page);
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await line.click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('form', { name: `Devis ${number}` })).toBeVisible();
});
