// A bank line reviewed by hand (issue #31): a credit matched to the invoice it pays becomes a
// payment exactly as the automatic match records one, the match undone deletes it, a line ignored
// or put back to review; every refusal leaves nothing written.
import {
  MSG_BANK_INVOICE_ID_MISSING,
  MSG_BANK_LINE_ID_MISSING,
  MSG_BANK_LINE_IGNORED,
  MSG_BANK_LINE_MATCHED,
  MSG_BANK_LINE_NOT_CREDIT,
  MSG_BANK_LINE_NOT_FOUND,
  MSG_BANK_LINE_NOT_IGNORED,
  MSG_BANK_LINE_NOT_MATCHED,
  MSG_BANK_LINE_NOT_UNMATCHED,
  MSG_BANK_LINE_RESTORED,
  MSG_BANK_LINE_UNMATCHED,
} from '@app/shared/bank';
import { MSG_INVOICE_NOT_FOUND } from '@app/shared/invoices';
import { MSG_PAYMENT_PENDING } from '@app/shared/payments';
import { describe, expect, test } from 'vitest';
import { MSG_BANK_INVOICE_NOTHING_DUE } from '../src/modules/bank/bank-review.service.js';
import { useTestContext } from './support/app.js';
import {
  BOOKING_DATE,
  bankLines,
  cents,
  importMovements,
  invoiceDetails,
  lineIds,
  pendingInvoice,
  validatedInvoice,
  type BankWorkspace,
} from './support/bank-lines.js';
import { signedInMember } from './support/factories.js';
import type { SessionAgent } from './support/http.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';

const ctx = useTestContext();

/** The workspace's invoice: 160,40 €. */
const TOTAL = 160.4;

const match = (api: SessionAgent, lineId: number, invoiceId: number) =>
  api.put(`/api/bank/lines/match?line_id=${lineId}`).send({ invoice_id: invoiceId });
const unmatch = (api: SessionAgent, lineId: number) =>
  api.delete(`/api/bank/lines/match?line_id=${lineId}`);
const ignore = (api: SessionAgent, lineId: number) =>
  api.put(`/api/bank/lines/ignore?line_id=${lineId}`).send({});
const restore = (api: SessionAgent, lineId: number) =>
  api.delete(`/api/bank/lines/ignore?line_id=${lineId}`);

/** What the organization's books hold: payments, Rentrées, and each line's review state. */
async function books(orgId: number) {
  return {
    payments: await ctx.db.invoicePayment.findMany({
      where: { organization_id: orgId },
      select: { invoice_id: true, amount_cents: true, method: true, paid_at: true },
      orderBy: { payment_id: 'asc' },
    }),
    revenues: await ctx.db.revenue.count({ where: { organization_id: orgId } }),
    lines: await ctx.db.bankLine.findMany({
      where: { organization_id: orgId },
      select: { line_id: true, status: true, flag: true, invoice_id: true, payment_id: true },
      orderBy: { line_id: 'asc' },
    }),
  };
}

/** The workspace's invoice validated, and lines of 50 €, of its total, of more, and a debit. */
async function reviewWorkspace(): Promise<{
  w: BankWorkspace;
  invoice: { id: number; due: number };
  ids: Record<string, number>;
}> {
  const w = await invoicedWorkspace(ctx);
  const invoice = await validatedInvoice(w, w.quoteId);
  await importMovements(w.api, [
    { bank_ref: 'PART', amount_cents: 5_000, name: 'Comité des fêtes' },
    { bank_ref: 'WHOLE', amount_cents: cents(TOTAL), name: 'Comité des fêtes' },
    { bank_ref: 'MORE', amount_cents: 20_000, free: 'Facture et caution' },
    { bank_ref: 'DEBIT', amount_cents: -2_500, name: 'Imprimerie' },
  ]);
  return { w, invoice, ids: await lineIds(ctx, w.orgId) };
}

