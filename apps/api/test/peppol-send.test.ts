// Peppol sending (issue #33): POST /api/invoice/sendPeppol queues a validated invoice or a credit
// note of a company client on Peppol, and the queue delivers it through the transport. What a
// client sees: 202 and the transmission, its status moving queued → sent → delivered (or failed
// with a French reason), the same transmission for a second call, a 409 in French for what cannot
// go. The queue runs on a test's clock; the lookup is a local directory, the transport the demo one.
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';
import {
  later,
  localPeppol,
  ON_PEPPOL,
  runQueue,
  ScriptedTransport,
  transmissionOf,
} from './peppol/peppol-fixture.js';
import { FIRST_POLL_MS, MAX_ATTEMPTS } from '../src/modules/peppol-send/peppol-queue.js';

const local = localPeppol();
const ctx = useTestContext({}, { peppol: local.wiring });
const shape = { products: 1, services: 1, rates: [21] };
/** The BE company client of the einvoice workspace, and its seller. */
const BUYER = '0208:0403170701';

async function sellerWithInvoice() {
  local.directory.set(BUYER, ON_PEPPOL);
  const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
  const invoice = await w.validatedInvoice(shape);
  return { w, invoice };
}

const soon = () => later(new Date(), 1000);

/** What `transport` submitted of this invoice (the queue also holds other tests' documents). */
const submittedOf = (transport: ScriptedTransport, invoiceId: number) =>
  transport.submitted.filter((d) => d.idempotencyKey.endsWith(`-invoice-${invoiceId}`));

