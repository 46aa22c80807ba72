import { formatDateFr } from '@app/shared/format';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import {
  createClient,
  createProduct,
  createQuoteThroughApi,
  createSoundCatalogue,
  signedInMember,
} from './support/factories.js';
import { pdfPages, pdfTextRightEdges } from './support/pdf-text.js';
import { binary, expectFailure } from './support/http.js';

const ctx = useTestContext();

async function workspace(options: { vatSubject?: boolean; products?: number } = {}) {
  const { organization, cookie, api } = await signedInMember(ctx, {
    organization_name: 'Les Amis du Son ASBL',
  });
  const orgId = organization.organization_id;
  await ctx.db.organization.update({
    where: { organization_id: orgId },
    data: {
      terms: 'Le matériel est rendu propre. Paiement à 30 jours.',
      ...(options.vatSubject === false ? { is_vat_subject: false, vat_number: null } : {}),
    },
  });
  const { category, speaker, delivery: service } = await createSoundCatalogue(ctx.db, orgId);
  const products = [speaker];
  for (let i = 1; i < (options.products ?? 1); i++) {
    products.push(
      await createProduct(ctx.db, orgId, {
        name: `Projecteur ${i}`,
        price_cents: 4550,
        category_id: category.category_id,
        stock: 10,
      }),
    );
  }
  const client = await createClient(ctx.db, orgId, {
    client_name: 'Comité des fêtes',
    client_address: 'Place communale 1, 1300 Wavre',
    vat_number: 'BE0111222333',
  });
  const quote = await createQuoteThroughApi(api, {
    client_id: client.client_id,
    products: products.map((product, index) => ({
      product_id: product.product_id,
      quantity: 2,
      price: 45.5,
      tva_rate: 21,
      discount: index === 0 ? 10 : 0,
    })),
    services: [{ service_id: service.service_id, quantity: 1, price: 60, tva_rate: 21 }],
    rent_date: '2026-06-01',
    reserved_from: '2026-06-12',
    reserved_until: '2026-06-15',
  });
  return { orgId, cookie, api, quote };
}

