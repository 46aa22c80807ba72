// Quotes (devis): spec part 2 §3 Quote, §4 Quote status, §5 quote rules, §7 Quotes. The API
// validates its requests with these schemas; the web form pre-validates with them.
import { z } from 'zod';
import { documentEmailFields } from './document-email.js';
import { MAX_DOCUMENT_LINES } from './document-lines.js';
import { formValue, requestRecord, requiredId } from './form-values.js';
import { pagedQuery, type PageQuery } from './paged-list.js';

// The messages the API answers with (spec part 2 §7 Quotes).
export const MSG_QUOTE_CREATED = 'Devis créé avec succès';
export const MSG_QUOTE_UPDATED = 'Devis modifié avec succès';
export const MSG_QUOTE_VALIDATED = 'Devis validé avec succès';
export const MSG_QUOTE_DELETED = 'Devis supprimé avec succès';

export const MSG_QUOTE_NEEDS_LINE = 'Veuillez sélectionner au moins un produit ou un service.';
export const MSG_QUOTE_NEEDS_CLIENT = 'Veuillez sélectionner un client.';
export const MSG_QUOTE_NEEDS_DATES =
  'Veuillez sélectionner les dates de location, de réservation et de fin de réservation.';
export const MSG_QUOTE_DATES_ORDER =
  'La date de fin de réservation doit suivre la date de début de réservation.';
export const MSG_QUOTE_ID_MISSING = 'ID du devis non spécifié.';
export const MSG_QUOTE_NOT_FOUND = 'Devis introuvable.';
export const MSG_QUOTE_FROZEN =
  'Ce devis a une facture validée : il ne peut plus être modifié ni supprimé.';
export const MSG_QUOTE_HAS_INVOICE = 'Ce devis a une facture : il ne peut pas être supprimé.';
export const MSG_QUOTE_ALREADY_FINISHED = 'Ce devis est déjà terminé.';
export const MSG_QUANTITY_INVALID = 'La quantité doit être un nombre entier positif.';
export const MSG_LINE_PRICE_INVALID =
  'Le prix doit être un nombre positif avec 2 décimales au plus.';
export const MSG_LINE_DISCOUNT_INVALID =
  'La remise doit être un nombre positif avec 2 décimales au plus.';
export const MSG_LINE_VAT_INVALID = 'Le taux de TVA doit être compris entre 0 et 100.';
export const MSG_COEFFICIENT_INVALID = 'Le coefficient journée doit être un nombre positif.';
export const MSG_DUPLICATE_LINE =
  'Un même produit ou service ne peut figurer qu’une fois par devis.';
export const MSG_QUOTE_TOO_MANY_LINES = `Un devis compte au plus ${MAX_DOCUMENT_LINES} lignes (produits et services réunis).`;

export const MSG_QUOTE_TOTAL_TOO_LARGE =
  'Le total du devis dépasse 21 474 836,47 €, le plus grand montant enregistrable.';

export const MSG_EVENT_INVALID = 'Événement invalide.';
export const MSG_ALLOW_OVERBOOKING_INVALID = 'allow_overbooking vaut true ou false.';
export const MSG_DESCRIPTION_TOO_LONG = 'La description est trop longue.';

export const quoteStockMessage = (name: string, stock: number) =>
  `La quantité de « ${name} » dépasse le stock disponible (${stock}).`;

export type QuoteStatus = 'Pending' | 'Finished';
export type InvoiceStatus = 'Pending' | 'Validated';

/** A line as the form sends it (euros); rows with id -1 are unselected and dropped. */
export interface QuoteProductInput {
  product_id: number;
  quantity: number;
  price: number;
  tva_rate?: number;
  discount?: number;
}

export interface QuoteServiceInput {
  service_id: number;
  quantity: number;
  price: number;
  tva_rate?: number;
  discount?: number;
}

