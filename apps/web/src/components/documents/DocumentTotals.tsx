import { vatLabels } from '@app/shared/country-labels';
import { formatEuros, formatPercent } from '@app/shared/format';
import type { Country } from '@app/shared/legal-identity';
import { vatFranchiseMention } from '@app/shared/legal-mentions';
import type { PricedDocument } from '@app/shared/pricing';
import { useId } from 'react';
import './DocumentTotals.css';

export interface DocumentTotalsProps {
  document: PricedDocument;
  isVatSubject: boolean;
  /** The organization's country: its words for the totals (HTVA/HT) and the franchise mention. */
  country: Country;
}

/**
 * Grand totals of a quote or a sale as the shared pricing computed them: one VAT line per rate
 * for VAT subjects, otherwise one total and the franchise mention (spec part 2 §2).
 */
export function DocumentTotals({ document, isVatSubject, country }: DocumentTotalsProps) {
  const titleId = useId();
  const labels = vatLabels(country);
  return (
    <section className="document-totals" aria-labelledby={titleId}>
      <h2 id={titleId} className="document-totals__title">
        Totaux
      </h2>
      <dl className="document-totals__list">
        {document.totalDiscountCents > 0 ? (
          <div className="document-totals__row">
            <dt>Remises</dt>
            <dd>{formatEuros(document.totalDiscountCents)}</dd>
          </div>
        ) : null}
        {isVatSubject ? (
          <>
            <div className="document-totals__row">
              <dt>{labels.totalExcl}</dt>
              <dd>{formatEuros(document.totalExclVatCents)}</dd>
            </div>
            {document.vatLines.map((line) => (
              <div key={line.rate} className="document-totals__row document-totals__row--vat">
                <dt>
                  TVA {formatPercent(line.rate)} sur {formatEuros(line.baseCents)}
                </dt>
                <dd>{formatEuros(line.vatCents)}</dd>
              </div>
            ))}
            <div className="document-totals__row">
              <dt>Total TVA</dt>
              <dd>{formatEuros(document.totalVatCents)}</dd>
            </div>
            <div className="document-totals__row document-totals__row--grand">
              <dt>{labels.totalIncl}</dt>
              <dd>{formatEuros(document.totalInclVatCents)}</dd>
            </div>
          </>
        ) : (
          <div className="document-totals__row document-totals__row--grand">
            <dt>Total</dt>
            <dd>{formatEuros(document.totalInclVatCents)}</dd>
          </div>
        )}
      </dl>
      {isVatSubject ? null : (
        <p className="document-totals__note">{vatFranchiseMention(country)}</p>
      )}
    </section>
  );
}
