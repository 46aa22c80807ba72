import { MSG_REQUIRED_FIELDS } from '@app/shared/accounting';
import { ACCOUNTING } from '@app/shared/accounting-endpoints';
import type { Endpoint } from '@app/shared/contract';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { pagedListRoute, streamedAs } from '../../http/paged-route.js';
import { byId, created, route, savedAnswer, withInput } from '../../http/route.js';
import { serve } from '../../http/serve.js';
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

/** The six declared calls of one kind of entry (@app/shared/accounting-endpoints). */
interface EntryCalls {
  add: Endpoint;
  update: Endpoint;
  details: Endpoint;
  file: Endpoint;
  list: Endpoint;
  remove: Endpoint;
}

/** One kind of entry's calls and the schemas they parse with. */
interface EntryApi<Fields, Key extends string, PageQuery> {
  calls: EntryCalls;
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

/** A Sortie booking a received document (issue #33) may take that document's file as receipt. */
const booksReceivedDocument = (body: unknown) => {
  const id = (body as Record<string, unknown> | undefined)?.received_document_id;
  return id !== undefined && id !== '';
};

const requireReceipt: RequestHandler = (req, _res, next) => {
  const receipt = req.file !== undefined || booksReceivedDocument(req.body);
  next(receipt ? undefined : new AppError('BAD_REQUEST', MSG_REQUIRED_FIELDS, { field: 'file' }));
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
  const { calls, key, idKey, messages } = { ...api, messages: kind.messages };
  const upload = singleFileUpload('file');
  const checks = api.receiptRequired ? [upload, requireReceipt] : [upload];

  serve(
    router,
    calls.add,
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
  serve(
    router,
    calls.update,
    upload,
    route(
      api.update,
      savedAnswer(messages.updated, key, (input, { req, organizationId }) =>
        updateEntry(kind, ctx.db, organizationId, input[idKey], input, req.file),
      ),
    ),
  );

  serve(
    router,
    calls.details,
    route(api.id, (input, { organizationId }) =>
      entryDetails(kind, ctx.db, organizationId, input[idKey]),
    ),
  );

  serve(
    router,
    calls.file,
    route(api.id, async (input, { res, organizationId }) => {
      sendStoredFile(res, await entryReceipt(kind, ctx.db, organizationId, input[idKey]));
      return undefined;
    }),
  );

  // The spec's {startDate, endDate} body answers the whole period; ?page=… answers one page.
  serve(
    router,
    calls.list,
    pagedListRoute(ctx.db, ACCOUNTING.getExpenses.body, api.page, {
      full: streamedAs(`${key}s`, kind.stream, ctx.config.EXPORT_IDLE_TIMEOUT_MS),
      page: kind.page,
    }),
  );

  // The spec sends the id in a JSON body with DELETE; ?expense_id= is accepted too.
  serve(
    router,
    calls.remove,
    route(api.id, async (input, { organizationId }) => {
      await deleteEntry(kind, ctx.db, organizationId, input[idKey]);
      return { message: messages.deleted };
    }),
  );
}

/**
 * Spec part 1 §7 "Accounting", registered from its declarations (@app/shared/accounting-endpoints).
 * Every call needs an organization with an active plan.
 */
export function accountingRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  const declared = ACCOUNTING;
  entryRoutes(router, ctx, EXPENSES, {
    calls: {
      add: declared.addExpense,
      update: declared.updateExpense,
      details: declared.getExpenseDetails,
      file: declared.getExpensesFile,
      list: declared.getExpenses,
      remove: declared.deleteExpense,
    },
    key: 'expense',
    receiptRequired: true,
    fields: declared.addExpense.body,
    update: declared.updateExpense.body,
    id: declared.getExpenseDetails.query,
    idKey: 'expense_id',
    page: declared.getExpenses.page.query,
  });
  entryRoutes(router, ctx, REVENUES, {
    calls: {
      add: declared.addRevenue,
      update: declared.updateRevenue,
      details: declared.getRevenueDetails,
      file: declared.getRevenuesFile,
      list: declared.getRevenues,
      remove: declared.deleteRevenue,
    },
    key: 'revenue',
    receiptRequired: false,
    fields: declared.addRevenue.body,
    update: declared.updateRevenue.body,
    id: declared.getRevenueDetails.query,
    idKey: 'revenue_id',
    page: declared.getRevenues.page.query,
  });

  serve(
    router,
    declared.exportAccounting,
    route(declared.exportAccounting.body, async (range, { res, organizationId }) => {
      const { EXPORT_IDLE_TIMEOUT_MS: idleMs } = ctx.config;
      await streamAccountingExport(ctx.db, organizationId, range, res, idleMs);
      return undefined;
    }),
  );

  serve(
    router,
    declared.expensesVsRevenues,
    route(declared.expensesVsRevenues.body, withInput(ctx.db, expensesVsRevenues)),
  );

  serve(
    router,
    declared.revenuesAndExpensesOverTime,
    route(
      declared.revenuesAndExpensesOverTime.body,
      withInput(ctx.db, revenuesAndExpensesOverTime),
    ),
  );

  serve(
    router,
    declared.eventRevenues,
    route(declared.eventRevenues.body, byId(ctx.db, 'event_id', eventRevenues)),
  );

  serve(
    router,
    declared.productRentalStats,
    route(declared.productRentalStats.body, byId(ctx.db, 'product_id', productRentalStats)),
  );

  return router;
}
