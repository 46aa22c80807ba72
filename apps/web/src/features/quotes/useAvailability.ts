import type { ProductAvailability } from '@app/shared/availability';
import { isIsoDate } from '@app/shared/dates';
import { useEffect, useState } from 'react';
import { getAvailability } from './quotes.api';

/** Availability by product id; empty until both reservation dates are set. */
export type AvailabilityByProduct = ReadonlyMap<number, ProductAvailability>;

const NONE: AvailabilityByProduct = new Map();
/** Typing a date fires one request once the typing pauses. */
const PAUSE_MS = 250;

/**
 * The availability of the products over the reservation the form shows, read again
 * whenever the dates change; the quote being edited does not count against itself.
 */
export function useAvailability(
  from: string,
  until: string,
  quoteId: number,
): AvailabilityByProduct {
  const [availability, setAvailability] = useState<AvailabilityByProduct>(NONE);
  const ready = isIsoDate(from) && isIsoDate(until) && from <= until;
  useEffect(() => {
    if (!ready) {
      setAvailability(NONE);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const excludeQuoteId = quoteId > 0 ? quoteId : null;
      getAvailability({ from, until, excludeQuoteId }, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setAvailability(
            new Map((answer?.products ?? []).map((product) => [product.product_id, product])),
          );
        },
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [ready, from, until, quoteId]);
  return availability;
}
