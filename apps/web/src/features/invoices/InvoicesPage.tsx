import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { EmailDocumentDialog } from '../../components/documents/EmailDocumentDialog';
import { EntityListState } from '../../components/lists/EntityListState';
import { SearchToolbar } from '../../components/lists/SearchToolbar';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import { SortableTable } from '../../components/lists/SortableTable';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { RowActions, rowKey, useInvoiceActions } from './invoice-actions';
import { COLUMNS, PAYMENT_FILTER_OPTIONS } from './invoice-rows';
import { INVOICES_PAGE_SIZE, useInvoicesPage } from './useInvoicesPage';
import './invoices.css';
import { ClientPeppolNotice } from './ClientPeppolNotice';

const PAGE_SIZES = [INVOICES_PAGE_SIZE] as const;

export const MSG_CONFIRM_VALIDATION =
  'Valider la facture ? Elle recevra son numéro définitif et ne pourra plus être modifiée : toute correction se fera par une note de crédit.';

function InvoicesToolbar({
  search,
  setSearch,
  filtering: { filters, setPayment, setShowValidated },
}: {
  search: string;
  setSearch: (search: string) => void;
  filtering: ReturnType<typeof useInvoicesPage>['filtering'];
}) {
  return (
    <SearchToolbar
      label="Rechercher une facture"
      placeholder="Client ou numéro de facture"
      search={search}
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

export default function InvoicesPage() {
  useDocumentTitle('Factures');
  // The server pages, sorts, searches and filters the invoices.
  const { list, rows, filtering, filtered } = useInvoicesPage();
  const actions = useInvoiceActions();
  const { confirming, validationError } = actions;
  const [detailsId, setDetailsId] = useState<number | null>(null);

  return (
    <section className="page invoices-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Factures
      </h1>
      <InvoicesToolbar search={list.search} setSearch={list.setSearch} filtering={filtering} />
      <EntityListState
        state={list.state}
        reload={list.reload}
        loading="Chargement des factures"
        loadFailed="les factures"
        total={(page) => (filtered ? 1 : page.total)}
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
            paginationLabel="Pagination des factures"
            server={list.paging}
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
        // A payment changed the invoice's balance: the list reads it again.
        onBalance={list.reload}
        onCreditNote={list.reload}
      />
      <EmailDocumentDialog opened={actions.email.opened} onClose={actions.email.close} />
    </section>
  );
}
