import type { ProductAvailability } from '@app/shared/availability';
import { addDaysIso, todayIso } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import { useQuery } from '@tanstack/react-query';
import { AREA_KEYS } from '../../api/query-client';
import { getAvailability } from '../quotes/quotes.api';
import type { SaleDraft, SaleProduct } from './sale-draft';

/** A product line taking units that rentals from today on hold. */
interface Taken {
  name: string;
  taken: number;
  product: ProductAvailability;
}

/**
 * The lines whose units, beyond those the saved sale already took (`held`), go past what the
 * rentals of the coming year leave: the availability the quote form reads, from today on.
 */
export function reservedTakings(
  draft: SaleDraft,
  products: readonly SaleProduct[],
  availability: readonly ProductAvailability[],
): Taken[] {
  return draft.lines.flatMap((line) => {
    const product = availability.find((row) => row.product_id === line.productId);
    const taken = (line.quantity ?? 0) - (draft.held[line.productId] ?? 0);
    if (!product || taken <= 0 || taken <= product.available) return [];
    const name = products.find((item) => item.id === line.productId)?.name ?? '';
    return [{ name, taken, product }];
  });
}

/** The quotes holding the product, each named once with its first day ("DEV-… (client) le …"). */
const heldBy = (product: ProductAvailability) =>
  [
    ...new Map(
      product.conflicts.map((held) => [
        held.quote_id,
        `${held.formatted_quote_id} (${held.client_name}) dès le ${formatDateFr(held.from)}`,
      ]),
    ).values(),
  ].join(', ');

/**
 * Before saving, like the quote's availability hint (issue #30): which rentals hold the units a
 * line sells. Saving then asks for a confirmation (the server's 409).
 */
export function SaleReservedHint({
  draft,
  products,
}: {
  draft: SaleDraft;
  products: readonly SaleProduct[];
}) {
  const from = todayIso();
  // The availability call covers 366 days at most: the coming year's rentals.
  const until = addDaysIso(from, 365);
  const query = useQuery({
    queryKey: [...AREA_KEYS.availability, from, until, null],
    queryFn: async ({ signal }) =>
      (await getAvailability({ from, until, excludeQuoteId: null }, signal))?.products ?? [],
  });
  const takings = reservedTakings(draft, products, query.data ?? []);
  if (takings.length === 0) return null;
  return (
    <section className="notice sale-reserved" aria-labelledby="sale-reserved-title">
      <h3 id="sale-reserved-title" className="sale-reserved__title">
        Réservé par des locations à venir
      </h3>
      <ul className="sale-reserved__list">
        {takings.map(({ name, taken, product }) => (
          <li key={product.product_id}>
            <strong>{name}</strong> : cette vente en prend {taken}, {Math.max(product.available, 0)}{' '}
            libre(s) sur {product.stock}, réservé par {heldBy(product)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
