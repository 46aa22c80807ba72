// Purchase invoices received (issue #33 "Receiving"): every official UBL and CII example and the
// app's own Factur-X PDF and UBL import as a draft Sortie whose amount is the document's amount to
// pay (negative for a credit note); broken, hostile or foreign files are refused with a French 400
// and nothing written; the same document received twice is listed once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG_RECEIVED_DUPLICATE, MSG_RECEIVED_IMPORTED } from '@app/shared/purchase-invoices';
import { describe, expect, test } from 'vitest';
import { MSG_PDF_NO_INVOICE } from '../src/modules/purchase-invoices/facturx-reader.js';
import { MSG_UNSUPPORTED_DOCUMENT } from '../src/modules/purchase-invoices/parse-document.js';
import { MSG_XML_DOCTYPE } from '../src/modules/purchase-invoices/xml-document.js';
import { useTestContext } from './support/app.js';
import { signedInMember, whereOrgOf, type Member } from './support/factories.js';
import { binary, expectFailure, PDF, PNG } from './support/http.js';
import { rulesDir } from './einvoice/schematron.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';

const ctx = useTestContext();
const examples = path.join(rulesDir, 'examples');

/** The amount to pay each official example states (PayableAmount / DuePayableAmount), in cents. */
const STATED: Record<string, { amount_cents: number; kind: 'invoice' | 'credit_note' }> = {
  'ubl/Allowance-example.xml': { amount_cents: 612_500, kind: 'invoice' },
  'ubl/Vat-category-S.xml': { amount_cents: 855_000, kind: 'invoice' },
  'ubl/base-creditnote-correction.xml': { amount_cents: -165_625, kind: 'credit_note' },
  'ubl/base-example.xml': { amount_cents: 165_625, kind: 'invoice' },
  'ubl/base-negative-inv-correction.xml': { amount_cents: -165_625, kind: 'invoice' },
  'ubl/vat-category-E.xml': { amount_cents: 120_000, kind: 'invoice' },
  'ubl/vat-category-O.xml': { amount_cents: 320_000, kind: 'invoice' },
  'ubl/vat-category-Z.xml': { amount_cents: 120_000, kind: 'invoice' },
  'cii/CII_business_example_Z.xml': { amount_cents: 1_169_387, kind: 'invoice' },
  'cii/CII_example1.xml': { amount_cents: 25_033, kind: 'invoice' },
  'cii/CII_example2.xml': { amount_cents: 80_178, kind: 'invoice' },
};

const upload = (m: Member, bytes: Buffer, name: string) =>
  m.api.post('/api/accounting/importPurchaseInvoice').attach('file', bytes, name);

/** What the organization holds: received documents and stored files (a refusal changes neither). */
const written = (m: Member) =>
  Promise.all([
    ctx.db.receivedDocument.count(whereOrgOf(m)),
    ctx.db.storedFile.count(whereOrgOf(m)),
  ]);

