import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function EventsPage() {
  return (
    <PlaceholderPage
      title="Événements"
      description="Organisez vos événements et rattachez-y vos opérations."
    />
  );
}
