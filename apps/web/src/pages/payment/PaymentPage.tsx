import { Navigate, useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export const PAYMENT_MODES = ['create', 'modify'] as const;

export default function PaymentPage() {
  const { mode } = useParams();
  if (!PAYMENT_MODES.some((known) => known === mode)) return <Navigate to="/" replace />;
  return (
    <PlaceholderPage
      title="Abonnements"
      description={
        mode === 'create'
          ? 'Choisissez la formule de votre organisation.'
          : 'Changez de formule ou annulez votre abonnement.'
      }
    />
  );
}
