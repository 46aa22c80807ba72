import type { QuoteDetailsResponse, QuoteInput, QuoteListItem } from '@app/shared/quotes';
import { apiRequest, blobOf, successOf } from '../../api/client';

const BASE = '/api/quote';

type Message = { message: string };
export type QuoteSaved = Message & { quote: { quote_id: number; formatted_quote_id: string } };

export async function listQuotes(signal?: AbortSignal): Promise<QuoteListItem[] | undefined> {
  const result = successOf(
    await apiRequest<{ quotes: QuoteListItem[] }>(`${BASE}/getQuoteList`, { signal }),
  );
  return result?.quotes;
}

export async function getQuoteDetails(quoteId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<QuoteDetailsResponse>(`${BASE}/getQuoteDetails?quote_id=${quoteId}`, {
      signal,
    }),
  );
}

/** createQuote when the input has no quote_id, updateQuote otherwise (spec part 2 §7). */
export async function saveQuote(input: QuoteInput) {
  const editing = input.quote_id !== undefined;
  return successOf(
    await apiRequest<QuoteSaved>(`${BASE}/${editing ? 'updateQuote' : 'createQuote'}`, {
      method: editing ? 'PUT' : 'POST',
      body: input,
    }),
  );
}

export async function validateQuote(quoteId: number) {
  return successOf(
    await apiRequest<Message>(`${BASE}/validateQuote`, {
      method: 'POST',
      body: { quote_id: quoteId },
    }),
  );
}

export async function deleteQuote(quoteId: number) {
  return successOf(
    await apiRequest<Message>(`${BASE}/deleteQuote`, {
      method: 'DELETE',
      body: { quote_id: quoteId },
    }),
  );
}

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
