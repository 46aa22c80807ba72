import { eurosToCents } from '@app/shared/money';
import { formatEuros } from '@app/shared/format';
import { describePlanFeature, PLAN_FEATURES, type PlanDto } from '@app/shared/plans';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { getPlans } from '../../api/plans';
import { Spinner } from '../../components/Spinner';
import { MSG_GENERIC_ERROR } from '../../constants';

type PlansState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; plans: PlanDto[] };

/** '19,00 € / mois' (fr-FR currency format, narrow no-break spaces included). */
export function formatMonthlyPrice(prix: number): string {
  return `${formatEuros(eurosToCents(prix))} / mois`;
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

export function PlanCard({ plan }: { plan: PlanDto }) {
  const headingId = `formule-${plan.plan_id}`;
  return (
    <article className="plan-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="plan-card__name">
        {plan.nom}
      </h3>
      <p className="plan-card__price">{formatMonthlyPrice(plan.prix)}</p>
      <ul className="plan-card__features">
        {PLAN_FEATURES.map((feature) => (
          <PlanFeatureItem key={feature} plan={plan} feature={feature} />
        ))}
      </ul>
      <Link to="/login" className="button button--primary plan-card__cta">
        Choisir {plan.nom}
      </Link>
    </article>
  );
}

export default function PlanCards() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    getPlans(signal).then(
      (response) => {
        if (response) {
          setState({ status: 'loaded', plans: response.plans });
          return;
        }
        toast.error(MSG_GENERIC_ERROR);
        setState({ status: 'failed' });
      },
      () => {
        if (signal?.aborted) return;
        toast.error(MSG_GENERIC_ERROR);
        setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (state.status === 'loading') return <Spinner block label="Chargement des formules" />;
  if (state.status === 'failed') {
    return (
      <div className="plans-error" role="alert">
        <p>Impossible de charger les formules pour le moment.</p>
        <button type="button" className="button button--secondary" onClick={() => load()}>
          Réessayer
        </button>
      </div>
    );
  }
  if (state.plans.length === 0) {
    return <p className="plans-empty">Aucune formule n’est proposée pour le moment.</p>;
  }
  return (
    <div className="plans-grid">
      {state.plans.map((plan) => (
        <PlanCard key={plan.plan_id} plan={plan} />
      ))}
    </div>
  );
}
