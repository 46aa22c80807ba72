import type { QuoteListItem } from '@app/shared/quotes';

/** Spec §4: a quote whose invoice is validated is frozen, and hidden unless showFinished. */
export const isFrozen = (quote: Pick<QuoteListItem, 'invoice_status'>) =>
  quote.invoice_status === 'Validated';
