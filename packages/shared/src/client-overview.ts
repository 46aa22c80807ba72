// A client's own page (issue #30 §1): the client, their quotes, invoices and sales, what they still
// owe and how much of it is past its due date. The API answers it; the web draws /client/:id.
import { z } from 'zod';
import { MSG_CLIENT_ID_MISSING, type ClientDto } from './clients.js';
import { queryId } from './form-values.js';
import type { PaymentStatus } from './payments.js';
import type { InvoiceStatus, QuoteStatus } from './quotes.js';

/** getClientOverview?client_id=N. */
export const clientOverviewQuerySchema = z.object({ client_id: queryId(MSG_CLIENT_ID_MISSING) });

export interface ClientOverviewQuote {
  quote_id: number;
  formatted_quote_id: string;
  rent_date: string;
  /** Euros including VAT. */
  total_price: number;
  status: QuoteStatus;
}

export interface ClientOverviewInvoice {
  invoice_id: number;
  /** A provisional reference while pending. */
  formatted_invoice_id: string;
  issue_date: string;
  due_date: string;
  status: InvoiceStatus;
  /** Euros including VAT. */
  total_amount: number;
  /** total − credited − paid + refunded, euros. */
  amount_due: number;
  payment_status: PaymentStatus;
}

export interface ClientOverviewSale {
  sale_id: number;
  formatted_sale_id: string;
  name: string;
  recorded_date: string;
  /** Euros including VAT. */
  total_price: number;
}

/** A bank line matched to one of the client's invoices (issue #31): a transfer received. */
export interface ClientOverviewBankLine {
  line_id: number;
  /** YYYY-MM-DD. */
  booking_date: string;
  /** Euros, signed as on the statement (a transfer received is positive). */
  amount: number;
  counterparty_name: string | null;
  invoice_id: number;
  invoice_number: string;
}

/** How many of the client's matched bank lines the overview answers, newest first. */
export const CLIENT_BANK_LINES_MAX = 20;

export interface ClientOverviewResponse {
  client: ClientDto;
  /** Newest first. */
  quotes: ClientOverviewQuote[];
  invoices: ClientOverviewInvoice[];
  sales: ClientOverviewSale[];
  /**
   * What the client owes on validated invoices: totals minus payments and credit notes, plus
   * refunds (negative when the organization owes them money back), euros.
   */
  balance_due: number;
  /** The part of it on validated invoices past their due date, euros. */
  overdue_amount: number;
  /** The last CLIENT_BANK_LINES_MAX bank lines matched to the client's invoices, newest first. */
  bank_lines: ClientOverviewBankLine[];
  /** No payment reminder goes to this client (issue #32), by hand or automatically. */
  reminders_paused: boolean;
}
