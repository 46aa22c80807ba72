import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function OrganizationSetupPage() {
  return (
    <PlaceholderPage
      title="Organisation"
      description="Créez votre organisation ou demandez à en rejoindre une."
    />
  );
}
