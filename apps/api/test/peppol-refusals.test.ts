// Peppol sending (issue #33), what cannot go: a 409 with a French message for a pending invoice, a
// consumer, a client without a Peppol identifier, a client not on Peppol or not accepting the
// document, a document the official rules refuse (when EINVOICE_RULES_DIR holds them); another
// organization's document answers like a missing one; and the access point's signed webhook.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { Prisma } from '../src/generated/prisma/client.js';
import { rulesAvailable } from '../src/modules/einvoicing/schematron.js';
import { demoSignature } from '../src/modules/peppol/demo-transport.js';
import { useTestContext } from './support/app.js';
import { expectAnswer } from './support/http.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';
import { rulesDir } from './einvoice/schematron.js';
import {
  later,
  localPeppol,
  ON_PEPPOL,
  runQueue,
  transmissionOf,
  WEBHOOK_SECRET,
} from './peppol/peppol-fixture.js';

const local = localPeppol();
const ctx = useTestContext({}, { peppol: local.wiring });
const shape = { products: 1, services: 1, rates: [21] };
const BUYER = '0208:0403170701';

const refusal = (res: request.Response, message: string) => {
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ error: true, message });
};

/** Changes the frozen snapshot of an invoice, as an older or broken document would have it. */
async function editSnapshot(invoiceId: number, edit: (buyer: Record<string, unknown>) => void) {
  const row = await ctx.db.invoice.findUniqueOrThrow({ where: { invoice_id: invoiceId } });
  const snapshot = structuredClone(row.snapshot) as { buyer: Record<string, unknown> };
  edit(snapshot.buyer);
  await ctx.db.invoice.update({
    where: { invoice_id: invoiceId },
    data: { snapshot: snapshot as unknown as Prisma.InputJsonObject },
  });
}

