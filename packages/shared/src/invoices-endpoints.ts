// The invoices' endpoints (spec part 2 §7 "Invoices"), declared once for the API, the web and the
// OpenAPI document (contract.ts). Credit notes (credit-notes-endpoints.ts) and payments
// (payments-endpoints.ts) answer under the same /api/invoice path.
import { area, file, json, reads, sends, works } from './contract.js';
import type { DocumentEmailDraft } from './document-email.js';
import type { DocumentHistoryResponse } from './document-history.js';
import { callsOne, sendsByEmail } from './document-endpoints.js';
import {
  invoiceIdSchema,
  invoiceSourceSchema,
  invoicesPageSchema,
  sendInvoiceEmailSchema,
  type InvoiceDetailsResponse,
  type InvoiceListItem,
  type InvoiceListResponse,
  type InvoicePageItem,
  type InvoiceSource,
} from './invoices.js';
import type { Paged } from './paged-list.js';

/** `{ message, invoice }`: an invoice made (or made anew) from its quote or sale. */
export type InvoiceCreated = {
  message: string;
  invoice: Pick<InvoiceListItem, 'invoice_id' | 'formatted_invoice_id'>;
};

/** What validateInvoice answers about the invoice: its number, dates, reference and total. */
export type ValidatedInvoice = Pick<
  InvoiceListItem,
  | 'invoice_id'
  | 'formatted_invoice_id'
  | 'issue_date'
  | 'due_date'
  | 'payment_reference'
  | 'total_amount'
>;

const READ = reads('consulter les factures');
const EINVOICE = reads('télécharger une facture électronique');
/** A GET of one invoice, `?invoice_id=N`. */
const readsInvoice = callsOne(invoiceIdSchema);

export const INVOICES = area('/api/invoice', {
  getInvoiceList: {
    method: 'GET',
    summary:
      'Toutes les factures et notes de crédit, ou une page des deux avec `page` (triée, cherchée ; `show_validated=false` laisse de côté les documents validés, `payment_status` filtre les factures).',
    answer: json<InvoiceListResponse>(),
    page: { query: invoicesPageSchema, answer: json<Paged<InvoicePageItem>>() },
    access: READ,
    input: sends<Record<string, never>>(),
  },
  getInvoiceDetails: readsInvoice(
    'Une facture, avec ses lignes, sa TVA, ses paiements, remboursements et notes de crédit.',
    json<InvoiceDetailsResponse>(),
    READ,
  ),
  getInvoicePdf: readsInvoice(
    'Le PDF d’une facture (Factur-X quand l’organisation l’a choisi).',
    file('application/pdf'),
    reads('télécharger une facture'),
  ),
  getInvoiceUbl: readsInvoice(
    'La facture électronique Peppol BIS 3.0 (UBL) d’une facture validée (409 pour un particulier).',
    file('application/xml'),
    EINVOICE,
  ),
  getInvoiceCii: readsInvoice(
    'La facture électronique CII (celle de Factur-X) d’une facture validée.',
    file('application/xml'),
    EINVOICE,
  ),
  getInvoiceEmailDraft: readsInvoice(
    'Ce que le dialogue « Envoyer par e-mail » d’une facture validée propose.',
    json<DocumentEmailDraft>(),
    READ,
  ),
  createInvoice: {
    method: 'POST',
    summary:
      'Crée la facture provisoire d’un devis (`quote_id`) ou d’une vente (`sale_id`) ; 200 quand la facture provisoire du devis est refaite.',
    query: invoiceSourceSchema,
    answer: json<InvoiceCreated>({ status: 201 }),
    access: works('créer une facture'),
    input: sends<InvoiceSource>(),
  },
  // A GET that writes, as the spec names it: only the app may send it.
  validateInvoice: readsInvoice(
    'Valide une facture provisoire (numéro, dates, communication) ; l’en-tête `X-Requested-With: XMLHttpRequest` est exigé.',
    json<{ message: string; invoice: ValidatedInvoice }>(),
    works('valider une facture'),
  ),
  sendInvoiceEmail: sendsByEmail(
    'Envoie une facture validée par e-mail (son PDF, et son UBL pour une entreprise).',
    sendInvoiceEmailSchema,
    'envoyer une facture par email',
  ),
  getInvoiceHistory: readsInvoice(
    'L’historique d’une facture, le plus récent d’abord : création, validation, envois, paiements, remboursements, notes de crédit.',
    json<DocumentHistoryResponse>(),
    READ,
  ),
});
