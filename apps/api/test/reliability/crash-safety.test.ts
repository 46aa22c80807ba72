// Crash safety: the real server, as a child process, is killed with SIGKILL in the
// middle of a burst of uploads and creations, then restarted on the same database, several rounds
// in a row. After each restart nothing is half-written: every expense has its receipt and no
// receipt is orphaned, every quote, invoice and sale has its lines, the stock matches the sales,
// numbers stay gapless, and the restarted server carries on numbering.
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '@app/shared/http';
import { describe, expect, test } from 'vitest';
import { createOrganization, createUser } from '../support/factories.js';
import { startServerProcess, useServerFiles } from '../support/server-process.js';
import { createShop, shopQuote, type ShopIds } from '../support/shop.js';
import { recordReliability } from './report.js';

const serverFiles = useServerFiles('crash-');

/** The real server on the test database (support/server-process.ts). */
const startServer = () => startServerProcess(serverFiles.database.url, serverFiles.dataDir);

const ROUNDS = 3;
const INITIAL_STOCK = 100_000;
const RECEIPT = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024, 0x20)]);

type Shop = ShopIds;

/** The creations a burst is made of, against a running server. */
function creations(url: string, cookie: string, shop: Shop) {
  const json = (path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const expense = (i: number) => {
    const form = new FormData();
    form.append('product_name', `Achat ${i}`);
    form.append('price', '12.5');
    form.append('recorded_date', '2026-05-01');
    form.append('payment_method', 'Cash');
    form.append('user_id', '-1');
    form.append('file', new Blob([RECEIPT], { type: 'application/pdf' }), `ticket-${i}.pdf`);
    return fetch(`${url}/api/accounting/addExpense`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
  };
  const quote = () => json('/api/quote/createQuote', shopQuote(shop));
  const sale = (i: number) =>
    json('/api/sale/createSale', {
      name: `Vente ${i}`,
      recorded_date: '2026-05-01',
      client_id: shop.clientId,
      products: [{ product_id: shop.productId, quantity: 1 + (i % 3), unit_price: 4 }],
    });
  const invoice = (quoteId: number) => json(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  // Validation numbers the invoice and stores its snapshot and PDF in one transaction.
  const validate = (invoiceId: number) =>
    fetch(`${url}/api/invoice/validateInvoice?invoice_id=${invoiceId}`, {
      headers: { cookie, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    });
  return { expense, quote, sale, invoice, validate };
}

/** One burst: uploads and creations of every kind, interleaved so that each kind has requests
 * landing and in flight when the server dies. */
function burst(
  url: string,
  cookie: string,
  shop: Shop,
  quotesToInvoice: number[],
  invoicesToValidate: number[],
) {
  const { expense, quote, sale, invoice, validate } = creations(url, cookie, shop);
  const kinds = [
    Array.from({ length: 20 }, (_, i) => () => expense(i)),
    Array.from({ length: 15 }, () => quote),
    Array.from({ length: 15 }, (_, i) => () => sale(i)),
    quotesToInvoice.map((id) => () => invoice(id)),
    invoicesToValidate.map((id) => () => validate(id)),
  ];
  return Array.from({ length: 20 }, (_, i) => kinds.flatMap((calls) => calls[i] ?? [])).flat();
}

/** Numbers of a kind, in order: gapless means exactly 1..n. */
const serials = (numbers: string[]) =>
  numbers.map((number) => Number(number.slice(-4))).sort((x, y) => x - y);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Reads everything the organization has after a restart and says what is not whole. */
async function inspect(shop: Shop) {
  const where = { organization_id: shop.orgId };
  const [expenses, files, quotes, invoices, sales, product] = await Promise.all([
    serverFiles.db.expense.findMany({ where, include: { file: true } }),
    serverFiles.db.storedFile.count({ where }),
    serverFiles.db.quote.findMany({ where, include: { services: true } }),
    serverFiles.db.invoice.findMany({
      where,
      include: { lines: true, quote: { include: { services: true } }, pdf_file: true },
    }),
    serverFiles.db.sale.findMany({ where, include: { products: true } }),
    serverFiles.db.product.findUniqueOrThrow({ where: { product_id: shop.productId } }),
  ]);
  const sold = sales.flatMap((row) => row.products).reduce((sum, line) => sum + line.quantity, 0);
  const validated = invoices.filter((row) => row.status === 'Validated');
  const problems = [
    ...expenses
      .filter((row) => row.file.size !== RECEIPT.length)
      .map((row) => `expense ${row.expense_id} has a receipt of ${row.file.size} bytes`),
    ...(files === expenses.length + validated.length
      ? []
      : [`${files} files for ${expenses.length} expenses and ${validated.length} invoice PDFs`]),
    ...validated
      .filter(
        (row) =>
          row.snapshot === null ||
          Buffer.from(row.pdf_file?.data ?? [])
            .subarray(0, 5)
            .toString() !== '%PDF-',
      )
      .map((row) => `validated invoice ${row.formatted_invoice_id} has no snapshot or PDF`),
    ...quotes
      .filter((row) => row.services.length !== 1)
      .map((row) => `quote ${row.formatted_quote_id} has ${row.services.length} lines`),
    ...invoices
      .filter((row) => row.lines.length === 0 || row.lines.length !== row.quote?.services.length)
      .map((row) => `invoice ${row.formatted_invoice_id} has ${row.lines.length} lines`),
    ...sales
      .filter((row) => row.products.length !== 1)
      .map((row) => `sale ${row.formatted_sale_id} has ${row.products.length} lines`),
    ...(product.stock + sold === INITIAL_STOCK
      ? []
      : [`stock ${product.stock} after selling ${sold} of ${INITIAL_STOCK}`]),
  ];
  return {
    problems,
    records: expenses.length + quotes.length + invoices.length + sales.length,
    numbers: {
      quotes: serials(quotes.map((row) => row.formatted_quote_id)),
      // Pending invoices carry a provisional PROV- reference; only validation numbers them.
      invoices: serials(validated.map((row) => row.formatted_invoice_id)),
      sales: serials(sales.map((row) => row.formatted_sale_id)),
    },
  };
}

describe('crash safety', () => {
  test(`${ROUNDS} rounds of SIGKILL mid-burst leave no half-written record, and numbering carries on`, async () => {
    let server = await startServer();
    const organization = await createOrganization(serverFiles.db);
    const orgId = organization.organization_id;
    const user = await createUser(serverFiles.db, { organization_id: orgId });
    const shop: Shop = await createShop(serverFiles.db, orgId, INITIAL_STOCK);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const where = { organization_id: orgId };
    const written = () =>
      Promise.all([
        serverFiles.db.expense.count({ where }),
        serverFiles.db.quote.count({ where }),
        serverFiles.db.sale.count({ where }),
        serverFiles.db.invoice.count({ where }),
      ]);
    // Quotes for the first round to invoice.
    const { quote } = creations(server.url, cookie, shop);
    for (let i = 0; i < 10; i++) expect((await quote()).status).toBe(201);

    let survived = 0;
    let cutOff = 0;
    let halfWritten = 0;
    let last = await inspect(shop);
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const uninvoiced = await serverFiles.db.quote.findMany({
          where: { organization_id: orgId, invoice: null },
          select: { quote_id: true },
          take: 10,
        });
        const pending = await serverFiles.db.invoice.findMany({
          where: { organization_id: orgId, status: 'Pending' },
          select: { invoice_id: true },
          take: 10,
        });
        const start = await written();
        const calls = burst(
          server.url,
          cookie,
          shop,
          uninvoiced.map((row) => row.quote_id),
          pending.map((row) => row.invoice_id),
        ).map((call) =>
          call()
            .then((res) => res.status)
            .catch(() => 'killed' as const),
        );
        // Let part of the burst land (a record of every kind written, others in flight), then
        // pull the plug.
        for (let waited = 0; waited < 20_000; waited += 20) {
          const now = await written();
          if (now.every((count, kind) => count > start[kind]!)) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        server.child.kill('SIGKILL');
        const outcomes = await Promise.all(calls);
        cutOff += outcomes.filter((outcome) => outcome === 'killed').length;
        expect(outcomes, `round ${round}`).toContain('killed');
        expect(outcomes, `round ${round}`).toContain(201);

        server = await startServer();
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status, `round ${round}`).toBe(200);
        last = await inspect(shop);
        halfWritten += last.problems.length;
        expect(last.problems, `round ${round}`).toEqual([]);
        expect(last.numbers.quotes, `round ${round}`).toEqual(oneToN(last.numbers.quotes.length));
        expect(last.numbers.invoices, `round ${round}`).toEqual(
          oneToN(last.numbers.invoices.length),
        );
        expect(last.numbers.sales, `round ${round}`).toEqual(oneToN(last.numbers.sales.length));
        survived += 1;
      }

      // The restarted server numbers on from where the crashes left off.
      const next = await creations(server.url, cookie, shop).quote();
      expect(next.status).toBe(201);
      const body = (await next.json()) as { quote: { formatted_quote_id: string } };
      expect(serials([body.quote.formatted_quote_id])).toEqual([last.numbers.quotes.length + 1]);
    } finally {
      server.child.kill('SIGTERM');
      recordReliability('crash-safety', {
        rounds: survived,
        records: last.records,
        halfWritten,
        cutOff,
      });
    }
  }, 300_000);
});
