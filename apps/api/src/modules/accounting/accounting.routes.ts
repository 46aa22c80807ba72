import {
  entryIdSchema,
  expenseFieldsSchema,
  expenseIdSchema,
  expensesPageSchema,
  MSG_REQUIRED_FIELDS,
  revenueFieldsSchema,
  revenueIdSchema,
  revenuesPageSchema,
  updateExpenseSchema,
  updateRevenueSchema,
} from '@app/shared/accounting';
import { rangeSchema } from '@app/shared/date-range';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { listedAs, pagedListRoute } from '../../http/paged-route.js';
import { byId, created, route, savedAnswer, withInput } from '../../http/route.js';
import { AppError } from '../../errors/app-error.js';
import { activePlanRouter } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import { streamAccountingExport } from './accounting-export.js';
import {
  eventRevenues,
  expensesVsRevenues,
  productRentalStats,
  revenuesAndExpensesOverTime,
} from './dashboard.service.js';
import {
  addEntry,
  deleteEntry,
  entryDetails,
  entryReceipt,
  updateEntry,
  type EntryKind,
} from './entries.service.js';
import { EXPENSES } from './expenses.data.js';
import { REVENUES } from './revenues.data.js';

/** How the spec names the calls of one kind of entry: /addExpense … /revenue/getRevenuesFile. */
interface EntryApi<Fields, Key extends string, PageQuery> {
  prefix: string;
  /** 'Expense': addExpense, getExpensesFile, … */
  name: string;
  /** The answers' keys: { expense } and { expenses }. */
  key: string;
  /** The expense's receipt is required on creation (checked before the fields, like the spec). */
  receiptRequired: boolean;
  fields: z.ZodType<Fields>;
  update: z.ZodType<Fields & Record<Key, number>>;
  id: z.ZodType<Record<Key, number>>;
  idKey: Key;
  /** The query of a paged list. */
  page: z.ZodType<PageQuery>;
}

const requireReceipt: RequestHandler = (req, _res, next) => {
  next(req.file ? undefined : new AppError('BAD_REQUEST', MSG_REQUIRED_FIELDS));
};

/** The six calls of one kind of entry (spec part 1 §7). */
function entryRoutes<
  Fields,
  Row extends { file_id: number | null },
  Item,
  Details,
  Key extends string,
  PageQuery,
>(
  router: Router,
  ctx: AppContext,
  kind: EntryKind<Fields, Row, Item, Details, PageQuery>,
  api: EntryApi<Fields, Key, PageQuery>,
) {
  const { prefix, name, key, idKey, messages } = { ...api, messages: kind.messages };
  const upload = singleFileUpload('file');
  const checks = api.receiptRequired ? [upload, requireReceipt] : [upload];

  router.post(
    `${prefix}/add${name}`,
    ...checks,
    route(
      api.fields,
      savedAnswer(messages.added, key, (fields, { req, organizationId }) =>
        addEntry(kind, ctx.db, organizationId, fields, req.file),
      ),
      created,
    ),
  );

  // The receipt is kept when the edit sends none: only the other fields are required.
  router.put(
    `${prefix}/update${name}`,
    upload,
    route(
      api.update,
      savedAnswer(messages.updated, key, (input, { req, organizationId }) =>
        updateEntry(kind, ctx.db, organizationId, input[idKey], input, req.file),
      ),
    ),
  );

  router.get(
    `${prefix}/get${name}Details`,
    route(api.id, (input, { organizationId }) =>
      entryDetails(kind, ctx.db, organizationId, input[idKey]),
    ),
  );

  router.get(
    `${prefix}/get${name}sFile`,
    route(api.id, async (input, { res, organizationId }) => {
      sendStoredFile(res, await entryReceipt(kind, ctx.db, organizationId, input[idKey]));
      return undefined;
    }),
  );

  // The spec's {startDate, endDate} body answers the whole period; ?page=… answers one page.
  router.post(
    `${prefix}/get${name}s`,
    pagedListRoute(ctx.db, rangeSchema, api.page, {
      full: listedAs(`${key}s`, kind.list),
      page: kind.page,
    }),
  );

  // The spec sends the id in a JSON body with DELETE; ?expense_id= is accepted too.
  router.delete(
    `${prefix}/delete${name}`,
    route(api.id, async (input, { organizationId }) => {
      await deleteEntry(kind, ctx.db, organizationId, input[idKey]);
      return { message: messages.deleted };
    }),
  );
}

/** Spec part 1 §7 "Accounting". Every call needs an organization with an active plan. */
export function accountingRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  entryRoutes(router, ctx, EXPENSES, {
    prefix: '',
    name: 'Expense',
    key: 'expense',
    receiptRequired: true,
    fields: expenseFieldsSchema,
    update: updateExpenseSchema,
    id: expenseIdSchema,
    idKey: 'expense_id',
    page: expensesPageSchema,
  });
  entryRoutes(router, ctx, REVENUES, {
    prefix: '/revenue',
    name: 'Revenue',
    key: 'revenue',
    receiptRequired: false,
    fields: revenueFieldsSchema,
    update: updateRevenueSchema,
    id: revenueIdSchema,
    idKey: 'revenue_id',
    page: revenuesPageSchema,
  });

  router.post(
    '/exportAccounting',
    route(rangeSchema, async (range, { res, organizationId }) => {
      const { EXPORT_IDLE_TIMEOUT_MS: idleMs } = ctx.config;
      await streamAccountingExport(ctx.db, organizationId, range, res, idleMs);
      return undefined;
    }),
  );

  router.post(
    '/dashboard/expensesVsRevenues',
    route(rangeSchema, withInput(ctx.db, expensesVsRevenues)),
  );

  router.post(
    '/dashboard/revenuesAndExpensesOverTime',
    route(rangeSchema, withInput(ctx.db, revenuesAndExpensesOverTime)),
  );

  router.post(
    '/dashboard/eventRevenues',
    route(entryIdSchema('event_id'), byId(ctx.db, 'event_id', eventRevenues)),
  );

  router.post(
    '/dashboard/productRentalStats',
    route(entryIdSchema('product_id'), byId(ctx.db, 'product_id', productRentalStats)),
  );

  return router;
}