describe('the official examples', () => {
  const files = ['ubl', 'cii'].flatMap((folder) =>
    readdirSync(path.join(examples, folder))
      .filter((name) => name.endsWith('.xml'))
      .map((name) => `${folder}/${name}`),
  );

  test('every example in the folder has its stated amount here', () => {
    expect(files.sort()).toEqual(Object.keys(STATED).sort());
  });

  test.each(files)('%s imports with its amount to pay', async (file) => {
    // Two pairs of examples share a supplier and a number: each goes to its own organization.
    const m = await signedInMember(ctx);
    const bytes = readFileSync(path.join(examples, file));
    const res = await upload(m, bytes, path.basename(file));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: MSG_RECEIVED_IMPORTED, duplicate: false });
    const { received } = res.body;
    expect(received.draft).toMatchObject(STATED[file]!);
    expect(received).toMatchObject({ source: 'upload', sender: null, status: 'to_book' });
    expect(received.format).toBe(
      file.startsWith('cii/')
        ? 'cii'
        : STATED[file]!.kind === 'credit_note'
          ? 'ubl_credit_note'
          : 'ubl_invoice',
    );
    // The VAT per rate has the sign of the amount; the file is kept byte for byte.
    for (const vat of received.draft.vat) {
      expect(Math.sign(vat.amount_cents) * Math.sign(received.draft.amount_cents)).not.toBe(-1);
    }
    const kept = await binary(
      m.api.get(
        `/api/accounting/getReceivedDocumentFile?received_document_id=${received.received_document_id}`,
      ),
    );
    expect(kept.status).toBe(200);
    expect(kept.headers['content-type']).toContain('application/xml');
    expect(Buffer.compare(kept.body as Buffer, bytes)).toBe(0);
  });

  test('a UBL invoice reads whole: supplier, number, dates, VAT per rate, payment', async () => {
    const m = await signedInMember(ctx);
    const bytes = readFileSync(path.join(examples, 'ubl/base-example.xml'));
    const res = await upload(m, bytes, 'base-example.xml');
    expect(res.body.received.draft).toEqual({
      kind: 'invoice',
      supplier: {
        name: 'SupplierOfficialName Ltd',
        endpoint_id: '0088:9482348239847239874',
        vat_number: 'GB1232434',
        registration: 'GB983294',
      },
      document_number: 'Snippet1',
      issue_date: '2017-11-13',
      due_date: '2017-12-01',
      currency: 'EUR',
      amount_cents: 165_625,
      vat: [{ rate: 25, amount_cents: 33_125 }],
      payment_reference: 'Snippet1',
      iban: 'IBAN32423940',
    });
  });

  test('a CII reads whole, its date in format 102 and its IBAN compacted', async () => {
    const m = await signedInMember(ctx);
    const res = await upload(m, readFileSync(path.join(examples, 'cii/CII_example1.xml')), 'a.xml');
    expect(res.body.received.draft).toEqual({
      kind: 'invoice',
      supplier: {
        name: 'De Koksmaat',
        endpoint_id: null,
        vat_number: 'NL8200.98.395.B.01',
        registration: '57151520',
      },
      document_number: '12115118',
      issue_date: '2015-01-09',
      due_date: '2015-01-09',
      currency: 'EUR',
      amount_cents: 25_033,
      vat: [
        { rate: 6, amount_cents: 1_099 },
        { rate: 21, amount_cents: 974 },
      ],
      payment_reference: 'Deb. 10202 / Fact. 12115118',
      iban: 'NL57RABO0107307510',
    });
  });

  test('the same document twice is answered, not listed twice', async () => {
    const m = await signedInMember(ctx);
    const bytes = readFileSync(path.join(examples, 'ubl/base-example.xml'));
    const first = await upload(m, bytes, 'facture.xml');
    const again = await upload(m, bytes, 'encore.xml');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ message: MSG_RECEIVED_DUPLICATE, duplicate: true });
    expect(again.body.received).toEqual(first.body.received);
    // Its credit note has the same number but is another document.
    const credit = readFileSync(path.join(examples, 'ubl/base-creditnote-correction.xml'));
    expect((await upload(m, credit, 'avoir.xml')).body.duplicate).toBe(false);
    expect(await ctx.db.receivedDocument.count(whereOrgOf(m))).toBe(2);
  });
});

describe('credit notes and concurrent receptions', () => {
  test('a CII of type 381 is a credit note: its amount and VAT are negative', async () => {
    const m = await signedInMember(ctx);
    const cii = readFileSync(path.join(examples, 'cii/CII_example1.xml'), 'utf8').replace(
      '<ram:TypeCode>380</ram:TypeCode>',
      '<ram:TypeCode>381</ram:TypeCode>',
    );
    const res = await upload(m, Buffer.from(cii), 'avoir.xml');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.received.format).toBe('cii');
    expect(res.body.received.draft).toMatchObject({
      kind: 'credit_note',
      amount_cents: -25_033,
      vat: [
        { rate: 6, amount_cents: -1_099 },
        { rate: 21, amount_cents: -974 },
      ],
    });
  });

  test('the same document sent twice at once is stored once', async () => {
    const m = await signedInMember(ctx);
    const bytes = readFileSync(path.join(examples, 'ubl/vat-category-O.xml'));
    const answers = await Promise.all([upload(m, bytes, 'a.xml'), upload(m, bytes, 'b.xml')]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers.map((res) => res.body.duplicate as boolean).sort()).toEqual([false, true]);
    expect(answers[0]!.body.received.received_document_id).toBe(
      answers[1]!.body.received.received_document_id,
    );
    // One document and one file: the losing reception's file went with its transaction.
    expect(await written(m)).toEqual([1, 1]);
  });
});

