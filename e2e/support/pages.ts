import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ok } from './organization.js';

/** Every page behind the session, as the navigation offers them. */
export const SIGNED_IN_PAGES = [
  // The member's home (issue #30).
  '/',
  '/quote',
  '/planning',
  '/accounting',
  '/catalogue',
  '/invoices',
  '/clients',
  '/events',
  '/organization',
  '/sales',
  '/profil',
  // Issue #31: the bank statements and their lines.
  '/bank',
  // The payment reminders (issue #32).
  '/reminders',
  // Issue #33: suppliers' invoices received.
  '/received',
];

/** The pages of one record of `organizationWithDocuments` (support/accessibility.ts). */
export const recordPages = (made: { clientId: number }) => [`/client/${made.clientId}`];

/**
 * The browser's sign of a session (apps/web/src/session/session-sign.ts), which the app sets
 * when it signs in itself: a session opened through the API has the cookie only, and `/` shows
 * the landing to a browser without the sign (the home once it has it).
 */
export const withSessionSign = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('session.active', 'true'));

/** Waits for the screen to be drawn: its title, no spinner, no request under way. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Opens `path`, then each of its tabs in turn, calling `check` on each state it shows. */
export async function visitWithTabs(
  page: Page,
  path: string,
  check: (state: string) => Promise<void>,
) {
  await withSessionSign(page);
  await page.goto(path);
  await settle(page);
  await check(path);
  const tabs = page.locator('main').getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let index = 1; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent()) ?? String(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // A tab loads its part of the screen (charts, lists) after the click: drawn once no spinner
    // is left, then nothing is under way.
    await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await check(`${path} › ${name}`);
  }
}

/**
 * The pages of one document of each kind (issue #30), for an organization that has documents
 * (organizationWithDocuments): its first quote, its validated invoice, and a sale made here.
 */
export async function documentPages(request: APIRequestContext): Promise<string[]> {
  const quotes = await ok<{ quotes: { quote_id: number; client_id: number }[] }>(
    await request.get('/api/quote/getQuoteList'),
  );
  const { invoices } = await ok<{ invoices: { invoice_id: number; status: string }[] }>(
    await request.get('/api/invoice/getInvoiceList'),
  );
  const validated = invoices.find((invoice) => invoice.status === 'Validated') ?? invoices[0]!;
  const { products } = await ok<{ products: { product_id: number }[] }>(
    await request.get('/api/products/list'),
  );
  const sale = await ok<{ sale: { sale_id: number } }>(
    await request.post('/api/sale/createSale', {
      data: {
        sale_id: -1,
        name: 'Buvette de la fête',
        recorded_date: '2026-06-20',
        client_id: quotes.quotes[0]!.client_id,
        products: [
          { product_id: products[0]!.product_id, quantity: 2, unit_price: 2.5, tva_rate: 21 },
        ],
      },
    }),
  );
  return [
    `/quote/${quotes.quotes[0]!.quote_id}`,
    `/invoice/${validated.invoice_id}`,
    `/sale/${sale.sale.sale_id}`,
  ];
}
