// A document's history (issue #30): GET /api/quote/getQuoteHistory, /api/invoice/getInvoiceHistory
// and /api/sale/getSaleHistory answer { events } newest first, each with its kind, French label,
// author and details; another organization's document is a 404 like a missing one; a document
// older than the history still shows what its columns tell.
import { describe, expect, test } from 'vitest';
import type { TestContext } from './support/app.js';
import { createClient, productsIn, signedInMember } from './support/factories.js';
import type { SessionAgent } from './support/http.js';
import { withMailingContext, type MailingContext } from './support/mailing-context.js';
import { invoicedWorkspace } from './support/quoted-workspace.js';

let started: MailingContext;
withMailingContext((value) => {
  started = value;
});
const ctx = (): TestContext => started.ctx;

type HistoryEvent = {
  at: string;
  kind: string;
  label: string;
  user_name: string | null;
  details: Record<string, unknown>;
};

async function history(api: SessionAgent, path: string): Promise<HistoryEvent[]> {
  const res = await api.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { events: HistoryEvent[] }).events;
}

/** The kinds, oldest first (the answer is newest first). */
const oldestFirst = (events: HistoryEvent[]) => events.map((event) => event.kind).reverse();

const workspace = async () => {
  const w = await invoicedWorkspace(ctx());
  await ctx().db.client.updateMany({
    where: { organization_id: w.orgId },
    data: { client_email: 'compta@comite.example.be' },
  });
  const me = await ctx().db.user.findFirstOrThrow({ where: { organization_id: w.orgId } });
  return { ...w, me };
};

const quoteBody = (w: Awaited<ReturnType<typeof workspace>>) => ({
  quote_id: w.quoteId,
  client_id: w.client.client_id,
  products: [{ product_id: w.product.product_id, quantity: 1, price: 40, tva_rate: 21 }],
  services: [],
  rent_date: '2026-06-12',
  reserved_from: '2026-06-12',
  reserved_until: '2026-06-12',
});

const sendEmail = (api: SessionAgent, what: 'Quote' | 'Invoice', id: number, to: string) =>
  api
    .post(`/api/${what === 'Quote' ? 'quote' : 'invoice'}/send${what}Email`)
    .send({ [`${what.toLowerCase()}_id`]: id, to, subject: 'Votre document', message: 'Bonjour' });

describe('[historique] a quote', () => {
  test('each change appears, newest first, with who did it and what it says', async () => {
    const w = await workspace();
    expect((await w.api.put('/api/quote/updateQuote').send(quoteBody(w))).status).toBe(200);
    for (const to of ['premier@exemple.be', 'second@exemple.be']) {
      expect((await sendEmail(w.api, 'Quote', w.quoteId, to)).status).toBe(200);
    }
    const move = (path: string, body: object) => w.api.put(`${path}/${w.quoteId}`).send(body);
    expect((await move('/api/quote/departure', { date: '2026-06-11', by: 'Léa' })).status).toBe(
      200,
    );
    expect((await move('/api/quote/return', { date: '2026-06-13', products: [] })).status).toBe(
      200,
    );
    expect((await w.api.delete(`/api/quote/return/${w.quoteId}`)).status).toBe(200);
    expect(
      (await w.api.post('/api/quote/validateQuote').send({ quote_id: w.quoteId })).status,
    ).toBe(200);
    const made = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    expect(made.status).toBe(201);

    const events = await history(w.api, `/api/quote/getQuoteHistory?quote_id=${w.quoteId}`);
    expect(oldestFirst(events)).toEqual([
      'created',
      'updated',
      'emailed',
      'emailed',
      'departure_recorded',
      'return_recorded',
      'return_undone',
      'finished',
      'invoice_created',
    ]);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byKind = (kind: string) => events.filter((event) => event.kind === kind);
    expect(byKind('emailed').map((event) => event.label)).toEqual([
      'Envoi par e-mail à second@exemple.be',
      'Envoi par e-mail à premier@exemple.be',
    ]);
    expect(byKind('departure_recorded')[0]).toMatchObject({
      label: 'Départ du matériel le 11/06/2026',
      details: { date: '2026-06-11', by: 'Léa' },
    });
    expect(byKind('invoice_created')[0]).toMatchObject({
      details: {
        invoice_id: made.body.invoice.invoice_id,
        formatted_invoice_id: made.body.invoice.formatted_invoice_id,
      },
    });
    // Who did each stored change: the member, by name.
    for (const kind of ['created', 'updated', 'emailed', 'finished', 'return_undone']) {
      expect(byKind(kind)[0]?.user_name, kind).toBe(w.me.name);
    }
    expect(byKind('created')[0]?.label).toBe('Création');
  });

  test('a quote older than the history shows what its columns keep', async () => {
    const w = await workspace();
    // As if made before the table existed: no entry, only its columns.
    await ctx().db.documentEvent.deleteMany({ where: { quote_id: w.quoteId } });
    await ctx().db.quote.update({
      where: { quote_id: w.quoteId },
      data: {
        created_at: new Date('2026-05-20T10:00:00Z'),
        last_sent_at: new Date('2026-06-01T09:00:00Z'),
        last_sent_to: 'ancien@exemple.be',
        departed_on: new Date('2026-06-11'),
        departed_by: 'Marc',
        returned_on: new Date('2026-06-13'),
      },
    });
    const events = await history(w.api, `/api/quote/getQuoteHistory?quote_id=${w.quoteId}`);
    expect(events.map(({ kind, label, user_name }) => ({ kind, label, user_name }))).toEqual([
      { kind: 'return_recorded', label: 'Retour du matériel le 13/06/2026', user_name: null },
      { kind: 'departure_recorded', label: 'Départ du matériel le 11/06/2026', user_name: null },
      { kind: 'emailed', label: 'Envoi par e-mail à ancien@exemple.be', user_name: null },
      { kind: 'created', label: 'Création', user_name: null },
    ]);
  });
});

