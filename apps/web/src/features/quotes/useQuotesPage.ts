import type { Paged } from '@app/shared/paged-list';
import type { QuoteListItem } from '@app/shared/quotes';
import { useCallback } from 'react';
import type { PageRequest } from '../../components/lists/usePagedList';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_FINISHED } from '../../storage-keys';
import { getQuotesPage } from './quotes.api';

export const QUOTES_PAGE_SIZE = 25;

/** A page of quotes, and whether finished ones exist that the switch hides. */
export type QuotesPage = Paged<QuoteListItem> & { hidden?: boolean };

/**
 * The showFinished switch (remembered) and the page read the server searched, filtered and
 * sorted with it.
 */
export function useQuotesPage() {
  const [showFinished, setShowFinished] = useStoredFlag(STORAGE_KEY_SHOW_FINISHED);
  const fetchQuotes = useCallback(
    async (request: PageRequest, signal?: AbortSignal): Promise<QuotesPage | undefined> => {
      const page = await getQuotesPage(request, showFinished, signal);
      // Nothing shows: tell "no quote yet" from "only finished ones", with one quote at most.
      if (!page || page.total > 0 || showFinished || request.q !== undefined) return page;
      const all = await getQuotesPage({ page: 1, page_size: 1, q: undefined }, true, signal);
      return { ...page, hidden: (all?.total ?? 0) > 0 };
    },
    [showFinished],
  );
  return { showFinished, setShowFinished, fetchQuotes };
}