describe('sendPeppol and the queue', () => {
  test('queued (202), then sent, then delivered to the receiver’s inbox', async () => {
    const { w, invoice } = await sellerWithInvoice();
    const res = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    expect(res.status).toBe(202);
    expect(res.body.transmission).toMatchObject({
      status: 'queued',
      reason: null,
      receiver: BUYER,
      provider: 'demo',
    });
    expect(res.body.transmission.transmission_id).toEqual(expect.any(Number));

    const t0 = soon();
    const transport = local.wiring.transport;
    expect(await runQueue(ctx, transport, t0)).toBeGreaterThanOrEqual(1);
    const sent = await transmissionOf(ctx, invoice.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    const delivered = local.delivered.at(-1);
    expect(delivered?.receiver).toBe(BUYER);
    expect(delivered?.sender).toMatch(/^0208:\d{10}$/);
    expect(delivered?.xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);

    await runQueue(ctx, transport, later(t0, FIRST_POLL_MS));
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'delivered' });

    // The invoice's page, its list and its history show it.
    const peppol = {
      transmission_id: res.body.transmission.transmission_id,
      status: 'delivered',
      reason: null,
    };
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoice.id}`);
    expect(details.body.invoice.peppol).toEqual(peppol);
    const list = await w.api.get('/api/invoice/getInvoiceList');
    const listed = list.body.invoices ?? list.body;
    expect(JSON.stringify(listed)).toContain(JSON.stringify(peppol));
    const page = await w.api.get('/api/invoice/getInvoiceList?page=1');
    expect(
      page.body.items.find((item: { invoice_id?: number }) => item.invoice_id === invoice.id),
    ).toMatchObject({ peppol });
    const history = await w.api.get(`/api/invoice/getInvoiceHistory?invoice_id=${invoice.id}`);
    expect(history.body.events[0]).toMatchObject({
      kind: 'peppol',
      label: `Envoi via Peppol à ${BUYER} : Délivrée`,
    });
  });

  test('a second call answers the same transmission: a document is never sent twice', async () => {
    const { w, invoice } = await sellerWithInvoice();
    const first = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    const again = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    expect(again.status).toBe(202);
    expect(again.body.transmission.transmission_id).toBe(first.body.transmission.transmission_id);
    const transport = new ScriptedTransport(local.wiring.transport);
    await runQueue(ctx, transport, soon());
    const third = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    expect(third.body.transmission.status).toBe('sent');
    await runQueue(ctx, transport, soon());
    expect(submittedOf(transport, invoice.id)).toHaveLength(1);
    expect(await ctx.db.peppolTransmission.count({ where: { invoice_id: invoice.id } })).toBe(1);
  });

  test('a transient failure is tried again after its delay, then delivered', async () => {
    const { w, invoice } = await sellerWithInvoice();
    await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    const transport = new ScriptedTransport(local.wiring.transport, ['transient', 'transient']);
    const t0 = soon();
    await runQueue(ctx, transport, t0);
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'queued', attempts: 1 });
    // Not before its minute.
    await runQueue(ctx, transport, later(t0, 30_000));
    expect(submittedOf(transport, invoice.id)).toHaveLength(1);
    await runQueue(ctx, transport, later(t0, 60_000));
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'queued', attempts: 2 });
    // Then five minutes.
    const t2 = later(t0, 6 * 60_000);
    await runQueue(ctx, transport, t2);
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'sent', attempts: 3 });
    await runQueue(ctx, transport, later(t2, FIRST_POLL_MS));
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'delivered' });
    // Every attempt carried the same key.
    expect(submittedOf(transport, invoice.id)).toHaveLength(3);
  });

  test('transient failures past the last retry fail it, saying after how many attempts', async () => {
    const { w, invoice } = await sellerWithInvoice();
    await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    const transport = new ScriptedTransport(
      local.wiring.transport,
      Array.from({ length: MAX_ATTEMPTS }, () => 'transient' as const),
    );
    let at = soon();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await runQueue(ctx, transport, at);
      at = later(at, 13 * 3_600_000);
    }
    expect(submittedOf(transport, invoice.id)).toHaveLength(MAX_ATTEMPTS);
    const failed = await transmissionOf(ctx, invoice.id);
    expect(failed).toMatchObject({
      status: 'failed',
      reason: `L’envoi a échoué après ${MAX_ATTEMPTS} tentatives`,
    });
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoice.id}`);
    expect(details.body.invoice.peppol).toEqual({
      transmission_id: failed.transmission_id,
      status: 'failed',
      reason: `L’envoi a échoué après ${MAX_ATTEMPTS} tentatives`,
    });
  });

  test('a refusal fails it with its reason; sending again queues it anew under the same key', async () => {
    const { w, invoice } = await sellerWithInvoice();
    const first = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    const refusal = new Error('Le destinataire a refusé le document.');
    const transport = new ScriptedTransport(local.wiring.transport, [refusal]);
    await runQueue(ctx, transport, soon());
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({
      status: 'failed',
      reason: 'Le destinataire a refusé le document.',
    });
    const again = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    expect(again.status).toBe(202);
    expect(again.body.transmission).toMatchObject({
      transmission_id: first.body.transmission.transmission_id,
      status: 'queued',
      reason: null,
    });
    await runQueue(ctx, transport, soon());
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(submittedOf(transport, invoice.id)).toHaveLength(2);
  });

  test('two workers at once: the document is submitted once', async () => {
    const { w, invoice } = await sellerWithInvoice();
    await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    const transport = new ScriptedTransport(local.wiring.transport);
    let open = () => {};
    transport.gate = new Promise<void>((resolve) => (open = resolve));
    const at = soon();
    const first = runQueue(ctx, transport, at);
    // The first worker holds the row (its submission waits at the gate) when the second looks.
    while (submittedOf(transport, invoice.id).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await runQueue(ctx, transport, at);
    open();
    await first;
    expect(submittedOf(transport, invoice.id)).toHaveLength(1);
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({ status: 'sent' });
  });

  test('a credit note goes too, as a CreditNote', async () => {
    const { w, invoice } = await sellerWithInvoice();
    const creditNote = await w.partialCreditNote(invoice.id);
    const res = await w.api.post(`/api/invoice/sendPeppol?credit_note_id=${creditNote}`);
    expect(res.status).toBe(202);
    await runQueue(ctx, local.wiring.transport, soon());
    const row = await ctx.db.peppolTransmission.findUniqueOrThrow({
      where: { credit_note_id: creditNote },
    });
    expect(row.status).toBe('sent');
    expect(local.delivered.at(-1)?.xml).toContain('<CreditNote');

    // The invoice's page, its list and its page of rows show the credit note's sending, and the
    // invoice itself stays unsent.
    const peppol = { transmission_id: row.transmission_id, status: 'sent', reason: null };
    expect(res.body.transmission.transmission_id).toBe(row.transmission_id);
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoice.id}`);
    expect(details.body.invoice.peppol).toBeNull();
    expect(details.body.invoice.credit_notes).toEqual([
      expect.objectContaining({ credit_note_id: creditNote, peppol }),
    ]);
    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(
      list.body.credit_notes.find(
        (item: { credit_note_id: number }) => item.credit_note_id === creditNote,
      ),
    ).toMatchObject({ peppol });
    const page = await w.api.get('/api/invoice/getInvoiceList?page=1');
    expect(
      page.body.items.find(
        (item: { credit_note_id?: number }) => item.credit_note_id === creditNote,
      ),
    ).toMatchObject({ peppol });
  });
});
