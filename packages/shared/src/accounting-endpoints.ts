// The accounting's endpoints (spec part 1 §7 "Accounting": expenses, revenues, the export and the
// dashboard), declared once for the API, the web and the OpenAPI document (contract.ts). They are
// all served by one router at /api/accounting, the revenues and the dashboard under sub-paths.
import { z } from 'zod';
import {
  entryIdSchema,
  expenseFieldsSchema,
  expenseIdSchema,
  expensesPageSchema,
  revenueFieldsSchema,
  revenueIdSchema,
  revenuesPageSchema,
  updateExpenseSchema,
  updateRevenueSchema,
  type ExpenseDetailsResponse,
  type ExpenseListItem,
  type RevenueDetailsResponse,
  type RevenueListItem,
} from './accounting.js';
import { IMAGE_TYPES } from './catalogue-endpoints.js';
import { area, file, json, reads, sends, works } from './contract.js';
import type { AmountsResponse, OverTimeResponse, ProductRentalStatsResponse } from './dashboard.js';
import { rangeSchema } from './date-range.js';
import type { Paged } from './paged-list.js';

/** `{ message }`; spec §7: a deletion's answer may carry an error flag. */
type Message = { message: string; error?: unknown };
const messageSchema = z.object({ message: z.string() });

/** The receipts an entry may carry: a picture or a PDF. */
const RECEIPT_TYPES = ['application/pdf', ...IMAGE_TYPES];

/** A period, as the lists, the export and the dashboard's figures read it. */
type Period = { startDate: string; endDate: string };

/** A Sortie or Rentrée form's fields, as the form sends them (multipart; the receipt as `file`). */
export type EntryForm = Record<string, string | Blob>;

