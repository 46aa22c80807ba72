import { useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { cancelSubscription } from './subscription.api';
import { PAYMENT_MODES, PlanChoices, type PaymentMode } from './PlanChoices';
import { useCurrentPlanName } from './useCurrentPlanName';
import { usePlans } from '../../hooks/usePlans';
import { PLANS_QUERY } from './plans.api';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { RoleLock, RoleOnly } from '../../components/feedback/RoleLock';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { REFERENCE_KEYS } from '../../api/query-client';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/session';
import './payment.css';

export const MSG_SUBSCRIPTION_CANCELLED = 'Abonnement annulé avec succès';
export const MSG_LOCAL_BILLING =
  'Mode de facturation local : aucun paiement n’est demandé, la formule choisie est activée immédiatement.';
export const MSG_CANCEL_CONFIRMATION = 'Voulez-vous vraiment annuler votre abonnement ?';

function CancelSubscription() {
  const navigate = useNavigate();
  // The organization has no plan any more: its query is read again.
  const cancel = useAreaMutation(cancelSubscription, [REFERENCE_KEYS.organization]);
  const cancelling = useConfirmedAction<void>(
    async () => {
      const result = await cancel.mutateAsync();
      if (!result) return false;
      toast.success(MSG_SUBSCRIPTION_CANCELLED);
      void navigate('/payment/create');
      return true;
    },
    // Spec part 1 §8: exceptions during cancellation are only logged.
    (err) => console.error(err),
  );

  return (
    <section className="payment-page__cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="payment-page__section-title">
        Résilier
      </h2>
      <p>L’organisation perd l’accès aux fonctions payantes dès l’annulation.</p>
      <LoadingButton variant="danger" onClick={() => cancelling.ask()}>
        Annuler l'abonnement
      </LoadingButton>
      <ConfirmDialog
        {...cancelling.dialog}
        title="Annuler l'abonnement"
        message={MSG_CANCEL_CONFIRMATION}
        confirmLabel="Oui, annuler l'abonnement"
        cancelLabel="Garder mon abonnement"
      />
    </section>
  );
}

function SubscriptionScreen({ mode }: { mode: PaymentMode }) {
  useDocumentTitle('Abonnements');
  const { signOut, mayBeSignedIn } = useSession();
  const { state, reload } = usePlans(PLANS_QUERY);
  // An anonymous visitor has no organization to read: no request that can only fail.
  const currentPlan = useCurrentPlanName(mode === 'modify' && mayBeSignedIn());
  const [leaving, setLeaving] = useState(false);

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

      {/* The subscription is the owners': the others see the plans and why not. */}
      <RoleLock action="subscription">
        <PlanChoices mode={mode} state={state} reload={reload} currentPlan={currentPlan} />
      </RoleLock>

      {mode === 'modify' ? (
        <RoleOnly action="subscription">
          <CancelSubscription />
        </RoleOnly>
      ) : null}
    </section>
  );
}

export default function PaymentPage() {
  const { mode } = useParams();
  const known = PAYMENT_MODES.find((candidate) => candidate === mode);
  if (!known) return <Navigate to="/" replace />;
  return <SubscriptionScreen key={known} mode={known} />;
}
