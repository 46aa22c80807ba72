import type { ProductAvailability } from '@app/shared/availability';
import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import type { CatalogueItem, QuoteDraft, QuoteLineDraft } from './quote-draft';
import { useAvailability, type AvailabilityByProduct } from './useAvailability';

/** A product line that asks more units than the reservation leaves. */
export interface Shortage {
  name: string;
  requested: number;
  product: ProductAvailability;
}

export function shortagesOf(
  lines: readonly QuoteLineDraft[],
  availability: AvailabilityByProduct,
  items: readonly CatalogueItem[],
): Shortage[] {
  return lines.flatMap((line) => {
    const product = availability.get(line.itemId);
    const requested = line.quantity ?? 0;
    if (!product || requested <= product.available) return [];
    const name = items.find((item) => item.id === line.itemId)?.name ?? '';
    return [{ name, requested, product }];
  });
}

/**
 * The availability of the draft's reservation, its product lines beyond it, and whether the
 * user chose to save anyway (sent only while some line is short).
 */
export function useOverbooking(draft: QuoteDraft, items: readonly CatalogueItem[]) {
  const availability = useAvailability(draft.reserved_from, draft.reserved_until, draft.quote_id);
  const shortages = shortagesOf(draft.products, availability, items);
  const [allowed, setAllowed] = useState(false);
  return {
    availability,
    allowOverbooking: allowed && shortages.length > 0,
    notice: { shortages, allowed, onAllowedChange: setAllowed },
  };
}

export interface OverbookingNoticeProps {
  shortages: readonly Shortage[];
  allowed: boolean;
  onAllowedChange: (allowed: boolean) => void;
  disabled?: boolean;
}

/**
 * Which quotes already hold the units a product line asks for over the reservation,
 * and the choice to save anyway (the quote is then flagged as over-booked).
 */
export function OverbookingNotice({
  shortages,
  allowed,
  onAllowedChange,
  disabled = false,
}: OverbookingNoticeProps) {
  if (shortages.length === 0) return null;
  return (
    <section className="notice overbooking" aria-labelledby="overbooking-title">
      <h3 id="overbooking-title" className="overbooking__title">
        Déjà réservé sur la période
      </h3>
      <ul className="overbooking__list">
        {shortages.map(({ name, requested, product }) => (
          <li key={product.product_id}>
            <strong>{name}</strong> : {requested} demandé(s), {Math.max(product.available, 0)}{' '}
            disponible(s) sur {product.stock}.
            <ul>
              {product.conflicts.map((held) => (
                <li key={`${held.quote_id}-${held.until ?? ''}`}>
                  {held.formatted_quote_id} ({held.client_name}) : {held.quantity}{' '}
                  {held.until === null
                    ? `manquant(s) au retour, depuis le ${formatDateFr(held.from)}`
                    : `du ${formatDateFr(held.from)} au ${formatDateFr(held.until)}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <label className="overbooking__choice">
        <input
          type="checkbox"
          checked={allowed}
          disabled={disabled}
          onChange={(event) => onAllowedChange(event.target.checked)}
        />{' '}
        Enregistrer quand même (surréservation)
      </label>
    </section>
  );
}
