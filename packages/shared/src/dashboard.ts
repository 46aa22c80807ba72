// The accounting dashboard's answers (spec part 1 §7 "Accounting", dashboard): the API builds
// them, the web's charts read them.

export interface AmountsResponse {
  expenseAmount: number;
  revenueAmount: number;
}

export interface SeriesPoint {
  date: string;
  amount: number;
}

export interface OverTimeResponse {
  expenses: SeriesPoint[];
  revenues: SeriesPoint[];
}

export interface ProductRentalStatsResponse {
  invoices: {
    issue_date: string;
    quantity: number;
    price_at_time_of_quote: number;
    /** The line's amount excluding VAT as invoiced (day coefficient and discount included). */
    total_price: number;
  }[];
  /** Sum of the lines' `total_price`, in euros. */
  total: number;
}
