import { addDaysIso, todayIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createProducts, createServices } from './support/factories.js';
import { oneDayQuote, quotedWorkspace } from './support/quoted-workspace.js';
import { expectFailure, expectAnswer } from './support/http.js';

const ctx = useTestContext();

const workspace = () =>
  quotedWorkspace(ctx, {
    client: { client_name: 'Patro' },
    speakerLine: { price: 45.5, discount: 10 },
    dates: { rent_date: '2026-06-01', reserved_from: '2026-06-12', reserved_until: '2026-06-15' },
  });

type Workspace = Awaited<ReturnType<typeof workspace>>;

const createInvoice = (w: Workspace, quoteId = w.quoteId) =>
  w.api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);

describe('invoices from quotes', () => {
  test('a snapshot of the quote’s lines and prices, listed as Location, then validated and frozen', async () => {
    const w = await workspace();
    const created = await createInvoice(w);
    expect(created.status).toBe(201);
    // Not numbered yet: a provisional reference until validation.
    const id = created.body.invoice.invoice_id as number;
    expect(created.body).toEqual({
      message: 'Facture créée avec succès',
      invoice: { invoice_id: id, formatted_invoice_id: `PROV-${id}` },
    });

    // Later catalogue changes never touch the invoice.
    await ctx.db.product.update({
      where: { product_id: w.product.product_id },
      data: { name: 'Enceinte (renommée)', price_cents: 9999 },
    });
    const lines = await ctx.db.invoiceLine.findMany({
      where: { invoice_id: id },
      orderBy: { position: 'asc' },
    });
    expect(
      lines.map((line) => ({
        kind: line.kind,
        name: line.name,
        quantity: line.quantity,
        price: line.price_at_time_of_quote_cents,
        vat: line.tva_rate.toNumber(),
        coefficient: line.coefficient.toNumber(),
      })),
    ).toEqual([
      { kind: 'product', name: 'Enceinte', quantity: 2, price: 4550, vat: 21, coefficient: 1.5 },
      { kind: 'service', name: 'Livraison', quantity: 1, price: 6000, vat: 6, coefficient: 1 },
    ]);

    const list = await w.api.get('/api/invoice/getInvoiceList');
    // 126.50 + 26.57 (21 %) + 60.00 + 3.60 (6 %) = 216.67
    expect(list.body.invoices).toEqual([
      {
        invoice_id: id,
        formatted_invoice_id: created.body.invoice.formatted_invoice_id,
        quote_id: w.quoteId,
        sale_id: null,
        type: 'Location',
        client: { client_id: w.client.client_id, client_name: 'Patro', client_type: 'company' },
        issue_date: todayIso(),
        due_date: addDaysIso(todayIso(), 30),
        payment_reference: null,
        total_amount: 216.67,
        status: 'Pending',
        quote: { discount: 10 },
        amount_paid: 0,
        amount_credited: 0,
        amount_refunded: 0,
        amount_due: 216.67,
        amount_to_refund: 0,
        payment_status: 'unpaid',
        last_sent_at: null,
        peppol: null,
      },
    ]);
    expect(list.body.credit_notes).toEqual([]);
    const quotes = await w.api.get('/api/quote/getQuoteList');
    expect(quotes.body.quotes[0]).toMatchObject({ invoice_id: id, invoice_status: 'Pending' });

    // While the invoice is pending, the quote may change and the invoice be made again from it:
    // same number, the quote's new lines and totals.
    const update = await w.api.put('/api/quote/updateQuote').send({
      quote_id: w.quoteId,
      client_id: w.client.client_id,
      products: [
        {
          product_id: w.product.product_id,
          quantity: 3,
          price: 45.5,
          tva_rate: 21,
          discount: 10,
        },
      ],
      services: [],
      rent_date: '2026-06-12',
      reserved_from: '2026-06-12',
      reserved_until: '2026-06-15',
    });
    expect(update.status).toBe(200);
    const twice = await createInvoice(w);
    expectAnswer(twice, 200, {
      message: 'Facture mise à jour avec succès',
      invoice: { invoice_id: id, formatted_invoice_id: created.body.invoice.formatted_invoice_id },
    });
    const refreshed = await w.api.get('/api/invoice/getInvoiceList');
    // 45.50 × 3 × 1.5 − 10 = 194.75, + 40.90 VAT (21 %).
    expect(refreshed.body.invoices).toMatchObject([
      { invoice_id: id, total_amount: 235.65, status: 'Pending' },
    ]);
    const refreshedLines = await ctx.db.invoiceLine.findMany({ where: { invoice_id: id } });
    expect(refreshedLines.map((line) => [line.kind, line.quantity])).toEqual([['product', 3]]);

    const validate = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    // The number and the issue date come with validation; the structured communication is
    // derived from the number: 2026 000001 → check 2026000001 mod 97.
    const year = Number(todayIso().slice(0, 4));
    const base = year * 1_000_000 + 1;
    const check = String(base % 97 || 97).padStart(2, '0');
    const digits = `${String(base).padStart(10, '0')}${check}`;
    expect(validate.body).toEqual({
      message: 'Facture validée avec succès',
      invoice: {
        invoice_id: id,
        formatted_invoice_id: `FAC-${year}-0001`,
        issue_date: todayIso(),
        due_date: addDaysIso(todayIso(), 30),
        payment_reference: `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`,
        total_amount: 235.65,
      },
    });
    const again = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    expectFailure(again, 409, 'Cette facture est déjà validée.');

    const afterValidation = await createInvoice(w);
    expect(afterValidation.status).toBe(409);
    expect(afterValidation.body.message).toBe(
      'Ce devis a une facture validée : il ne peut plus être modifié ni supprimé.',
    );
    const deleteQuote = await w.api.delete('/api/quote/deleteQuote').send({ quote_id: w.quoteId });
    expect(deleteQuote.status).toBe(409);
  });

  test('parallel requests make one invoice; 20 invoices validated at once get 20 consecutive numbers', async () => {
    const w = await workspace();
    const racing = await Promise.all(Array.from({ length: 5 }, () => createInvoice(w)));
    // One creates it; the others, queued on the quote's row lock, make that same invoice again.
    expect(racing.filter((res) => res.status === 201)).toHaveLength(1);
    expect(racing.filter((res) => res.status === 200)).toHaveLength(4);
    expect(new Set(racing.map((res) => res.body.invoice.formatted_invoice_id)).size).toBe(1);
    expect(await ctx.db.invoice.count({ where: { quote_id: w.quoteId } })).toBe(1);

    const quoteIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      quoteIds.push(await oneDayQuote(w));
    }
    const answers = await Promise.all(quoteIds.map((id) => createInvoice(w, id)));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const validations = await Promise.all(
      answers.map((res) =>
        w.api.get(`/api/invoice/validateInvoice?invoice_id=${res.body.invoice.invoice_id}`),
      ),
    );
    expect(validations.map((res) => res.status)).toEqual(Array(20).fill(200));
    const numbers = validations
      .map((res) => res.body.invoice.formatted_invoice_id as string)
      .sort();
    const year = todayIso().slice(0, 4);
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `FAC-${year}-${String(i + 1).padStart(4, '0')}`),
    );
    // Numbers and issue dates run in the same order.
    const stored = await ctx.db.invoice.findMany({
      where: { organization_id: w.orgId, status: 'Validated' },
      orderBy: { validated_at: 'asc' },
    });
    expect(stored.map((invoice) => invoice.formatted_invoice_id)).toEqual(numbers);
    // 20 validations at once, each rendering its PDF: past the file's 20 s on a loaded machine.
  }, 90_000);

  test('a refresh racing the validation never rewrites a validated invoice (30 rounds)', async () => {
    const w = await workspace();
    for (let round = 0; round < 30; round++) {
      const quoteId = await oneDayQuote(w);
      const created = await createInvoice(w, quoteId);
      const invoiceId = created.body.invoice.invoice_id as number;
      const [refresh, update, validation] = await Promise.all([
        createInvoice(w, quoteId),
        w.api.put('/api/quote/updateQuote').send({
          quote_id: quoteId,
          client_id: w.client.client_id,
          products: [{ product_id: w.product.product_id, quantity: 2, price: 10 }],
          services: [],
          rent_date: '2026-06-01',
          reserved_from: '2026-06-01',
          reserved_until: '2026-06-01',
        }),
        w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`),
      ]);
      expect(validation.status).toBe(200);
      expect([200, 409]).toContain(refresh.status);
      expect([200, 409]).toContain(update.status);
      // What the validated document says is what its lines say, and the quote stayed as
      // validated unless its update came first.
      const invoice = await ctx.db.invoice.findUniqueOrThrow({
        where: { invoice_id: invoiceId },
        include: { lines: true },
      });
      const snapshot = invoice.snapshot as { lines: { line_id: number; quantity: number }[] };
      expect(invoice.lines.map((line) => [line.id, line.quantity])).toEqual(
        snapshot.lines.map((line) => [line.line_id, line.quantity]),
      );
      const quoteLines = await ctx.db.quoteProduct.findMany({ where: { quote_id: quoteId } });
      if (update.status === 200 && refresh.status === 200) {
        expect(quoteLines[0]!.quantity).toBeGreaterThanOrEqual(invoice.lines[0]!.quantity);
      }
      if (update.status === 409) expect(quoteLines[0]!.quantity).toBe(1);
    }
    // 30 validations, each rendering its PDF: 18 s alone on a loaded 2-core machine, more when
    // other suites run beside it (it hit the file's 20 s twice).
  }, 90_000);

  test('refusals: no source, another organization’s quote, an unknown invoice, a cross-site validation', async () => {
    const w = await workspace();
    const none = await w.api.post('/api/invoice/createInvoice');
    expectFailure(
      none,
      400,
      'Indiquez le devis (quote_id) ou la vente (sale_id) à facturer.',
      'quote_id',
    );

    const other = await workspace();
    const foreign = await createInvoice(w, other.quoteId);
    expectFailure(foreign, 404, 'Devis introuvable.');
    const sale = await w.api.post('/api/invoice/createInvoice?sale_id=2147483000');
    expectFailure(sale, 404, 'Vente introuvable.');

    const otherInvoice = await createInvoice(other);
    const validateForeign = await w.api.get(
      `/api/invoice/validateInvoice?invoice_id=${otherInvoice.body.invoice.invoice_id}`,
    );
    expectFailure(validateForeign, 404, 'Facture introuvable.');

    const mine = await createInvoice(w);
    const crossSite = await w.api
      .get(`/api/invoice/validateInvoice?invoice_id=${mine.body.invoice.invoice_id}`)
      .set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    const invoice = await ctx.db.invoice.findUniqueOrThrow({
      where: { invoice_id: mine.body.invoice.invoice_id },
    });
    expect(invoice.status).toBe('Pending');
  });
});

// A limit refuses, it never truncates. Quotes and sales stop at 500 lines, so that a
// credit note may always list every line of its invoice.
describe('a 500-line invoice and its credit note', () => {
  test('a quote of 450 products and 50 services is invoiced and credited line by line; 501 credited lines are refused', async () => {
    const w = await workspace();
    const products = await createProducts(ctx.db, w.orgId, 450, { stock: 5 });
    const services = await createServices(ctx.db, w.orgId, 50);
    const quote = await w.api.post('/api/quote/createQuote').send({
      client_id: w.client.client_id,
      products: products.map(({ product_id }) => ({ product_id, quantity: 1, price: 1 })),
      services: services.map(({ service_id }) => ({ service_id, quantity: 1, price: 2 })),
      rent_date: '2026-06-12',
      reserved_from: '2026-06-12',
      reserved_until: '2026-06-12',
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const created = await createInvoice(w, quote.body.quote.quote_id as number);
    const id = created.body.invoice.invoice_id as number;
    const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    expect(validated.status).toBe(200);
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`);
    const lines = (details.body.invoice.lines as { invoice_line_id: number }[]).map(
      ({ invoice_line_id }) => ({ invoice_line_id, quantity: 1 }),
    );
    expect(lines).toHaveLength(500);

    const credit = (body: object) =>
      w.api.post(`/api/invoice/createCreditNote?invoice_id=${id}`).send(body);
    const refused = await credit({ reason: 'Annulation', lines: [...lines, lines[0]] });
    expectFailure(refused, 400, 'Une note de crédit compte au plus 500 lignes.', 'lines');
    expect(await ctx.db.creditNote.count({ where: { invoice_id: id } })).toBe(0);

    const whole = await credit({ reason: 'Annulation', lines });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.credit_note.total_amount).toBe(validated.body.invoice.total_amount);
  });
});
