// The invoices list paged, sorted, searched and filtered by the server, with the
// changes the row buttons and the details dialog bring to the page shown.
import type {
  CreditNoteListItem,
  InvoiceListItem,
  InvoiceListResponse,
  InvoicePageItem,
} from '@app/shared/invoices';
import type { Paged } from '@app/shared/paged-list';
import { useCallback, useMemo, useState } from 'react';
import { usePagedList, type PageRequest } from '../../components/lists/usePagedList';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import { getInvoicesPage, type InvoiceBalance, type InvoiceFilters } from './invoices.api';
import type { PaymentFilter, Row } from './invoice-rows';
import { AREA_KEYS } from '../../api/query-client';

export const INVOICES_PAGE_SIZE = 25;

/** A page, and whether the validated switch alone hides every document. */
type InvoicesPage = Paged<InvoicePageItem> & { hidden?: boolean };

const isCreditNote = (item: InvoicePageItem): item is CreditNoteListItem =>
  'credit_note_id' in item;

export const rowOf = (item: InvoicePageItem): Row =>
  isCreditNote(item)
    ? { kind: 'credit_note', creditNote: item }
    : { kind: 'invoice', invoice: item };

/** Whether an invoice changed on the page (validated, paid) still fits the filters. */
const fits = (invoice: InvoiceListItem, filters: InvoiceFilters) =>
  (filters.showValidated || invoice.status !== 'Validated') &&
  (filters.payment === 'all' || invoice.payment_status === filters.payment);

/**
 * A change written for the full list's answer, made to the page's invoices; an invoice that no
 * longer fits the filters leaves the page.
 */
function onPageInvoices(
  change: (data: InvoiceListResponse) => InvoiceListResponse,
  filters: InvoiceFilters,
) {
  return (page: InvoicesPage): InvoicesPage => {
    const invoices = page.items.filter((item): item is InvoiceListItem => !isCreditNote(item));
    const changed = new Map(
      change({ invoices, credit_notes: [] }).invoices.map((invoice) => [
        invoice.invoice_id,
        invoice,
      ]),
    );
    const items = page.items.flatMap((item): InvoicePageItem[] => {
      if (isCreditNote(item)) return [item];
      const invoice = changed.get(item.invoice_id) ?? item;
      return fits(invoice, filters) ? [invoice] : [];
    });
    return { ...page, items, total: page.total - (page.items.length - items.length) };
  };
}

/** The list's filters beside its search: the payment status, the validated switch (remembered). */
function useInvoiceFilters() {
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [showValidated, setShowValidated] = useStoredFlag(STORAGE_KEY_SHOW_VALIDATED);
  const filters = useMemo(() => ({ payment, showValidated }), [payment, showValidated]);
  return { filters, setPayment, setShowValidated };
}

export function useInvoicesPage() {
  const filtering = useInvoiceFilters();
  const { filters } = filtering;
  const fetchInvoices = useCallback(
    async (request: PageRequest, signal?: AbortSignal): Promise<InvoicesPage | undefined> => {
      const page = await getInvoicesPage(request, filters, signal);
      const unfiltered = request.q === undefined && filters.payment === 'all';
      if (!page || page.total > 0 || filters.showValidated || !unfiltered) return page;
      // Nothing shows: tell "no invoice yet" from "only validated ones", with one row at most.
      const all = await getInvoicesPage(
        { page: 1, page_size: 1, q: undefined },
        { showValidated: true, payment: 'all' },
        signal,
      );
      return { ...page, hidden: (all?.total ?? 0) > 0 };
    },
    [filters],
  );
  const list = usePagedList(fetchInvoices, {
    key: AREA_KEYS.invoices,
    scope: 'invoices',
    filters: `${filters.payment}|${String(filters.showValidated)}`,
    defaultPageSize: INVOICES_PAGE_SIZE,
  });
  const rows = useMemo(
    () => (list.state.status === 'loaded' ? list.state.data.items.map(rowOf) : []),
    [list.state],
  );

  const update = (change: (data: InvoiceListResponse) => InvoiceListResponse) =>
    list.update(onPageInvoices(change, filters));
  /** Payments change one invoice's balance. */
  const applyBalance = (balance: InvoiceBalance) =>
    update((data) => ({
      ...data,
      invoices: data.invoices.map((row) =>
        row.invoice_id === balance.invoice_id ? { ...row, ...balance } : row,
      ),
    }));

  /** Whether nothing shows only because of the search or the filters. */
  const filtered =
    list.q !== '' ||
    filters.payment !== 'all' ||
    (list.state.status === 'loaded' && list.state.data.hidden === true);

  return { list, rows, filtering, filtered, update, applyBalance };
}
