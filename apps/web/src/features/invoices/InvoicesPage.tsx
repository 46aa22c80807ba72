import { useState } from 'react';
import { EmailDocumentDialog } from '../../components/documents/EmailDocumentDialog';
import {
  PagedEntityListPage,
  type EntityListTexts,
} from '../../components/lists/PagedEntityListPage';
import { HiddenNotice } from '../../components/lists/HiddenNotice';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { AREA_KEYS } from '../../api/query-client';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { RowActions, rowKey, useInvoiceActions } from './invoice-actions';
import { COLUMNS, PAYMENT_FILTER_OPTIONS } from './invoice-rows';
import { INVOICES_PAGE_SIZE, useInvoicesPage } from './useInvoicesPage';
import './invoices.css';
import { InvoiceValidationDialog } from './InvoiceValidationDialog';

export { MSG_CONFIRM_VALIDATION } from './InvoiceValidationDialog';

/** The filters beside the search: the payment status, the validated switch. */
function InvoiceFilters({
  filtering: { filters, setPayment, setShowValidated },
}: {
  filtering: ReturnType<typeof useInvoicesPage>['filtering'];
}) {
  return (
    <>
      <OptionSelect
        label="Statut de paiement"
        value={filters.payment}
        onChange={setPayment}
        options={PAYMENT_FILTER_OPTIONS}
        fieldClass="invoice-list__filter"
      />
      <ToggleSwitch
        label="Afficher les factures validées"
        checked={filters.showValidated}
        onChange={setShowValidated}
      />
    </>
  );
}

const TEXTS: EntityListTexts = {
  title: 'Factures',
  search: 'Rechercher une facture',
  searchPlaceholder: 'Client ou numéro de facture',
  loading: 'Chargement des factures',
  loadFailed: 'les factures',
  empty: 'Aucune facture pour le moment : créez-en une depuis un devis ou une vente.',
  noMatch: 'Aucune facture ne correspond.',
  pagination: 'Pagination des factures',
};

export default function InvoicesPage() {
  useDocumentTitle('Factures');
  // The server pages, sorts, searches and filters the invoices.
  const { fetchInvoices, filtering, filtersKey, filtered, keep } = useInvoicesPage();
  const actions = useInvoiceActions(keep);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const invalidate = useInvalidate();
  // A payment or a credit note changed the list: it is read again.
  const reload = () => invalidate(AREA_KEYS.invoices);

  return (
    <PagedEntityListPage
      texts={TEXTS}
      className="invoices-page"
      queryKey={AREA_KEYS.invoices}
      fetchPage={fetchInvoices}
      columns={COLUMNS}
      keyOf={rowKey}
      filters={{ key: filtersKey, controls: <InvoiceFilters filtering={filtering} /> }}
      filtered={filtered}
      notice={
        filtering.filters.showValidated ? null : (
          <HiddenNotice
            text="Les factures validées sont masquées."
            onShow={() => filtering.setShowValidated(true)}
          />
        )
      }
      tableClass="compact-table"
      rowActions={(row) => <RowActions row={row} actions={actions} onDetails={setDetailsId} />}
      pageSize={INVOICES_PAGE_SIZE}
    >
      <InvoiceValidationDialog actions={actions} />
      <InvoiceDetailsDialog
        invoiceId={detailsId}
        onClose={() => setDetailsId(null)}
        onBalance={reload}
        onCreditNote={reload}
      />
      <EmailDocumentDialog opened={actions.email.opened} onClose={actions.email.close} />
    </PagedEntityListPage>
  );
}
