// The invoices list paged, sorted, searched and filtered by the server.
import type { CreditNoteListItem, InvoicePageItem } from '@app/shared/invoices';
import type { ValidatedInvoice } from '@app/shared/invoices-endpoints';
import type { Paged } from '@app/shared/paged-list';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageRequest } from '../../components/lists/usePagedList';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_VALIDATED } from '../../storage-keys';
import { getInvoicesPage, type InvoiceFilters } from './invoices.api';
import { PAYMENT_FILTER_OPTIONS, type PaymentFilter, type Row } from './invoice-rows';

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

/** The payment filter a link names (`/invoices?payment=overdue`, from the home page), if known. */
const linkedPayment = (value: string | null): PaymentFilter | undefined =>
  PAYMENT_FILTER_OPTIONS.find((option) => option.value === value)?.value;

/**
 * The list's filters beside its search: the payment status, the validated switch (remembered).
 * A link naming a payment status opens the list filtered by it, validated invoices shown: only
 * they have one.
 */
function useInvoiceFilters() {
  const [params] = useSearchParams();
  const linked = linkedPayment(params.get('payment'));
  const [payment, setPayment] = useState<PaymentFilter>(linked ?? 'all');
  const [showValidated, setShowValidated] = useStoredFlag(STORAGE_KEY_SHOW_VALIDATED);
  useEffect(() => {
    if (linked !== undefined && linked !== 'all') {
      setPayment(linked);
      setShowValidated(true);
    }
  }, [linked, setShowValidated]);
  const filters = useMemo(() => ({ payment, showValidated }), [payment, showValidated]);
  return { filters, setPayment, setShowValidated };
}

/**
 * The rows of the invoices validated on this visit, as the server now has them (searched by their
 * number among all documents), for the first page while the switch hides validated ones.
 */
async function keptRows(
  kept: readonly ValidatedInvoice[],
  filters: InvoiceFilters,
  signal?: AbortSignal,
): Promise<InvoicePageItem[]> {
  const found = await Promise.all(
    kept.map(async ({ invoice_id, formatted_invoice_id }) => {
      const search = { page: 1, page_size: 5, q: formatted_invoice_id };
      const page = await getInvoicesPage(search, { ...filters, showValidated: true }, signal);
      return page?.items.find((item) => !isCreditNote(item) && item.invoice_id === invoice_id);
    }),
  );
  return found.filter((item) => item !== undefined);
}

/** Adds the invoices validated on this visit on top of the first page (when not there already). */
async function withKept(
  page: Paged<InvoicePageItem>,
  kept: readonly ValidatedInvoice[],
  filters: InvoiceFilters,
  signal?: AbortSignal,
): Promise<Paged<InvoicePageItem>> {
  const rows = await keptRows(kept, filters, signal);
  const shown = new Set(page.items.map((item) => (isCreditNote(item) ? -1 : item.invoice_id)));
  const added = rows.filter((item) => !isCreditNote(item) && !shown.has(item.invoice_id));
  return { ...page, items: [...added, ...page.items], total: page.total + added.length };
}

/**
 * The invoices' page call with the filters, as rows; the validated switch and the payment filter
 * beside the search; whether a page is narrowed by them (an empty one then says noMatch).
 */
export function useInvoicesPage() {
  const filtering = useInvoiceFilters();
  const { filters } = filtering;
  // Validated on this visit: still shown with the switch off, until the page is left.
  const [kept, setKept] = useState<readonly ValidatedInvoice[]>([]);
  const fetchInvoices = useCallback(
    async (request: PageRequest, signal?: AbortSignal): Promise<InvoicesPage | undefined> => {
      let page = await getInvoicesPage(request, filters, signal);
      if (!page) return undefined;
      const unfiltered = request.q === undefined && filters.payment === 'all';
      if (
        !filters.showValidated &&
        kept.length > 0 &&
        request.page === 1 &&
        request.q === undefined
      )
        page = await withKept(page, kept, filters, signal);
      if (page.total > 0 || filters.showValidated || !unfiltered) return rowsOf(page);
      // Nothing shows: tell "no invoice yet" from "only validated ones", with one row at most.
      const all = await getInvoicesPage(
        { page: 1, page_size: 1, q: undefined },
        { showValidated: true, payment: 'all' },
        signal,
      );
      return { ...rowsOf(page), hidden: (all?.total ?? 0) > 0 };
    },
    [filters, kept],
  );
  const keptKey = kept.map((invoice) => invoice.invoice_id).join(',');
  const filtersKey = `${filters.payment}|${String(filters.showValidated)}|${keptKey}`;
  /** Keeps an invoice just validated on screen while the switch hides the validated ones. */
  const keep = useCallback(
    (invoice: ValidatedInvoice) => setKept((list) => [...list, invoice]),
    [],
  );
  /** Whether nothing shows only because of the filters (the search is the scaffold's). */
  const filtered = (page: InvoicesPage) => filters.payment !== 'all' || page.hidden === true;
  return { fetchInvoices, filtering, filtersKey, filtered, keep };
}
