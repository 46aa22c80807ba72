// The planning: the rentals of a period and, per product, the units reserved each
// day, out of its stock. Same period rules as the availability call.
import { z } from 'zod';
import { calendarDate, checkPeriod } from './availability.js';

/** GET /api/planning?from=YYYY-MM-DD&until=YYYY-MM-DD (days included, 366 at most). */
export const planningQuerySchema = z
  .object({ from: calendarDate, until: calendarDate })
  .superRefine(checkPeriod);
export type PlanningQuery = z.output<typeof planningQuerySchema>;

export type PlanningQuoteStatus = 'Pending' | 'Finished';

/** Units of a product that did not come back at the quote's return (out − returned). */
export interface PlanningMissing {
  product_id: number;
  name: string;
  quantity: number;
}

/** A quote whose reservation meets the period. */
export interface PlanningRental {
  quote_id: number;
  formatted_quote_id: string;
  client_name: string;
  event_name: string | null;
  status: PlanningQuoteStatus;
  /** The quote's rental date (its status icon tells past from upcoming by it). */
  rent_date: string;
  /** The quote's reservation, days included (YYYY-MM-DD), whole even when it passes the period. */
  from: string;
  until: string;
  /** It holds units of a product on a day of the period when that product is over-booked. */
  overbooked: boolean;
  /** The units missing at its return, per product in the quote's order; empty if none or not returned. */
  missing: PlanningMissing[];
}

/** A day of the period on which units of the product are reserved (reserved > 0). */
export interface PlanningDay {
  day: string;
  reserved: number;
  /**
   * Of `reserved`, the units held because they were missing at a quote's return: from the
   * return date on, with no end until the return is corrected (docs/decisions.md).
   */
  missing: number;
}

/** A product reserved on at least one day of the period. */
export interface PlanningProduct {
  product_id: number;
  name: string;
  stock: number;
  /** Only the days with units reserved, in order; a day not listed has none. */
  days: PlanningDay[];
}

/**
 * A direct sale of the period (issue #30): a one-day take of units, shown on its day. Its units
 * left the stock for good, so they are not among the products' reserved days.
 */
export interface PlanningSale {
  sale_id: number;
  formatted_sale_id: string;
  name: string;
  client_name: string;
  /** The sale's date (YYYY-MM-DD). */
  day: string;
  products: { product_id: number; name: string; quantity: number }[];
}

export interface PlanningResponse {
  rentals: PlanningRental[];
  products: PlanningProduct[];
  /** The sales of product units dated within the period, by day. */
  sales: PlanningSale[];
}
