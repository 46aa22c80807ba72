import type { PlanDto } from '@app/shared/plans';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { getPlans } from '../subscription/plans.api';
import { LoadError } from '../../components/feedback/LoadError';
import { PlanCard } from '../../components/layout/PlanCard';
import { Spinner } from '../../components/feedback/Spinner';
import { MSG_GENERIC_ERROR } from '../../constants';

type PlansState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; plans: PlanDto[] };

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
    return <LoadError what="les formules" onRetry={() => load()} className="plans-error" />;
  }
  if (state.plans.length === 0) {
    return <p className="plans-empty">Aucune formule n’est proposée pour le moment.</p>;
  }
  return (
    <div className="plans-grid">
      {state.plans.map((plan) => (
        <PlanCard key={plan.plan_id} plan={plan}>
          <Link to="/login" className="button button--primary plan-card__cta">
            Choisir {plan.nom}
          </Link>
        </PlanCard>
      ))}
    </div>
  );
}
