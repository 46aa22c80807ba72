import type { CreditNoteListItem, InvoiceListItem } from '@app/shared/invoices';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import {
  getCreditNotePdf,
  getInvoicePdf,
  listInvoices,
  validateInvoice,
  type InvoiceBalance,
} from './invoices.api';
import { ActionIcon, type ActionIconName } from '../../components/ActionIcon';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { OptionSelect } from '../../components/OptionSelect';
import { SortableTable } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { COLUMNS, PAYMENT_FILTER_OPTIONS, visibleRows, type PaymentFilter } from './invoice-rows';
import './invoices.css';

export const INVOICES_PAGE_SIZE = 25;
const PAGE_SIZES = [INVOICES_PAGE_SIZE] as const;

export const MSG_CONFIRM_VALIDATION =
  'Valider la facture ? Elle recevra son numéro définitif et ne pourra plus être modifiée : toute correction se fera par une note de crédit.';

type Busy = { key: string; kind: 'pdf' | 'validate' };

export default function InvoicesPage() {
  useDocumentTitle('Factures');
  const { state, reload, update } = useRemoteData(listInvoices);
  const [search, setSearch] = useState('');
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [showValidated, setShowValidated] = useStoredFlag(STORAGE_KEY_SHOW_VALIDATED);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [confirming, setConfirming] = useState<InvoiceListItem | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const rows = useMemo(
    () =>
      state.status === 'loaded' ? visibleRows(state.data, { showValidated, search, payment }) : [],
    [state, showValidated, search, payment],
  );

  const downloadInvoice = async (invoice: InvoiceListItem) => {
    setBusy({ key: `invoice-${invoice.invoice_id}`, kind: 'pdf' });
    try {
      const pdf = await getInvoicePdf(invoice.invoice_id);
      if (pdf) saveBlob(pdf, `FACTURE-${invoice.formatted_invoice_id}.pdf`);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setBusy(null);
    }
  };

  const downloadCreditNote = async (creditNote: CreditNoteListItem) => {
    setBusy({ key: `credit-${creditNote.credit_note_id}`, kind: 'pdf' });
    try {
      const pdf = await getCreditNotePdf(creditNote.credit_note_id);
      if (pdf) saveBlob(pdf, `NOTE-DE-CREDIT-${creditNote.formatted_credit_note_id}.pdf`);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setBusy(null);
    }
  };

  const validate = async (invoice: InvoiceListItem) => {
    setBusy({ key: `invoice-${invoice.invoice_id}`, kind: 'validate' });
    try {
      const result = await validateInvoice(invoice.invoice_id);
      if (!result.ok) {
        setValidationError(result.message);
        return;
      }
      toast.success(result.data.message);
      const validated = result.data.invoice;
      update((data) => ({
        ...data,
        invoices: data.invoices.map((row) =>
          row.invoice_id === invoice.invoice_id
            ? { ...row, ...validated, status: 'Validated' as const }
            : row,
        ),
      }));
      setConfirming(null);
    } catch {
      // Network failure: the fetch helper already said so; the dialog stays for another try.
    } finally {
      setBusy(null);
    }
  };

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

  /** A row action's pictogram button, named for assistive technologies (and its tooltip). */
  const action = (
    label: string,
    number: string,
    icon: ActionIconName,
    onClick: () => void,
    loading = false,
  ) => (
    <LoadingButton
      variant="ghost"
      className="button--sm icon-action"
      aria-label={`${label} ${number}`}
      title={label}
      loading={loading}
      onClick={onClick}
    >
      <ActionIcon name={icon} />
    </LoadingButton>
  );

  const invoiceActions = (invoice: InvoiceListItem) => {
    const rowBusy = busy?.key === `invoice-${invoice.invoice_id}`;
    const number = invoice.formatted_invoice_id;
    return (
      <>
        {action(
          'Télécharger la facture',
          number,
          'download',
          () => void downloadInvoice(invoice),
          rowBusy && busy?.kind === 'pdf',
        )}
        {invoice.status === 'Pending'
          ? action(
              'Valider la facture',
              number,
              'validate',
              () => {
                setValidationError(null);
                setConfirming(invoice);
              },
              rowBusy && busy?.kind === 'validate',
            )
          : action('Détails de la facture', number, 'invoice', () =>
              setDetailsId(invoice.invoice_id),
            )}
      </>
    );
  };

  const creditNoteActions = (creditNote: CreditNoteListItem) =>
    action(
      'Télécharger la note de crédit',
      creditNote.formatted_credit_note_id,
      'download',
      () => void downloadCreditNote(creditNote),
      busy?.key === `credit-${creditNote.credit_note_id}`,
    );

  return (
    <section className="page invoices-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Factures
      </h1>
      <div className="list-toolbar">
        <TextInput
          type="search"
          label="Rechercher une facture"
          value={search}
          onChange={setSearch}
          placeholder="Client ou numéro de facture"
          fieldClass="search-field"
        />
        <OptionSelect
          label="Statut de paiement"
          value={payment}
          onChange={setPayment}
          options={PAYMENT_FILTER_OPTIONS}
          fieldClass="invoice-list__filter"
        />
        <ToggleSwitch
          label="Afficher les factures validées"
          checked={showValidated}
          onChange={setShowValidated}
        />
      </div>

      {state.status === 'loading' ? <Spinner block label="Chargement des factures" /> : null}
      {state.status === 'failed' ? <LoadError what="les factures" onRetry={reload} /> : null}
      {state.status === 'loaded' && rows.length === 0 ? (
        <p className="empty-state">
          {state.data.invoices.length === 0
            ? 'Aucune facture pour le moment : créez-en une depuis un devis ou une vente.'
            : 'Aucune facture ne correspond.'}
        </p>
      ) : null}
      {state.status === 'loaded' && rows.length > 0 ? (
        <div className="compact-table">
          <SortableTable
            caption="Factures"
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) =>
              row.kind === 'invoice'
                ? `invoice-${row.invoice.invoice_id}`
                : `credit-${row.creditNote.credit_note_id}`
            }
            actions={(row) =>
              row.kind === 'invoice'
                ? invoiceActions(row.invoice)
                : creditNoteActions(row.creditNote)
            }
            pageSizes={PAGE_SIZES}
            defaultPageSize={INVOICES_PAGE_SIZE}
            resetKey={`${search}|${payment}|${showValidated}`}
            paginationLabel="Pagination des factures"
          />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Valider la facture ${confirming.formatted_invoice_id}` : ''}
        message={
          <>
            {MSG_CONFIRM_VALIDATION}
            {validationError ? (
              <span role="alert" className="form-error">
                {validationError}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Valider la facture"
        variant="primary"
        loading={busy?.kind === 'validate'}
        onConfirm={() => {
          if (confirming) void validate(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
      <InvoiceDetailsDialog
        invoiceId={detailsId}
        onClose={() => setDetailsId(null)}
        onBalance={applyBalance}
        onCreditNote={() => void refreshQuietly()}
      />
    </section>
  );
}
