import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AccountingPage() {
  return (
    <PlaceholderPage
      title="Compta"
      description="Enregistrez vos sorties et rentrées avec leurs justificatifs, et suivez le tableau de bord."
    />
  );
}
