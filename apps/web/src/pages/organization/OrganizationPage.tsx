import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function OrganizationPage() {
  return (
    <PlaceholderPage
      title="Organisation"
      description="Gérez les informations, les membres et l'abonnement de votre organisation."
    />
  );
}
