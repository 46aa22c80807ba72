import type { ProductAvailability } from '@app/shared/availability';
import { isIsoDate } from '@app/shared/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AREA_KEYS } from '../../api/query-client';
import { useDebounced } from '../../components/lists/usePagedList';
import { getAvailability } from './quotes.api';

/** Availability by product id; empty until both reservation dates are set. */
export type AvailabilityByProduct = ReadonlyMap<number, ProductAvailability>;

const NONE: AvailabilityByProduct = new Map();
/** Typing a date fires one request once the typing pauses. */
const PAUSE_MS = 250;

/**
 * The availability of the products over the reservation the form shows, a query under the
 * availability's key (a quote saved, moved or deleted invalidates it), read again once the dates
 * stop changing; the last answer stays shown meanwhile. The quote being edited does not count
 * against itself; an answer that failed counts as no availability known.
 */
export function useAvailability(
  from: string,
  until: string,
  quoteId: number,
): AvailabilityByProduct {
  const ready = isIsoDate(from) && isIsoDate(until) && from <= until;
  // The dates as one string, so that the pause is measured on their values.
  const settled = useDebounced(ready ? `${from}|${until}` : '', PAUSE_MS);
  const [settledFrom = '', settledUntil = ''] = settled.split('|');
  const excludeQuoteId = quoteId > 0 ? quoteId : null;
  const query = useQuery({
    queryKey: [...AREA_KEYS.availability, settledFrom, settledUntil, excludeQuoteId],
    queryFn: async ({ signal }) => {
      const period = { from: settledFrom, until: settledUntil, excludeQuoteId };
      return (await getAvailability(period, signal))?.products ?? [];
    },
    enabled: settled !== '',
    placeholderData: keepPreviousData,
  });
  const products = ready && settled !== '' ? query.data : undefined;
  return useMemo(
    () => (products ? new Map(products.map((product) => [product.product_id, product])) : NONE),
    [products],
  );
}
