import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage title="Connexion" description="Connectez-vous ou créez votre compte." />;
}
