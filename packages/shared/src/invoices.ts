// Invoices (factures): spec part 2 §3 Invoice, §4 Invoice status, §7 Invoices; credit notes
// (payments: payments.ts). The API validates its requests with these schemas.
import { z } from 'zod';
import { boundedRows, MAX_DOCUMENT_LINES } from './document-lines.js';
import { formValue, optionalEuros, optionalId, requiredId } from './form-values.js';
import { pagedQuery, type PageQuery } from './paged-list.js';
import type { ClientType } from './clients.js';
import type { InvoiceStatus } from './quotes.js';
import { documentEmailFields } from './document-email.js';
import type { PeppolStatusDto } from './peppol-status.js';
import {
  PAYMENT_STATUSES,
  type PaymentDto,
  type PaymentStatus,
  type RefundDto,
} from './payments.js';

export const MSG_INVOICE_ID_MISSING = 'ID de la facture non spécifié.';
export const MSG_INVOICE_NOT_FOUND = 'Facture introuvable.';
export const MSG_INVOICE_SOURCE_MISSING =
  'Indiquez le devis (quote_id) ou la vente (sale_id) à facturer.';
export const MSG_INVOICE_ALREADY_VALIDATED = 'Cette facture est déjà validée.';

/** getInvoiceDetails, getInvoicePdf, validateInvoice; the query of createCreditNote and addPayment. */
export const invoiceIdSchema = z.object({ invoice_id: requiredId(MSG_INVOICE_ID_MISSING) });

/** What an invoice is made from: a quote (type Location) or a sale (type Vente). */
export type InvoiceSource = { quote_id: number } | { sale_id: number };

/**
 * createInvoice?quote_id=N or ?sale_id=N: exactly one of them (-1 or empty is none); two, none
 * or a malformed id answer the same message.
 */
export const invoiceSourceSchema = z
  .object({
    quote_id: optionalId(MSG_INVOICE_SOURCE_MISSING),
    sale_id: optionalId(MSG_INVOICE_SOURCE_MISSING),
  })
  // Neither or both: the refusal names quote_id, the first of the two (a form names a field).
  .refine(({ quote_id, sale_id }) => (quote_id === null) !== (sale_id === null), {
    error: MSG_INVOICE_SOURCE_MISSING,
    path: ['quote_id'],
  })
  .transform(({ quote_id, sale_id }): InvoiceSource =>
    quote_id !== null ? { quote_id } : { sale_id: sale_id! },
  );

/**
 * The client as an invoice or a credit note names it: once validated, the name and kind frozen
 * in the document (a person receives the PDF only, no Peppol UBL: `goesThroughPeppol`).
 */
export type DocumentClient = { client_id: number; client_name: string; client_type: ClientType };

export interface InvoiceListItem {
  invoice_id: number;
  formatted_invoice_id: string;
  quote_id: number | null;
  sale_id: number | null;
  /** Location when made from a quote, Vente otherwise. */
  type: 'Location' | 'Vente';
  client: DocumentClient;
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
  /** Euros received (payments). */
  amount_paid: number;
  /** Euros taken back by credit notes (including VAT). */
  amount_credited: number;
  /** Euros paid back to the client (refunds). */
  amount_refunded: number;
  /** total − credited − paid + refunded; negative when money is owed back to the client. */
  amount_due: number;
  /** Euros still owed back to the client ("À rembourser"): −amount_due when negative, else 0. */
  amount_to_refund: number;
  payment_status: PaymentStatus;
  /** When the invoice was last sent by email from the app, or null. */
  last_sent_at: string | null;
  /** Its sending over Peppol (issue #33), or null when it was never sent that way. */
  peppol: PeppolStatusDto | null;
}

export const MSG_CREDIT_NOTE_ID_MISSING = 'ID de la note de crédit non spécifié.';
export const MSG_CREDIT_NOTE_NOT_FOUND = 'Note de crédit introuvable.';
export const MSG_CREDIT_NOTE_REASON_REQUIRED = 'Veuillez indiquer le motif de la note de crédit.';
export const MSG_CREDIT_NOTE_LINE_INVALID =
  'Chaque ligne à créditer indique une ligne de la facture (invoice_line_id) et une quantité entière positive.';
