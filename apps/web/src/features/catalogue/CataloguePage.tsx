import type { CategoryListResponse, ProductDto, ServiceDto } from '@app/shared/catalogue';
import { useCallback, useEffect, useState } from 'react';
import { listCategories, listProducts, listServices } from './catalogue.api';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { TabbedPage } from '../../components/TabbedPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
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
type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; catalogue: Catalogue };

export default function CataloguePage() {
  useDocumentTitle('Catalogue');
  const [tab, setTab] = useState<TabIdentifier>('produits');
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    Promise.all([listProducts(signal), listServices(signal), listCategories(signal)]).then(
      ([products, services, categories]) =>
        setState(
          products && services && categories
            ? { status: 'loaded', catalogue: { products, services, categories } }
            : { status: 'failed' },
        ),
      () => {
        if (!signal?.aborted) setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const update = (patch: Partial<Catalogue>) =>
    setState((previous) =>
      previous.status === 'loaded'
        ? { status: 'loaded', catalogue: { ...previous.catalogue, ...patch } }
        : previous,
    );

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
      {state.status === 'failed' ? <LoadError what="le catalogue" onRetry={() => load()} /> : null}
      {state.status === 'loaded' && tab === 'produits' ? (
        <ProductsTab
          products={state.catalogue.products}
          categories={state.catalogue.categories}
          onChange={(products) => update({ products })}
        />
      ) : null}
      {state.status === 'loaded' && tab === 'services' ? (
        <ServicesTab
          services={state.catalogue.services}
          onChange={(services) => update({ services })}
        />
      ) : null}
      {state.status === 'loaded' && tab === 'categories' ? (
        <CategoriesTab
          categories={state.catalogue.categories}
          onChange={(categories) => update({ categories })}
        />
      ) : null}
    </TabbedPage>
  );
}