describe('the app’s own documents', () => {
  const shape = { products: 2, services: 1, rates: [21, 6], discount: 5 };

  test('its Factur-X PDF and its UBL read the same invoice', async () => {
    const seller = await einvoiceWorkspace(ctx, 'BE VAT Factur-X', 'BE company');
    const invoice = await seller.validatedInvoice(shape);
    const pdf = await binary(seller.api.get(`/api/invoice/getInvoicePdf?invoice_id=${invoice.id}`));
    const ubl = await seller.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    const { total_amount_cents } = await ctx.db.invoice.findUniqueOrThrow({
      where: { invoice_id: invoice.id },
      select: { total_amount_cents: true },
    });

    const buyer = await signedInMember(ctx);
    const fromPdf = await upload(buyer, pdf.body as Buffer, 'facture.pdf');
    expect(fromPdf.status, JSON.stringify(fromPdf.body)).toBe(201);
    expect(fromPdf.body.received.format).toBe('facturx');
    expect(fromPdf.body.received.file_name).toBe('facture.pdf');
    expect(fromPdf.body.received.draft).toMatchObject({
      kind: 'invoice',
      document_number: invoice.number,
      amount_cents: total_amount_cents,
    });
    const rates = fromPdf.body.received.draft.vat.map((vat: { rate: number }) => vat.rate);
    expect(rates.sort()).toEqual([21, 6].sort());

    const other = await signedInMember(ctx);
    const fromUbl = await upload(other, Buffer.from(ubl.text), 'facture.xml');
    expect(fromUbl.status, JSON.stringify(fromUbl.body)).toBe(201);
    expect(fromUbl.body.received.format).toBe('ubl_invoice');
    const { supplier: _pdfSupplier, ...pdfDraft } = fromPdf.body.received.draft;
    const { supplier: _ublSupplier, ...ublDraft } = fromUbl.body.received.draft;
    expect(ublDraft).toEqual(pdfDraft);
    expect(fromUbl.body.received.draft.supplier.name).toBe(
      fromPdf.body.received.draft.supplier.name,
    );
  });
});

describe('files that are not a readable invoice', () => {
  const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

  test.each([
    ['malformed XML', `${XML_HEAD}<Invoice><cbc:ID>1</Invoice>`, /n’est pas un XML valide/],
    [
      'an external entity',
      `${XML_HEAD}<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice>&x;</Invoice>`,
      MSG_XML_DOCTYPE,
    ],
    [
      'an entity expansion',
      `${XML_HEAD}<!DOCTYPE a [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><a>&b;</a>`,
      MSG_XML_DOCTYPE,
    ],
    [
      'nesting far deeper than an invoice',
      `${XML_HEAD}${'<a>'.repeat(200)}x${'</a>'.repeat(200)}`,
      /trop profondément imbriqué/,
    ],
    ['another XML', `${XML_HEAD}<Order><ID>1</ID></Order>`, /son élément racine est « Order »/],
    [
      'a UBL invoice without amount to pay',
      `${XML_HEAD}<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</ID></Invoice>`,
      'UBL : élément Invoice/LegalMonetaryTotal/PayableAmount manquant.',
    ],
    ['plain text', 'Bonjour, voici ma facture', MSG_UNSUPPORTED_DOCUMENT],
  ])('%s: 400 naming what is wrong, nothing written', async (_what, content, message) => {
    const m = await signedInMember(ctx);
    const before = await written(m);
    const res = await upload(m, Buffer.from(content), 'facture.xml');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe(true);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await written(m)).toEqual(before);
  });

  test('a PDF without invoice, a picture, no file at all: 400', async () => {
    const m = await signedInMember(ctx);
    const before = await written(m);
    const plain = await upload(m, PDF, 'scan.pdf');
    expect(plain.status, JSON.stringify(plain.body)).toBe(400);
    expect(plain.body.message).toMatch(/PDF/);
    const picture = await upload(m, PNG, 'photo.png');
    expectFailure(picture, 400, MSG_UNSUPPORTED_DOCUMENT);
    const nothing = await m.api.post('/api/accounting/importPurchaseInvoice').field('x', '1');
    expect(nothing.status).toBe(400);
    expect(nothing.body.field).toBe('file');
    expect(await written(m)).toEqual(before);
    expect([MSG_PDF_NO_INVOICE, 'Ce PDF est illisible : il n’a pas pu être ouvert.']).toContain(
      plain.body.message,
    );
  });
});
