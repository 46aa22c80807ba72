import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SalesPage() {
  return (
    <PlaceholderPage
      title="Ventes"
      description="Enregistrez vos ventes directes et leurs documents."
    />
  );
}
