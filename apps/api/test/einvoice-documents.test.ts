// The e-invoice writers on frozen snapshots: what a receiver reads in the XML. The official
// Schematron rules are run on documents made through the API by `pnpm test:einvoice`.
import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { writeCii } from '../src/modules/einvoicing/cii.js';
import {
  amount,
  cleanText,
  creditNoteModel,
  invoiceModel,
} from '../src/modules/einvoicing/einvoice-model.js';
import { writeUbl } from '../src/modules/einvoicing/ubl.js';
import { belgianSeller, creditNoteSnapshot, rentalSnapshot } from './einvoice/snapshots.js';

const pdf = { fileName: 'FACTURE-FAC-2026-0007.pdf', bytes: new Uint8Array([37, 80, 68, 70, 45]) };

/** Every text of the elements named `name` (prefix included), in document order. */
function texts(xml: string, name: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === name) {
        for (const item of Array.isArray(value) ? value : [value]) {
          found.push(
            typeof item === 'object' && item !== null
              ? String((item as Record<string, unknown>)['#'] ?? '')
              : String(item),
          );
        }
      }
      walk(value);
    }
  };
  walk(convert(xml, { format: 'object' }));
  return found;
}

describe('amounts and texts', () => {
  it('writes cents as decimals with two digits, sign kept', () => {
    expect([amount(0), amount(5), amount(123456), amount(-1050)]).toEqual([
      '0.00',
      '0.05',
      '1234.56',
      '-10.50',
    ]);
  });

  it('drops characters XML cannot hold, trims and limits a user text', () => {
    expect(cleanText('  Tente\u0000 \u0007bleue  ')).toBe('Tente bleue');
    expect(cleanText('x'.repeat(400))).toHaveLength(300);
    expect(cleanText('   ')).toBeUndefined();
    expect(cleanText(null)).toBeUndefined();
  });
});

describe('Peppol UBL invoice', () => {
  const xml = writeUbl(invoiceModel(rentalSnapshot()), pdf);

  it('declares Peppol BIS 3.0 and a commercial invoice', () => {
    expect(texts(xml, 'cbc:CustomizationID')).toEqual([
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    ]);
    expect(texts(xml, 'cbc:ProfileID')).toEqual(['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0']);
    expect(texts(xml, 'cbc:InvoiceTypeCode')).toEqual(['380']);
    expect(texts(xml, 'cbc:BuyerReference')).toEqual(['FAC-2026-0007']);
  });

  it('addresses both Belgian parties by their enterprise number (scheme 0208)', () => {
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(texts(xml, 'cbc:CompanyID')).toContain('BE0123456749');
  });

  it('escapes user text', () => {
    expect(xml).toContain('ASBL Les Amis &lt;&amp;&gt; "Tentes"');
  });

  it('shows the rental period, the coefficient, the discount and the structured communication', () => {
    expect(texts(xml, 'cbc:StartDate')).toEqual(['2026-11-01']);
    expect(texts(xml, 'cbc:EndDate')).toEqual(['2026-11-03']);
    expect(texts(xml, 'cbc:Note')).toContain('Coefficient de location : 2,5');
    expect(texts(xml, 'cbc:PriceAmount')).toEqual(['49.975', '100.00']);
    expect(texts(xml, 'cbc:PaymentID')).toEqual(['+++000/0000/00101+++']);
    expect(texts(xml, 'cbc:AllowanceChargeReason')).toEqual(['Remise']);
  });

  it('gives one VAT subtotal per rate and totals that add up to the cent', () => {
    expect(texts(xml, 'cbc:TaxableAmount')).toEqual(['100.00', '94.95']);
    expect(texts(xml, 'cbc:Percent')).toEqual(['6', '21', '21', '6']);
    expect(texts(xml, 'cbc:TaxInclusiveAmount')).toEqual(['220.89']);
    expect(texts(xml, 'cbc:PayableAmount')).toEqual(['220.89']);
  });

  it('embeds the PDF', () => {
    expect(texts(xml, 'cbc:EmbeddedDocumentBinaryObject')).toEqual(['JVBERi0=']);
  });

  it('is the same text for the same snapshot', () => {
    expect(writeUbl(invoiceModel(rentalSnapshot()), pdf)).toBe(xml);
  });

  it('marks a seller under the franchise as exempt (E) with the legal reason', () => {
    const franchise = rentalSnapshot({
      seller: { ...belgianSeller, is_vat_subject: false, vat_number: null },
      vat_lines: [],
      totals: { excl_vat_cents: 19495, vat_cents: 0, incl_vat_cents: 19495, discount_cents: 500 },
    });
    const exempt = writeUbl(invoiceModel(franchise), pdf);
    expect(texts(exempt, 'cbc:TaxExemptionReason')).toEqual([
      'Régime particulier de franchise des petites entreprises',
    ]);
    expect(exempt).toContain('<cbc:ID>E</cbc:ID>');
  });
});

describe('Peppol UBL credit note', () => {
  const xml = writeUbl(creditNoteModel(creditNoteSnapshot()), pdf);

  it('is a CreditNote (381) that refers to the invoice', () => {
    expect(xml).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(texts(xml, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(texts(xml, 'cbc:CreditedQuantity')).toEqual(['1']);
    expect(xml).toMatch(/<cac:InvoiceDocumentReference>\s*<cbc:ID>FAC-2026-0007<\/cbc:ID>/);
  });
});

describe('CII (Factur-X)', () => {
  it('declares the EN 16931 profile and writes dates as YYYYMMDD', () => {
    const xml = writeCii(invoiceModel(rentalSnapshot()));
    expect(texts(xml, 'ram:ID')[0]).toBe('urn:cen.eu:en16931:2017');
    expect(texts(xml, 'udt:DateTimeString')).toContain('20261124');
    expect(texts(xml, 'ram:GrandTotalAmount')).toEqual(['220.89']);
    expect(texts(xml, 'ram:TypeCode')[0]).toBe('380');
  });
});
