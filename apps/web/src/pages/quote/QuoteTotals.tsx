import { formatEuros, formatPercent } from '@app/shared/format';
import { VAT_FRANCHISE_MENTION, type PricedDocument } from '@app/shared/pricing';

export interface QuoteTotalsProps {
  document: PricedDocument;
  isVatSubject: boolean;
}

/** Grand totals of the quote, with one VAT line per rate for VAT subjects (spec part 2 §2). */
export function QuoteTotals({ document, isVatSubject }: QuoteTotalsProps) {
  return (
    <section className="quote-totals" aria-labelledby="quote-totals-title">
      <h2 id="quote-totals-title" className="quote-totals__title">
        Totaux
      </h2>
      <dl className="quote-totals__list">
        {document.totalDiscountCents > 0 ? (
          <div className="quote-totals__row">
            <dt>Remises</dt>
            <dd>{formatEuros(document.totalDiscountCents)}</dd>
          </div>
        ) : null}
        {isVatSubject ? (
          <>
            <div className="quote-totals__row">
              <dt>Total HTVA</dt>
              <dd>{formatEuros(document.totalExclVatCents)}</dd>
            </div>
            {document.vatLines.map((line) => (
              <div key={line.rate} className="quote-totals__row quote-totals__row--vat">
                <dt>
                  TVA {formatPercent(line.rate)} sur {formatEuros(line.baseCents)}
                </dt>
                <dd>{formatEuros(line.vatCents)}</dd>
              </div>
            ))}
            <div className="quote-totals__row">
              <dt>Total TVA</dt>
              <dd>{formatEuros(document.totalVatCents)}</dd>
            </div>
            <div className="quote-totals__row quote-totals__row--grand">
              <dt>Total TVAC</dt>
              <dd>{formatEuros(document.totalInclVatCents)}</dd>
            </div>
          </>
        ) : (
          <div className="quote-totals__row quote-totals__row--grand">
            <dt>Total</dt>
            <dd>{formatEuros(document.totalInclVatCents)}</dd>
          </div>
        )}
      </dl>
      {isVatSubject ? null : <p className="quote-totals__note">{VAT_FRANCHISE_MENTION}</p>}
    </section>
  );
}
