// The invoices list paged, sorted, searched and filtered by the server.
import type { CreditNoteListItem, InvoicePageItem } from '@app/shared/invoices';
import type { Paged } from '@app/shared/paged-list';
import { useCallback, useMemo, useState } from 'react';
import type { PageRequest } from '../../components/lists/usePagedList';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import { getInvoicesPage } from './invoices.api';
import type { PaymentFilter, Row } from './invoice-rows';

export const INVOICES_PAGE_SIZE = 25;

/** A page of rows, and whether the validated switch alone hides every document. */
type InvoicesPage = Paged<Row> & { hidden?: boolean };

const isCreditNote = (item: InvoicePageItem): item is CreditNoteListItem =>
  'credit_note_id' in item;

export const rowOf = (item: InvoicePageItem): Row =>
  isCreditNote(item)
    ? { kind: 'credit_note', creditNote: item }
    : { kind: 'invoice', invoice: item };

const rowsOf = (page: Paged<InvoicePageItem>): InvoicesPage => ({
  ...page,
  items: page.items.map(rowOf),
});

/** The list's filters beside its search: the payment status, the validated switch (remembered). */
function useInvoiceFilters() {
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [showValidated, setShowValidated] = useStoredFlag(STORAGE_KEY_SHOW_VALIDATED);
  const filters = useMemo(() => ({ payment, showValidated }), [payment, showValidated]);
  return { filters, setPayment, setShowValidated };
}

/**
 * The invoices' page call with the filters, as rows; the validated switch and the payment filter
 * beside the search; whether a page is narrowed by them (an empty one then says noMatch).
 */
export function useInvoicesPage() {
  const filtering = useInvoiceFilters();
  const { filters } = filtering;
  const fetchInvoices = useCallback(
    async (request: PageRequest, signal?: AbortSignal): Promise<InvoicesPage | undefined> => {
      const page = await getInvoicesPage(request, filters, signal);
      if (!page) return undefined;
      const unfiltered = request.q === undefined && filters.payment === 'all';
      if (page.total > 0 || filters.showValidated || !unfiltered) return rowsOf(page);
      // Nothing shows: tell "no invoice yet" from "only validated ones", with one row at most.
      const all = await getInvoicesPage(
        { page: 1, page_size: 1, q: undefined },
        { showValidated: true, payment: 'all' },
        signal,
      );
      return { ...rowsOf(page), hidden: (all?.total ?? 0) > 0 };
    },
    [filters],
  );
  const filtersKey = `${filters.payment}|${String(filters.showValidated)}`;
  /** Whether nothing shows only because of the filters (the search is the scaffold's). */
  const filtered = (page: InvoicesPage) => filters.payment !== 'all' || page.hidden === true;
  return { fetchInvoices, filtering, filtersKey, filtered };
}