describe('matching a bank line by hand', () => {
  test('the line pays the invoice in full: a Virement of its booking date with its Rentrée, the invoice paid', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    const res = await match(w.api, ids.WHOLE!, invoice.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG_BANK_LINE_MATCHED,
      line: {
        line_id: ids.WHOLE,
        status: 'matched',
        flag: null,
        invoice: { invoice_id: invoice.id, client_name: 'Comité des fêtes' },
        payment_id: expect.any(Number),
        suggestions: [],
        expense_draft: null,
      },
    });
    expect(await invoiceDetails(w.api, invoice.id)).toMatchObject({
      amount_paid: TOTAL,
      amount_due: 0,
      payment_status: 'paid',
    });
    const { payments, revenues } = await books(w.orgId);
    expect(payments).toEqual([
      {
        invoice_id: invoice.id,
        amount_cents: cents(TOTAL),
        method: 'Virement',
        paid_at: new Date(`${BOOKING_DATE}T00:00:00Z`),
      },
    ]);
    expect(revenues).toBe(1);
    expect((await bankLines(w.api, 'page=1')).counts).toEqual({
      unmatched: 3,
      matched: 1,
      ignored: 0,
    });
  });

  test('a smaller line pays part; a larger one pays the balance and is flagged overpaid; then nothing is due: 409, nothing written', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    expect((await match(w.api, ids.PART!, invoice.id)).body.line).toMatchObject({ flag: null });
    expect(await invoiceDetails(w.api, invoice.id)).toMatchObject({ amount_due: TOTAL - 50 });
    const over = await match(w.api, ids.MORE!, invoice.id);
    expect(over.status).toBe(200);
    expect(over.body.line).toMatchObject({ status: 'matched', flag: 'overpaid' });
    expect(await invoiceDetails(w.api, invoice.id)).toMatchObject({ amount_due: 0 });
    expect((await books(w.orgId)).payments.map((p) => p.amount_cents)).toEqual([
      5_000,
      cents(TOTAL - 50),
    ]);

    const before = await books(w.orgId);
    const none = await match(w.api, ids.WHOLE!, invoice.id);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(MSG_BANK_INVOICE_NOTHING_DUE);
    expect(await books(w.orgId)).toEqual(before);
  });

  test('refusals: another organization’s line or invoice, a missing one, a pending invoice, a debit, a line already matched; nothing written', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    const stranger = await invoicedWorkspace(ctx);
    const theirs = await validatedInvoice(stranger, stranger.quoteId);
    const pending = await pendingInvoice(w.api, await oneDayQuote(w));
    const before = await books(w.orgId);

    const foreignInvoice = await match(w.api, ids.WHOLE!, theirs.id);
    const missingInvoice = await match(w.api, ids.WHOLE!, 2_147_483_000);
    expect(foreignInvoice.status).toBe(404);
    expect(foreignInvoice.body).toEqual(missingInvoice.body);
    expect(foreignInvoice.body.message).toBe(MSG_INVOICE_NOT_FOUND);
    const foreignLine = await match(stranger.api, ids.WHOLE!, theirs.id);
    const missingLine = await match(stranger.api, 2_147_483_000, theirs.id);
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body).toEqual(missingLine.body);
    expect(foreignLine.body.message).toBe(MSG_BANK_LINE_NOT_FOUND);
    const onPending = await match(w.api, ids.WHOLE!, pending);
    expect(onPending.status).toBe(409);
    expect(onPending.body.message).toBe(MSG_PAYMENT_PENDING);
    const debit = await match(w.api, ids.DEBIT!, invoice.id);
    expect(debit.status).toBe(409);
    expect(debit.body.message).toBe(MSG_BANK_LINE_NOT_CREDIT);
    expect(await books(w.orgId)).toEqual(before);
    expect(await books(stranger.orgId)).toMatchObject({ payments: [] });

    expect((await match(w.api, ids.PART!, invoice.id)).status).toBe(200);
    const again = await match(w.api, ids.PART!, invoice.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_BANK_LINE_NOT_UNMATCHED);
    expect((await books(w.orgId)).payments).toHaveLength(1);

    const noInvoice = await w.api.put(`/api/bank/lines/match?line_id=${ids.WHOLE}`).send({});
    expect(noInvoice.status).toBe(400);
    expect(noInvoice.body).toMatchObject({
      message: MSG_BANK_INVOICE_ID_MISSING,
      field: 'invoice_id',
    });
    const noLine = await w.api.put('/api/bank/lines/match').send({ invoice_id: invoice.id });
    expect(noLine.status).toBe(400);
    expect(noLine.body).toMatchObject({ message: MSG_BANK_LINE_ID_MISSING, field: 'line_id' });
  });

  test('two matches of one line at once record one payment', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    const answers = await Promise.all([
      match(w.api, ids.PART!, invoice.id),
      match(w.api, ids.PART!, invoice.id),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await books(w.orgId)).payments).toHaveLength(1);
    expect(await invoiceDetails(w.api, invoice.id)).toMatchObject({ amount_paid: 50 });
  });
});