export interface QuoteInput {
  quote_id?: number;
  client_id: number;
  products: QuoteProductInput[];
  services: QuoteServiceInput[];
  rent_date: string;
  reserved_from: string;
  reserved_until: string;
  coefficient?: number;
  description?: string;
  event_id?: number | null;
  valid_until?: string | null;
  allow_overbooking?: boolean;
}

export interface QuoteListItem {
  quote_id: number;
  formatted_quote_id: string;
  client_id: number;
  client: { client_id: number; client_name: string };
  /** Euros including VAT. */
  total_price: number;
  status: QuoteStatus;
  user_decision: string | null;
  created_at: string;
  updated_at: string;
  valid_until: string | null;
  rent_date: string;
  reserved_from: string;
  reserved_until: string;
  coefficient: number;
  description: string;
  /** Total of the line discounts actually applied, euros. */
  discount: number;
  /** Saved beyond the products' availability on purpose. */
  overbooked: boolean;
  event: { event_id: number; name: string } | null;
  invoice_id: number | null;
  invoice_status: InvoiceStatus | null;
  /** When the quote was last sent by email from the app, or null. */
  last_sent_at: string | null;
  /** Departure of the equipment: day (YYYY-MM-DD), who, note; null before. */
  departed_on: string | null;
  departed_by: string | null;
  departure_note: string | null;
  /** Its return; null before. */
  returned_on: string | null;
  returned_by: string | null;
  return_note: string | null;
  /** Units out and not back at the return, all lines together (0 before a return). */
  missing: number;
  /** Departed, not returned, and its reservation ended before today. */
  overdue: boolean;
}

export interface QuoteLineDto {
  id: number;
  quantity: number;
  price: number;
  tva_rate: number;
  discount: number;
  name: string;
  /** Line totals recomputed by the server, euros. */
  total_excl_vat: number;
  total_incl_vat: number;
}

export interface QuoteDetailsResponse {
  quote: QuoteListItem & {
    total_excl_vat: number;
    total_vat: number;
    vat_lines: { rate: number; base: number; vat: number }[];
  };
  products: (QuoteLineDto & {
    product_id: number;
    stock: number;
    /** Units back at the return, null before it; `missing` = quantity − returned. */
    quantity_returned: number | null;
    missing: number;
  })[];
  services: (QuoteLineDto & { service_id: number })[];
  client: {
    client_id: number;
    client_name: string;
    client_email: string | null;
    client_address: string | null;
    vat_number: string | null;
  };
  event: { event_id: number; name: string } | null;
}

/**
 * getQuoteDetails, getQuotePdf, validateQuote, deleteQuote: { quote_id } (the routes read a
 * record; `quoteIdSchema` reads any value).
 */
export const quoteIdFields = z.object({ quote_id: requiredId(MSG_QUOTE_ID_MISSING) });
export const quoteIdSchema = z.preprocess(requestRecord, quoteIdFields);

/** sendQuoteEmail: { quote_id, to, subject, message }. */
export const sendQuoteEmailSchema = z.object({
  quote_id: requiredId(MSG_QUOTE_ID_MISSING),
  ...documentEmailFields,
});

/** The visible columns of the quotes' list, by which a page can be sorted. */
export const QUOTE_SORTS = [
  'id',
  'client',
  'rent_date',
  'reserved_until',
  'discount',
  'total_price',
  'status',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export const MSG_SHOW_FINISHED_INVALID = 'Filtre invalide : show_finished vaut true ou false.';

/**
 * getQuoteList?page=…: a page of the quotes, newest number first unless sorted; `q`
 * is searched in the client, the event and the number; `from`/`until` bound the rent date;
 * `show_finished=false` leaves out the quotes whose invoice is validated.
 */
export const quotesPageSchema = z.intersection(
  pagedQuery(QUOTE_SORTS, 'id'),
  z.object({
    show_finished: z
      .preprocess(
        formValue,
        z.enum(['true', 'false'], { error: MSG_SHOW_FINISHED_INVALID }).optional(),
      )
      .transform((value) => value !== 'false'),
  }),
);
export type QuotesPageQuery = PageQuery<QuoteSort> & { show_finished: boolean };
