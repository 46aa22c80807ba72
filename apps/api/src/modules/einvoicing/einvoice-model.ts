// The e-invoice of a frozen invoice or credit note, in the terms of EN 16931 (BT-/BG- numbers),
// independent of the syntax: the UBL (Peppol BIS 3.0) and CII (Factur-X) writers only lay it out.
// Everything comes from the snapshot frozen at validation, so the e-invoice never changes.
import {
  invoiceMentions,
  sellerLegalMention,
  vatFranchiseMention,
} from '@app/shared/legal-mentions';
import { electronicAddressOf, legalRegistrationOf } from '@app/shared/peppol';
import type {
  BuyerSnapshot,
  CreditNoteSnapshot,
  InvoiceSnapshot,
  PartySnapshot,
  SellerSnapshot,
  SnapshotLine,
} from '../documents/snapshot-types.js';

/** A decimal amount as written in the XML: "1234.50". */
export type Amount = string;

/** EN 16931 VAT category (UNTDID 5305): standard, zero rated, exempt. */
export type VatCategory = { code: 'S' | 'Z' | 'E'; rate: string; exemptionReason?: string };

export type Identifier = { id: string; scheme: string };

export type EParty = {
  name: string;
  street?: string;
  city?: string;
  postalCode?: string;
  country: string;
  /** BT-31/BT-48, with its country prefix. */
  vatId?: string;
  /** BT-32: the seller's registration for tax other than a VAT id (TaxScheme "TAX"). */
  taxRegistrationId?: string;
  /** BT-30/BT-47: the legal registration (BCE/KBO 0208, SIREN 0002). */
  legalId?: Identifier;
  /** BT-33: the seller's additional legal information (legal form, capital, registry). */
  legalInfo?: string;
  /** BT-34/BT-49: the electronic address (Peppol participant). */
  endpoint?: Identifier;
  email?: string;
  phone?: string;
};

export type ELine = {
  id: string;
  /** BT-127: the rental coefficient, visible. */
  note?: string;
  name: string;
  description?: string;
  quantity: string;
  /** UN/ECE Recommendation 20: C62 (unit), E48 (service unit). */
  unitCode: 'C62' | 'E48';
  /** BT-146: net price of one unit (the day coefficient included). */
  price: Amount;
  /** BT-136: the line's discount. */
  allowance?: Amount;
  /** BT-131: quantity × price − allowance. */
  net: Amount;
  vat: VatCategory;
};

export type EDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  dueDate?: string;
  /** UNTDID 1001: 380 commercial invoice, 381 credit note. */
  typeCode: '380' | '381';
  /** BT-22, one note (Peppol R002): the legal mentions. */
  note?: string;
  /** BT-10 (Peppol R003). */
  buyerReference: string;
  period?: { start: string; end: string };
  deliveryDate?: string;
  /** BG-3: the invoice a credit note corrects. */
  precedingInvoice?: { number: string; issueDate: string };
  seller: EParty;
  buyer: EParty;
  payment?: { iban: string; bic?: string; accountName: string; reference?: string };
  paymentTerms?: string;
  vatBreakdown: { category: VatCategory; taxable: Amount; tax: Amount }[];
  totals: { lines: Amount; exclVat: Amount; vat: Amount; inclVat: Amount; payable: Amount };
  lines: ELine[];
};

/** Longest text kept in a free-text field: EN 16931 sets no limit, receivers do. */
const MAX_TEXT = 300;
// Characters XML 1.0 does not allow (controls other than tab, line feed, carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A user text fit for XML: allowed characters only, trimmed, at most `max`; undefined if empty. */
export function cleanText(value: string | null | undefined, max = MAX_TEXT): string | undefined {
  const text = (value ?? '').replace(NOT_XML, '').trim().slice(0, max).trim();
  return text === '' ? undefined : text;
}

