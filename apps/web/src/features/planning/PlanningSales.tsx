import { formatDateFr } from '@app/shared/format';
import type { PlanningSale } from '@app/shared/planning';

/**
 * The period's direct sales, each on its day with the units it took (issue #30): a sale is a
 * one-day take of units, which the rentals around it no longer have.
 */
export function PlanningSales({ sales }: { sales: readonly PlanningSale[] }) {
  if (sales.length === 0) return null;
  return (
    <section className="planning__sales" aria-labelledby="planning-sales-title">
      <h2 id="planning-sales-title" className="planning__sales-title">
        Ventes de la période
      </h2>
      <ul className="planning__sales-list">
        {sales.map((sale) => (
          <li key={sale.sale_id}>
            <strong>{formatDateFr(sale.day)}</strong> · {sale.formatted_sale_id} · {sale.name} (
            {sale.client_name}) :{' '}
            {sale.products.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
