// A Belgian organization may opt in to Factur-X PDFs (France: always). The choice is
// made on the organization, frozen in each invoice's snapshot at validation: the PDF a client
// downloads later is the same bytes whatever the setting says by then. A credit note follows the
// invoice it corrects.
import { describe, expect, test } from 'vitest';
import { writeCii } from '../src/modules/einvoicing/cii.js';
import { creditNoteModel } from '../src/modules/einvoicing/einvoice-model.js';
import type { CreditNoteSnapshot } from '../src/modules/documents/snapshot-types.js';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.js';
import { useTestContext } from './support/app.js';
import { binary } from './support/http.js';
import { embeddedFile, expectFacturX } from './support/pdf-attachments.js';
import { belgianSeller, rentalSnapshot } from './einvoice/snapshots.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';

const ctx = useTestContext();
const shape = { products: 2, services: 1, rates: [21, 6], discount: 5 };

type Workspace = Awaited<ReturnType<typeof einvoiceWorkspace>>;

/** Ticks or unticks the choice the way the web does: the organization saved with the field. */
async function chooseFacturX(w: Workspace, on: boolean) {
  const read = await w.api.get('/api/organization/getOrganization');
  const res = await w.api
    .post('/api/organization/updateOrganization')
    .send({ ...read.body.organization, facturx_pdf: on });
  expect(res.status).toBe(200);
  expect(res.body.organization.facturx_pdf).toBe(on);
}

const invoicePdf = async (w: Workspace, id: number) =>
  (await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${id}`))).body as Buffer;

const creditNotePdf = async (w: Workspace, id: number) =>
  (await binary(w.api.get(`/api/invoice/getCreditNotePdf?credit_note_id=${id}`))).body as Buffer;

function expectPlain(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).not.toContain('factur-x.xml');
  expect(text).not.toContain('pdfaid:part');
  expect(text).not.toContain('/Type /EmbeddedFile');
}

describe('a Belgian organization’s Factur-X choice', () => {
  test('opted in: the invoice PDF is a PDF/A-3b carrying the CII answer as factur-x.xml', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    await chooseFacturX(w, true);
    const invoice = await w.validatedInvoice(shape);
    const pdf = await invoicePdf(w, invoice.id);
    expectFacturX(pdf);
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(cii.status).toBe(200);
    expect(embeddedFile(pdf)).toBe(cii.text);
    expect(cii.text).toContain('<ram:URIID schemeID="0208">0123456749</ram:URIID>');
  });

  test('not opted in (the default): a plain PDF', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const read = await w.api.get('/api/organization/getOrganization');
    expect(read.body.organization.facturx_pdf).toBe(false);
    const invoice = await w.validatedInvoice(shape);
    expectPlain(await invoicePdf(w, invoice.id));
  });

  test('is frozen at validation: changing it afterwards changes no byte of the PDF', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    await chooseFacturX(w, true);
    const facturX = await w.validatedInvoice(shape);
    const facturXBytes = await invoicePdf(w, facturX.id);
    await chooseFacturX(w, false);
    const plain = await w.validatedInvoice(shape);
    const plainBytes = await invoicePdf(w, plain.id);
    expectPlain(plainBytes);

    await chooseFacturX(w, true);
    expect(Buffer.compare(await invoicePdf(w, plain.id), plainBytes)).toBe(0);
    await chooseFacturX(w, false);
    expect(Buffer.compare(await invoicePdf(w, facturX.id), facturXBytes)).toBe(0);
    expectFacturX(facturXBytes);
  });

  test('a credit note follows the invoice it corrects, whatever the setting says when it is issued', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    await chooseFacturX(w, true);
    const facturX = await w.validatedInvoice(shape);
    await chooseFacturX(w, false);
    const plain = await w.validatedInvoice(shape);

    const ofFacturX = await w.partialCreditNote(facturX.id);
    const pdf = await creditNotePdf(w, ofFacturX);
    expectFacturX(pdf);
    const stored = await ctx.db.creditNote.findUniqueOrThrow({
      where: { credit_note_id: ofFacturX },
      select: { snapshot: true },
    });
    const xml = embeddedFile(pdf);
    expect(xml).toBe(writeCii(creditNoteModel(stored.snapshot as unknown as CreditNoteSnapshot)));
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${facturX.number}</ram:IssuerAssignedID>`);

    await chooseFacturX(w, true);
    const ofPlain = await w.partialCreditNote(plain.id);
    const plainPdf = await creditNotePdf(w, ofPlain);
    expectPlain(plainPdf);
    // Downloaded again after another change: the same bytes.
    await chooseFacturX(w, false);
    expect(Buffer.compare(await creditNotePdf(w, ofFacturX), pdf)).toBe(0);
    expect(Buffer.compare(await creditNotePdf(w, ofPlain), plainPdf)).toBe(0);
  });

  test('a French organization is always Factur-X, even with the choice off', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    await chooseFacturX(w, false);
    const invoice = await w.validatedInvoice({ products: 1, services: 1, rates: [20] });
    expectFacturX(await invoicePdf(w, invoice.id));
  });
});

describe('snapshots written before the choice existed', () => {
  const french = {
    ...belgianSeller,
    country: 'FR' as const,
    enterprise_number: '732829320',
    siret: '73282932000074',
    vat_number: 'FR44732829320',
    iban: 'FR1420041010050500013M02606',
  };

  test('keep the rule of then: France is Factur-X, Belgium a plain PDF', async () => {
    const belgian = rentalSnapshot();
    expect('facturx' in belgian.seller).toBe(false);
    expectPlain(await renderInvoicePdf(belgian, null, { provisional: false }));
    expectFacturX(
      await renderInvoicePdf(rentalSnapshot({ seller: french }), null, { provisional: false }),
    );
  });

  test('a Belgian snapshot that records the choice is Factur-X; a provisional PDF never is', async () => {
    const chosen = rentalSnapshot({ seller: { ...belgianSeller, facturx: true } });
    expectFacturX(await renderInvoicePdf(chosen, null, { provisional: false }));
    expectPlain(await renderInvoicePdf(chosen, null, { provisional: true }));
  });
});
