// Quotes (devis): spec part 2 §3 Quote, §4 Quote status, §5 quote rules, §7 Quotes. The API
// validates its requests with these schemas; the web form pre-validates with them.
import { z } from 'zod';
import { toBusinessDate } from './accounting.js';
import {
  formValue,
  optionalEuros,
  optionalId,
  optionalPercent,
  optionalText,
  optionalWholeNumber,
  requiredId,
} from './form-values.js';
import { MSG_PRODUCT_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from './catalogue.js';
import { MSG_CLIENT_NOT_FOUND } from './clients.js';
import { MSG_EVENT_NOT_FOUND } from './events.js';
import { messageFields } from './message-fields.js';
import { eurosToCents } from './money.js';
import { pagedQuery, type PageQuery } from './paged-list.js';
import { documentEmailFields } from './document-email.js';

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
  /** Saved beyond the products' availability on purpose (issue #17). */
  overbooked: boolean;
  event: { event_id: number; name: string } | null;
  invoice_id: number | null;
  invoice_status: InvoiceStatus | null;
  /** When the quote was last sent by email from the app (issue #19), or null. */
  last_sent_at: string | null;
  /** Departure of the equipment (issue #17): day (YYYY-MM-DD), who, note; null before. */
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
    /** Units back at the return, null before it; `missing` = quantity − returned (issue #17). */
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

// Request schemas. The rules are checked in the order of the spec's form (lines, client, dates,
// then the optional fields) and a request answers the first rule it breaks, so each stage below
// only adds its issues after the previous ones.

/** More rows than any quote needs: refused like a malformed list. */
const MAX_LINES = 200;

/** The body as a record: multer leaves it undefined for a request without fields. */
const fields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A line in cents, as the service prices it. */
export type QuoteLineFields = {
  itemId: number;
  quantity: number;
  priceCents: number;
  vatRate: number;
  discountCents: number;
};

const cents = (euros: number | undefined) => (euros === undefined ? 0 : eurosToCents(euros));

/** A selected row's values; not filled is 0 (the service takes the catalogue's VAT rules). */
const lineValuesSchema = z.object({
  quantity: optionalWholeNumber(MSG_QUANTITY_INVALID).transform((value) => value ?? 0),
  price: optionalEuros(MSG_LINE_PRICE_INVALID).transform(cents),
  tva_rate: optionalPercent(MSG_LINE_VAT_INVALID).transform((value) => value ?? 0),
  discount: optionalEuros(MSG_LINE_DISCOUNT_INVALID).transform(cents),
});

/**
 * Lines arrive in euros; rows whose id is -1 (or empty) are the form's unselected rows and are
 * dropped before their values are read. Each row is read in turn (id, duplicate, then values),
 * so the first wrong row answers.
 */
function quoteLinesSchema(idField: 'product_id' | 'service_id') {
  const rowSchema = z.object({ [idField]: optionalId(MSG_QUOTE_NEEDS_LINE) }, MSG_QUOTE_NEEDS_LINE);
  return z.preprocess(
    (value) => value ?? [],
    z
      .array(z.unknown(), MSG_QUOTE_NEEDS_LINE)
      .max(MAX_LINES, MSG_QUOTE_NEEDS_LINE)
      .transform((rows, ctx) => {
        const lines: QuoteLineFields[] = [];
        const seen = new Set<number>();
        for (const [index, raw] of rows.entries()) {
          const row = rowSchema.safeParse(raw);
          const values = row.success ? lineValuesSchema.safeParse(raw) : undefined;
          const itemId = row.data?.[idField] ?? null;
          const issue =
            row.error?.issues[0] ??
            (itemId !== null && seen.has(itemId)
              ? { message: MSG_DUPLICATE_LINE, path: [idField] }
              : itemId !== null
                ? values?.error?.issues[0]
                : undefined);
          if (issue) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
            return z.NEVER;
          }
          if (itemId === null || !values?.data) continue;
          seen.add(itemId);
          lines.push({
            itemId,
            quantity: values.data.quantity,
            priceCents: values.data.price,
            vatRate: values.data.tva_rate,
            discountCents: values.data.discount,
          });
        }
        return lines;
      }),
  );
}

/** A business date (YYYY-MM-DD, or an ISO instant read in the business time zone). */
const requiredDate = z.preprocess(
  (value) => toBusinessDate(formValue(value)),
  z.string({ error: MSG_QUOTE_NEEDS_DATES }),
);

