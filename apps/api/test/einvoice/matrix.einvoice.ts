// `pnpm test:einvoice` (issues #15, #26): e-invoices made through the real API on a real
// database, validated against the official Peppol BIS 3.0 and EN 16931 rules; the official
// examples prove the harness passes what is right, a broken invoice proves it fails what is
// wrong. Prints a table: document, rules run, failed asserts. The generated matrix
// (generated-*.einvoice.ts) covers the space of documents; these are the named landmarks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { useTestContext } from '../support/app.js';
import { binary } from '../support/http.js';
import { embeddedFile } from '../support/pdf-attachments.js';
import { RULE_SETS, rulesDir, validate, type RuleSet, type Validation } from './schematron.js';
import { CASES, SEED } from './generated-matrix.js';
import { randomCase } from './random-cases.js';
import { einvoiceWorkspace } from './workspace.js';

const ctx = useTestContext();

type Row = {
  document: string;
  ruleSet: RuleSet;
  rulesRun: number;
  failed: string[];
  warnings: number;
};
const rows: Row[] = [];

function check(document: string, xml: string, ruleSets: readonly RuleSet[]): Validation[] {
  return ruleSets.map((ruleSet) => {
    const result = validate(xml, ruleSet);
    rows.push({
      document,
      ruleSet,
      rulesRun: result.rulesRun,
      failed: result.fatal.map((f) => f.id),
      warnings: result.warnings.length,
    });
    return result;
  });
}

/** Fails with the asserts themselves, so a regression says which rule and why. */
function expectValid(results: Validation[]) {
  expect(results.flatMap((r) => r.fatal.map((f) => `${f.id}: ${f.message}`))).toEqual([]);
}

afterAll(() => {
  const lines = [
    '',
    'document | rule set | rules run | failed asserts | warnings',
    '--- | --- | --- | --- | ---',
    ...rows.map(
      (r) =>
        `${r.document} | ${r.ruleSet} | ${r.rulesRun} | ${r.failed.length === 0 ? '0' : `${r.failed.length} (${[...new Set(r.failed)].join(', ')})`} | ${r.warnings}`,
    ),
    '',
  ];
  // The table is what the run reports.
  // eslint-disable-next-line no-console
  console.log(lines.join('\n'));
});

