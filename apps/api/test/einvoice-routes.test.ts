// E-invoice downloads. What a client of the API gets: the status, the headers of a
// download, XML made from the frozen invoice (byte-identical every time), a clear 409 for a
// pending invoice and 404 for another organization's id. The official rules are run on these
// documents by `pnpm test:einvoice`.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { binary, expectAnswer } from './support/http.js';
import { embeddedFile, expectFacturX } from './support/pdf-attachments.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';

const ctx = useTestContext();
const shape = { products: 2, services: 1, rates: [21, 6], discount: 5 };

describe('Peppol UBL of an invoice', () => {
  test('a validated invoice downloads as FACTURE-<number>.xml, the same bytes every time', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    const first = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="FACTURE-${invoice.number}.xml"`,
    );
    expect(first.text).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(first.text).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(first.text).toContain('mimeCode="application/pdf"');
    // Changing the client afterwards changes nothing: the XML is made from the frozen snapshot.
    await ctx.db.client.updateMany({
      where: { organization_id: w.orgId },
      data: { client_name: 'Renommé', enterprise_number: null },
    });
    const second = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(second.text).toBe(first.text);
  });

  test('a pending invoice has no e-invoice yet: 409 with a French message', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const id = await w.pendingInvoice(shape);
    for (const path of ['getInvoiceUbl', 'getInvoiceCii']) {
      const res = await w.api.get(`/api/invoice/${path}?invoice_id=${id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Une facture provisoire n’a pas de facture électronique : validez-la d’abord.',
      );
    }
  });

  test('another organization’s invoice or credit note answers like a missing one', async () => {
    const owner = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await owner.validatedInvoice(shape);
    const creditNote = await owner.partialCreditNote(invoice.id);
    const other = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    for (const path of [
      `getInvoiceUbl?invoice_id=${invoice.id}`,
      `getInvoiceCii?invoice_id=${invoice.id}`,
      `getCreditNoteUbl?credit_note_id=${creditNote}`,
    ]) {
      const mine = await other.api.get(`/api/invoice/${path.replace(/=\d+/, '=999999')}`);
      const theirs = await other.api.get(`/api/invoice/${path}`);
      expectAnswer(theirs, 404, mine.body);
    }
  });

  test('without a session the downloads are refused', async () => {
    const res = await request(ctx.app).get('/api/invoice/getInvoiceUbl?invoice_id=1');
    expect(res.status).toBe(403);
  });
});

describe('Peppol UBL of a credit note', () => {
  test('downloads as NOTE-DE-CREDIT-<number>.xml: a CreditNote that refers to its invoice', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    const creditNote = await w.partialCreditNote(invoice.id);
    const res = await w.api.get(`/api/invoice/getCreditNoteUbl?credit_note_id=${creditNote}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="NOTE-DE-CREDIT-NC-\d{4}-\d{4}\.xml"$/,
    );
    expect(res.text).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(res.text).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(res.text).toContain('<cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>');
  });
});

describe('a private person as the client: no Peppol', () => {
  test('the UBL of their invoice and credit note answers 409, the PDF stays the document', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'person');
    const invoice = await w.validatedInvoice(shape);
    const creditNote = await w.partialCreditNote(invoice.id);
    expectAnswer(await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`), 409, {
      error: true,
      message: 'Une facture à un particulier ne passe pas par Peppol : envoyez le PDF.',
    });
    expectAnswer(
      await w.api.get(`/api/invoice/getCreditNoteUbl?credit_note_id=${creditNote}`),
      409,
      {
        error: true,
        message: 'Une note de crédit à un particulier ne passe pas par Peppol : envoyez le PDF.',
      },
    );
    const pdf = await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${invoice.id}`));
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the frozen kind decides: a person turned company afterwards still gets no UBL', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'person');
    const invoice = await w.validatedInvoice(shape);
    await ctx.db.client.updateMany({
      where: { organization_id: w.orgId },
      data: { client_type: 'company', enterprise_number: '0403170701' },
    });
    const res = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(res.status).toBe(409);
    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.invoices[0].client).toEqual({
      client_id: expect.any(Number),
      client_name: 'Client person',
      client_type: 'person',
    });
  });

  test('their Factur-X CII has no buyer electronic address (BT-49)', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'person');
    const invoice = await w.validatedInvoice({ products: 1, services: 1, rates: [20, 5.5] });
    const res = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(res.status).toBe(200);
    const buyer = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(res.text)![0];
    expect(buyer).toContain('<ram:Name>Client person</ram:Name>');
    expect(buyer).not.toContain('URIUniversalCommunication');
  });
});

describe('CII of an invoice', () => {
  test('answers the EN 16931 CII alone', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    const invoice = await w.validatedInvoice({ products: 1, services: 1, rates: [20, 5.5] });
    const res = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(res.text).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(res.text).toContain('<ram:URIID schemeID="0009">73282932000074</ram:URIID>');
  });
});

describe('Factur-X', () => {
  test('a French validated invoice is a PDF/A-3b carrying its CII as factur-x.xml, fonts embedded', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    const invoice = await w.validatedInvoice({ products: 1, services: 1, rates: [20, 5.5] });
    const pdf = (await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${invoice.id}`)))
      .body as Buffer;
    expectFacturX(pdf);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(embeddedFile(pdf)).toBe(cii.text);
  });

  test('a Belgian invoice PDF is a plain PDF with embedded fonts, without factur-x.xml', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice(shape);
    const pdf = (await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${invoice.id}`)))
      .body as Buffer;
    const text = pdf.toString('latin1');
    expect(text).not.toContain('factur-x.xml');
    expect(text).toContain('/FontFile2');
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  test('a French credit note is Factur-X too', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    const invoice = await w.validatedInvoice({ products: 2, services: 0, rates: [20] });
    const creditNote = await w.partialCreditNote(invoice.id);
    const pdf = (
      await binary(w.api.get(`/api/invoice/getCreditNotePdf?credit_note_id=${creditNote}`))
    ).body as Buffer;
    const xml = embeddedFile(pdf);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
  });
});
