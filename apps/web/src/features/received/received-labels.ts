import type {
  ReceivedDocumentDto,
  ReceivedFormat,
  ReceivedStatus,
} from '@app/shared/purchase-invoices';
import { MAX_NAME } from '@app/shared/accounting';
import type { ReceivedSortiePrefill } from '../accounting/accounting.api';

export const STATUS_LABELS: Record<ReceivedStatus, string> = {
  to_book: 'À comptabiliser',
  booked: 'Comptabilisées',
  rejected: 'Rejetées',
};

export const FORMAT_LABELS: Record<ReceivedFormat, string> = {
  ubl_invoice: 'UBL',
  ubl_credit_note: 'UBL',
  cii: 'CII',
  facturx: 'Factur-X',
};

export const EMPTY: Record<ReceivedStatus, string> = {
  to_book:
    'Aucune facture à comptabiliser : importez la facture électronique d’un fournisseur (UBL, CII ou PDF Factur-X).',
  booked: 'Aucune facture comptabilisée pour le moment.',
  rejected: 'Aucune facture rejetée.',
};

/** « Fournisseur — numéro », as a row is named and the Sortie is prefilled. */
export const documentName = (document: ReceivedDocumentDto) =>
  `${document.draft.supplier.name} — ${document.draft.document_number}`;

/**
 * The Sortie a received invoice becomes: its name, amount and date. A credit note is money the
 * supplier owes back, not a Sortie of its amount: its price is left to the user.
 */
export function sortiePrefill(document: ReceivedDocumentDto): ReceivedSortiePrefill {
  const { draft } = document;
  return {
    received_document_id: document.received_document_id,
    product_name: documentName(document).slice(0, MAX_NAME),
    price: draft.kind === 'invoice' && draft.amount_cents > 0 ? draft.amount_cents / 100 : 0,
    recorded_date: draft.issue_date,
    payment_method: 'Virement',
  };
}

/** The name a downloaded file is saved under: the one it was received with. */
export const fileNameOf = (document: ReceivedDocumentDto) => document.file_name;
