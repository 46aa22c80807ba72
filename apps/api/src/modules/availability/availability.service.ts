// Rental availability: what the availability call answers, and the check every quote
// creation and change goes through. Every quote reserves, whatever its status, for as long as it
// exists (docs/decisions.md); sales take stock for good instead.
import { todayIso } from '@app/shared/dates';
import {
  overbookingMessage,
  saleTakesReservedMessage,
  type AvailabilityQuery,
  type AvailabilityResponse,
} from '@app/shared/availability';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import {
  findAllAvailability,
  findAvailability,
  findOwnQuoteId,
  lockProducts,
} from './availability.data.js';

/** 404 when the quote to exclude is not the organization's (another's is unknown here). */
export async function productAvailability(
  db: Db,
  organizationId: number,
  query: AvailabilityQuery,
): Promise<AvailabilityResponse> {
  if (query.exclude_quote_id !== null) {
    await findOwnQuoteId(db, organizationId, query.exclude_quote_id);
  }
  const rows = await findAllAvailability(db, {
    organizationId,
    from: query.from,
    until: query.until,
    excludeQuoteId: query.exclude_quote_id,
  });
  return { products: rows.map(({ name: _name, peak_day: _peak, ...product }) => product) };
}

/** What a quote asks: its reservation and its product lines. */
export interface Reservation {
  from: string;
  until: string;
  lines: { itemId: number; quantity: number }[];
}

/**
 * Takes the quote's products in turn (a lock held until the transaction ends), then checks that
 * the period leaves enough of each: 409 naming the product, the day and the quotes holding it,
 * unless `allowOverbooking`. Answers whether the quote is over-booked.
 */
export async function reserve(
  tx: DbOrTx,
  organizationId: number,
  reservation: Reservation,
  options: { excludeQuoteId: number | null; allowOverbooking: boolean },
): Promise<boolean> {
  const productIds = [...new Set(reservation.lines.map((line) => line.itemId))];
  await lockProducts(tx, organizationId, productIds);
  const availability = await findAvailability(tx, {
    organizationId,
    from: reservation.from,
    until: reservation.until,
    excludeQuoteId: options.excludeQuoteId,
    productIds,
  });
  const short = reservation.lines.flatMap((line) => {
    const product = availability.find((row) => row.product_id === line.itemId);
    return product && line.quantity > product.available ? [{ line, product }] : [];
  });
  const [first] = short;
  if (first && !options.allowOverbooking) {
    const { line, product } = first;
    throw new AppError(
      'CONFLICT',
      overbookingMessage({
        product: product.name,
        day: product.peak_day ?? reservation.from,
        requested: line.quantity,
        available: product.available,
        stock: product.stock,
        // A quote with missing units holds two segments: named once.
        quotes: [
          ...new Set(
            product.conflicts.map((held) => `${held.formatted_quote_id} (${held.client_name})`),
          ),
        ],
      }),
    );
  }
  return short.length > 0;
}

/** The last day a reservation can hold units (the calendar dates' upper bound). */
const LAST_DAY = '2999-12-31';

/**
 * A sale takes units out of stock for good, from today on: after its stock moves (same
 * transaction, the products' rows locked by them), the rentals from today on must still find
 * their units. `taken`: the units the sale takes beyond what it took before, per product. 409
 * naming the product and the quotes holding it (about `allow_overbooking`, the field that
 * confirms), unless `allowOverbooking`.
 */
export async function checkSaleLeavesRentals(
  tx: DbOrTx,
  organizationId: number,
  taken: ReadonlyMap<number, number>,
  allowOverbooking: boolean,
): Promise<void> {
  const productIds = [...taken].filter(([, quantity]) => quantity > 0).map(([id]) => id);
  if (allowOverbooking || productIds.length === 0) return;
  const availability = await findAvailability(tx, {
    organizationId,
    from: todayIso(),
    until: LAST_DAY,
    excludeQuoteId: null,
    productIds,
  });
  const short = availability.find((product) => product.available < 0);
  if (!short) return;
  throw new AppError(
    'CONFLICT',
    saleTakesReservedMessage({
      product: short.name,
      day: short.peak_day ?? todayIso(),
      missing: -short.available,
      quotes: [
        ...new Set(
          short.conflicts.map((held) => `${held.formatted_quote_id} (${held.client_name})`),
        ),
      ],
    }),
    { field: 'allow_overbooking' },
  );
}
