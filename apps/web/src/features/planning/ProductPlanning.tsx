import type { PlanningProduct } from '@app/shared/planning';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { daysOf, isoDay, type Period } from './planning-period';
import { OVERBOOKED_LABEL } from './rental-look';

export const NO_PRODUCT = 'Aucun produit réservé sur cette période.';

interface DayCellProps {
  day: Date;
  stock: number;
  /** The units reserved that day and, of them, those missing at a return. */
  reserved: number;
  missing: number;
}

function DayCell({ reserved, missing, stock, day }: DayCellProps) {
  if (reserved === 0) return <td className="planning-products__day" />;
  const over = reserved > stock;
  const notes = [
    missing > 0 ? `dont ${missing} manquant(s)` : '',
    over ? OVERBOOKED_LABEL.toLowerCase() : '',
  ].filter((note) => note);
  const label = `${format(day, 'EEEE d MMMM', { locale: fr })} : ${reserved} réservé(s) sur ${stock}`;
  const classes = [
    'planning-products__day',
    over ? 'is-overbooked' : 'is-reserved',
    missing > 0 ? 'has-missing' : '',
  ];
  return (
    <td className={classes.join(' ').trim()} title={[label, ...notes].join(', ')}>
      {reserved}/{stock}
      {missing > 0 && (
        <span className="planning-products__missing" aria-hidden="true">
          {missing} manq.
        </span>
      )}
      {notes.length > 0 && <span className="sr-only"> ({notes.join(', ')})</span>}
    </td>
  );
}

/**
 * Per product and per day of the month, the units reserved out of the stock; red when over,
 * hatched with "N manq." where units missing at a return are among them.
 */
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
        Unités réservées sur le stock, par jour ; en rouge, les jours surréservés ; hachurées, «
        manq. » : les unités manquantes au retour, réservées tant que le retour n’est pas corrigé.
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
              const byDay = new Map(product.days.map((day) => [day.day, day]));
              return (
                <tr key={product.product_id}>
                  <th scope="row" className="planning-products__name">
                    {product.name}
                    <span className="planning-products__stock">stock {product.stock}</span>
                  </th>
                  {days.map((day) => {
                    const planned = byDay.get(isoDay(day));
                    return (
                      <DayCell
                        key={day.getTime()}
                        day={day}
                        stock={product.stock}
                        reserved={planned?.reserved ?? 0}
                        missing={planned?.missing ?? 0}
                      />
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
