import { useOpenFromLink } from '../../components/documents/useOpenFromLink';
import type { OpenQuoteState, QuoteToOpen } from './quotes.api';

const KEY: keyof OpenQuoteState = 'openQuote';

/** Opens the quote another page asked for (`quoteLink`), once. */
export function useOpenQuoteFromLink(open: (quote: QuoteToOpen) => void): void {
  useOpenFromLink<QuoteToOpen>(
    KEY,
    (quote) => (typeof quote.quote_id === 'number' ? quote.quote_id : null),
    open,
  );
}
