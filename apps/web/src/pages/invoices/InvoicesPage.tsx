import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function InvoicesPage() {
  return (
    <PlaceholderPage
      title="Factures"
      description="Émettez, validez et téléchargez vos factures en PDF."
    />
  );
}
