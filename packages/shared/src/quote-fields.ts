// The fields of createQuote and updateQuote (spec part 2 §5 quote rules): the request schema the
// API validates with and the web form pre-validates with; each rule's issue names its field.
import { z } from 'zod';
import { toBusinessDate } from './dates.js';
import { boundedRows, MAX_DOCUMENT_LINES } from './document-lines.js';
import {
  formValue,
  optionalEuros,
  optionalId,
  optionalPercent,
  optionalText,
  optionalWholeNumber,
  requestRecord,
  requiredId,
} from './form-values.js';
import { eurosToCents } from './money.js';
import {
  MSG_ALLOW_OVERBOOKING_INVALID,
  MSG_COEFFICIENT_INVALID,
  MSG_DESCRIPTION_TOO_LONG,
  MSG_DUPLICATE_LINE,
  MSG_EVENT_INVALID,
  MSG_LINE_DISCOUNT_INVALID,
  MSG_LINE_PRICE_INVALID,
  MSG_LINE_VAT_INVALID,
  MSG_QUANTITY_INVALID,
  MSG_QUOTE_DATES_ORDER,
  MSG_QUOTE_NEEDS_CLIENT,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_NEEDS_LINE,
  MSG_QUOTE_TOO_MANY_LINES,
} from './quotes.js';

// Request schemas. The rules are checked in the order of the spec's form (lines, client, dates,
// then the optional fields) and a request answers the first rule it breaks, so each stage below
// only adds its issues after the previous ones.

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
    boundedRows(MSG_QUOTE_TOO_MANY_LINES, MSG_QUOTE_NEEDS_LINE).transform((rows, ctx) => {
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
  // A quote without lines is refused at its products (the form's first table).
  .refine(({ products, services }) => products.length + services.length > 0, {
    message: MSG_QUOTE_NEEDS_LINE,
    path: ['products'],
  })
  // Each table is bounded before its rows are read; the quote's lines, both tables together.
  .refine(({ products, services }) => products.length + services.length <= MAX_DOCUMENT_LINES, {
    message: MSG_QUOTE_TOO_MANY_LINES,
    path: ['products'],
  });

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
  /** Save even beyond availability: the quote is then flagged as over-booked. */
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
  requestRecord,
  linesStage.and(headerStage).and(optionalStage),
);
export type QuoteFields = z.output<typeof quoteFieldsSchema>;
