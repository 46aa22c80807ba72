import { Link } from 'react-router-dom';
import { SIGN_UP_PATH } from './sign-up-path';
import { usePlans } from '../../hooks/usePlans';
import { PLANS_QUERY } from '../subscription/plans.api';
import { LoadError } from '../../components/feedback/LoadError';
import { PlanCard } from '../../components/layout/PlanCard';
import { Spinner } from '../../components/feedback/Spinner';

export default function PlanCards() {
  // The subscription page's query: a visitor going on to subscribe is not asked to wait again.
  const { state, reload } = usePlans(PLANS_QUERY);

  if (state.status === 'loading') return <Spinner block label="Chargement des formules" />;
  if (state.status === 'failed') {
    return <LoadError what="les formules" onRetry={reload} className="plans-error" />;
  }
  if (state.plans.length === 0) {
    return <p className="plans-empty">Aucune formule n’est proposée pour le moment.</p>;
  }
  return (
    <div className="plans-grid">
      {state.plans.map((plan) => (
        <PlanCard key={plan.plan_id} plan={plan}>
          <Link to={SIGN_UP_PATH} className="button button--primary plan-card__cta">
            Choisir {plan.nom}
          </Link>
        </PlanCard>
      ))}
    </div>
  );
}