describe('documents made by the app', () => {
  test('BE VAT organization → BE company: 21 % and 6 %, a discount, a 3-day coefficient, 50 lines', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice({
      products: 45,
      services: 5,
      rates: [21, 6],
      coefficient: 3,
      discount: 12.5,
    });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(ubl.status).toBe(200);
    expect(ubl.text.match(/<cac:InvoiceLine>/g)).toHaveLength(50);
    expectValid(check('BE VAT → BE company, 50 lines (UBL)', ubl.text, RULE_SETS.ubl));
  });

  test('BE VAT organization → BE company: 500 lines, 300 products and 200 services', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice({
      products: 300,
      services: 200,
      rates: [21, 6, 12, 0],
      coefficient: 2.5,
      discount: 7,
    });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(ubl.text.match(/<cac:InvoiceLine>/g)).toHaveLength(500);
    expectValid(check('BE VAT → BE company, 500 lines (UBL)', ubl.text, RULE_SETS.ubl));
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(cii.text.match(/<ram:IncludedSupplyChainTradeLineItem>/g)).toHaveLength(500);
    expectValid(check('BE VAT → BE company, 500 lines (CII)', cii.text, RULE_SETS.cii));
  });

  test('BE organization under the VAT franchise', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE franchise', 'BE company');
    const invoice = await w.validatedInvoice({ products: 2, services: 1, rates: [21] });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(ubl.text).toContain('Régime particulier de franchise des petites entreprises');
    expectValid(check('BE franchise → BE company (UBL)', ubl.text, RULE_SETS.ubl));
  });

  test('FR VAT organization → FR company: UBL and the CII of Factur-X', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    const invoice = await w.validatedInvoice({
      products: 3,
      services: 1,
      rates: [20, 5.5],
      discount: 3,
    });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expectValid(check('FR VAT → FR company (UBL)', ubl.text, RULE_SETS.ubl));
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(cii.status).toBe(200);
    expectValid(check('FR VAT → FR company (CII)', cii.text, RULE_SETS.cii));
  });

  test('BE VAT organization opted in to Factur-X → BE company: the CII its PDF carries', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: { facturx_pdf: true },
    });
    const invoice = await w.validatedInvoice({ products: 2, services: 1, rates: [21, 6] });
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(cii.status).toBe(200);
    expectValid(check('BE VAT (Factur-X chosen) → BE company (CII)', cii.text, RULE_SETS.cii));
  });

  test('a partial credit note', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice({
      products: 2,
      services: 1,
      rates: [21, 6],
      discount: 5,
    });
    const creditNote = await w.partialCreditNote(invoice.id);
    const ubl = await w.api.get(`/api/invoice/getCreditNoteUbl?credit_note_id=${creditNote}`);
    expect(ubl.status).toBe(200);
    expectValid(check('partial credit note (UBL CreditNote)', ubl.text, RULE_SETS.ubl));
  });

  test('a credit note of an amount split over two rates (issue #30): UBL, and the CII its Factur-X PDF carries', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    const invoice = await w.validatedInvoice({ products: 3, services: 2, rates: [20, 5.5] });
    const res = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`)
      .send({ reason: 'Geste commercial', amount: 33.33 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const query = `credit_note_id=${res.body.credit_note.credit_note_id}`;
    const ubl = await w.api.get(`/api/invoice/getCreditNoteUbl?${query}`);
    expect(ubl.text.match(/<cac:CreditNoteLine>/g)).toHaveLength(2);
    expect(ubl.text).toContain('<cbc:PayableAmount currencyID="EUR">33.33</cbc:PayableAmount>');
    expectValid(
      check('credit note of an amount, 2 rates (UBL CreditNote)', ubl.text, RULE_SETS.ubl),
    );
    const pdf = await binary(w.api.get(`/api/invoice/getCreditNotePdf?${query}`));
    const cii = embeddedFile(pdf.body as Buffer);
    expectValid(check('credit note of an amount, 2 rates (CII)', cii, RULE_SETS.cii));
  });

  test('BT-33: the seller’s legal form, share capital and registry (UBL, CII, credit note)', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: { legal_form: 'SAS', registry: 'RCS Lyon', share_capital_cents: 1_000_000 },
    });
    const invoice = await w.validatedInvoice({ products: 2, services: 1, rates: [20, 5.5] });
    const mention = 'SAS au capital de 10\u00a0000\u00a0€ – RCS Lyon';
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(ubl.text.replace(/\u202f/g, '\u00a0')).toContain(
      `<cbc:CompanyLegalForm>${mention}</cbc:CompanyLegalForm>`,
    );
    expectValid(check('FR SAS, BT-33 (UBL)', ubl.text, RULE_SETS.ubl));
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    // BT-33 right after the seller's name, as the CII schema orders TradeParty.
    expect(cii.text.replace(/\u202f/g, '\u00a0')).toMatch(
      new RegExp(
        `<ram:SellerTradeParty>\\s*<ram:Name>[^<]+</ram:Name>\\s*<ram:Description>${mention}</ram:Description>`,
      ),
    );
    expectValid(check('FR SAS, BT-33 (CII)', cii.text, RULE_SETS.cii));
    const creditNote = await w.partialCreditNote(invoice.id);
    const credit = await w.api.get(`/api/invoice/getCreditNoteUbl?credit_note_id=${creditNote}`);
    expect(credit.text).toContain('RCS Lyon</cbc:CompanyLegalForm>');
    expectValid(check('FR SAS, BT-33 (UBL CreditNote)', credit.text, RULE_SETS.ubl));
  });

  test('BT-33 of a Belgian ASBL: legal form and RPM (UBL)', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: { legal_form: 'ASBL', registry: 'RPM Liège, division Namur' },
    });
    const invoice = await w.validatedInvoice({ products: 1, services: 1, rates: [21, 6] });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(ubl.text).toContain(
      '<cbc:CompanyLegalForm>ASBL – RPM Liège, division Namur</cbc:CompanyLegalForm>',
    );
    expectValid(check('BE ASBL, BT-33 (UBL)', ubl.text, RULE_SETS.ubl));
  });

  test.each(['NL company', 'LU company'] as const)(
    'BE VAT organization → %s: UBL and CII, the buyer in its own country',
    async (buyer) => {
      const w = await einvoiceWorkspace(ctx, 'BE VAT', buyer);
      const invoice = await w.validatedInvoice({ products: 2, services: 1, rates: [21, 6] });
      const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
      expect(ubl.status).toBe(200);
      const country = buyer.slice(0, 2);
      const buyerParty = ubl.text.slice(ubl.text.indexOf('<cac:AccountingCustomerParty>'));
      expect(buyerParty).toContain(`<cbc:IdentificationCode>${country}</cbc:IdentificationCode>`);
      expect(buyerParty).toContain(`<cbc:CompanyID>${country}`);
      if (buyer === 'NL company') {
        expect(buyerParty).toContain('<cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>');
      } else {
        expect(buyerParty).toContain('<cbc:EndpointID schemeID="9938">LU12345678</cbc:EndpointID>');
      }
      expectValid(check(`BE VAT → ${buyer} (UBL)`, ubl.text, RULE_SETS.ubl));
      const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
      expect(cii.status).toBe(200);
      expect(cii.text).toContain(`<ram:CountryID>${country}</ram:CountryID>`);
      expectValid(check(`BE VAT → ${buyer} (CII)`, cii.text, RULE_SETS.cii));
    },
  );

  test('a person as the client: no Peppol UBL (409), an EN 16931 CII without BT-49', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'person');
    const invoice = await w.validatedInvoice({ products: 1, services: 1, rates: [20, 5.5] });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    expect(ubl.status).toBe(409);
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    expect(cii.text).not.toContain('URIUniversalCommunication schemeID="EM"');
    expectValid(check('FR VAT → person (CII)', cii.text, RULE_SETS.cii));
  });
});

describe('the harness', () => {
  const examples = (syntax: 'ubl' | 'cii') =>
    readdirSync(path.join(rulesDir, 'examples', syntax)).filter((file) => file.endsWith('.xml'));

  test.each(examples('ubl'))('passes the official UBL example %s', (file) => {
    const xml = readFileSync(path.join(rulesDir, 'examples', 'ubl', file), 'utf8');
    expectValid(check(`official example ${file}`, xml, RULE_SETS.ubl));
  });

  test.each(examples('cii'))('passes the official CII example %s', (file) => {
    const xml = readFileSync(path.join(rulesDir, 'examples', 'cii', file), 'utf8');
    expectValid(check(`official example ${file}`, xml, RULE_SETS.cii));
  });

  test('fails a Belgian invoice without buyer reference and with a malformed enterprise number', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await w.validatedInvoice({ products: 1, services: 0, rates: [21] });
    const ubl = await w.api.get(`/api/invoice/getInvoiceUbl?invoice_id=${invoice.id}`);
    const broken = ubl.text
      .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>\s*/, '')
      .replace(
        '<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>',
        '<cbc:EndpointID schemeID="0208">0403170702</cbc:EndpointID>',
      );
    const [peppol] = check('broken: no BuyerReference, bad 0208 number', broken, [
      'PEPPOL-EN16931-UBL',
    ]);
    expect([...new Set(peppol!.fatal.map((f) => f.id))].sort()).toEqual([
      'PEPPOL-COMMON-R043',
      'PEPPOL-EN16931-R003',
    ]);
  });

  test('fails a CII whose amount due is not its total', async () => {
    const w = await einvoiceWorkspace(ctx, 'FR VAT', 'FR company');
    const invoice = await w.validatedInvoice({ products: 1, services: 0, rates: [20] });
    const cii = await w.api.get(`/api/invoice/getInvoiceCii?invoice_id=${invoice.id}`);
    const broken = cii.text.replace(
      /<ram:DuePayableAmount>([\d.]+)<\/ram:DuePayableAmount>/,
      (_, amount: string) =>
        `<ram:DuePayableAmount>${(Number(amount) + 1).toFixed(2)}</ram:DuePayableAmount>`,
    );
    expect(broken).not.toBe(cii.text);
    const [cen] = check('broken: amount due + 1 € (CII)', broken, RULE_SETS.cii);
    expect([...new Set(cen!.fatal.map((f) => f.id))]).toEqual(['BR-CO-16']);
  });

  test('the generated matrix makes at least 300 invoices and credit notes', () => {
    const cases = Array.from({ length: CASES }, (_, i) => randomCase(SEED, i));
    const documents = cases.reduce((sum, c) => sum + (c.creditNote ? 2 : 1), 0);
    expect(documents).toBeGreaterThanOrEqual(300);
  });
});
