// What a validated invoice and a credit note show, frozen as JSON when they are issued
// (invoices.snapshot, credit_notes.snapshot): the parties as they were that day, the lines, the VAT
// per rate and the totals. Types only: the PDF (documents/), the e-invoice model (einvoicing/) and
// the areas that write them (invoices/, credit-notes/) all read these, and this file reads nothing.

export type Country = 'BE' | 'FR';

export type PartySnapshot = {
  name: string;
  /** Street line. */
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: Country;
  /** BE: 10-digit BCE/KBO number; FR: 9-digit SIREN. */
  enterprise_number: string | null;
  vat_number: string | null;
  email: string | null;
  phone: string | null;
};

export type SellerSnapshot = PartySnapshot & {
  siret: string | null;
  iban: string;
  bic: string | null;
  is_vat_subject: boolean;
  payment_terms_days: number;
  terms: string;
  /**
   * The legal form's code (legal-mentions.ts LEGAL_FORMS), registry and share capital, printed
   * under the seller's name and in BT-33. Absent from snapshots frozen before them: none printed.
   */
  legal_form?: string | null;
  registry?: string | null;
  share_capital_cents?: number | null;
};

export type BuyerSnapshot = PartySnapshot & { client_type: 'company' | 'person' };

export type SnapshotLine = {
  /** The invoice line (invoice_lines.id) it shows: what a credit note refers to. */
  line_id: number;
  kind: 'product' | 'service';
  name: string;
  description: string | null;
  quantity: number;
  unit_price_cents: number;
  /** The discount applied (an ignored one is 0). */
  discount_cents: number;
  /** 0 when the seller is not subject to VAT. */
  vat_rate: number;
  /** Day coefficient of a rental product line, 1 otherwise. */
  coefficient: number;
  net_cents: number;
  /** Informative: VAT is computed once per rate. */
  total_incl_vat_cents: number;
};

/** The seller as frozen on an invoice, with the format of its PDF chosen that day. */
export type InvoiceSeller = SellerSnapshot & {
  /**
   * The PDF is Factur-X (always in France, in Belgium when the organization opted in). Absent
   * from snapshots written before the choice existed: they keep the rule of then, France only.
   */
  facturx?: boolean;
};

export type InvoiceSnapshot = {
  version: 1;
  number: string;
  issue_date: string;
  due_date: string;
  /** Location (from a quote) or Vente. */
  type: 'Location' | 'Vente';
  rental_period: { from: string; until: string } | null;
  /** The sale's date for a Vente (date of delivery). */
  delivery_date: string | null;
  seller: InvoiceSeller;
  buyer: BuyerSnapshot;
  lines: SnapshotLine[];
  vat_lines: { rate: number; base_cents: number; vat_cents: number }[];
  totals: {
    excl_vat_cents: number;
    vat_cents: number;
    incl_vat_cents: number;
    discount_cents: number;
  };
  payment_reference: string | null;
  /** The quote the invoice was made from ("Devis DEV-2026-0001"); absent from older snapshots. */
  quote_number?: string | null;
};

/** Everything a credit note shows, written once when it is issued. */
export type CreditNoteSnapshot = {
  version: 1;
  number: string;
  issue_date: string;
  reason: string;
  /** The invoice it corrects. */
  invoice: { number: string; issue_date: string };
  seller: InvoiceSnapshot['seller'];
  buyer: InvoiceSnapshot['buyer'];
  lines: (SnapshotLine & { quantity: number })[];
  vat_lines: InvoiceSnapshot['vat_lines'];
  totals: Omit<InvoiceSnapshot['totals'], 'discount_cents'>;
};
