import { formatDateFr, formatEuros } from '@app/shared/format';
import type { InvoiceListItem } from '@app/shared/invoices';
import { eurosToCents } from '@app/shared/money';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { getInvoicePdf, listInvoices, validateInvoice } from '../../api/invoices';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { Pagination, pageCountOf, pageSlice } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import './invoices.css';

export const INVOICES_PAGE_SIZE = 25;

export const INVOICE_STATUS_LABELS: Record<InvoiceListItem['status'], string> = {
  Pending: 'En attente',
  Validated: 'Validée',
};

type SortKey =
  | 'formatted_invoice_id'
  | 'type'
  | 'client'
  | 'issue_date'
  | 'discount'
  | 'total_amount'
  | 'status';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'formatted_invoice_id', label: 'ID' },
  { key: 'type', label: 'Type' },
  { key: 'client', label: 'Client' },
  { key: 'issue_date', label: 'Date' },
  { key: 'discount', label: 'Réduction (€)' },
  { key: 'total_amount', label: 'Prix total' },
  { key: 'status', label: 'Status' },
];

const sortValue = (invoice: InvoiceListItem, key: SortKey): string | number => {
  switch (key) {
    case 'client':
      return invoice.client.client_name.toLocaleLowerCase('fr');
    case 'discount':
      return invoice.quote?.discount ?? 0;
    case 'total_amount':
      return invoice.total_amount;
    default:
      return invoice[key];
  }
};

/** Spec part 2 §2: the search matches the client name and the invoice id. */
export function matchesInvoice(invoice: InvoiceListItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [
    invoice.client.client_name,
    invoice.formatted_invoice_id,
    String(invoice.invoice_id),
  ].some((value) => value.toLocaleLowerCase('fr').includes(needle));
}

export default function InvoicesPage() {
  useDocumentTitle('Factures');
  const { state, reload, update } = useRemoteData(listInvoices);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [showValidated, setShowValidated] = useStoredFlag(STORAGE_KEY_SHOW_VALIDATED);
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: 'issue_date',
    ascending: false,
  });
  const [busy, setBusy] = useState<{ id: number; kind: 'pdf' | 'validate' } | null>(null);

  const toggleValidated = (checked: boolean) => {
    setShowValidated(checked);
    setPage(1);
  };

  const visible = useMemo(() => {
    if (state.status !== 'loaded') return [];
    const rows = state.data.filter(
      (invoice) =>
        (showValidated || invoice.status !== 'Validated') && matchesInvoice(invoice, search),
    );
    const direction = sort.ascending ? 1 : -1;
    return [...rows].sort((a, b) => {
      const left = sortValue(a, sort.key);
      const right = sortValue(b, sort.key);
      return (left < right ? -1 : left > right ? 1 : 0) * direction;
    });
  }, [state, showValidated, search, sort]);

  const pageCount = pageCountOf(visible.length, INVOICES_PAGE_SIZE);
  const current = Math.min(page, pageCount);

  const download = async (invoice: InvoiceListItem) => {
    setBusy({ id: invoice.invoice_id, kind: 'pdf' });
    try {
      const pdf = await getInvoicePdf(invoice.invoice_id);
      if (pdf) saveBlob(pdf, `FACTURE-${invoice.formatted_invoice_id}.pdf`);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setBusy(null);
    }
  };

  const validate = async (invoice: InvoiceListItem) => {
    setBusy({ id: invoice.invoice_id, kind: 'validate' });
    try {
      const result = await validateInvoice(invoice.invoice_id);
      if (!result) return;
      toast.success(result.message);
      update((list) =>
        list.map((row) =>
          row.invoice_id === invoice.invoice_id ? { ...row, status: 'Validated' as const } : row,
        ),
      );
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setBusy(null);
    }
  };

  const sortBy = (key: SortKey) =>
    setSort((previous) => ({ key, ascending: previous.key === key ? !previous.ascending : true }));

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
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Client ou numéro de facture"
          fieldClass="search-field"
        />
        <ToggleSwitch
          label="Afficher les factures validées"
          checked={showValidated}
          onChange={toggleValidated}
        />
      </div>

      {state.status === 'loading' ? <Spinner block label="Chargement des factures" /> : null}
      {state.status === 'failed' ? <LoadError what="les factures" onRetry={reload} /> : null}
      {state.status === 'loaded' && visible.length === 0 ? (
        <p className="empty-state">
          {state.data.length === 0
            ? 'Aucune facture pour le moment : créez-en une depuis un devis ou une vente.'
            : 'Aucune facture ne correspond.'}
        </p>
      ) : null}
      {state.status === 'loaded' && visible.length > 0 ? (
        <div className="table-wrapper">
          <table className="data-table">
            <caption className="sr-only">Factures</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sort.key === column.key
                        ? sort.ascending
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                    }
                  >
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => sortBy(column.key)}
                    >
                      {column.label}
                      <span aria-hidden="true">
                        {sort.key === column.key ? (sort.ascending ? ' ▲' : ' ▼') : ''}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {pageSlice(visible, current, INVOICES_PAGE_SIZE).map((invoice) => {
                const rowBusy = busy?.id === invoice.invoice_id;
                return (
                  <tr key={invoice.invoice_id}>
                    <td data-label="ID">{invoice.formatted_invoice_id}</td>
                    <td data-label="Type">{invoice.type}</td>
                    <td data-label="Client">{invoice.client.client_name}</td>
                    <td data-label="Date">{formatDateFr(invoice.issue_date)}</td>
                    <td data-label="Réduction (€)">
                      {formatEuros(eurosToCents(invoice.quote?.discount ?? 0))}
                    </td>
                    <td data-label="Prix total">
                      {formatEuros(eurosToCents(invoice.total_amount))}
                    </td>
                    <td data-label="Status">
                      <span
                        className={`status-badge status-badge--${invoice.status.toLowerCase()}`}
                      >
                        {INVOICE_STATUS_LABELS[invoice.status]}
                      </span>
                    </td>
                    <td className="data-table__actions">
                      <LoadingButton
                        variant="secondary"
                        className="button--sm"
                        aria-label={`Télécharger la facture ${invoice.formatted_invoice_id}`}
                        loading={rowBusy && busy?.kind === 'pdf'}
                        disabled={rowBusy && busy?.kind !== 'pdf'}
                        onClick={() => void download(invoice)}
                      >
                        PDF
                      </LoadingButton>
                      {invoice.status === 'Pending' ? (
                        <LoadingButton
                          className="button--sm"
                          aria-label={`Valider la facture ${invoice.formatted_invoice_id}`}
                          loading={rowBusy && busy?.kind === 'validate'}
                          disabled={rowBusy && busy?.kind !== 'validate'}
                          onClick={() => void validate(invoice)}
                        >
                          Valider
                        </LoadingButton>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        page={current}
        pageCount={pageCount}
        onChange={setPage}
        label="Pagination des factures"
      />
    </section>
  );
}
