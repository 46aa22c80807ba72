// The invoices list paged, sorted, searched and filtered by the server.
import type { CreditNoteListItem, InvoicePageItem } from '@app/shared/invoices';
import type { Paged } from '@app/shared/paged-list';
import { useCallback, useMemo, useState } from 'react';
import { usePagedList, type PageRequest } from '../../components/lists/usePagedList';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import { getInvoicesPage } from './invoices.api';
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

  /** Whether nothing shows only because of the search or the filters. */
  const filtered =
    list.q !== '' ||
    filters.payment !== 'all' ||
    (list.state.status === 'loaded' && list.state.data.hidden === true);

  return { list, rows, filtering, filtered };
}
