// A credit note after payment leaves money owed back to the client. The invoice
// says so (refund_due, amount_to_refund) and the refund is recorded, never beyond what is owed,
// with an optional Sortie in accounting.
import { todayIso } from '@app/shared/dates';
import { formatEuros } from '@app/shared/format';
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { signedInMember } from './support/factories.js';
import { binary, expectAnswer, expectFailure } from './support/http.js';
import { expectMovementRefusals } from './support/movement-refusals.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';

const ctx = useTestContext();

// 2 × 40,00 € at 21 % (16,80 €) + 60,00 € at 6 % (3,60 €) = 160,40 €; one speaker is 48,40 €.
const TOTAL = 160.4;
const ONE_SPEAKER = 48.4;

const workspace = () => invoicedWorkspace(ctx);

type Workspace = Awaited<ReturnType<typeof workspace>>;

const details = async (w: Workspace, id: number) =>
  (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body.invoice;

/** A validated invoice of the workspace's quote. */
async function validated(w: Workspace) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  const id = created.body.invoice.invoice_id as number;
  const res = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
  expect(res.status).toBe(200);
  return { id, number: res.body.invoice.formatted_invoice_id as string };
}

/** Paid in full, then one speaker credited: 48,40 € owed back to the client. */
async function overpaid(w: Workspace) {
  const invoice = await validated(w);
  const paid = await w.api
    .post(`/api/invoice/addPayment?invoice_id=${invoice.id}`)
    .send({ amount: TOTAL, paid_at: todayIso(), method: 'Virement' });
  expect(paid.status).toBe(201);
  const speaker = (await details(w, invoice.id)).lines[0];
  const credit = await w.api.post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`).send({
    reason: 'Un baffle rendu',
    lines: [{ invoice_line_id: speaker.invoice_line_id, quantity: 1 }],
  });
  expect(credit.status).toBe(201);
  return invoice;
}

const refund = (w: Workspace, id: number, body: Record<string, unknown>) =>
  w.api.post(`/api/invoice/addRefund?invoice_id=${id}`).send(body);

const balance = (id: number, refunded: number, toRefund: number, status: string) => ({
  invoice_id: id,
  amount_paid: TOTAL,
  amount_credited: ONE_SPEAKER,
  amount_refunded: refunded,
  amount_due: toRefund === 0 ? 0 : -toRefund,
  amount_to_refund: toRefund,
  payment_status: status,
});

describe('refunds', () => {
  test('a credit note after full payment shows À rembourser (refund_due) in the list, its pages and the details', async () => {
    const w = await workspace();
    const invoice = await overpaid(w);
    const owed = balance(invoice.id, 0, ONE_SPEAKER, 'refund_due');

    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.invoices[0]).toMatchObject(owed);
    const page = await w.api.get('/api/invoice/getInvoiceList?page=1&payment_status=refund_due');
    expect(page.body.items.map((item: { invoice_id: number }) => item.invoice_id)).toEqual([
      invoice.id,
    ]);
    expect(page.body.items[0]).toMatchObject(owed);
    const paidPage = await w.api.get('/api/invoice/getInvoiceList?page=1&payment_status=paid');
    expect(paidPage.body.items).toEqual([]);
    // Sorted on the Paiement column, « À rembourser » comes first, as the page sorts the labels.
    const another = await w.api.post(`/api/invoice/createInvoice?quote_id=${await oneDayQuote(w)}`);
    await w.api.get(`/api/invoice/validateInvoice?invoice_id=${another.body.invoice.invoice_id}`);
    const byStatus = await w.api.get(
      '/api/invoice/getInvoiceList?page=1&sort=payment_status&order=asc',
    );
    expect(
      byStatus.body.items
        .filter((item: { payment_status?: string }) => item.payment_status !== undefined)
        .map((item: { payment_status: string }) => item.payment_status),
    ).toEqual(['refund_due', 'unpaid']);
    const read = await details(w, invoice.id);
    expect(read).toMatchObject({ ...owed, refunds: [] });
    expect(read.payments).toHaveLength(1);
  });

  test('refunds never exceed what is owed back; the last one settles the invoice with its Sortie, deleted with it', async () => {
    const w = await workspace();
    const invoice = await overpaid(w);

    const tooMuch = await refund(w, invoice.id, {
      amount: 48.41,
      paid_at: todayIso(),
      method: 'Virement',
    });
    expectFailure(
      tooMuch,
      409,
      `Le remboursement dépasse le montant à rembourser au client (${formatEuros(4840)}).`,
      'amount',
    );

    const first = await refund(w, invoice.id, {
      amount: 8.4,
      paid_at: '2026-06-20',
      method: 'Cash',
    });
    expectAnswer(first, 201, {
      message: 'Remboursement enregistré avec succès',
      refund: {
        payment_id: expect.any(Number),
        amount: 8.4,
        paid_at: '2026-06-20',
        method: 'Cash',
        expense_id: null,
      },
      invoice: balance(invoice.id, 8.4, 40, 'refund_due'),
    });

    const last = await refund(w, invoice.id, {
      amount: 40,
      paid_at: '2026-06-21',
      method: 'Virement',
      create_expense: true,
    });
    expect(last.status).toBe(201);
    expect(last.body.invoice).toEqual(balance(invoice.id, ONE_SPEAKER, 0, 'paid'));
    const expenseId = last.body.refund.expense_id as number;
    const sortie = await w.api.get(`/api/accounting/getExpenseDetails?expense_id=${expenseId}`);
    expect(sortie.status).toBe(200);
    expect(sortie.body.expense.expense).toMatchObject({
      product_name: `Remboursement de la facture ${invoice.number}`,
      price: 40,
      payment_method: 'Virement',
    });
    // Its receipt is the credit note the money is paid back for.
    const receipt = await binary(
      w.api.get(`/api/accounting/getExpensesFile?expense_id=${expenseId}`),
    );
    const notePdf = await binary(
      w.api.get(
        `/api/invoice/getCreditNotePdf?credit_note_id=${(await details(w, invoice.id)).credit_notes[0].credit_note_id}`,
      ),
    );
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(receipt.status).toBe(200);
    expect(sha(receipt.body as Buffer)).toBe(sha(notePdf.body as Buffer));

    const nothingLeft = await refund(w, invoice.id, {
      amount: 0.01,
      paid_at: todayIso(),
      method: 'Cash',
    });
    expectFailure(nothingLeft, 409, 'Cette facture ne présente aucun montant à rembourser.');
    // Nothing owed at all is about no field: any amount would be refused.
    expect(nothingLeft.body).not.toHaveProperty('field');
    const payMore = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${invoice.id}`)
      .send({ amount: 0.01, paid_at: todayIso(), method: 'Cash' });
    expect(payMore.status).toBe(409);

    const read = await details(w, invoice.id);
    expect(read.refunds).toEqual([first.body.refund, last.body.refund]);
    expect(read.payments.map((p: { amount: number }) => p.amount)).toEqual([TOTAL]);

    const removed = await w.api.delete(
      `/api/invoice/deletePayment?payment_id=${last.body.refund.payment_id}`,
    );
    expectAnswer(removed, 200, {
      message: 'Remboursement supprimé avec succès',
      invoice: balance(invoice.id, 8.4, 40, 'refund_due'),
    });
    const gone = await w.api.get(`/api/accounting/getExpenseDetails?expense_id=${expenseId}`);
    expect(gone.status).toBe(404);
    expect(await ctx.db.expense.count({ where: { organization_id: w.orgId } })).toBe(0);
    // The receipt copy went with the Sortie; the credit note keeps its PDF.
    const noteStillThere = await binary(
      w.api.get(
        `/api/invoice/getCreditNotePdf?credit_note_id=${read.credit_notes[0].credit_note_id}`,
      ),
    );
    expect(noteStillThere.status).toBe(200);
  });

  test('concurrent refunds together never exceed what is owed back', async () => {
    const w = await workspace();
    const invoice = await overpaid(w);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(w, invoice.id, { amount: 20, paid_at: todayIso(), method: 'Virement' }),
      ),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect((await details(w, invoice.id)).amount_refunded).toBe(40);
    expect((await details(w, invoice.id)).amount_to_refund).toBe(8.4);
  });

  test('bad input is a 400 naming the field; nothing is owed back on a pending or unpaid invoice; another organization’s invoice is 404', async () => {
    const w = await workspace();
    const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const pending = created.body.invoice.invoice_id as number;
    expectFailure(
      await refund(w, pending, { amount: 1, paid_at: todayIso(), method: 'Cash' }),
      409,
      'Une facture provisoire n’a rien à rembourser.',
    );
    await w.api.get(`/api/invoice/validateInvoice?invoice_id=${pending}`);
    await expectMovementRefusals((body) => refund(w, pending, body), 'remboursement', -5);
    // Credited in full but never paid: nothing to pay back.
    await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${pending}`)
      .send({ reason: 'Annulée' });
    expectFailure(
      await refund(w, pending, { amount: 1, paid_at: todayIso(), method: 'Cash' }),
      409,
      'Cette facture ne présente aucun montant à rembourser.',
    );
    expect((await details(w, pending)).payment_status).toBe('paid');

    const other = await signedInMember(ctx);
    const foreign = await other.api
      .post(`/api/invoice/addRefund?invoice_id=${pending}`)
      .send({ amount: 1, paid_at: todayIso(), method: 'Cash', create_expense: true });
    expectFailure(foreign, 404, 'Facture introuvable.');
    expect(await ctx.db.invoicePayment.count({ where: { invoice_id: pending } })).toBe(0);
  });
});
