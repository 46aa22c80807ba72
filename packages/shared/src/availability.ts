// Rental availability: a quote reserves its products from `reserved_from` to
// `reserved_until`, both days included, for as long as it exists. The quantity of a product
// available over a period is its stock minus the most units other quotes hold on any single day
// of the period.
import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { formValue, optionalId } from './form-values.js';
import { formatDateFr } from './format.js';

export const MSG_AVAILABILITY_PERIOD_INVALID =
  'Veuillez choisir une période valide : des dates AAAA-MM-JJ, la date de début avant la date de fin.';
export const MSG_AVAILABILITY_PERIOD_TOO_LONG = 'La période ne peut dépasser 366 jours.';
export const MSG_EXCLUDED_QUOTE_INVALID = 'Devis à exclure invalide.';

/** The longest period one availability call covers. */
export const AVAILABILITY_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** A day of a period: YYYY-MM-DD between 1900 and 2999 (the planning reads it too). */
export const calendarDate = z.preprocess(
  formValue,
  z
    .string({ error: MSG_AVAILABILITY_PERIOD_INVALID })
    .refine(
      (date) => isIsoDate(date) && date >= '1900-01-01' && date <= '2999-12-31',
      MSG_AVAILABILITY_PERIOD_INVALID,
    ),
);

/** A period's days in order, AVAILABILITY_MAX_DAYS at most (the planning checks it too). */
export function checkPeriod(period: { from: string; until: string }, ctx: z.RefinementCtx): void {
  if (period.from > period.until) {
    ctx.addIssue({ code: 'custom', message: MSG_AVAILABILITY_PERIOD_INVALID, path: ['until'] });
  } else if (
    (Date.parse(period.until) - Date.parse(period.from)) / DAY_MS + 1 >
    AVAILABILITY_MAX_DAYS
  ) {
    ctx.addIssue({ code: 'custom', message: MSG_AVAILABILITY_PERIOD_TOO_LONG, path: ['until'] });
  }
}

/** GET /api/products/availability?from=…&until=…[&exclude_quote_id=N] */
export const availabilityQuerySchema = z
  .object({
    from: calendarDate,
    until: calendarDate,
    exclude_quote_id: optionalId(MSG_EXCLUDED_QUOTE_INVALID),
  })
  .superRefine(checkPeriod);
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/** A quote holding units of a product during the period. */
export interface AvailabilityConflict {
  quote_id: number;
  formatted_quote_id: string;
  client_name: string;
  /**
   * The days it holds them, included (YYYY-MM-DD): its reservation, or what its departure and
   * return make of it; `until` is null for units missing at the return (held with no end).
   */
  from: string;
  until: string | null;
  quantity: number;
}

export interface ProductAvailability {
  product_id: number;
  stock: number;
  /** The most units other quotes hold on one day of the period. */
  reserved_max: number;
  /** stock − reserved_max; negative when the product is over-booked. */
  available: number;
  conflicts: AvailabilityConflict[];
}

export interface AvailabilityResponse {
  products: ProductAvailability[];
}

/** 409 on a quote that asks more units than the period leaves. */
export function overbookingMessage(shortage: {
  product: string;
  day: string;
  requested: number;
  available: number;
  stock: number;
  quotes: string[];
}): string {
  const held = shortage.quotes.length > 0 ? `, déjà réservé par ${shortage.quotes.join(', ')}` : '';
  return (
    `« ${shortage.product} » n’est pas disponible en ${shortage.requested} exemplaire(s) le ` +
    `${formatDateFr(shortage.day)} : ${Math.max(shortage.available, 0)} disponible(s) sur ` +
    `${shortage.stock}${held}. Enregistrez quand même pour accepter la surréservation.`
  );
}

/** `allow_overbooking` (quotes, sales): save anyway beyond what the reservations leave. */
export const allowOverbookingField = (invalid: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : (value ?? false)),
    z.boolean({ error: invalid }),
  );

/**
 * 409 on a sale that takes units a rental holds from today on (issue #30): the sale takes them
 * out of stock for good, so the rental would come up short.
 */
export function saleTakesReservedMessage(shortage: {
  product: string;
  day: string;
  missing: number;
  quotes: string[];
}): string {
  return (
    `Cette vente prend des « ${shortage.product} » réservés par ${shortage.quotes.join(', ')} : ` +
    `il en manquerait ${shortage.missing} le ${formatDateFr(shortage.day)}. ` +
    `Confirmez la vente pour la surréservation.`
  );
}
