import { INVOICES } from '@app/shared/invoices-endpoints';
import { AVAILABILITY } from '@app/shared/planning-endpoints';
import type { QuoteInput } from '@app/shared/quotes';
import {
  QUOTE_MOVEMENTS,
  QUOTES,
  type MovementInput,
  type ReturnInput,
} from '@app/shared/quotes-endpoints';
import { blobOf, successOf } from '../../api/client';
import { documentEmailCalls } from '../../api/document-email';
import { call, callPage } from '../../api/endpoints';
import { formCall } from '../../api/form-request';
import { outcomeOf } from '../../api/outcome';
import type { PageRequest } from '../../components/lists/usePagedList';
import { QUOTE_FORM_FIELDS } from './quote-draft';

/**
 * One page of the quotes: the spec's call with `page` in its query; without
 * `showFinished`, the quotes whose invoice is validated are left out.
 */
export async function getQuotesPage(
  request: PageRequest,
  showFinished: boolean,
  signal?: AbortSignal,
) {
  const filtered = { ...request, ...(showFinished ? {} : { show_finished: 'false' }) };
  return successOf(await callPage(QUOTES.getQuoteList, filtered, { signal }));
}

export async function getQuoteDetails(quoteId: number, signal?: AbortSignal) {
  return successOf(await call(QUOTES.getQuoteDetails, { quote_id: quoteId }, { signal }));
}

/**
 * createQuote when the input has no quote_id, updateQuote otherwise (spec part 2 §7): the saved
 * quote, a refusal about one of the fields the form shows, or undefined (the helper said why).
 */
export async function saveQuote(input: QuoteInput) {
  const { quote_id: quoteId, ...fields } = input;
  return quoteId === undefined
    ? formCall(QUOTES.createQuote, fields, QUOTE_FORM_FIELDS)
    : formCall(QUOTES.updateQuote, { ...fields, quote_id: quoteId }, QUOTE_FORM_FIELDS);
}

export async function validateQuote(quoteId: number) {
  return successOf(await call(QUOTES.validateQuote, { quote_id: quoteId }));
}

export const deleteQuote = async (quoteId: number) =>
  successOf(await call(QUOTES.deleteQuote, { quote_id: quoteId }));

/** The PDF, or undefined when the server refused (the helper showed its message). */
export async function getQuotePdf(quoteId: number): Promise<Blob | undefined> {
  return blobOf(await call(QUOTES.getQuotePdf, { quote_id: quoteId }));
}

export async function createInvoiceFromQuote(quoteId: number) {
  return successOf(await call(INVOICES.createInvoice, { quote_id: quoteId }));
}

/** The "Envoyer par e-mail" calls of a quote: its draft (the client's email, subject, message). */
export const quoteEmail = documentEmailCalls(
  { draft: QUOTES.getQuoteEmailDraft, send: QUOTES.sendQuoteEmail },
  'quote_id',
);

/**
 * The availability of every product over a reservation, the quote being edited left
 * out; quiet: the form works without it.
 */
export async function getAvailability(
  period: { from: string; until: string; excludeQuoteId: number | null },
  signal?: AbortSignal,
) {
  const { from, until, excludeQuoteId } = period;
  const excluded = excludeQuoteId === null ? {} : { exclude_quote_id: excludeQuoteId };
  return successOf(
    await call(AVAILABILITY.availability, { from, until, ...excluded }, { signal, quiet: true }),
  );
}

/** Records or corrects the departure; a refusal's message comes back for the dialog. */
export async function recordDeparture(quoteId: number, input: MovementInput) {
  return outcomeOf(await call(QUOTE_MOVEMENTS.recordDeparture, { ...input, id: quoteId }));
}

/** Records or corrects the return, with the units back per product. */
export async function recordReturn(quoteId: number, input: ReturnInput) {
  return outcomeOf(await call(QUOTE_MOVEMENTS.recordReturn, { ...input, id: quoteId }));
}

export async function undoMovement(quoteId: number, movement: 'departure' | 'return') {
  const endpoint =
    movement === 'departure' ? QUOTE_MOVEMENTS.undoDeparture : QUOTE_MOVEMENTS.undoReturn;
  return successOf(await call(endpoint, { id: quoteId }));
}

/** A quote another page opens in the quotes page (the planning). */
export interface QuoteToOpen {
  quote_id: number;
  formatted_quote_id: string;
}

/** The router state that opens a quote in the quotes page's Modifier tab. */
export interface OpenQuoteState {
  openQuote: QuoteToOpen;
}

/** Where to go, with what state, to open `quote`: `navigate(to, { state })`. */
export const quoteLink = (quote: QuoteToOpen): { to: string; state: OpenQuoteState } => ({
  to: '/quote',
  state: { openQuote: { quote_id: quote.quote_id, formatted_quote_id: quote.formatted_quote_id } },
});

/** The quote of its page: a refusal (missing, another organization's) is the page's to say. */
export const getQuoteOfPage = (quoteId: number, signal: AbortSignal) =>
  call(QUOTES.getQuoteDetails, { quote_id: quoteId }, { signal, quiet: true });

export async function getQuoteHistory(quoteId: number, signal?: AbortSignal) {
  return successOf(await call(QUOTES.getQuoteHistory, { quote_id: quoteId }, { signal }));
}
