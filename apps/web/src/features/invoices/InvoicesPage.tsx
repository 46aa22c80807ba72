import { useMemo, useState } from 'react';
import { listInvoices, type InvoiceBalance } from './invoices.api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmailDocumentDialog } from '../../components/EmailDocumentDialog';
import { EntityListState } from '../../components/EntityListState';
import { SearchToolbar } from '../../components/SearchToolbar';
import { OptionSelect } from '../../components/OptionSelect';
import { SortableTable } from '../../components/SortableTable';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { RowActions, rowKey, useInvoiceActions } from './invoice-actions';
import { COLUMNS, PAYMENT_FILTER_OPTIONS, visibleRows, type PaymentFilter } from './invoice-rows';
import './invoices.css';
import { ClientPeppolNotice } from './ClientPeppolNotice';

export const INVOICES_PAGE_SIZE = 25;
const PAGE_SIZES = [INVOICES_PAGE_SIZE] as const;

export const MSG_CONFIRM_VALIDATION =
  'Valider la facture ? Elle recevra son numéro définitif et ne pourra plus être modifiée : toute correction se fera par une note de crédit.';

/** The list's search, payment filter and validated switch (remembered between visits). */
function useInvoiceFilters() {
  const [search, setSearch] = useState('');
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [showValidated, setShowValidated] = useStoredFlag(STORAGE_KEY_SHOW_VALIDATED);
  const filters = useMemo(
    () => ({ search, payment, showValidated }),
    [search, payment, showValidated],
  );
  return { filters, setSearch, setPayment, setShowValidated };
}

function InvoicesToolbar({
  filters,
  setSearch,
  setPayment,
  setShowValidated,
}: ReturnType<typeof useInvoiceFilters>) {
  return (
    <SearchToolbar
      label="Rechercher une facture"
      placeholder="Client ou numéro de facture"
      search={filters.search}
      onSearchChange={setSearch}
    >
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
    </SearchToolbar>
  );
}

/** The invoices and credit notes, with the changes the details dialog brings back. */
function useInvoiceList() {
  const { state, reload, update } = useRemoteData(listInvoices);

  /** Payments change one invoice's balance; a credit note adds a row, so the list is re-read. */
  const applyBalance = (balance: InvoiceBalance) =>
    update((data) => ({
      ...data,
      invoices: data.invoices.map((row) =>
        row.invoice_id === balance.invoice_id ? { ...row, ...balance } : row,
      ),
    }));

  const refreshQuietly = async () => {
    try {
      const fresh = await listInvoices();
      if (fresh) update(() => fresh);
    } catch {
      // Network failure: the fetch helper already said so; the list keeps what it showed.
    }
  };

  return { state, reload, update, applyBalance, refreshQuietly };
}

export default function InvoicesPage() {
  useDocumentTitle('Factures');
  const { state, reload, update, applyBalance, refreshQuietly } = useInvoiceList();
  const filtering = useInvoiceFilters();
  const { filters } = filtering;
  const actions = useInvoiceActions(update);
  const { confirming, validationError } = actions;
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const rows = useMemo(
    () => (state.status === 'loaded' ? visibleRows(state.data, filters) : []),
    [state, filters],
  );

  return (
    <section className="page invoices-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Factures
      </h1>
      <InvoicesToolbar {...filtering} />
      <EntityListState
        state={state}
        reload={reload}
        loading="Chargement des factures"
        loadFailed="les factures"
        total={(data) => data.invoices.length}
        shown={rows.length}
        empty="Aucune facture pour le moment : créez-en une depuis un devis ou une vente."
        noMatch="Aucune facture ne correspond."
      >
        <div className="compact-table">
          <SortableTable
            caption="Factures"
            columns={COLUMNS}
            rows={rows}
            rowKey={rowKey}
            actions={(row) => <RowActions row={row} actions={actions} onDetails={setDetailsId} />}
            pageSizes={PAGE_SIZES}
            defaultPageSize={INVOICES_PAGE_SIZE}
            resetKey={`${filters.search}|${filters.payment}|${filters.showValidated}`}
            paginationLabel="Pagination des factures"
          />
        </div>
      </EntityListState>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Valider la facture ${confirming.formatted_invoice_id}` : ''}
        message={
          <>
            {MSG_CONFIRM_VALIDATION}
            {confirming ? <ClientPeppolNotice clientId={confirming.client.client_id} /> : null}
            {validationError ? (
              <span role="alert" className="form-error">
                {validationError}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Valider la facture"
        variant="primary"
        loading={actions.busy?.kind === 'validate'}
        onConfirm={() => {
          if (confirming) void actions.validate(confirming);
        }}
        onCancel={actions.cancelValidation}
      />
      <InvoiceDetailsDialog
        invoiceId={detailsId}
        onClose={() => setDetailsId(null)}
        onBalance={applyBalance}
        onCreditNote={() => void refreshQuietly()}
      />
      <EmailDocumentDialog opened={actions.email.opened} onClose={actions.email.close} />
    </section>
  );
}