describe('undoing a match', () => {
  test('the payment and its Rentrée are deleted, the invoice is due again, the line back to review and matchable again', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    expect((await match(w.api, ids.MORE!, invoice.id)).body.line.flag).toBe('overpaid');
    const before = await books(w.orgId);

    const res = await unmatch(w.api, ids.MORE!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG_BANK_LINE_UNMATCHED,
      line: { status: 'unmatched', flag: null, invoice: null, payment_id: null },
    });
    // Back to review, it is offered nothing: no invoice has 200 € due.
    expect(res.body.line.suggestions).toEqual([]);
    const after = await books(w.orgId);
    expect(after).toMatchObject({ payments: [], revenues: before.revenues - 1 });
    expect(await invoiceDetails(w.api, invoice.id)).toMatchObject({
      amount_paid: 0,
      amount_due: TOTAL,
    });
    expect(after.lines.find((line) => line.line_id === ids.MORE)).toEqual({
      line_id: ids.MORE,
      status: 'unmatched',
      flag: null,
      invoice_id: null,
      payment_id: null,
    });

    expect((await match(w.api, ids.MORE!, invoice.id)).status).toBe(200);
    expect(await invoiceDetails(w.api, invoice.id)).toMatchObject({ amount_due: 0 });
  });

  test('a line not matched, another organization’s, or undone twice at once', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    const notMatched = await unmatch(w.api, ids.PART!);
    expect(notMatched.status).toBe(409);
    expect(notMatched.body.message).toBe(MSG_BANK_LINE_NOT_MATCHED);

    expect((await match(w.api, ids.PART!, invoice.id)).status).toBe(200);
    const stranger = await signedInMember(ctx);
    const foreign = await unmatch(stranger.api, ids.PART!);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await unmatch(stranger.api, 2_147_483_000)).body);
    expect((await books(w.orgId)).payments).toHaveLength(1);

    const answers = await Promise.all([unmatch(w.api, ids.PART!), unmatch(w.api, ids.PART!)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await books(w.orgId)).toMatchObject({ payments: [], revenues: 0 });
  });
});

describe('ignoring a line', () => {
  test('an unmatched line is ignored, then restored; each only from its own status', async () => {
    const { w, invoice, ids } = await reviewWorkspace();
    const ignored = await ignore(w.api, ids.DEBIT!);
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({
      message: MSG_BANK_LINE_IGNORED,
      line: { line_id: ids.DEBIT, status: 'ignored', expense_draft: null },
    });
    expect((await bankLines(w.api, 'page=1')).counts).toMatchObject({ unmatched: 3, ignored: 1 });
    const twice = await ignore(w.api, ids.DEBIT!);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MSG_BANK_LINE_NOT_UNMATCHED);
    const matchIgnored = await match(w.api, ids.DEBIT!, invoice.id);
    expect(matchIgnored.body.message).toBe(MSG_BANK_LINE_NOT_UNMATCHED);

    const restored = await restore(w.api, ids.DEBIT!);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      message: MSG_BANK_LINE_RESTORED,
      line: { status: 'unmatched', expense_draft: { product_name: 'Imprimerie', price: 25 } },
    });
    const notIgnored = await restore(w.api, ids.DEBIT!);
    expect(notIgnored.status).toBe(409);
    expect(notIgnored.body.message).toBe(MSG_BANK_LINE_NOT_IGNORED);

    expect((await match(w.api, ids.WHOLE!, invoice.id)).status).toBe(200);
    expect((await ignore(w.api, ids.WHOLE!)).body.message).toBe(MSG_BANK_LINE_NOT_UNMATCHED);
    const stranger = await signedInMember(ctx);
    expect((await ignore(stranger.api, ids.PART!)).status).toBe(404);
    expect((await restore(stranger.api, ids.PART!)).body.message).toBe(MSG_BANK_LINE_NOT_FOUND);
    expect((await bankLines(w.api, 'page=1')).counts).toEqual({
      unmatched: 3,
      matched: 1,
      ignored: 0,
    });
  });

  test('a viewer lists the lines but changes none', async () => {
    const viewer = await signedInMember(ctx, { role: 'viewer' });
    expect((await viewer.api.get('/api/bank/lines?page=1')).status).toBe(200);
    const { ids } = await reviewWorkspace();
    for (const res of [
      await ignore(viewer.api, ids.PART!),
      await restore(viewer.api, ids.PART!),
      await match(viewer.api, ids.PART!, 1),
      await unmatch(viewer.api, ids.PART!),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});
