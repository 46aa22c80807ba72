import type { AvailabilityResponse } from '@app/shared/availability';
import { quoteFieldOfMessage } from '@app/shared/quote-fields';
import type { QuoteDetailsResponse, QuoteInput, QuoteListItem } from '@app/shared/quotes';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import { apiRequest, blobOf, successOf } from '../../api/client';
import { deleteById } from '../../api/delete-by-id';
import { documentEmailCalls } from '../../api/document-email';
import { createOrUpdate, type SaveCalls } from '../../api/form-request';
import { outcomeOf } from '../../api/outcome';
import type { PageRequest } from '../../components/lists/usePagedList';

const BASE = '/api/quote';
const SAVE: SaveCalls = { create: `${BASE}/createQuote`, update: `${BASE}/updateQuote` };

type Message = { message: string };
export type QuoteSaved = Message & { quote: { quote_id: number; formatted_quote_id: string } };

/**
 * One page of the quotes: the spec's call with `page` in its query; without
 * `showFinished`, the quotes whose invoice is validated are left out.
 */
export async function getQuotesPage(
  request: PageRequest,
  showFinished: boolean,
  signal?: AbortSignal,
) {
  const query = pageSearchParams(request);
  if (!showFinished) query.set('show_finished', 'false');
  return successOf(
    await apiRequest<Paged<QuoteListItem>>(`${BASE}/getQuoteList?${query.toString()}`, { signal }),
  );
}

export async function getQuoteDetails(quoteId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<QuoteDetailsResponse>(`${BASE}/getQuoteDetails?quote_id=${quoteId}`, {
      signal,
    }),
  );
}

/**
 * createQuote when the input has no quote_id, updateQuote otherwise (spec part 2 §7): the saved
 * quote, a refusal about one of its fields, or undefined (the helper said why).
 */
export async function saveQuote(input: QuoteInput) {
  return createOrUpdate<QuoteSaved>(SAVE, input.quote_id !== undefined, input, quoteFieldOfMessage);
}

export async function validateQuote(quoteId: number) {
  return successOf(
    await apiRequest<Message>(`${BASE}/validateQuote`, {
      method: 'POST',
      body: { quote_id: quoteId },
    }),
  );
}

export const deleteQuote = (quoteId: number) =>
  deleteById(`${BASE}/deleteQuote`, 'quote_id', quoteId);

/** The PDF, or undefined when the server refused (the helper showed its message). */
export async function getQuotePdf(quoteId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getQuotePdf?quote_id=${quoteId}`));
}

export async function createInvoiceFromQuote(quoteId: number) {
  return successOf(
    await apiRequest<Message & { invoice: { invoice_id: number; formatted_invoice_id: string } }>(
      `/api/invoice/createInvoice?quote_id=${quoteId}`,
      { method: 'POST' },
    ),
  );
}

/** The "Envoyer par e-mail" calls of a quote: its draft (the client's email, subject, message). */
export const quoteEmail = documentEmailCalls(
  `${BASE}/getQuoteEmailDraft`,
  `${BASE}/sendQuoteEmail`,
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
  const query = new URLSearchParams({ from: period.from, until: period.until });
  if (period.excludeQuoteId !== null) query.set('exclude_quote_id', String(period.excludeQuoteId));
  return successOf(
    await apiRequest<AvailabilityResponse>(`/api/products/availability?${query.toString()}`, {
      signal,
      quiet: true,
    }),
  );
}

/** Departure and return of the equipment: the body of each PUT. */
export interface MovementInput {
  date: string;
  by: string;
  note: string;
}
export interface ReturnInput extends MovementInput {
  products: { product_id: number; quantity_returned: number }[];
}

/** Records or corrects the departure; a refusal's message comes back for the dialog. */
export async function recordDeparture(quoteId: number, input: MovementInput) {
  return outcomeOf(
    await apiRequest<Message>(`${BASE}/departure/${quoteId}`, { method: 'PUT', body: input }),
  );
}

/** Records or corrects the return, with the units back per product. */
export async function recordReturn(quoteId: number, input: ReturnInput) {
  return outcomeOf(
    await apiRequest<Message>(`${BASE}/return/${quoteId}`, { method: 'PUT', body: input }),
  );
}

export async function undoMovement(quoteId: number, movement: 'departure' | 'return') {
  return successOf(
    await apiRequest<Message>(`${BASE}/${movement}/${quoteId}`, { method: 'DELETE' }),
  );
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
