import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function QuotePage() {
  return (
    <PlaceholderPage
      title="Devis"
      description="Créez vos devis de location, suivez-les et téléchargez-les en PDF."
    />
  );
}
