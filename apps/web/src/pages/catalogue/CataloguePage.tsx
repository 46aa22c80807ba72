import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CataloguePage() {
  return (
    <PlaceholderPage
      title="Catalogue"
      description="Gérez vos produits, services, catégories et sous-catégories."
    />
  );
}
