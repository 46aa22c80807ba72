// What a document's PDF shows: the data every document (quote, invoice, sale, credit note) gives
// the one PDF builder.
import type { Country } from '@app/shared/legal-identity';

export type DocumentLine = {
  name: string;
  description?: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  vatRate: number;
  totalExclCents: number;
  totalInclCents: number;
  /** Day coefficient of a rental line (shown when above 1). */
  coefficient?: number;
};

/** Who a document is from or for, as its identity block prints it. */
export type DocumentParty = {
  name: string;
  /** Street line. */
  address: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: Country;
  /** BE: BCE/KBO number; FR: SIREN. */
  enterpriseNumber?: string | null;
  siret?: string | null;
  vatNumber: string | null;
  email: string | null;
  phone?: string | null;
  /** The seller's legal form, capital and registry ("SRL – RPM Liège"), under its name. */
  legalMention?: string | null;
};

export type DocumentData = {
  title: 'DEVIS' | 'FACTURE' | 'VENTE' | 'NOTE DE CRÉDIT' | 'AVOIR';
  number: string;
  issueDate: string;
  dueDate?: string;
  rentalPeriod?: { from: string; to: string };
  /** The sale's date on its invoice. */
  deliveryDate?: string;
  validUntil?: string | null;
  /** A quote's "Bon pour accord" block, where the client dates and signs it. */
  signature?: boolean;
  /** Lines under the dates, e.g. the invoice a credit note corrects and why. */
  references?: string[];
  /** A pending invoice: not a legal document yet, not to be paid. */
  provisional?: boolean;
  organization: DocumentParty & {
    country: Country;
    bankAccount: string;
    bic?: string | null;
    isVatSubject: boolean;
    terms: string;
    /** PNG or JPEG bytes (pdfkit draws only those). */
    logo?: { data: Uint8Array; mime: string } | null;
  };
  client: DocumentParty;
  /** How to pay an issued invoice: printed under the totals, with the EPC QR code's PNG. */
  payment?: {
    amountCents: number;
    reference: string | null;
    dueDate: string;
    qrPng?: Buffer | null;
  };
  /** Printed under the totals; defaults to the franchise mention without VAT subjection. */
  mentions?: string[];
  lines: DocumentLine[];
  totals: {
    exclCents: number;
    vatLines: { rate: number; baseCents: number; vatCents: number }[];
    vatCents: number;
    inclCents: number;
  };
  description?: string | null;
};

export const PROVISIONAL_BANNER = 'Facture provisoire — ne pas payer';
