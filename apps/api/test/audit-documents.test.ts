// The audit trail of what touches money on invoices — validation, credit notes,
// payments and refunds, their deletions — each with its author, invoice and amounts.
import { todayIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { journal, storedActions } from './support/audit.js';
import { invoicedWorkspace } from './support/quoted-workspace.js';

const ctx = useTestContext();

// 2 × 40,00 € at 21 % + 60,00 € at 6 % = 160,40 €; one speaker is 48,40 €.
const TOTAL = 160.4;
const ONE_SPEAKER = 48.4;

const workspace = () => invoicedWorkspace(ctx);

describe('[journal] invoices, credit notes, payments and refunds', () => {
  test('each step is recorded with the invoice, the amounts and who did it', async () => {
    const w = await workspace();
    const me = await ctx.db.user.findFirstOrThrow({ where: { organization_id: w.orgId } });
    const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const invoiceId = created.body.invoice.invoice_id as number;
    // A pending invoice made or refreshed is not recorded: only what cannot be undone.
    expect(await storedActions(ctx.db, w.orgId)).toEqual([]);

    const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
    expect(validated.status).toBe(200);
    const number = validated.body.invoice.formatted_invoice_id as string;
    const invoice = { invoice_id: invoiceId, invoice_number: number };

    const paid = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${invoiceId}`)
      .send({ amount: TOTAL, paid_at: '2026-06-20', method: 'Virement' });
    expect(paid.status).toBe(201);
    const speaker = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoiceId}`)).body
      .invoice.lines[0];
    const credit = await w.api.post(`/api/invoice/createCreditNote?invoice_id=${invoiceId}`).send({
      reason: 'Un baffle rendu',
      lines: [{ invoice_line_id: speaker.invoice_line_id, quantity: 1 }],
    });
    expect(credit.status).toBe(201);
    const refund = await w.api
      .post(`/api/invoice/addRefund?invoice_id=${invoiceId}`)
      .send({ amount: ONE_SPEAKER, paid_at: todayIso(), method: 'Cash' });
    expect(refund.status).toBe(201);
    const refundId = refund.body.refund.payment_id as number;
    expect((await w.api.delete(`/api/invoice/deletePayment?payment_id=${refundId}`)).status).toBe(
      200,
    );
    const paymentId = paid.body.payment.payment_id as number;
    expect((await w.api.delete(`/api/invoice/deletePayment?payment_id=${paymentId}`)).status).toBe(
      200,
    );

    const payment = { payment_id: paymentId, ...invoice, amount: TOTAL, paid_at: '2026-06-20' };
    const refunded = { payment_id: refundId, ...invoice, amount: ONE_SPEAKER, paid_at: todayIso() };
    const { events, total } = await journal(w.api);
    expect(total).toBe(6);
    expect(events.every((event) => event.user.user_id === me.user_id)).toBe(true);
    expect(events.map(({ action, details }) => ({ action, details })).reverse()).toEqual([
      {
        action: 'invoice.validated',
        details: { ...invoice, client_name: 'Comité des fêtes', total_amount: TOTAL },
      },
      { action: 'payment.added', details: { ...payment, method: 'Virement' } },
      {
        action: 'credit_note.issued',
        details: {
          credit_note_id: credit.body.credit_note.credit_note_id,
          credit_note_number: credit.body.credit_note.formatted_credit_note_id,
          ...invoice,
          total_amount: ONE_SPEAKER,
        },
      },
      { action: 'refund.added', details: { ...refunded, method: 'Cash' } },
      { action: 'refund.deleted', details: { ...refunded, method: 'Cash' } },
      { action: 'payment.deleted', details: { ...payment, method: 'Virement' } },
    ]);
  });

  test('a refused payment (beyond what is due) and a second validation record nothing', async () => {
    const w = await workspace();
    const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const invoiceId = created.body.invoice.invoice_id as number;
    await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
    const again = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
    expect(again.status).toBe(409);
    const tooMuch = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${invoiceId}`)
      .send({ amount: TOTAL + 1, paid_at: todayIso(), method: 'Virement' });
    expect(tooMuch.status).toBe(409);
    expect(await storedActions(ctx.db, w.orgId)).toEqual(['invoice.validated']);
  });
});
