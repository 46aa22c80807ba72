// The home of a signed-in member, declared once for the API, the web and the OpenAPI document
// (contract.ts), beside the organization's endpoints (same base path), and the list each of its
// lines summarises: the member's role must read that list to get the line.
import { ACCOUNTING } from './accounting-endpoints.js';
import { area, json, reads, sends } from './contract.js';
import type { HomeLine, HomeResponse } from './home.js';
import { INVOICES } from './invoices-endpoints.js';
import { PLANNING } from './planning-endpoints.js';
import { REMINDERS } from './reminders-endpoints.js';

export const HOME = area('/api/organization', {
  getHome: {
    method: 'GET',
    summary:
      'L’accueil : factures à valider, en retard, relances à envoyer, locations qui partent ou reviennent cette semaine, unités manquantes, impayés, trésorerie du mois ; ou les premiers pas d’une nouvelle organisation.',
    answer: json<HomeResponse>(),
    access: reads('consulter l’accueil'),
    input: sends<Record<string, never>>(),
  },
});

/** The list behind each line of the home. */
export const HOME_LINE_SOURCES = {
  pending_invoices: INVOICES.getInvoiceList,
  overdue_invoices: INVOICES.getInvoiceList,
  reminders_due: REMINDERS.reminders,
  departures_this_week: PLANNING.planning,
  returns_this_week: PLANNING.planning,
  missing_units: PLANNING.planning,
  unpaid_total: INVOICES.getInvoiceList,
  cash_this_month: ACCOUNTING.expensesVsRevenues,
} as const satisfies Record<HomeLine, unknown>;