describe('quote and invoice PDFs', () => {
  test('the quote PDF carries the organization, the client, each line, the VAT lines, totals and terms', async () => {
    const w = await workspace();
    const res = await binary(w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="DEVIS_${w.quote.formatted_quote_id}.pdf"`,
    );
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...others] = await pdfPages(body);
    expect(others).toEqual([]);
    for (const expected of [
      'Les Amis du Son ASBL',
      'BE0123456749',
      `DEVIS ${w.quote.formatted_quote_id}`,
      'Comité des fêtes',
      'BE0111222333',
      'du 12/06/2026 au 15/06/2026',
      // Dated the day it was made, not the rental date.
      `Date : ${formatDateFr(new Date())}`,
      'Désignation',
      'Total TVAC',
      'Enceinte',
      'Livraison',
      '126,50 €',
      '153,07 €',
      'TVA 21 % sur 186,50 €',
      '39,17 €',
      '225,67 €',
      'Conditions générales',
      'Paiement à 30 jours.',
      'Page 1 / 1',
    ]) {
      expect(page).toContain(expected);
    }
  });

  test('the rental coefficient reads as a coefficient and the days it stands for; services keep their description', async () => {
    const w = await workspace();
    const res = await binary(w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`));
    const [page] = await pdfPages(res.body as Buffer);
    // 12 → 15 June: 3 days, coefficient 1.5 (not "2 × 1,5 j", which reads as 1.5 days).
    expect(page).toContain('coef. 1,5 (3 jours)');
    expect(page).not.toContain('× 1,5 j');
    expect(page).toContain('Aller-retour');
  });

  test('the table stays inside the right margin, with and without VAT columns', async () => {
    for (const vatSubject of [true, false]) {
      const w = await workspace({ vatSubject });
      const res = await binary(w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`));
      for (const { rightmost, pageWidth } of await pdfTextRightEdges(res.body as Buffer)) {
        // 50 pt margins: nothing may be drawn past 545 pt on an A4 page (595 pt wide).
        expect(rightmost).toBeLessThanOrEqual(pageWidth - 50 + 0.5);
      }
    }
  });

  test('the invoice PDF, pending and validated, and the credit note PDF stay inside the right margin', async () => {
    for (const vatSubject of [true, false]) {
      const w = await workspace({ vatSubject });
      const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quote.quote_id}`);
      expect(created.status).toBe(201);
      const { invoice_id } = created.body.invoice as { invoice_id: number };
      const invoicePdf = () =>
        binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${invoice_id}`));
      const pending = await invoicePdf();
      const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoice_id}`);
      expect(validated.status).toBe(200);
      const frozen = await invoicePdf();
      const creditNote = await w.api
        .post(`/api/invoice/createCreditNote?invoice_id=${invoice_id}`)
        .send({ reason: 'Annulation de la location' });
      expect(creditNote.status).toBe(201);
      const { credit_note_id } = creditNote.body.credit_note as { credit_note_id: number };
      const credit = await binary(
        w.api.get(`/api/invoice/getCreditNotePdf?credit_note_id=${credit_note_id}`),
      );
      for (const [name, res] of [
        ['pending invoice', pending],
        ['validated invoice', frozen],
        ['credit note', credit],
      ] as const) {
        expect(res.status, name).toBe(200);
        const [page] = await pdfPages(res.body as Buffer);
        expect(page, name).toContain('Enceinte');
        for (const { rightmost, pageWidth } of await pdfTextRightEdges(res.body as Buffer)) {
          expect(rightmost, `${name}, VAT subject: ${vatSubject}`).toBeLessThanOrEqual(
            pageWidth - 50 + 0.5,
          );
        }
      }
    }
  });

  test('a sale PDF does not print the rental conditions', async () => {
    const w = await workspace();
    const { product_id } = (await ctx.db.product.findFirstOrThrow({
      where: { organization_id: w.orgId },
    })) as { product_id: number };
    const client = await ctx.db.client.findFirstOrThrow({ where: { organization_id: w.orgId } });
    const sale = await w.api.post('/api/sale/createSale').send({
      sale_id: -1,
      name: 'Buvette',
      recorded_date: '2026-04-12',
      client_id: client.client_id,
      products: [{ product_id, quantity: 1, unit_price: 2.5, tva_rate: 21 }],
    });
    expect(sale.status).toBe(201);
    const res = await binary(
      w.api.get(`/api/sale/getSalePdf?sale_id=${sale.body.sale.sale_id as number}`),
    );
    const [page] = await pdfPages(res.body as Buffer);
    expect(page).toContain(`VENTE ${sale.body.sale.formatted_sale_id as string}`);
    expect(page).not.toContain('Conditions générales');
    expect(page).not.toContain('Paiement à 30 jours.');
  });

  test('an organization not subject to VAT gets no VAT column and the franchise mention', async () => {
    const w = await workspace({ vatSubject: false });
    const res = await binary(w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`));
    const [page] = await pdfPages(res.body as Buffer);
    expect(page).toContain('Régime particulier de franchise des petites entreprises');
    expect(page).not.toContain('Total TVAC');
    expect(page).not.toContain('21 %');
    // 126.50 + 60.00 without VAT.
    expect(page).toContain('186,50 €');
  });

  test('a long quote repeats the table header and numbers every page', async () => {
    const w = await workspace({ products: 70 });
    const res = await binary(w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`));
    const pages = await pdfPages(res.body as Buffer);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
    });
    for (const page of pages.slice(0, -1)) expect(page).toContain('Désignation');
    expect(pages.join(' ')).toContain('Projecteur 69');
  });

  test('a PDF drawn again after other documents has the same bytes, but for its creation date', async () => {
    // The words each font lays out are kept across documents (pdf-fonts.ts): what another
    // document left there must not change a byte of the next one.
    const w = await workspace();
    const path = `/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`;
    const first = (await binary(w.api.get(path))).body as Buffer;
    const other = await workspace({ vatSubject: false, products: 40 });
    await ctx.db.client.updateMany({
      where: { organization_id: other.orgId },
      data: { client_name: 'Zoé Ærøskøbing — Œuvres & Fêtes' },
    });
    const between = await binary(
      other.api.get(`/api/quote/getQuotePdf?quote_id=${other.quote.quote_id}`),
    );
    expect(between.status).toBe(200);
    const again = (await binary(w.api.get(path))).body as Buffer;
    // pdfkit writes the time of drawing (the creation date) and an /ID made from it.
    const undated = (bytes: Buffer) =>
      bytes
        .toString('latin1')
        .replace(/\(D:[0-9Z+'-]*\)/g, '(D:)')
        .replace(/\/ID \[[^\]]*\]/, '/ID []');
    expect(again.length).toBe(first.length);
    expect(undated(again)).toBe(undated(first));
  });

  test('the invoice PDF is made from the frozen lines', async () => {
    const w = await workspace();
    const invoice = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quote.quote_id}`);
    await ctx.db.product.updateMany({
      where: { organization_id: w.orgId },
      data: { name: 'Renommé' },
    });
    const { invoice_id, formatted_invoice_id } = invoice.body.invoice;
    const res = await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${invoice_id}`));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="FACTURE-${formatted_invoice_id}.pdf"`,
    );
    const [page] = await pdfPages(res.body as Buffer);
    expect(page).toContain(`FACTURE ${formatted_invoice_id}`);
    expect(page).toContain('Enceinte');
    expect(page).not.toContain('Renommé');
    expect(page).toContain('225,67 €');
  });

  test('another organization’s documents are not found, and a plan without PDF creation is refused', async () => {
    const w = await workspace();
    const stranger = await workspace();
    const foreign = await request(ctx.app)
      .get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`)
      .set('Cookie', stranger.cookie);
    expectFailure(foreign, 404, 'Devis introuvable.');

    const plan = await ctx.db.organization.findUniqueOrThrow({
      where: { organization_id: w.orgId },
      select: { plan_id: true },
    });
    await ctx.db.plan.update({
      where: { plan_id: plan.plan_id! },
      data: { creation_factures_pdf: false },
    });
    try {
      const refused = await w.api.get(`/api/quote/getQuotePdf?quote_id=${w.quote.quote_id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Votre abonnement Pro ne comprend pas : Création de factures PDF.',
      );
    } finally {
      await ctx.db.plan.update({
        where: { plan_id: plan.plan_id! },
        data: { creation_factures_pdf: true },
      });
    }
  });
});
