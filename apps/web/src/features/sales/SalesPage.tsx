import { endOfMonthIso, startOfYearIso, type IsoDateRange } from '@app/shared/dates';
import type { SaleDto } from '@app/shared/sales';
import { useMemo, useState } from 'react';
import { listProducts } from '../catalogue/catalogue.api';
import { listClients } from '../clients/clients.api';
import { getOrganization } from '../organization/organization.api';
import { getSaleDetails, SALE_LINK_KEY } from './sales.api';
import {
  DocumentEditorPage,
  useDocumentEditor,
  type FormReferences,
} from '../../components/documents/DocumentEditorPage';
import { documentReferences } from '../../components/documents/document-references';
import { useOpenFromLink } from '../../components/documents/useOpenFromLink';
import { useReferenceData } from '../../hooks/useReferenceData';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { blankSale, draftFromSale, type SaleDraft } from './sale-draft';
import { SaleForm, type SaleReferences } from './SaleForm';
import { SaleList } from './SaleList';
import { SALE_DEPENDENTS } from './SaleRowActions';
import './sales.css';
import { AREA_KEYS } from '../../api/query-client';

const REFERENCE_SOURCES = {
  organization: getOrganization,
  products: listProducts,
  clients: listClients,
};

/** The sale open in Modifier, as read again, with its draft. */
interface LoadedSale {
  sale: SaleDto;
  draft: SaleDraft;
}

async function loadSale(sale: SaleDto, signal: AbortSignal): Promise<LoadedSale | null> {
  const details = await getSaleDetails(sale.sale_id, signal);
  return details ? { sale: details, draft: draftFromSale(details) } : null;
}

/** What the form picks from: the organization's VAT status, the products and the clients. */
function useSaleReferences() {
  const { lists, failed, retry } = useReferenceData(REFERENCE_SOURCES);
  const references = useMemo(
    (): SaleReferences | null => lists && documentReferences(lists),
    [lists],
  );
  const gate: FormReferences<SaleReferences> = {
    references,
    failed,
    retry,
    what: 'les produits, les clients ou l’organisation',
  };
  return gate;
}

export default function SalesPage() {
  // The Créer draft outlives a look at another tab.
  const [creating, setCreating] = useState<SaleDraft>(() => blankSale());
  // Spec §2: switching to Créer or Liste clears the selected sale.
  const editor = useDocumentEditor(loadSale, (sale: SaleDto) => [
    ...AREA_KEYS.sales,
    'details',
    sale.sale_id,
  ]);
  // Spec §7: the list starts from 1 January of the current year to the end of the current month.
  const [range, setRange] = useState<IsoDateRange>(() => ({
    start: startOfYearIso(),
    end: endOfMonthIso(),
  }));
  // The sale's page asks for its Modifier tab (`saleLink`).
  useOpenFromLink<SaleDto>(
    SALE_LINK_KEY,
    (sale) => (typeof sale.sale_id === 'number' ? sale.sale_id : null),
    editor.open,
  );
  const gate = useSaleReferences();
  const invalidate = useInvalidate();
  const afterSave = () => invalidate(...SALE_DEPENDENTS);

  return (
    <DocumentEditorPage
      title="Ventes"
      idPrefix="sales"
      pageClass="sales-page"
      editor={editor}
      references={gate}
      create={(references) => (
        <SaleForm
          draft={creating}
          onChange={setCreating}
          references={references}
          onSaved={() => {
            setCreating(blankSale());
            afterSave();
          }}
        />
      )}
      list={(pickMode) => (
        <SaleList range={range} onRangeChange={setRange} onOpen={editor.open} pickMode={pickMode} />
      )}
      editTitle={(editing) => {
        const sale = editing.status === 'loaded' ? editing.loaded.sale : editing.row;
        return `Vente ${sale.formatted_sale_id} · ${sale.name}`;
      }}
      editLoading="Chargement de la vente"
      edit={(loaded, references) => (
        <SaleForm
          key={loaded.sale.sale_id}
          draft={loaded.draft}
          onChange={(draft) => editor.setLoaded({ ...loaded, draft })}
          references={references}
          invoiced={loaded.sale.invoice_status === 'Validated'}
          pendingInvoice={loaded.sale.invoice_status === 'Pending'}
          onSaved={() => {
            editor.close();
            editor.setTab('liste');
            afterSave();
          }}
        />
      )}
    />
  );
}
