import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OpenQuoteState, QuoteToOpen } from './quotes.api';

const openQuoteOf = (state: unknown): QuoteToOpen | null => {
  const candidate = (state as Partial<OpenQuoteState> | null)?.openQuote;
  return candidate && typeof candidate.quote_id === 'number' ? candidate : null;
};

/**
 * Opens the quote another page asked for (`quoteLink`), once: the state is then cleared, so that
 * coming back to the page or reloading it shows the tabs as usual.
 */
export function useOpenQuoteFromLink(open: (quote: QuoteToOpen) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const quote = openQuoteOf(location.state);
  useEffect(() => {
    if (!quote) return;
    open(quote);
    void navigate(location.pathname, { replace: true, state: null });
    // Once per link followed: `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote?.quote_id, location.key]);
}
