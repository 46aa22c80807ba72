import type { Paged } from '@app/shared/paged-list';
import type { QuoteListItem } from '@app/shared/quotes';
import { useCallback } from 'react';
import { pageRows, usePagedList, type PageRequest } from '../../components/lists/usePagedList';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_FINISHED } from '../../storage-keys';
import { getQuotesPage } from './quotes.api';
import { AREA_KEYS } from '../../api/query-client';

export const QUOTES_PAGE_SIZE = 25;

/**
 * The quotes, paged, sorted, searched and filtered by the server, and the
 * showFinished switch (remembered) that filters them.
 */
export function useQuotesPage() {
  const [showFinished, setShowFinished] = useStoredFlag(STORAGE_KEY_SHOW_FINISHED);
  const fetchQuotes = useCallback(
    async (
      request: PageRequest,
      signal?: AbortSignal,
    ): Promise<(Paged<QuoteListItem> & { hidden?: boolean }) | undefined> => {
      const page = await getQuotesPage(request, showFinished, signal);
      // Nothing shows: tell "no quote yet" from "only finished ones", with one quote at most.
      if (!page || page.total > 0 || showFinished || request.q !== undefined) return page;
      const all = await getQuotesPage({ page: 1, page_size: 1, q: undefined }, true, signal);
      return { ...page, hidden: (all?.total ?? 0) > 0 };
    },
    [showFinished],
  );
  const quotes = usePagedList(fetchQuotes, {
    key: AREA_KEYS.quotes,
    scope: String(showFinished),
    defaultPageSize: QUOTES_PAGE_SIZE,
  });
  const listProps = {
    state: pageRows(quotes.state),
    reload: quotes.reload,
    showFinished,
    onShowFinishedChange: setShowFinished,
    server: {
      search: quotes.search,
      onSearchChange: quotes.setSearch,
      q: quotes.q,
      hidden: quotes.state.status === 'loaded' && quotes.state.data.hidden === true,
      paging: quotes.paging,
    },
  };
  return { listProps };
}
