import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { addExpenseWithReceipt, ok } from './organization.js';
import { importStatementToReview } from './bank-statement.js';

/** The WCAG 2.1 A and AA rules; best practices are advice, not a failure. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Scans the page as it is now (or only `include`, e.g. an open dialog) and fails on any serious
 * or critical violation, naming the rule and the elements concerned.
 */
export async function expectNoSeriousViolations(page: Page, state: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `${state}: serious or critical axe violations`).toEqual([]);
}

/**
 * Data for every screen to show something: a client, a category, a product, a service, quotes
 * and their invoices, an expense with its receipt.
 */
export async function organizationWithDocuments(request: APIRequestContext, id: string) {
  const client = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', {
      data: { client_name: `Client ${id}`, client_email: `client-${id}@exemple.test` },
    }),
  );
  const category = await ok<{ category: { category_id: number } }>(
    await request.post('/api/category/createCategory', {
      data: {
        category_id: -1,
        sub_category_id: -1,
        name: 'Mobilier',
        description: '',
        type: 'category',
      },
    }),
  );
  const product = await ok<{ product: { product_id: number } }>(
    await request.post('/api/products/addProduct', {
      multipart: {
        name: 'Chaise pliante',
        price: '2,5',
        category_id: String(category.category.category_id),
        stock: '40',
      },
    }),
  );
  const service = await ok<{ service: { service_id: number } }>(
    await request.post('/api/services/addService', {
      multipart: { name: 'Livraison', description: 'Aller-retour', price: '60' },
    }),
  );
  const products = [{ product_id: product.product.product_id, quantity: 10, price: 2.5 }];
  const services = [
    { service_id: service.service.service_id, quantity: 1, price: 60, tva_rate: 21 },
  ];
  let validatedCents = 0;
  // Two invoices: one validated (its XML and Détails buttons), one pending (its Valider).
  for (const validate of [true, false]) {
    const quote = await ok<{ quote: { quote_id: number } }>(
      await request.post('/api/quote/createQuote', {
        data: {
          client_id: client.client.client_id,
          products,
          services,
          rent_date: '2026-06-01',
          reserved_from: '2026-06-12',
          reserved_until: '2026-06-15',
        },
      }),
    );
    const invoice = await ok<{ invoice: { invoice_id: number } }>(
      await request.post(`/api/invoice/createInvoice?quote_id=${quote.quote.quote_id}`),
    );
    if (validate) {
      // Validation is a GET that only the app's fetch helper may send (its header).
      const validated = await ok<{ invoice: { total_amount: number } }>(
        await request.get(`/api/invoice/validateInvoice?invoice_id=${invoice.invoice.invoice_id}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        }),
      );
      validatedCents = Math.round(validated.invoice.total_amount * 100);
    }
  }
  await addExpenseWithReceipt(request);
  // The bank page's lines (issue #31): a suggestion for that invoice, a debit, an unknown credit.
  await importStatementToReview(request, `Client ${id}`, validatedCents);
  return { clientName: `Client ${id}`, clientId: client.client.client_id };
}
