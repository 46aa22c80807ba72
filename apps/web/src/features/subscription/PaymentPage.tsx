import type { BillingMode, PlanDto } from '@app/shared/plans';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { getOrganization } from '../organization/organization.api';
import { getPlans } from './plans.api';
import { cancelSubscription, createCheckoutSession, modifySubscription } from './subscription.api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { PlanCard } from '../../components/PlanCard';
import { Spinner } from '../../components/Spinner';
import { MSG_GENERIC_ERROR } from '../../constants';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/session';
import './payment.css';

export const PAYMENT_MODES = ['create', 'modify'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const MSG_SUBSCRIPTION_CANCELLED = 'Abonnement annulé avec succès';
export const MSG_LOCAL_BILLING =
  'Mode de facturation local : aucun paiement n’est demandé, la formule choisie est activée immédiatement.';
export const MSG_CANCEL_CONFIRMATION = 'Voulez-vous vraiment annuler votre abonnement ?';

type PlansState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; plans: PlanDto[]; billingMode: BillingMode };

function usePlans() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    const fail = () => {
      toast.error(MSG_GENERIC_ERROR);
      setState({ status: 'failed' });
    };
    getPlans(signal).then(
      (response) =>
        response
          ? setState({
              status: 'loaded',
              plans: response.plans,
              billingMode: response.billing_mode,
            })
          : fail(),
      () => {
        if (!signal?.aborted) fail();
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { state, reload: () => load() };
}

/** In modify mode, the current plan's name, so its card says so instead of offering it again. */
function useCurrentPlanName(enabled: boolean): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    getOrganization(controller.signal, { quiet: true }).then(
      (organization) => setName(organization?.plan?.nom ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);
  return enabled ? name : null;
}

function CancelSubscription() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      const result = await cancelSubscription();
      if (!result) return;
      setConfirming(false);
      toast.success(MSG_SUBSCRIPTION_CANCELLED);
      void navigate('/payment/create');
    } catch (err) {
      // Spec part 1 §8: exceptions during cancellation are only logged.
      console.error(err);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section className="payment-page__cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="payment-page__section-title">
        Résilier
      </h2>
      <p>L’organisation perd l’accès aux fonctions payantes dès l’annulation.</p>
      <LoadingButton variant="danger" onClick={() => setConfirming(true)}>
        Annuler l'abonnement
      </LoadingButton>
      <ConfirmDialog
        open={confirming}
        title="Annuler l'abonnement"
        message={MSG_CANCEL_CONFIRMATION}
        confirmLabel="Oui, annuler l'abonnement"
        cancelLabel="Garder mon abonnement"
        loading={cancelling}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function SubscriptionScreen({ mode }: { mode: PaymentMode }) {
  useDocumentTitle('Abonnements');
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { state, reload } = usePlans();
  const currentPlan = useCurrentPlanName(mode === 'modify');
  const [pendingPriceId, setPendingPriceId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const choose = async (plan: PlanDto) => {
    setPendingPriceId(plan.price_id);
    try {
      if (mode === 'modify') {
        const result = await modifySubscription(plan.price_id);
        if (!result) return;
        toast.success(result.message);
        void navigate('/');
        return;
      }
      const result = await createCheckoutSession(plan.price_id);
      if (!result) return;
      if (result.local) {
        if (result.message) toast.success(result.message);
        void navigate('/quote');
      } else if (result.url) {
        window.location.assign(result.url);
      } else {
        // Spec part 1 §8: a payment provider that is not initialised is only logged.
        console.error('Checkout session without a URL', result);
      }
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setPendingPriceId(null);
    }
  };

  const back = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <section className="page payment-page" aria-labelledby="page-title">
      <div className="page-header">
        <div>
          <h1 id="page-title" className="page__title">
            Abonnements
          </h1>
          <p className="page-header__intro">
            {mode === 'create'
              ? 'Choisissez la formule de votre organisation.'
              : 'Changez de formule ou annulez votre abonnement.'}
          </p>
        </div>
        <LoadingButton variant="secondary" loading={leaving} onClick={() => void back()}>
          Retour
        </LoadingButton>
      </div>

      {state.status === 'loaded' && state.billingMode === 'local' ? (
        <p role="note" className="notice notice--info">
          {MSG_LOCAL_BILLING}
        </p>
      ) : null}

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

      {mode === 'modify' ? <CancelSubscription /> : null}
    </section>
  );
}

export default function PaymentPage() {
  const { mode } = useParams();
  const known = PAYMENT_MODES.find((candidate) => candidate === mode);
  if (!known) return <Navigate to="/" replace />;
  return <SubscriptionScreen key={known} mode={known} />;
}
