// The plans offered on the subscription screen, each with the button that subscribes to it.
import type { PlanDto } from '@app/shared/plans';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { createCheckoutSession, modifySubscription } from './subscription.api';
import type { PlansState } from '../../hooks/usePlans';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { PlanCard } from '../../components/layout/PlanCard';
import { Spinner } from '../../components/feedback/Spinner';
import { announced } from '../../lib/server-result';
import { REFERENCE_KEYS } from '../../api/query-client';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import { useSession } from '../../session/session';

export const PAYMENT_MODES = ['create', 'modify'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

type Choice =
  | { mode: 'modify'; result: Awaited<ReturnType<typeof modifySubscription>> }
  | { mode: 'create'; result: Awaited<ReturnType<typeof createCheckoutSession>> };

async function sendChoice(mode: PaymentMode, plan: PlanDto): Promise<Choice> {
  return mode === 'modify'
    ? { mode, result: await modifySubscription(plan.price_id) }
    : { mode, result: await createCheckoutSession(plan.price_id) };
}

/**
 * Choosing a plan: a checkout (create) or a change of plan (modify), one plan at a time. Either
 * changes the organization's plan: its query is read again (the current plan's card, its page).
 */
function usePlanChoice(mode: PaymentMode) {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();
  const choosing = useAreaMutation(
    (plan: PlanDto) => sendChoice(mode, plan),
    [REFERENCE_KEYS.organization],
    ({ result }) => result !== undefined,
  );
  const pendingPriceId = choosing.isPending ? choosing.variables.price_id : null;

  const choose = async (plan: PlanDto) => {
    try {
      const chosen = await choosing.mutateAsync(plan);
      if (chosen.mode === 'modify') {
        if (announced(chosen.result)) void navigate('/');
        return;
      }
      const { result } = chosen;
      if (!result) return;
      if (result.local) {
        if (result.message) toast.success(result.message);
        // The server has just answered under the session: `/` then shows the member's home.
        setAuthenticated(true);
        void navigate('/');
      } else if (result.url) {
        window.location.assign(result.url);
      } else {
        // Spec part 1 §8: a payment provider that is not initialised is only logged.
        console.error('Checkout session without a URL', result);
      }
    } catch {
      // Network failure: the fetch helper already showed it.
    }
  };

  return { pendingPriceId, choose };
}

export interface PlanChoicesProps {
  mode: PaymentMode;
  state: PlansState;
  reload: () => void;
  /** The current plan's name (modify mode): its card says so instead of offering it again. */
  currentPlan: string | null;
}

export function PlanChoices({ mode, state, reload, currentPlan }: PlanChoicesProps) {
  const { pendingPriceId, choose } = usePlanChoice(mode);
  return (
    <>
      {state.status === 'loading' ? <Spinner block label="Chargement des formules" /> : null}
      {state.status === 'failed' ? (
        <LoadError what="les formules" onRetry={reload} className="plans-error" />
      ) : null}
      {state.status === 'loaded' && state.plans.length === 0 ? (
        <p className="plans-empty">Aucune formule n’est proposée pour le moment.</p>
      ) : null}
      {state.status === 'loaded' && state.plans.length > 0 ? (
        <div className="plans-grid">
          {state.plans.map((plan) => {
            const isCurrent = plan.nom === currentPlan;
            return (
              <PlanCard
                key={plan.plan_id}
                plan={plan}
                headingLevel={2}
                badge={isCurrent ? 'Formule actuelle' : undefined}
              >
                {isCurrent ? null : (
                  <LoadingButton
                    className="plan-card__cta"
                    loading={pendingPriceId === plan.price_id}
                    disabled={pendingPriceId !== null && pendingPriceId !== plan.price_id}
                    onClick={() => void choose(plan)}
                  >
                    {mode === 'create' ? "S'abonner" : 'Choisir cette formule'}
                  </LoadingButton>
                )}
              </PlanCard>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
