// Purchase invoices received (issue #33 "Receiving"): a supplier's UBL invoice or credit note, a
// CII or a Factur-X PDF, uploaded or delivered by Peppol, read into a draft Sortie and listed on
// « Factures reçues » until it is booked or rejected. Both sides use these shapes and messages.
import { z } from 'zod';
import { formValue, requiredId } from './form-values.js';
import { pagedQuery, type PageQuery } from './paged-list.js';

export const RECEIVED_STATUSES = ['to_book', 'booked', 'rejected'] as const;
export type ReceivedStatus = (typeof RECEIVED_STATUSES)[number];

export const RECEIVED_FORMATS = ['ubl_invoice', 'ubl_credit_note', 'cii', 'facturx'] as const;
export type ReceivedFormat = (typeof RECEIVED_FORMATS)[number];

export const RECEIVED_SOURCES = ['upload', 'peppol'] as const;
export type ReceivedSource = (typeof RECEIVED_SOURCES)[number];

/** An invoice, or a credit note (its amounts are negative: money the supplier owes back). */
export type ReceivedKind = 'invoice' | 'credit_note';

export const MSG_RECEIVED_ID_MISSING = 'ID du document reçu non spécifié.';
export const MSG_RECEIVED_NOT_FOUND = 'Document reçu introuvable.';
export const MSG_RECEIVED_STATUS_INVALID =
  'Statut invalide : choisissez to_book (à comptabiliser), booked (comptabilisés) ou rejected (rejetés).';
export const MSG_RECEIVED_NOT_TO_BOOK =
  'Ce document n’est plus à comptabiliser : rétablissez-le ou supprimez d’abord sa sortie.';
export const MSG_RECEIVED_NOT_REJECTED = 'Ce document n’est pas rejeté.';
export const MSG_RECEIVED_FILE_MISSING = 'Veuillez joindre une facture (UBL, CII ou PDF Factur-X).';
export const MSG_RECEIVED_IMPORTED = 'Facture reçue : vérifiez-la puis comptabilisez-la.';
export const MSG_RECEIVED_DUPLICATE =
  'Ce document a déjà été reçu : il n’est pas ajouté une seconde fois.';
export const MSG_RECEIVED_REJECTED = 'Document rejeté.';
export const MSG_RECEIVED_RESTORED = 'Document remis à comptabiliser.';
/** addExpense's `received_document_id` when it is not a positive id. */
export const MSG_RECEIVED_DOCUMENT_INVALID = 'Document reçu invalide.';

/** What a received document says, read from its XML (amounts in cents, dates YYYY-MM-DD). */
export interface PurchaseInvoiceDraft {
  kind: ReceivedKind;
  supplier: {
    name: string;
    /** The Peppol address, `scheme:value` (e.g. `0208:0123456789`). */
    endpoint_id: string | null;
    vat_number: string | null;
    /** The legal registration (enterprise number, SIREN…). */
    registration: string | null;
  };
  document_number: string;
  issue_date: string;
  due_date: string | null;
  currency: string;
  /** Amount to pay, VAT included; negative for a credit note. */
  amount_cents: number;
  /** Per VAT rate (percent), same sign as the amount. */
  vat: { rate: number; amount_cents: number }[];
  payment_reference: string | null;
  iban: string | null;
}

export interface ReceivedDocumentDto {
  received_document_id: number;
  source: ReceivedSource;
  /** The Peppol participant that sent it; null for an upload. */
  sender: string | null;
  format: ReceivedFormat;
  status: ReceivedStatus;
  /** The Sortie it became, once booked. */
  expense_id: number | null;
  /** ISO instant. */
  received_at: string;
  file_name: string;
  draft: PurchaseInvoiceDraft;
}

export type ReceivedCounts = Record<ReceivedStatus, number>;

/** What the import answers: the document, and whether it had been received already. */
export interface ImportedPurchaseInvoice {
  message: string;
  received: ReceivedDocumentDto;
  /** True when the same document (supplier, number, kind) was already there: that one is answered. */
  duplicate: boolean;
}

export interface ReceivedDocumentChanged {
  message: string;
  received: ReceivedDocumentDto;
}

/** `?received_document_id=N` of the reject, restore and file endpoints. */
export const receivedDocumentIdSchema = z.object({
  received_document_id: requiredId(MSG_RECEIVED_ID_MISSING),
});

export const RECEIVED_SORTS = ['received_at'] as const;
export type ReceivedSort = (typeof RECEIVED_SORTS)[number];

/** GET receivedDocuments: a page of one status (`to_book` unless said), newest first. */
export const receivedDocumentsQuerySchema = z.intersection(
  pagedQuery(RECEIVED_SORTS, 'received_at'),
  z.object({
    status: z
      .preprocess(
        formValue,
        z.enum(RECEIVED_STATUSES, { error: MSG_RECEIVED_STATUS_INVALID }).optional(),
      )
      .transform((status) => status ?? 'to_book'),
  }),
);
export type ReceivedDocumentsQuery = PageQuery<ReceivedSort> & { status: ReceivedStatus };
