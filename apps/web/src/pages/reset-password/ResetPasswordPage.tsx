import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Nouveau mot de passe"
      description="Choisissez un nouveau mot de passe."
    />
  );
}