export const MSG_CREDIT_NOTE_PENDING =
  'Seule une facture validée peut être corrigée par une note de crédit : une facture provisoire se modifie depuis son devis.';
export const MSG_CREDIT_NOTE_NOTHING_LEFT = 'Cette facture est déjà entièrement créditée.';
export const MSG_CREDIT_NOTE_LINE_UNKNOWN = 'Cette ligne ne fait pas partie de la facture.';
export const MSG_CREDIT_NOTE_REASON_TOO_LONG = 'Le motif ne peut dépasser 500 caractères.';
export const MSG_CREDIT_NOTE_TOO_MANY_LINES = `Une note de crédit compte au plus ${MAX_DOCUMENT_LINES} lignes.`;
export const MSG_CREDIT_NOTE_AMOUNT_INVALID =
  'Le montant à créditer doit être un montant positif en euros, avec au plus 2 décimales.';
export const MSG_CREDIT_NOTE_LINES_OR_AMOUNT =
  'Indiquez soit les lignes à créditer, soit un montant, pas les deux.';

/** getCreditNotePdf: { credit_note_id }. */
export const creditNoteIdSchema = z.object({
  credit_note_id: requiredId(MSG_CREDIT_NOTE_ID_MISSING),
});

/** sendInvoiceEmail: { invoice_id, to, subject, message } (a validated invoice only). */
export const sendInvoiceEmailSchema = z.object({
  invoice_id: requiredId(MSG_INVOICE_ID_MISSING),
  ...documentEmailFields,
});

/** sendCreditNoteEmail: { credit_note_id, to, subject, message }. */
export const sendCreditNoteEmailSchema = z.object({
  credit_note_id: requiredId(MSG_CREDIT_NOTE_ID_MISSING),
  ...documentEmailFields,
});

/** The message of a credit of more than what is left on a line. */
export const creditTooLargeMessage = (name: string, left: number) =>
  `Impossible de créditer plus que ce qui reste sur la ligne « ${name} » : ${left} au plus.`;

/**
 * A JSON true, object or array as `amount` is malformed (it fails the euros pattern), not read
 * as "no amount", which would credit everything left.
 */
const notAmountRefused = (value: unknown) =>
  value === undefined || value === null || typeof value === 'number' || typeof value === 'string'
    ? value
    : '?';

/** The message of a credited amount larger than what the invoice still holds. */
export const creditAmountTooLargeMessage = (left: string) =>
  `Impossible de créditer plus que ce qui reste à créditer sur la facture : ${left} au plus.`;

/**
 * createCreditNote?invoice_id=N body: the whole invoice when `lines` and `amount` are absent;
 * `amount` (euros including VAT, issue #30) is split over the invoice's VAT rates instead.
 */
export const createCreditNoteSchema = z
  .object({
    reason: z.preprocess(
      formValue,
      z
        .string({ error: MSG_CREDIT_NOTE_REASON_REQUIRED })
        .max(500, MSG_CREDIT_NOTE_REASON_TOO_LONG),
    ),
    lines: boundedRows(MSG_CREDIT_NOTE_TOO_MANY_LINES, MSG_CREDIT_NOTE_LINE_INVALID)
      .min(1, MSG_CREDIT_NOTE_LINE_INVALID)
      .pipe(
        z.array(
          z.object({
            invoice_line_id: requiredId(MSG_CREDIT_NOTE_LINE_INVALID),
            quantity: z
              .number({ error: MSG_CREDIT_NOTE_LINE_INVALID })
              .int(MSG_CREDIT_NOTE_LINE_INVALID)
              .min(1, MSG_CREDIT_NOTE_LINE_INVALID)
              .max(9_999_999, MSG_CREDIT_NOTE_LINE_INVALID),
          }),
        ),
      )
      .optional(),
    amount: z
      .preprocess(notAmountRefused, optionalEuros(MSG_CREDIT_NOTE_AMOUNT_INVALID))
      .refine((amount) => amount === undefined || amount > 0, MSG_CREDIT_NOTE_AMOUNT_INVALID),
  })
  .refine(({ lines, amount }) => lines === undefined || amount === undefined, {
    error: MSG_CREDIT_NOTE_LINES_OR_AMOUNT,
    path: ['amount'],
  });
