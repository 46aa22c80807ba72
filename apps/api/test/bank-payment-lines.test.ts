// The bank line that paid an invoice (issue #31): a payment matched from an imported line names
// it on the invoice's details, a payment recorded by hand does not; the client's page lists the
// transfers received for their invoices, and only theirs.
import { parseStructuredCommunication } from '@app/shared/payment-reference';
import { todayIso } from '@app/shared/dates';
import { expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { codaFile } from './support/coda-writer.js';
import { createClient } from './support/factories.js';
import type { SessionAgent } from './support/http.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';

const ctx = useTestContext();

/** The organizations' account in the factories. */
const IBAN = 'BE68539007547034';
const PAYER_IBAN = 'BE71096123456769';

type Workspace = Awaited<ReturnType<typeof invoicedWorkspace>>;

/** The validated invoice of `quoteId`: its id, number and 12-digit communication. */
async function validated(api: SessionAgent, quoteId: number) {
  const created = await api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  const id = created.body.invoice.invoice_id as number;
  expect((await api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  const invoice = await details(api, id);
  return {
    id,
    number: invoice.formatted_invoice_id as string,
    digits: parseStructuredCommunication(invoice.payment_reference as string)!,
  };
}

async function details(api: SessionAgent, id: number) {
  const res = await api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`);
  expect(res.status).toBe(200);
  return res.body.invoice as Record<string, unknown>;
}

/** Imports a CODA statement of 5 March 2026 with these credits; answers its lines by reference. */
async function imported(w: Workspace, credits: { ref: string; cents: number; digits: string }[]) {
  const file = codaFile({
    iban: IBAN,
    opening_cents: 100_000,
    movements: credits.map(({ ref, cents, digits }) => ({
      bank_ref: ref,
      amount_cents: cents,
      structured: digits,
      name: 'Comité des fêtes',
      iban: PAYER_IBAN,
    })),
  });
  const res = await w.api
    .post('/api/bank/importStatement')
    .attach('file', Buffer.from(file), 'releve.cod');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.statement.matched).toBe(credits.length);
  const lines = await ctx.db.bankLine.findMany({
    where: { organization_id: w.orgId },
    select: { line_id: true, bank_ref: true },
  });
  return (ref: string) => lines.find((line) => line.bank_ref.includes(ref))!.line_id;
}

const overview = (w: Workspace, clientId: number) =>
  w.api.get(`/api/clients/getClientOverview?client_id=${clientId}`);

test('a payment from an imported line names the line; a payment by hand names none', async () => {
  const w = await invoicedWorkspace(ctx);
  const invoice = await validated(w.api, w.quoteId);
  const lineOf = await imported(w, [{ ref: 'PAY1', cents: 5_000, digits: invoice.digits }]);
  const byHand = await w.api
    .post(`/api/invoice/addPayment?invoice_id=${invoice.id}`)
    .send({ amount: 10, paid_at: todayIso(), method: 'Cash' });
  expect(byHand.status).toBe(201);
  expect(byHand.body.payment.bank_line).toBeNull();

  const { payments } = await details(w.api, invoice.id);
  expect(payments).toEqual([
    expect.objectContaining({
      amount: 50,
      paid_at: '2026-03-05',
      bank_line: {
        line_id: lineOf('PAY1'),
        booking_date: '2026-03-05',
        counterparty_name: 'Comité des fêtes',
        counterparty_iban: PAYER_IBAN,
      },
    }),
    expect.objectContaining({ amount: 10, method: 'Cash', bank_line: null }),
  ]);
});

test('the client overview lists the transfers received for their invoices, newest first, and only theirs', async () => {
  const w = await invoicedWorkspace(ctx);
  const first = await validated(w.api, w.quoteId);
  const second = await validated(w.api, await oneDayQuote(w));
  const neighbour = await createClient(ctx.db, w.orgId, { client_name: 'Voisin' });
  const theirs = await validated(w.api, await oneDayQuote({ ...w, client: neighbour }));
  const lineOf = await imported(w, [
    { ref: 'A1', cents: 2_000, digits: first.digits },
    { ref: 'B2', cents: 300, digits: second.digits },
    { ref: 'C3', cents: 400, digits: theirs.digits },
  ]);

  const res = await overview(w, w.client.client_id);
  expect(res.status).toBe(200);
  const line = (ref: string, amount: number, invoice: { id: number; number: string }) => ({
    line_id: lineOf(ref),
    booking_date: '2026-03-05',
    amount,
    counterparty_name: 'Comité des fêtes',
    invoice_id: invoice.id,
    invoice_number: invoice.number,
  });
  // Same booking day: the later line first.
  expect(res.body.bank_lines).toEqual([line('B2', 3, second), line('A1', 20, first)]);
  expect((await overview(w, neighbour.client_id)).body.bank_lines).toEqual([line('C3', 4, theirs)]);
  const fresh = await createClient(ctx.db, w.orgId, { client_name: 'Nouveau' });
  expect((await overview(w, fresh.client_id)).body.bank_lines).toEqual([]);
});
