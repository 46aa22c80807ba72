import { listCategories } from './catalogue.api';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { TabbedPage } from '../../components/layout/TabbedPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { useTabs } from '../../components/layout/useTabs';
import { CategoriesTab } from './CategoriesTab';
import { ProductsTab } from './ProductsTab';
import { ServicesTab } from './ServicesTab';
import './catalogue.css';

export const CATALOGUE_TABS = [
  { id: 'produits', label: 'Produits' },
  { id: 'services', label: 'Services' },
  { id: 'categories', label: 'Catégories' },
] as const;

const PREFIX = 'catalogue';

export default function CataloguePage() {
  useDocumentTitle('Catalogue');
  const tabs = useTabs(CATALOGUE_TABS, 'produits');
  const tab = tabs.activeId;
  // The products' form and filters need the categories; products and services are paged by the
  // server, each in its tab.
  const { state, reload } = useRemote([...AREA_KEYS.categories, 'list'], listCategories);

  return (
    <TabbedPage
      title="Catalogue"
      pageClass="catalogue-page"
      {...tabs}
      label="Sections du catalogue"
      idPrefix={PREFIX}
      focusablePanel
    >
      {state.status === 'loading' && tab !== 'services' ? (
        <Spinner block label="Chargement du catalogue" />
      ) : null}
      {state.status === 'failed' && tab !== 'services' ? (
        <LoadError what="le catalogue" onRetry={reload} />
      ) : null}
      {state.status === 'loaded' && tab === 'produits' ? (
        <ProductsTab categories={state.data} />
      ) : null}
      {tab === 'services' ? <ServicesTab /> : null}
      {state.status === 'loaded' && tab === 'categories' ? (
        <CategoriesTab categories={state.data} />
      ) : null}
    </TabbedPage>
  );
}
