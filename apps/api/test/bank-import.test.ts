// Importing a bank statement (issue #31): its lines stored once, the invoices whose structured
// communication they carry paid as a payment recorded by hand would pay them, nothing written
// when the file is refused.
import { todayIso } from '@app/shared/dates';
import { parseStructuredCommunication } from '@app/shared/payment-reference';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { journal } from './support/audit.js';
import { camtFile } from './support/camt-writer.js';
import { codaFile, codaText, type CodaMovement } from './support/coda-writer.js';
import { signedInMember } from './support/factories.js';
import type { SessionAgent } from './support/http.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';

const ctx = useTestContext();

/** The organizations' account in the factories. */
const IBAN = 'BE68539007547034';
const OTHER_IBAN = 'BE71096123456769';
/** The workspace's invoice: 2 × 40,00 € at 21 % + 60,00 € at 6 %. */
const TOTAL = 160.4;

type Workspace = Awaited<ReturnType<typeof invoicedWorkspace>>;

/** A validated invoice of `quoteId`: its id, its 12-digit communication and what is due. */
async function validated(w: Workspace, quoteId: number) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  const id = created.body.invoice.invoice_id as number;
  expect((await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  const invoice = await details(w.api, id);
  const digits = parseStructuredCommunication(invoice.payment_reference as string);
  expect(digits).not.toBeNull();
  return { id, digits: digits!, due: invoice.amount_due as number };
}

async function details(api: SessionAgent, id: number) {
  const res = await api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`);
  expect(res.status).toBe(200);
  return res.body.invoice as Record<string, unknown>;
}

const cents = (euros: number) => Math.round(euros * 100);

const importing = (api: SessionAgent, bytes: Uint8Array, name = 'releve.cod') =>
  api.post('/api/bank/importStatement').attach('file', Buffer.from(bytes), name);

const coda = (movements: CodaMovement[], iban = IBAN) =>
  codaFile({ iban, opening_cents: 100_000, movements });

const count = (orgId: number) =>
  Promise.all([
    ctx.db.bankStatement.count({ where: { organization_id: orgId } }),
    ctx.db.bankLine.count({ where: { organization_id: orgId } }),
    ctx.db.invoicePayment.count({ where: { organization_id: orgId } }),
  ]);

describe('importing a bank statement', () => {
  test('a CODA file pays one invoice whole and another partly; debits and free lines stay unmatched; re-importing stores nothing twice', async () => {
    const w = await invoicedWorkspace(ctx);
    const whole = await validated(w, w.quoteId);
    const partial = await validated(w, await oneDayQuote(w));
    const file = coda([
      {
        bank_ref: 'REF1',
        amount_cents: cents(whole.due),
        structured: whole.digits,
        name: 'Comité',
      },
      { bank_ref: 'REF2', amount_cents: 500, structured: partial.digits },
      { bank_ref: 'REF3', amount_cents: -4_550, free: 'Loyer' },
      { bank_ref: 'REF4', amount_cents: 2_000, free: 'Cotisation' },
    ]);

    const res = await importing(w.api, file);
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({
      format: 'coda',
      account_iban: IBAN,
      opening_balance: 1000,
      closing_balance: 1000 + whole.due + 5 - 45.5 + 20,
      lines: 4,
      matched: 2,
      duplicates: 0,
    });
    expect(await details(w.api, whole.id)).toMatchObject({ amount_due: 0, amount_paid: TOTAL });
    expect(await details(w.api, partial.id)).toMatchObject({
      amount_paid: 5,
      amount_due: partial.due - 5,
    });
    const lines = await ctx.db.bankLine.findMany({
      where: { organization_id: w.orgId },
      orderBy: { bank_ref: 'asc' },
      select: { bank_ref: true, status: true, flag: true, invoice_id: true, payment_id: true },
    });
    expect(
      lines.map(({ payment_id, ...line }) => ({ ...line, paid: payment_id !== null })),
    ).toEqual([
      {
        bank_ref: expect.stringContaining('REF1'),
        status: 'matched',
        flag: null,
        invoice_id: whole.id,
        paid: true,
      },
      {
        bank_ref: expect.stringContaining('REF2'),
        status: 'matched',
        flag: null,
        invoice_id: partial.id,
        paid: true,
      },
      {
        bank_ref: expect.stringContaining('REF3'),
        status: 'unmatched',
        flag: null,
        invoice_id: null,
        paid: false,
      },
      {
        bank_ref: expect.stringContaining('REF4'),
        status: 'unmatched',
        flag: null,
        invoice_id: null,
        paid: false,
      },
    ]);
    // Each payment is a Virement of the booking date, with its Rentrée as a manual one's.
    const payments = await ctx.db.invoicePayment.findMany({
      where: { organization_id: w.orgId },
      select: { method: true, revenue_id: true, amount_cents: true },
    });
    expect(payments).toHaveLength(2);
    expect(payments.every((p) => p.revenue_id !== null)).toBe(true);
    expect(await ctx.db.revenue.count({ where: { organization_id: w.orgId } })).toBe(2);

    // Nothing new: the answer names the statement that brought the lines, and no second
    // statement is left behind.
    const again = await importing(w.api, file);
    expect(again.status).toBe(201);
    expect(again.body.statement).toMatchObject({
      statement_id: res.body.statement.statement_id,
      lines: 0,
      matched: 0,
      duplicates: 4,
    });
    expect(await count(w.orgId)).toEqual([1, 4, 2]);
    expect(await details(w.api, partial.id)).toMatchObject({ amount_paid: 5 });
  });

  test('a camt.053 file: a line paying more pays the balance (overpaid); a paid invoice is flagged, not paid again', async () => {
    const w = await invoicedWorkspace(ctx);
    const over = await validated(w, w.quoteId);
    const paid = await validated(w, await oneDayQuote(w));
    const byHand = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${paid.id}`)
      .send({ amount: paid.due, paid_at: todayIso(), method: 'Cash' });
    expect(byHand.status).toBe(201);
    const file = camtFile({
      version: '08',
      iban: IBAN,
      opening_cents: 0,
      entries: [
        {
          amount_cents: cents(over.due) + 1_000,
          bank_ref: 'C1',
          booking: '2026-03-05',
          transactions: [{ structured: { ref: over.digits, issuer: 'BBA' }, name: 'Comité' }],
        },
        {
          amount_cents: cents(paid.due),
          bank_ref: 'C2',
          booking: '2026-03-06',
          transactions: [{ structured: { ref: paid.digits, issuer: 'BBA' } }],
        },
      ],
    });

    const res = await importing(w.api, file, 'releve.xml');
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({ format: 'camt053', lines: 2, matched: 1 });
    expect(await details(w.api, over.id)).toMatchObject({ amount_paid: TOTAL, amount_due: 0 });
    expect(await details(w.api, paid.id)).toMatchObject({ amount_paid: paid.due, amount_due: 0 });
    const lines = await ctx.db.bankLine.findMany({
      where: { organization_id: w.orgId },
      orderBy: { bank_ref: 'asc' },
      select: { status: true, flag: true, invoice_id: true, payment_id: true, booking_date: true },
    });
    expect(lines).toMatchObject([
      { status: 'matched', flag: 'overpaid', invoice_id: over.id },
      { status: 'unmatched', flag: 'already_paid', invoice_id: paid.id, payment_id: null },
    ]);
    const payment = await ctx.db.invoicePayment.findUniqueOrThrow({
      where: { payment_id: lines[0]!.payment_id! },
    });
    expect(payment).toMatchObject({ amount_cents: cents(TOTAL), method: 'Virement' });
    expect(payment.paid_at.toISOString().slice(0, 10)).toBe('2026-03-05');
  });

  test('several lines naming one invoice pay it in turn, each as a payment by hand (its Rentrée, its audit entry)', async () => {
    const w = await invoicedWorkspace(ctx);
    const invoice = await validated(w, w.quoteId);
    const number = (await details(w.api, invoice.id)).formatted_invoice_id as string;
    const res = await importing(
      w.api,
      coda([
        { bank_ref: 'REF1', amount_cents: 5_000, structured: invoice.digits },
        { bank_ref: 'REF2', amount_cents: 20_000, structured: invoice.digits },
        { bank_ref: 'REF3', amount_cents: 1_000, structured: invoice.digits },
      ]),
    );
    expect(res.body.statement).toMatchObject({ lines: 3, matched: 2 });
    expect(await details(w.api, invoice.id)).toMatchObject({ amount_paid: TOTAL, amount_due: 0 });
    const lines = await ctx.db.bankLine.findMany({
      where: { organization_id: w.orgId },
      orderBy: { bank_ref: 'asc' },
      select: { status: true, flag: true, invoice_id: true, payment: true },
    });
    expect(lines).toMatchObject([
      { status: 'matched', flag: null, invoice_id: invoice.id, payment: { amount_cents: 5_000 } },
      {
        status: 'matched',
        flag: 'overpaid',
        invoice_id: invoice.id,
        payment: { amount_cents: cents(TOTAL) - 5_000 },
      },
      { status: 'unmatched', flag: 'already_paid', invoice_id: invoice.id, payment: null },
    ]);
    const revenues = await ctx.db.revenue.findMany({
      where: { organization_id: w.orgId },
      orderBy: { unit_price_cents: 'asc' },
      select: {
        revenue_id: true,
        product_name: true,
        unit_price_cents: true,
        payment_method: true,
      },
    });
    expect(revenues.map(({ revenue_id: _id, ...revenue }) => revenue)).toEqual([
      {
        product_name: `Paiement de la facture ${number}`,
        unit_price_cents: 5_000,
        payment_method: 'Virement',
      },
      {
        product_name: `Paiement de la facture ${number}`,
        unit_price_cents: cents(TOTAL) - 5_000,
        payment_method: 'Virement',
      },
    ]);
    expect(lines.slice(0, 2).map((line) => line.payment?.revenue_id)).toEqual(
      revenues.map((revenue) => revenue.revenue_id),
    );
    const { events } = await journal(w.api);
    const added = events.filter((event) => event.action === 'payment.added').reverse();
    expect(added.map(({ user, details: entry }) => ({ user: user.name, entry }))).toEqual(
      lines.slice(0, 2).map((line) => ({
        user: expect.any(String),
        entry: {
          payment_id: line.payment!.payment_id,
          invoice_id: invoice.id,
          invoice_number: number,
          amount: line.payment!.amount_cents / 100,
          paid_at: '2026-03-05',
          method: 'Virement',
        },
      })),
    );
  });

  test('a line naming an invoice a credit note cancelled is flagged credit_note, not applied', async () => {
    const w = await invoicedWorkspace(ctx);
    const invoice = await validated(w, w.quoteId);
    const lines = (await details(w.api, invoice.id)).lines as {
      invoice_line_id: number;
      quantity: number;
    }[];
    const credit = await w.api.post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`).send({
      reason: 'Annulée',
      lines: lines.map(({ invoice_line_id, quantity }) => ({ invoice_line_id, quantity })),
    });
    expect(credit.status).toBe(201);
    const res = await importing(
      w.api,
      coda([{ bank_ref: 'REF1', amount_cents: cents(TOTAL), structured: invoice.digits }]),
    );
    expect(res.body.statement).toMatchObject({ lines: 1, matched: 0 });
    expect(
      await ctx.db.bankLine.findMany({
        where: { organization_id: w.orgId },
        select: { status: true, flag: true, invoice_id: true, payment_id: true },
      }),
    ).toEqual([
      { status: 'unmatched', flag: 'credit_note', invoice_id: invoice.id, payment_id: null },
    ]);
    expect(await details(w.api, invoice.id)).toMatchObject({ amount_paid: 0 });
  });

  test('deleting the payment a line became puts the line back to review', async () => {
    const w = await invoicedWorkspace(ctx);
    const invoice = await validated(w, w.quoteId);
    const file = coda([
      { bank_ref: 'REF1', amount_cents: cents(invoice.due), structured: invoice.digits },
    ]);
    expect((await importing(w.api, file)).body.statement).toMatchObject({ matched: 1 });
    const line = await ctx.db.bankLine.findFirstOrThrow({ where: { organization_id: w.orgId } });
    const removed = await w.api.delete(`/api/invoice/deletePayment?payment_id=${line.payment_id}`);
    expect(removed.status).toBe(200);
    expect(
      await ctx.db.bankLine.findFirstOrThrow({
        where: { organization_id: w.orgId },
        select: { status: true, flag: true, invoice_id: true, payment_id: true },
      }),
    ).toEqual({ status: 'unmatched', flag: null, invoice_id: null, payment_id: null });
  });

  test('two concurrent imports of one file store one set of lines and one payment', async () => {
    const w = await invoicedWorkspace(ctx);
    const invoice = await validated(w, w.quoteId);
    const file = coda([
      { bank_ref: 'REF1', amount_cents: cents(invoice.due), structured: invoice.digits },
      { bank_ref: 'REF2', amount_cents: -1_000, free: 'Frais' },
    ]);
    const answers = await Promise.all([importing(w.api, file), importing(w.api, file)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const statements = answers.map((res) => res.body.statement);
    expect(statements.map((s) => s.lines).sort()).toEqual([0, 2]);
    expect(statements.map((s) => s.duplicates).sort()).toEqual([0, 2]);
    expect(statements.map((s) => s.matched).sort()).toEqual([0, 1]);
    expect(statements[0].statement_id).toBe(statements[1].statement_id);
    expect(await count(w.orgId)).toEqual([1, 2, 1]);
    expect(await details(w.api, invoice.id)).toMatchObject({ amount_paid: TOTAL, amount_due: 0 });
  });

  test('a statement of another account is refused with both accounts named, and nothing is written', async () => {
    const w = await invoicedWorkspace(ctx);
    const invoice = await validated(w, w.quoteId);
    const file = coda(
      [{ bank_ref: 'REF1', amount_cents: cents(invoice.due), structured: invoice.digits }],
      OTHER_IBAN,
    );
    const res = await importing(w.api, file);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(OTHER_IBAN);
    expect(res.body.message).toContain(IBAN);
    expect(await count(w.orgId)).toEqual([0, 0, 0]);
  });

  test('a malformed file, or none, is a 400 about the file field; nothing is written', async () => {
    const m = await signedInMember(ctx);
    const orgId = m.organization.organization_id;
    const broken = Buffer.from(coda([{ bank_ref: 'REF1', amount_cents: 100 }])).subarray(0, 300);
    const res = await importing(m.api, broken);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('file');
    expect(res.body.message).toMatch(/enregistrement|ligne/i);
    const unknown = await importing(m.api, Buffer.from('bonjour'));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'file', message: expect.stringContaining('CODA') });
    const none = await m.api.post('/api/bank/importStatement').field('x', '1');
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('file');
    expect(await count(orgId)).toEqual([0, 0, 0]);
  });

  test('a CODA file saved again in UTF-8 (byte order mark) with a trailing blank line is imported', async () => {
    const m = await signedInMember(ctx);
    const text = codaText({
      iban: IBAN,
      opening_cents: 0,
      movements: [{ bank_ref: 'REF1', amount_cents: 2_000, free: 'Cotisation', name: 'Élodie' }],
    });
    const res = await importing(m.api, Buffer.from(`\uFEFF${text}\r\n`, 'utf8'));
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({ lines: 1, closing_balance: 20 });
    const line = await ctx.db.bankLine.findFirstOrThrow({
      where: { organization_id: m.organization.organization_id },
    });
    expect(line.counterparty_name).toBe('Élodie');
  });

  test('a viewer cannot import', async () => {
    const viewer = await signedInMember(ctx, { role: 'viewer' });
    const res = await importing(viewer.api, coda([{ bank_ref: 'REF1', amount_cents: 100 }]));
    expect(res.status).toBe(403);
    expect(await count(viewer.organization.organization_id)).toEqual([0, 0, 0]);
  });

  test("another organization's invoice reference is never matched", async () => {
    const owner = await invoicedWorkspace(ctx);
    const invoice = await validated(owner, owner.quoteId);
    const stranger = await signedInMember(ctx);
    const file = coda([
      { bank_ref: 'REF1', amount_cents: cents(invoice.due), structured: invoice.digits },
    ]);
    const res = await importing(stranger.api, file);
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({ lines: 1, matched: 0 });
    expect(await details(owner.api, invoice.id)).toMatchObject({ amount_paid: 0 });
    expect(await count(owner.orgId)).toEqual([0, 0, 0]);
  });
});
