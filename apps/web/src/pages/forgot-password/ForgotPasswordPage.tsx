import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Mot de passe oublié"
      description="Recevez un lien pour réinitialiser votre mot de passe."
    />
  );
}