/** The day coefficient: empty is null (computed from the dates); at most 4 digits, 2 decimals. */
const coefficientSchema = z.preprocess(
  formValue,
  z
    .string()
    .regex(/^\d{1,4}([.,]\d{1,2})?$/, MSG_COEFFICIENT_INVALID)
    .transform((text) => Number(text.replace(',', '.')))
    .refine((value) => value > 0, MSG_COEFFICIENT_INVALID)
    .optional(),
);

const linesStage = z
  .object({
    products: quoteLinesSchema('product_id'),
    services: quoteLinesSchema('service_id'),
  })
  .refine(({ products, services }) => products.length + services.length > 0, MSG_QUOTE_NEEDS_LINE);

const headerStage = z
  .object({
    client_id: requiredId(MSG_QUOTE_NEEDS_CLIENT),
    rent_date: requiredDate,
    reserved_from: requiredDate,
    reserved_until: requiredDate,
  })
  .refine(({ reserved_from, reserved_until }) => reserved_until >= reserved_from, {
    message: MSG_QUOTE_DATES_ORDER,
    path: ['reserved_until'],
  });

const optionalStage = z.object({
  /** An unreadable validity date is dropped, as the spec's form does. */
  valid_until: z.preprocess(
    (value) => toBusinessDate(formValue(value)) ?? null,
    z.string().nullable(),
  ),
  /** Null: computed from the reservation dates. */
  coefficient: coefficientSchema.transform((value) => value ?? null),
  event_id: optionalId(MSG_EVENT_INVALID),
  description: optionalText(5000, MSG_DESCRIPTION_TOO_LONG).transform((text) => text ?? ''),
  /** Save even beyond availability (issue #17): the quote is then flagged as over-booked. */
  allow_overbooking: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : (value ?? false)),
    z.boolean({ error: MSG_ALLOW_OVERBOOKING_INVALID }),
  ),
});

/**
 * createQuote and updateQuote (spec part 2 §5). Totals sent by the client are ignored: the
 * service recomputes them, and checks what needs the database (products of the organization,
 * stock).
 */
export const quoteFieldsSchema = z.preprocess(
  fields,
  linesStage.and(headerStage).and(optionalStage),
);
export type QuoteFields = z.output<typeof quoteFieldsSchema>;

/**
 * The request field each of the quote rules' messages is about (issue #19), the form's own and
 * those the service adds (stock, a client or product gone). A line's message names no table: it
 * is given to the products, the form moves it to the services when it has no product.
 */
export const quoteFieldOfMessage = messageFields(
  {
    products: [
      MSG_QUOTE_NEEDS_LINE,
      MSG_QUANTITY_INVALID,
      MSG_LINE_PRICE_INVALID,
      MSG_LINE_DISCOUNT_INVALID,
      MSG_LINE_VAT_INVALID,
      MSG_DUPLICATE_LINE,
      MSG_PRODUCT_NOT_FOUND,
    ],
    services: [MSG_SERVICE_NOT_FOUND],
    client_id: [MSG_QUOTE_NEEDS_CLIENT, MSG_CLIENT_NOT_FOUND],
    // The three dates share their message; the form's start date is also the rental date.
    rent_date: [MSG_QUOTE_NEEDS_DATES],
    reserved_until: [MSG_QUOTE_DATES_ORDER],
    coefficient: [MSG_COEFFICIENT_INVALID],
    event_id: [MSG_EVENT_INVALID, MSG_EVENT_NOT_FOUND],
    description: [MSG_DESCRIPTION_TOO_LONG],
  },
  [[/^La quantité de « .+ » dépasse le stock disponible \(\d+\)\.$/s, 'products']],
);

/** getQuoteDetails, getQuotePdf, validateQuote, deleteQuote: { quote_id }. */
export const quoteIdSchema = z.preprocess(
  fields,
  z.object({ quote_id: requiredId(MSG_QUOTE_ID_MISSING) }),
);

/** sendQuoteEmail: { quote_id, to, subject, message }. */
export const sendQuoteEmailSchema = z.preprocess(
  fields,
  z.object({ quote_id: requiredId(MSG_QUOTE_ID_MISSING), ...documentEmailFields }),
);

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
 * getQuoteList?page=… (issue #16): a page of the quotes, newest number first unless sorted; `q`
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
