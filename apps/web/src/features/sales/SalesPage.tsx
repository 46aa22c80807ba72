import { endOfMonthIso, startOfYearIso, type IsoDateRange } from '@app/shared/dates';
import type { SaleDto } from '@app/shared/sales';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { listProducts } from '../catalogue/catalogue.api';
import { listClients } from '../clients/clients.api';
import { getOrganization } from '../organization/organization.api';
import { getSaleDetails, getSales } from './sales.api';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { TabbedPage } from '../../components/TabbedPage';
import type { TabItem } from '../../components/TabHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLatestRequest } from '../../hooks/useLatestRequest';
import { useRemoteData } from '../../hooks/useRemoteData';
import { clientOptions, productChoices } from '../../lib/picker-choices';
import { blankSale, draftFromSale, type SaleDraft } from './sale-draft';
import { SaleForm, type SaleReferences } from './SaleForm';
import { SaleList } from './SaleList';
import './sales.css';

type TabKey = 'creer' | 'modifier' | 'liste';

const TABS: readonly TabItem<TabKey>[] = [
  { id: 'creer', label: 'Créer' },
  { id: 'modifier', label: 'Modifier' },
  { id: 'liste', label: 'Liste' },
];

const TABS_PREFIX = 'sales';

/** The sale open in the Modifier tab: loading its details, or loaded with its draft. */
type Editing =
  { status: 'loading'; sale: SaleDto } | { status: 'loaded'; sale: SaleDto; draft: SaleDraft };

/** What the form picks from: the organization's VAT status, the products and the clients. */
function useSaleReferences() {
  const organization = useRemoteData(getOrganization);
  const products = useRemoteData(listProducts);
  const clients = useRemoteData(listClients);
  const sources = [organization, products, clients];
  const failed = sources.some((source) => source.state.status === 'failed');

  const references = useMemo((): SaleReferences | null => {
    if (
      organization.state.status !== 'loaded' ||
      products.state.status !== 'loaded' ||
      clients.state.status !== 'loaded'
    ) {
      return null;
    }
    return {
      isVatSubject: organization.state.data.is_vat_subject,
      country: organization.state.data.country,
      products: productChoices(products.state.data),
      clients: clientOptions(clients.state.data),
    };
  }, [organization.state, products.state, clients.state]);

  return {
    failed,
    references,
    retry: () => {
      for (const source of sources) if (source.state.status === 'failed') source.reload();
    },
    /** After a sale changed the stock. */
    reloadProducts: products.reload,
  };
}

export default function SalesPage() {
  useDocumentTitle('Ventes');
  const [tab, setTab] = useState<TabKey>('creer');
  // The Créer draft outlives a look at another tab.
  const [creating, setCreating] = useState<SaleDraft>(() => blankSale());
  const [editing, setEditing] = useState<Editing | null>(null);
  // Spec §7: the list starts from 1 January of the current year to the end of the current month.
  const [range, setRange] = useState<IsoDateRange>(() => ({
    start: startOfYearIso(),
    end: endOfMonthIso(),
  }));
  const detailsRequest = useLatestRequest();
  const fetchSales = useCallback((signal?: AbortSignal) => getSales(range, signal), [range]);
  const sales = useRemoteData(fetchSales);
  const { failed, references, retry, reloadProducts } = useSaleReferences();

  const closeEditing = () => {
    detailsRequest.cancel();
    setEditing(null);
  };

  const open = (sale: SaleDto) => {
    const signal = detailsRequest.start();
    setEditing({ status: 'loading', sale });
    setTab('modifier');
    getSaleDetails(sale.sale_id, signal).then(
      (details) => {
        if (signal.aborted) return;
        setEditing(
          details ? { status: 'loaded', sale: details, draft: draftFromSale(details) } : null,
        );
      },
      () => {
        if (!signal.aborted) setEditing(null);
      },
    );
  };

  // Spec §2: switching to Créer or Liste clears the selected sale.
  const changeTab = (next: TabKey) => {
    if (next !== 'modifier') closeEditing();
    setTab(next);
  };

  const afterSave = () => {
    sales.reload();
    reloadProducts();
  };

  const withReferences = (content: (references: SaleReferences) => ReactNode) => {
    if (failed) {
      return <LoadError what="les produits, les clients ou l’organisation" onRetry={retry} />;
    }
    if (!references) return <Spinner block label="Chargement du formulaire" />;
    return content(references);
  };

  const list = (pickMode: boolean) => (
    <SaleList
      state={sales.state}
      reload={sales.reload}
      update={sales.update}
      range={range}
      onRangeChange={setRange}
      onOpen={open}
      onDeleted={reloadProducts}
      pickMode={pickMode}
    />
  );

  const renderPanel = () => {
    switch (tab) {
      case 'creer':
        return withReferences((references) => (
          <SaleForm
            draft={creating}
            onChange={setCreating}
            references={references}
            onSaved={() => {
              setCreating(blankSale());
              afterSave();
            }}
          />
        ));
      case 'modifier':
        if (!editing) return list(true);
        return (
          <>
            <div className="sales-page__edit-header">
              <button type="button" className="button button--secondary" onClick={closeEditing}>
                <span aria-hidden="true">←</span> Retour à la liste
              </button>
              <p className="sales-page__edit-title">
                Vente {editing.sale.formatted_sale_id} · {editing.sale.name}
              </p>
            </div>
            {editing.status === 'loading' ? (
              <Spinner block label="Chargement de la vente" />
            ) : (
              withReferences((references) => (
                <SaleForm
                  key={editing.sale.sale_id}
                  draft={editing.draft}
                  onChange={(draft) => setEditing({ ...editing, draft })}
                  references={references}
                  invoiced={editing.sale.invoice_id !== null}
                  onSaved={() => {
                    closeEditing();
                    setTab('liste');
                    afterSave();
                  }}
                />
              ))
            )}
          </>
        );
      case 'liste':
        return list(false);
    }
  };

  return (
    <TabbedPage
      title="Ventes"
      pageClass="sales-page"
      tabs={TABS}
      activeId={tab}
      onChange={changeTab}
      label="Ventes"
      idPrefix={TABS_PREFIX}
      panelClass="sales-page__panel"
    >
      {renderPanel()}
    </TabbedPage>
  );
}
