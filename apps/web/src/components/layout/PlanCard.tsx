import { formatEurosAmount } from '@app/shared/format';
import { describePlanFeature, PLAN_FEATURES, type PlanDto } from '@app/shared/plans';
import type { ReactNode } from 'react';

/** '19,00 € / mois' (fr-FR currency format, narrow no-break spaces included). */
export function formatMonthlyPrice(prix: number): string {
  return `${formatEurosAmount(prix)} / mois`;
}

function PlanFeatureItem({
  plan,
  feature,
}: {
  plan: PlanDto;
  feature: (typeof PLAN_FEATURES)[number];
}) {
  const value = plan[feature];
  const text = describePlanFeature(feature, value);
  if (typeof value !== 'boolean') {
    return (
      <li className="plan-card__feature">
        <span className="plan-card__mark plan-card__mark--count" aria-hidden="true">
          •
        </span>
        {text}
      </li>
    );
  }
  return (
    <li className={value ? 'plan-card__feature' : 'plan-card__feature is-unavailable'}>
      <span
        className={`plan-card__mark plan-card__mark--${value ? 'yes' : 'no'}`}
        aria-hidden="true"
      >
        {value ? '✓' : '✗'}
      </span>
      {text}
      <span className="sr-only"> : {value ? 'disponible' : 'non disponible'}</span>
    </li>
  );
}

export interface PlanCardProps {
  plan: PlanDto;
  /** Shown under the name ("Formule actuelle"). */
  badge?: string;
  /** The card's call to action (a link on the landing page, a button on the subscription page). */
  children?: ReactNode;
  /** Heading level of the plan name in the page's outline. */
  headingLevel?: 2 | 3;
}

/** One plan: name, price per month, each feature as available/unavailable or as a count. */
export function PlanCard({ plan, badge, children, headingLevel = 3 }: PlanCardProps) {
  const headingId = `formule-${plan.plan_id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={badge ? 'plan-card is-highlighted' : 'plan-card'}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="plan-card__name">
        {plan.nom}
      </Heading>
      {badge ? <p className="plan-card__badge">{badge}</p> : null}
      <p className="plan-card__price">{formatMonthlyPrice(plan.prix)}</p>
      <ul className="plan-card__features">
        {PLAN_FEATURES.map((feature) => (
          <PlanFeatureItem key={feature} plan={plan} feature={feature} />
        ))}
      </ul>
      {children}
    </article>
  );
}
