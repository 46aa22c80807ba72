// The credit notes' endpoints (spec part 2 §7 "Invoices"), under /api/invoice like the invoices
// they correct, declared once for the API, the web and the OpenAPI document (contract.ts).
import { area, file, json, reads, sends } from './contract.js';
import type { DocumentEmailDraft } from './document-email.js';
import { postsOn, callsOne, sendsByEmail } from './document-endpoints.js';
import {
  createCreditNoteSchema,
  creditNoteIdSchema,
  invoiceIdSchema,
  sendCreditNoteEmailSchema,
  type CreditNoteListItem,
} from './invoices.js';

/** `{ message, credit_note }`: the credit note issued, its number and (negative) total. */
export type CreditNoteCreated = {
  message: string;
  credit_note: Pick<
    CreditNoteListItem,
    'credit_note_id' | 'formatted_credit_note_id' | 'total_amount'
  >;
};

/**
 * createCreditNote's body: the whole rest of the invoice when `lines` and `amount` are absent;
 * `amount` (euros including VAT) credits a sum split over the invoice's VAT rates instead.
 */
export interface CreditNoteRequest {
  reason: string;
  lines?: { invoice_line_id: number; quantity: number }[];
  amount?: number;
}

/** A GET of one credit note, `?credit_note_id=N`. */
const readsCreditNote = callsOne(creditNoteIdSchema);

export const CREDIT_NOTES = area('/api/invoice', {
  createCreditNote: {
    ...postsOn(invoiceIdSchema)(
      'Émet une note de crédit sur une facture validée (`invoice_id` dans la requête) : un motif et les quantités à créditer par ligne, ou un montant TTC (`amount`) réparti sur les taux de TVA de la facture, ou tout ce qui reste sans `lines` ni `amount`.',
      createCreditNoteSchema,
      'émettre une note de crédit',
    ),
    answer: json<CreditNoteCreated>({ status: 201 }),
    input: sends<{ invoice_id: number } & CreditNoteRequest>(),
  },
  getCreditNotePdf: readsCreditNote(
    'Le PDF d’une note de crédit.',
    file('application/pdf'),
    reads('télécharger une note de crédit'),
  ),
  getCreditNoteUbl: readsCreditNote(
    'La note de crédit électronique Peppol BIS 3.0 (UBL) ; 409 pour un particulier.',
    file('application/xml'),
    reads('télécharger une note de crédit électronique'),
  ),
  getCreditNoteEmailDraft: readsCreditNote(
    'Ce que le dialogue « Envoyer par e-mail » d’une note de crédit propose.',
    json<DocumentEmailDraft>(),
    reads('consulter les notes de crédit'),
  ),
  sendCreditNoteEmail: sendsByEmail(
    'Envoie une note de crédit par e-mail (son PDF, et son UBL pour une entreprise).',
    sendCreditNoteEmailSchema,
    'envoyer une note de crédit par email',
  ),
});