/** Cents as a decimal amount with two decimals. */
export function amount(cents: number): Amount {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal number without binary noise: at most 6 decimals, at least 2 for prices. */
function decimal(value: number, minDecimals = 0): string {
  const fixed = value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  const [whole, fraction = ''] = fixed.split('.');
  return fraction.length >= minDecimals || minDecimals === 0
    ? fixed
    : `${whole}.${fraction.padEnd(minDecimals, '0')}`;
}

function vatCategory(seller: SellerSnapshot, rate: number): VatCategory {
  if (!seller.is_vat_subject) {
    return { code: 'E', rate: '0', exemptionReason: vatFranchiseMention(seller.country) };
  }
  return rate > 0 ? { code: 'S', rate: decimal(rate) } : { code: 'Z', rate: '0' };
}

function party(snapshot: PartySnapshot, siret: string | null): EParty {
  const email = cleanText(snapshot.email, 254);
  const vatId = cleanText(snapshot.vat_number?.replace(/[\s.]/g, '').toUpperCase(), 30);
  // The electronic address is chosen in @app/shared/peppol, so the lookup asks for the same one.
  const addressed = { ...snapshot, vat_number: vatId, siret, email };
  const legalId: Identifier | undefined = legalRegistrationOf(addressed);
  const endpoint: Identifier | undefined = electronicAddressOf(addressed);
  return {
    name: cleanText(snapshot.name) ?? '',
    street: cleanText(snapshot.address),
    city: cleanText(snapshot.city, 100),
    postalCode: cleanText(snapshot.postal_code, 20),
    country: snapshot.country,
    vatId,
    legalId,
    endpoint,
    email,
    phone: cleanText(snapshot.phone, 40),
  };
}

function seller(snapshot: SellerSnapshot): EParty {
  const base = {
    ...party(snapshot, snapshot.siret),
    legalInfo: cleanText(sellerLegalMention(snapshot)),
  };
  // A seller not subject to VAT is identified for tax by its registration (BR-E-02).
  return base.vatId || !base.legalId ? base : { ...base, taxRegistrationId: base.legalId.id };
}

/**
 * A private person has no legal registration and no electronic address: their invoice is not
 * sent over Peppol (no UBL), and their Factur-X leaves BT-49 out, which EN 16931 allows.
 */
function buyer(snapshot: BuyerSnapshot): EParty {
  const base = party(snapshot, null);
  return snapshot.client_type === 'person'
    ? { ...base, legalId: undefined, endpoint: undefined }
    : base;
}

function line(seller: SellerSnapshot, source: SnapshotLine, quantity: number, position: number) {
  const coefficient = source.kind === 'product' ? source.coefficient : 1;
  const result: ELine = {
    id: String(position),
    note:
      coefficient !== 1
        ? `Coefficient de location : ${String(coefficient).replace('.', ',')}`
        : undefined,
    name: cleanText(source.name, 200) ?? '-',
    description: cleanText(source.description),
    quantity: String(quantity),
    unitCode: source.kind === 'product' ? 'C62' : 'E48',
    price: decimal((source.unit_price_cents * coefficient) / 100, 2),
    allowance: source.discount_cents > 0 ? amount(source.discount_cents) : undefined,
    net: amount(source.net_cents),
    vat: vatCategory(seller, source.vat_rate),
  };
  return result;
}

function vatBreakdown(
  seller: SellerSnapshot,
  vatLines: InvoiceSnapshot['vat_lines'],
  exclVatCents: number,
) {
  if (!seller.is_vat_subject || vatLines.length === 0) {
    return [{ category: vatCategory(seller, 0), taxable: amount(exclVatCents), tax: amount(0) }];
  }
  // One subtotal per rate, as priced (VAT computed once per rate, BR-CO-17).
  return vatLines.map((vat) => ({
    category: vatCategory(seller, vat.rate),
    taxable: amount(vat.base_cents),
    tax: amount(vat.vat_cents),
  }));
}

function totals(t: { excl_vat_cents: number; vat_cents: number; incl_vat_cents: number }) {
  return {
    lines: amount(t.excl_vat_cents),
    exclVat: amount(t.excl_vat_cents),
    vat: amount(t.vat_cents),
    inclVat: amount(t.incl_vat_cents),
    payable: amount(t.incl_vat_cents),
  };
}

const note = (mentions: string[]) => cleanText(mentions.join(' '), 1000);

/** The e-invoice of a validated invoice. */
export function invoiceModel(snapshot: InvoiceSnapshot): EDocument {
  const { seller: s } = snapshot;
  return {
    kind: 'invoice',
    number: snapshot.number,
    issueDate: snapshot.issue_date,
    dueDate: snapshot.due_date,
    typeCode: '380',
    note: note(
      invoiceMentions({
        country: s.country,
        isVatSubject: s.is_vat_subject,
        buyerType: snapshot.buyer.client_type,
      }),
    ),
    buyerReference: snapshot.number,
    period: snapshot.rental_period
      ? { start: snapshot.rental_period.from, end: snapshot.rental_period.until }
      : undefined,
    deliveryDate: snapshot.delivery_date ?? undefined,
    seller: seller(s),
    buyer: buyer(snapshot.buyer),
    payment: {
      iban: s.iban.replace(/\s/g, '').toUpperCase(),
      bic: cleanText(s.bic, 11),
      accountName: cleanText(s.name, 70) ?? '',
      reference: snapshot.payment_reference ?? undefined,
    },
    paymentTerms: `Paiement à ${s.payment_terms_days} jours, au plus tard le ${snapshot.due_date}.`,
    vatBreakdown: vatBreakdown(s, snapshot.vat_lines, snapshot.totals.excl_vat_cents),
    totals: totals(snapshot.totals),
    lines: snapshot.lines.map((l, i) => line(s, l, l.quantity, i + 1)),
  };
}

/** The e-invoice of a credit note: amounts positive, the corrected invoice referenced. */
export function creditNoteModel(snapshot: CreditNoteSnapshot): EDocument {
  const { seller: s } = snapshot;
  return {
    kind: 'credit_note',
    number: snapshot.number,
    issueDate: snapshot.issue_date,
    typeCode: '381',
    note: note([
      `Motif : ${snapshot.reason}`,
      ...(s.is_vat_subject ? [] : [vatFranchiseMention(s.country)]),
    ]),
    buyerReference: snapshot.invoice.number,
    precedingInvoice: { number: snapshot.invoice.number, issueDate: snapshot.invoice.issue_date },
    // BR-CO-25: an amount due needs payment terms; a credit note is settled against the invoice.
    paymentTerms: `À déduire de la facture ${snapshot.invoice.number} ou à rembourser.`,
    seller: seller(s),
    buyer: buyer(snapshot.buyer),
    vatBreakdown: vatBreakdown(s, snapshot.vat_lines, snapshot.totals.excl_vat_cents),
    totals: totals(snapshot.totals),
    lines: snapshot.lines.map((l, i) => line(s, l, l.quantity, i + 1)),
  };
}
