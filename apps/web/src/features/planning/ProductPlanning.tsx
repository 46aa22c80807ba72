import type { PlanningProduct } from '@app/shared/planning';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { daysOf, isoDay, type Period } from './planning-period';
import { OVERBOOKED_LABEL } from './rental-look';

export const NO_PRODUCT = 'Aucun produit réservé sur cette période.';

function DayCell({ reserved, stock, day }: { reserved: number; stock: number; day: Date }) {
  if (reserved === 0) return <td className="planning-products__day" />;
  const over = reserved > stock;
  const label = `${format(day, 'EEEE d MMMM', { locale: fr })} : ${reserved} réservé(s) sur ${stock}`;
  return (
    <td
      className={`planning-products__day ${over ? 'is-overbooked' : 'is-reserved'}`}
      title={over ? `${label}, ${OVERBOOKED_LABEL.toLowerCase()}` : label}
    >
      {reserved}/{stock}
      {over && <span className="sr-only"> ({OVERBOOKED_LABEL.toLowerCase()})</span>}
    </td>
  );
}

/** Per product and per day of the month, the units reserved out of the stock; red when over. */
export function ProductPlanning({
  products,
  period,
  title,
}: {
  products: PlanningProduct[];
  period: Period;
  title: string;
}) {
  if (products.length === 0) return <p className="planning__empty">{NO_PRODUCT}</p>;
  const days = daysOf(period);
  return (
    <>
      <p className="planning__hint">
        Unités réservées sur le stock, par jour ; en rouge, les jours surréservés.
      </p>
      <div
        className="planning-products"
        role="region"
        aria-label={`Unités réservées par jour, ${title}`}
        tabIndex={0}
      >
        <table className="planning-products__table">
          <caption className="sr-only">Unités réservées par produit et par jour, {title}</caption>
          <thead>
            <tr>
              <th scope="col" className="planning-products__name">
                Produit
              </th>
              {days.map((day) => (
                <th scope="col" key={day.getTime()} className="planning-products__head">
                  <span aria-hidden="true" className="planning-products__weekday">
                    {format(day, 'EEEEEE', { locale: fr })}
                  </span>
                  <abbr title={format(day, 'EEEE d MMMM', { locale: fr })}>{format(day, 'd')}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const reserved = new Map(product.days.map((day) => [day.day, day.reserved]));
              return (
                <tr key={product.product_id}>
                  <th scope="row" className="planning-products__name">
                    {product.name}
                    <span className="planning-products__stock">stock {product.stock}</span>
                  </th>
                  {days.map((day) => (
                    <DayCell
                      key={day.getTime()}
                      day={day}
                      stock={product.stock}
                      reserved={reserved.get(isoDay(day)) ?? 0}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