describe('sendPeppol refusals', () => {
  test('a pending invoice: 409', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const id = await w.pendingInvoice(shape);
    refusal(
      await w.api.post(`/api/invoice/sendPeppol?invoice_id=${id}`),
      'Une facture provisoire ne s’envoie pas via Peppol : validez-la d’abord.',
    );
  });

  test('an invoice to a private person: 409', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'person');
    const invoice = await w.validatedInvoice(shape);
    refusal(
      await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`),
      'Une facture à un particulier ne passe pas par Peppol : envoyez le PDF.',
    );
  });

  test('a client without a Peppol identifier: 409', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    await editSnapshot(invoice.id, (buyer) => {
      Object.assign(buyer, { enterprise_number: null, vat_number: null, email: null });
    });
    refusal(
      await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`),
      'Ce client n’a pas d’identifiant Peppol : renseignez son numéro d’entreprise (ou son SIRET).',
    );
  });

  test('a client not on Peppol, or not accepting credit notes: 409, nothing queued', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    local.directory.delete(BUYER);
    refusal(
      await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`),
      'Ce client n’est pas inscrit sur Peppol : envoyez-lui le PDF par e-mail.',
    );
    local.directory.set(BUYER, { ...ON_PEPPOL, accepts_invoice: false });
    refusal(
      await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`),
      'Ce client n’accepte pas de factures via Peppol.',
    );
    const creditNote = await w.partialCreditNote(invoice.id);
    local.directory.set(BUYER, { ...ON_PEPPOL, accepts_credit_note: false });
    refusal(
      await w.api.post(`/api/invoice/sendPeppol?credit_note_id=${creditNote}`),
      'Ce client n’accepte pas de notes de crédit via Peppol.',
    );
    expect(await ctx.db.peppolTransmission.count({ where: { organization_id: w.orgId } })).toBe(0);
  });

  test.skipIf(!rulesAvailable(rulesDir, 'ubl'))(
    'a document the official rules refuse: 409 naming the rule; without the rules it goes',
    async () => {
      local.directory.set(BUYER, ON_PEPPOL);
      const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
      const invoice = await w.validatedInvoice(shape);
      // A Belgian enterprise number whose check digits are wrong (PEPPOL-COMMON-R043).
      await editSnapshot(invoice.id, (buyer) => {
        buyer.enterprise_number = '0403170702';
      });
      local.directory.set('0208:0403170702', ON_PEPPOL);
      ctx.config.EINVOICE_RULES_DIR = rulesDir;
      try {
        const res = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
        expect(res.status).toBe(409);
        expect(res.body.message).toMatch(
          /^Ce document ne respecte pas les règles Peppol BIS 3\.0 : \[PEPPOL-COMMON-R043\]/,
        );
        // A folder without compiled rules: the check is skipped (docs/decisions.md).
        ctx.config.EINVOICE_RULES_DIR = '/nonexistent-rules';
        const skipped = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
        expect(skipped.status).toBe(202);
      } finally {
        ctx.config.EINVOICE_RULES_DIR = undefined;
      }
    },
  );

  test('a valid invoice passes the official rules', async () => {
    if (!rulesAvailable(rulesDir, 'ubl')) return;
    local.directory.set(BUYER, ON_PEPPOL);
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    ctx.config.EINVOICE_RULES_DIR = rulesDir;
    try {
      const res = await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
      expect(res.status).toBe(202);
    } finally {
      ctx.config.EINVOICE_RULES_DIR = undefined;
    }
  });

  test('another organization’s invoice or credit note answers like a missing one', async () => {
    local.directory.set(BUYER, ON_PEPPOL);
    const owner = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await owner.validatedInvoice(shape);
    const creditNote = await owner.partialCreditNote(invoice.id);
    const other = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    for (const [key, id] of [
      ['invoice_id', invoice.id],
      ['credit_note_id', creditNote],
    ] as const) {
      const mine = await other.api.post(`/api/invoice/sendPeppol?${key}=2147483000`);
      const theirs = await other.api.post(`/api/invoice/sendPeppol?${key}=${id}`);
      expectAnswer(theirs, 404, mine.body);
    }
    expect(await ctx.db.peppolTransmission.count({ where: { organization_id: owner.orgId } })).toBe(
      0,
    );
  });

  test('neither or both ids: 400 naming invoice_id', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    for (const query of ['', '?invoice_id=1&credit_note_id=1', '?invoice_id=abc']) {
      const res = await w.api.post(`/api/invoice/sendPeppol${query}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('invoice_id');
    }
  });
});

describe('the access point’s webhook', () => {
  const post = (body: string, signature?: string) => {
    const req = request(ctx.app)
      .post('/api/peppol/webhook')
      .set('Content-Type', 'application/json');
    return (signature ? req.set('X-Demo-Signature', signature) : req).send(body);
  };

  test('a bad or missing signature: 401, nothing changes', async () => {
    const body = JSON.stringify({ type: 'status', provider_ref: 'demo-x', status: 'delivered' });
    for (const signature of [undefined, demoSignature('wrong-secret', body), 'zz']) {
      const res = await post(body, signature);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: true, message: 'Signature du webhook Peppol invalide.' });
    }
  });

  test('a status event moves the transmission; a received document goes to the inbox', async () => {
    local.directory.set(BUYER, ON_PEPPOL);
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    await w.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    await runQueue(ctx, local.wiring.transport, later(new Date(), 1000));
    const { provider_ref } = await transmissionOf(ctx, invoice.id);
    const failed = JSON.stringify({
      type: 'status',
      provider_ref,
      status: 'failed',
      reason: 'Destinataire inconnu du réseau.',
    });
    const res = await post(failed, demoSignature(WEBHOOK_SECRET, failed));
    expect(res.status).toBe(200);
    expect(await transmissionOf(ctx, invoice.id)).toMatchObject({
      status: 'failed',
      reason: 'Destinataire inconnu du réseau.',
    });

    const received = JSON.stringify({
      type: 'received',
      receiver: '0208:0123456749',
      sender: BUYER,
      xml: '<Invoice/>',
    });
    const before = local.delivered.length;
    const answer = await post(received, demoSignature(WEBHOOK_SECRET, received));
    expect(answer.status).toBe(200);
    expect(local.delivered.slice(before)).toEqual([
      { receiver: '0208:0123456749', sender: BUYER, xml: '<Invoice/>' },
    ]);
  });
});
