// Invoices (factures): spec part 2 §3 Invoice, §4 Invoice status, §7 Invoices.
import type { InvoiceStatus } from './quotes.js';

export const MSG_INVOICE_ID_MISSING = 'ID de la facture non spécifié.';
export const MSG_INVOICE_NOT_FOUND = 'Facture introuvable.';
export const MSG_INVOICE_SOURCE_MISSING =
  'Indiquez le devis (quote_id) ou la vente (sale_id) à facturer.';
export const MSG_INVOICE_ALREADY_VALIDATED = 'Cette facture est déjà validée.';

export interface InvoiceListItem {
  invoice_id: number;
  formatted_invoice_id: string;
  quote_id: number | null;
  sale_id: number | null;
  /** Location when made from a quote, Vente otherwise. */
  type: 'Location' | 'Vente';
  client: { client_id: number; client_name: string };
  /** The day it was made while pending; the day of validation once validated. */
  issue_date: string;
  /** Issue date plus the organization's payment terms. */
  due_date: string;
  /** Structured communication (BE) or RF creditor reference (FR); null while pending. */
  payment_reference: string | null;
  /** Euros including VAT. */
  total_amount: number;
  status: InvoiceStatus;
  quote: { discount: number } | null;
}