export const ACCOUNTING = area(
  '/api/accounting',
  {
    getExpenses: {
      method: 'POST',
      summary:
        'Les sorties d’une période (`startDate`, `endDate` dans le corps), ou une page avec `page` (période en `from`/`until`, triée, cherchée).',
      body: rangeSchema,
      answer: json<{ expenses: ExpenseListItem[] }>(),
      page: { query: expensesPageSchema, answer: json<Paged<ExpenseListItem>>() },
      access: reads('consulter les sorties'),
      input: sends<Period>(),
    },
    getExpenseDetails: {
      method: 'GET',
      summary: 'Une sortie, son payeur et son événement.',
      query: expenseIdSchema,
      answer: json<ExpenseDetailsResponse>(),
      access: reads('consulter les sorties'),
      input: sends<{ expense_id: number }>(),
    },
    getExpensesFile: {
      method: 'GET',
      summary: 'Le justificatif d’une sortie.',
      query: expenseIdSchema,
      // A Sortie booked from a received UBL or CII invoice (issue #33) has its XML as receipt.
      answer: file(...RECEIPT_TYPES, 'application/xml'),
      access: reads('télécharger un justificatif'),
      input: sends<{ expense_id: number }>(),
    },
    addExpense: {
      method: 'POST',
      summary: 'Ajoute une sortie (formulaire multipart ; le justificatif en `file`, obligatoire).',
      body: expenseFieldsSchema,
      multipart: true,
      answer: json<Message>({ status: 201 }),
      access: works('ajouter une sortie'),
      input: sends<EntryForm>(),
    },
    updateExpense: {
      method: 'PUT',
      summary: 'Modifie une sortie ; sans nouveau justificatif, l’ancien reste.',
      body: updateExpenseSchema,
      multipart: true,
      answer: json<Message>(),
      access: works('modifier une sortie'),
      input: sends<EntryForm>(),
    },
    deleteExpense: {
      method: 'DELETE',
      summary: 'Supprime une sortie (son id dans le corps JSON, ou en `?expense_id=`).',
      query: expenseIdSchema,
      body: expenseIdSchema,
      answer: json<Message>({ schema: messageSchema }),
      access: works('supprimer une sortie'),
      input: sends<{ expense_id: number }>(),
    },
    getRevenues: {
      method: 'POST',
      summary:
        'Les rentrées d’une période (`startDate`, `endDate` dans le corps), ou une page avec `page`.',
      body: rangeSchema,
      answer: json<{ revenues: RevenueListItem[] }>(),
      page: { query: revenuesPageSchema, answer: json<Paged<RevenueListItem>>() },
      access: reads('consulter les rentrées'),
      input: sends<Period>(),
    },
    getRevenueDetails: {
      method: 'GET',
      summary: 'Une rentrée et son événement.',
      query: revenueIdSchema,
      answer: json<RevenueDetailsResponse>(),
      access: reads('consulter les rentrées'),
      input: sends<{ revenue_id: number }>(),
    },
    getRevenuesFile: {
      method: 'GET',
      summary: 'Le justificatif d’une rentrée.',
      query: revenueIdSchema,
      answer: file(...RECEIPT_TYPES),
      access: reads('télécharger un justificatif'),
      input: sends<{ revenue_id: number }>(),
    },
    addRevenue: {
      method: 'POST',
      summary: 'Ajoute une rentrée (formulaire multipart ; le justificatif en `file`, facultatif).',
      body: revenueFieldsSchema,
      multipart: true,
      answer: json<Message>({ status: 201 }),
      access: works('ajouter une rentrée'),
      input: sends<EntryForm>(),
    },
    updateRevenue: {
      method: 'PUT',
      summary: 'Modifie une rentrée ; sans nouveau justificatif, l’ancien reste.',
      body: updateRevenueSchema,
      multipart: true,
      answer: json<Message>(),
      access: works('modifier une rentrée'),
      input: sends<EntryForm>(),
    },
    deleteRevenue: {
      method: 'DELETE',
      summary: 'Supprime une rentrée (son id dans le corps JSON, ou en `?revenue_id=`).',
      query: revenueIdSchema,
      body: revenueIdSchema,
      answer: json<Message>({ schema: messageSchema }),
      access: works('supprimer une rentrée'),
      input: sends<{ revenue_id: number }>(),
    },
    exportAccounting: {
      method: 'POST',
      summary: 'Le zip d’une période : depenses.csv, rentrees.csv et les justificatifs.',
      body: rangeSchema,
      answer: file('application/zip'),
      access: works('exporter la comptabilité'),
      input: sends<Period>(),
    },
    expensesVsRevenues: {
      method: 'POST',
      summary: 'Tableau de bord : le total des sorties et des rentrées d’une période.',
      body: rangeSchema,
      answer: json<AmountsResponse>(),
      access: reads('consulter le tableau de bord'),
      input: sends<Period>(),
    },
    revenuesAndExpensesOverTime: {
      method: 'POST',
      summary: 'Tableau de bord : les sorties et les rentrées d’une période, mois par mois.',
      body: rangeSchema,
      answer: json<OverTimeResponse>(),
      access: reads('consulter le tableau de bord'),
      input: sends<Period>(),
    },
    eventRevenues: {
      method: 'POST',
      summary: 'Tableau de bord : les sorties et les rentrées d’un événement.',
      body: entryIdSchema('event_id'),
      answer: json<AmountsResponse>(),
      access: reads('consulter le tableau de bord'),
      input: sends<{ event_id: number }>(),
    },
    productRentalStats: {
      method: 'POST',
      summary: 'Tableau de bord : les locations d’un produit.',
      body: entryIdSchema('product_id'),
      answer: json<ProductRentalStatsResponse>(),
      access: reads('consulter le tableau de bord'),
      input: sends<{ product_id: number }>(),
    },
  },
  {
    getRevenues: '/revenue/getRevenues',
    getRevenueDetails: '/revenue/getRevenueDetails',
    getRevenuesFile: '/revenue/getRevenuesFile',
    addRevenue: '/revenue/addRevenue',
    updateRevenue: '/revenue/updateRevenue',
    deleteRevenue: '/revenue/deleteRevenue',
    expensesVsRevenues: '/dashboard/expensesVsRevenues',
    revenuesAndExpensesOverTime: '/dashboard/revenuesAndExpensesOverTime',
    eventRevenues: '/dashboard/eventRevenues',
    productRentalStats: '/dashboard/productRentalStats',
  },
);