describe('[historique] an invoice', () => {
  test('made, validated, sent, paid, credited and refunded', async () => {
    const w = await workspace();
    const made = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const invoiceId = made.body.invoice.invoice_id as number;
    const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
    expect(validated.status).toBe(200);
    expect((await sendEmail(w.api, 'Invoice', invoiceId, 'compta@exemple.be')).status).toBe(200);
    const paid = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${invoiceId}`)
      .send({ amount: 160.4, paid_at: '2026-06-20', method: 'Virement' });
    expect(paid.status).toBe(201);
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoiceId}`);
    const speaker = details.body.invoice.lines[0];
    const credit = await w.api.post(`/api/invoice/createCreditNote?invoice_id=${invoiceId}`).send({
      reason: 'Un baffle rendu',
      lines: [{ invoice_line_id: speaker.invoice_line_id, quantity: 1 }],
    });
    expect(credit.status).toBe(201);
    const refund = await w.api
      .post(`/api/invoice/addRefund?invoice_id=${invoiceId}`)
      .send({ amount: 48.4, paid_at: '2026-06-21', method: 'Cash' });
    expect(refund.status).toBe(201);

    const events = await history(w.api, `/api/invoice/getInvoiceHistory?invoice_id=${invoiceId}`);
    expect(oldestFirst(events)).toEqual([
      'created',
      'validated',
      'emailed',
      'payment',
      'credit_note',
      'refund',
    ]);
    const number = validated.body.invoice.formatted_invoice_id as string;
    const creditNumber = credit.body.credit_note.formatted_credit_note_id as string;
    // Amounts as the fr-BE format writes them (a narrow no-break space before €).
    const labels = events.map((event) => event.label.replace(/[\u00a0\u202f]/g, ' '));
    expect(labels).toEqual([
      'Remboursement : 48,40 € (Cash)',
      `Note de crédit ${creditNumber} : 48,40 €`,
      'Paiement reçu : 160,40 € (Virement)',
      'Envoi par e-mail à compta@exemple.be',
      `Validation : n° ${number}`,
      'Création',
    ]);
    expect(events.at(-1)?.user_name).toBe(w.me.name);
    expect(events.find((event) => event.kind === 'credit_note')?.details).toMatchObject({
      credit_note_id: credit.body.credit_note.credit_note_id,
      reason: 'Un baffle rendu',
    });
  });
});

describe('[historique] a sale', () => {
  test('created, changed, then invoiced', async () => {
    const m = await signedInMember(ctx());
    const orgId = m.organization.organization_id;
    const beer = await (await productsIn(ctx().db, orgId, 'Boissons', 100))('Bière', 10);
    const client = await createClient(ctx().db, orgId, { client_name: 'Buvette' });
    const body = {
      name: 'Tournoi',
      recorded_date: '2026-04-12',
      client_id: client.client_id,
      products: [{ product_id: beer.product_id, quantity: 4, unit_price: 2.5, tva_rate: 21 }],
    };
    const created = await m.api.post('/api/sale/createSale').send({ sale_id: -1, ...body });
    expect(created.status).toBe(201);
    const saleId = created.body.sale.sale_id as number;
    expect(
      (await m.api.put('/api/sale/updateSale').send({ sale_id: saleId, ...body })).status,
    ).toBe(200);
    const invoice = await m.api.post(`/api/invoice/createInvoice?sale_id=${saleId}`);
    expect(invoice.status).toBe(201);

    const events = await history(m.api, `/api/sale/getSaleHistory?sale_id=${saleId}`);
    expect(oldestFirst(events)).toEqual(['created', 'updated', 'invoice_created']);
    expect(events[0]?.label).toBe(`Facture créée : ${invoice.body.invoice.formatted_invoice_id}`);
    const invoiceId = invoice.body.invoice.invoice_id as number;
    const ofInvoice = await history(
      m.api,
      `/api/invoice/getInvoiceHistory?invoice_id=${invoiceId}`,
    );
    expect(oldestFirst(ofInvoice)).toEqual(['created']);
  });
});

describe('[historique] tenant scope', () => {
  test("another organization's document answers 404, as a missing one does", async () => {
    const w = await workspace();
    const made = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const invoiceId = made.body.invoice.invoice_id as number;
    const other = await signedInMember(ctx());
    const cases = [
      [`/api/quote/getQuoteHistory?quote_id=${w.quoteId}`, 'Devis introuvable.'],
      [`/api/invoice/getInvoiceHistory?invoice_id=${invoiceId}`, 'Facture introuvable.'],
      [`/api/quote/getQuoteHistory?quote_id=2147483000`, 'Devis introuvable.'],
      [`/api/sale/getSaleHistory?sale_id=2147483000`, 'Vente introuvable.'],
    ] as const;
    for (const [path, message] of cases) {
      const res = await other.api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toBe(message);
    }
  });
});
