import type { CategoryListResponse, ProductDto, ServiceDto } from '@app/shared/catalogue';
import { useState } from 'react';
import { listCategories, listProducts, listServices } from './catalogue.api';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { TabbedPage } from '../../components/TabbedPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { CategoriesTab } from './CategoriesTab';
import { ProductsTab } from './ProductsTab';
import { ServicesTab } from './ServicesTab';
import './catalogue.css';

export const CATALOGUE_TABS = [
  { id: 'produits', label: 'Produits' },
  { id: 'services', label: 'Services' },
  { id: 'categories', label: 'Catégories' },
] as const;

type TabIdentifier = (typeof CATALOGUE_TABS)[number]['id'];
const PREFIX = 'catalogue';

type Catalogue = {
  products: ProductDto[];
  services: ServiceDto[];
  categories: CategoryListResponse;
};

/** The three lists in one go: the products' form and filters need the categories. */
async function loadCatalogue(signal?: AbortSignal): Promise<Catalogue | undefined> {
  const [products, services, categories] = await Promise.all([
    listProducts(signal),
    listServices(signal),
    listCategories(signal),
  ]);
  return products && services && categories ? { products, services, categories } : undefined;
}

export default function CataloguePage() {
  useDocumentTitle('Catalogue');
  const [tab, setTab] = useState<TabIdentifier>('produits');
  const { state, reload, update } = useRemoteData(loadCatalogue);

  /** Changes one of the three lists after a save or a delete. */
  const updateOf =
    <K extends keyof Catalogue>(key: K) =>
    (change: (part: Catalogue[K]) => Catalogue[K]) =>
      update((catalogue) => ({ ...catalogue, [key]: change(catalogue[key]) }));

  return (
    <TabbedPage
      title="Catalogue"
      pageClass="catalogue-page"
      tabs={CATALOGUE_TABS}
      activeId={tab}
      onChange={setTab}
      label="Sections du catalogue"
      idPrefix={PREFIX}
      focusablePanel
    >
      {state.status === 'loading' ? <Spinner block label="Chargement du catalogue" /> : null}
      {state.status === 'failed' ? <LoadError what="le catalogue" onRetry={reload} /> : null}
      {state.status === 'loaded' && tab === 'produits' ? (
        <ProductsTab
          products={state.data.products}
          categories={state.data.categories}
          update={updateOf('products')}
        />
      ) : null}
      {state.status === 'loaded' && tab === 'services' ? (
        <ServicesTab services={state.data.services} update={updateOf('services')} />
      ) : null}
      {state.status === 'loaded' && tab === 'categories' ? (
        <CategoriesTab categories={state.data.categories} update={updateOf('categories')} />
      ) : null}
    </TabbedPage>
  );
}