export type CreateCreditNoteInput = z.output<typeof createCreditNoteSchema>;

export interface CreditNoteListItem {
  credit_note_id: number;
  formatted_credit_note_id: string;
  invoice_id: number;
  formatted_invoice_id: string;
  type: 'Avoir';
  client: DocumentClient;
  issue_date: string;
  reason: string;
  /** Euros including VAT, negative: what the credit note takes back. */
  total_amount: number;
  /** When the credit note was last sent by email from the app, or null. */
  last_sent_at: string | null;
  /** Its sending over Peppol (issue #33), or null when it was never sent that way. */
  peppol: PeppolStatusDto | null;
}

export interface InvoiceListResponse {
  invoices: InvoiceListItem[];
  credit_notes: CreditNoteListItem[];
}

export interface InvoiceLineDto {
  invoice_line_id: number;
  kind: 'product' | 'service';
  name: string;
  quantity: number;
  /** Units already taken back by credit notes. */
  credited_quantity: number;
  unit_price: number;
  vat_rate: number;
  /** Euros excluding VAT, discount included. */
  total_excl_vat: number;
}

export interface InvoiceDetailsResponse {
  invoice: InvoiceListItem & {
    lines: InvoiceLineDto[];
    vat_lines: { rate: number; base: number; vat: number }[];
    total_excl_vat: number;
    total_vat: number;
    payments: PaymentDto[];
    /** Money paid back to the client after credit notes. */
    refunds: RefundDto[];
    credit_notes: CreditNoteListItem[];
  };
}

/** The visible columns of the invoices' list, by which a page can be sorted. */
export const INVOICE_SORTS = [
  'id',
  'type',
  'client',
  'issue_date',
  'discount',
  'total_amount',
  'status',
  'payment_status',
] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const MSG_SHOW_VALIDATED_INVALID = 'Filtre invalide : show_validated vaut true ou false.';
export const MSG_PAYMENT_FILTER_INVALID =
  'Filtre invalide : payment_status vaut unpaid, partial, paid, overdue ou refund_due.';

/** One row of the invoices' page: an invoice, or a credit note (type Avoir) that corrects one. */
export type InvoicePageItem = InvoiceListItem | CreditNoteListItem;

/**
 * getInvoiceList?page=…: a page of the invoices and credit notes together, newest
 * first unless sorted; `q` is searched in the client's name and the numbers (the credit note's
 * and its invoice's); `from`/`until` bound the issue date; `show_validated=false` leaves out
 * validated invoices and credit notes; `payment_status` keeps the invoices of that status only.
 * Each item is exactly an item of the full list's `invoices` or `credit_notes`.
 */
export const invoicesPageSchema = z.intersection(
  pagedQuery(INVOICE_SORTS, 'issue_date'),
  z.object({
    show_validated: z
      .preprocess(
        formValue,
        z.enum(['true', 'false'], { error: MSG_SHOW_VALIDATED_INVALID }).optional(),
      )
      .transform((value) => value !== 'false'),
    payment_status: z.preprocess(
      formValue,
      z.enum(PAYMENT_STATUSES, { error: MSG_PAYMENT_FILTER_INVALID }).optional(),
    ),
  }),
);
export type InvoicesPageQuery = PageQuery<InvoiceSort> & {
  show_validated: boolean;
  payment_status?: PaymentStatus | undefined;
};

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_INVOICE_VALIDATED = 'Facture validée avec succès';
export const MSG_IDENTITY_INCOMPLETE =
  'Avant de valider une facture, complétez les informations légales de l’organisation (page Organisation, onglet Informations) : ';
