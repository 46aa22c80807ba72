import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ClientsPage() {
  return <PlaceholderPage title="Clients" description="Tenez à jour la liste de vos clients." />;
}
