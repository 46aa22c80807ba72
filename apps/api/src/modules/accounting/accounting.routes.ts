import { rangeSchema } from '@app/shared/date-range';
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import { streamAccountingExport } from './accounting-export.js';
import { parseExpenseFields, parseRevenueFields, requiredEntryId } from './accounting.schemas.js';
import {
  eventRevenues,
  expensesVsRevenues,
  productRentalStats,
  revenuesAndExpensesOverTime,
} from './dashboard.service.js';
import {
  addExpense,
  deleteExpense,
  getExpenseDetails,
  getExpenseFile,
  listExpenses,
  MSG_EXPENSE_ADDED,
  MSG_EXPENSE_DELETED,
  MSG_EXPENSE_UPDATED,
  updateExpense,
} from './expenses.service.js';
import {
  addRevenue,
  deleteRevenue,
  getRevenueDetails,
  getRevenueFile,
  listRevenues,
  MSG_REVENUE_ADDED,
  MSG_REVENUE_DELETED,
  MSG_REVENUE_UPDATED,
  updateRevenue,
} from './revenues.service.js';

const fields = (req: Request) => bodyFields(req.body);

/** An id from the query string, or from the JSON body where the spec sends it there too. */
const idParam = (req: Request, name: string) =>
  requiredEntryId(req.query[name] ?? fields(req)[name]);

/** Spec part 1 §7 "Accounting". Every call needs an organization with an active plan. */
export function accountingRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));
  const upload = singleFileUpload('file');

  router.post('/addExpense', upload, async (req, res) => {
    const input = parseExpenseFields(fields(req), Boolean(req.file));
    const expense = await addExpense(ctx.db, organizationId(req), input, req.file!);
    res.status(201).json({ message: MSG_EXPENSE_ADDED, expense });
  });

  router.put('/updateExpense', upload, async (req, res) => {
    const id = idParam(req, 'expense_id');
    // The receipt is kept when the edit sends none: only the other fields are required.
    const input = parseExpenseFields(fields(req), true);
    const expense = await updateExpense(ctx.db, organizationId(req), id, input, req.file);
    res.json({ message: MSG_EXPENSE_UPDATED, expense });
  });

  router.get('/getExpenseDetails', async (req, res) => {
    const id = idParam(req, 'expense_id');
    res.json(await getExpenseDetails(ctx.db, organizationId(req), id));
  });

  router.get('/getExpensesFile', async (req, res) => {
    const id = idParam(req, 'expense_id');
    sendStoredFile(res, await getExpenseFile(ctx.db, organizationId(req), id));
  });

  router.post('/getExpenses', async (req, res) => {
    const range = rangeSchema.parse(fields(req));
    res.json({ expenses: await listExpenses(ctx.db, organizationId(req), range) });
  });

  router.delete('/deleteExpense', async (req, res) => {
    const id = idParam(req, 'expense_id');
    await deleteExpense(ctx.db, organizationId(req), id);
    res.json({ message: MSG_EXPENSE_DELETED });
  });

  router.post('/revenue/addRevenue', upload, async (req, res) => {
    const input = parseRevenueFields(fields(req));
    const revenue = await addRevenue(ctx.db, organizationId(req), input, req.file);
    res.status(201).json({ message: MSG_REVENUE_ADDED, revenue });
  });

  router.put('/revenue/updateRevenue', upload, async (req, res) => {
    const id = idParam(req, 'revenue_id');
    const input = parseRevenueFields(fields(req));
    const revenue = await updateRevenue(ctx.db, organizationId(req), id, input, req.file);
    res.json({ message: MSG_REVENUE_UPDATED, revenue });
  });

  router.get('/revenue/getRevenueDetails', async (req, res) => {
    const id = idParam(req, 'revenue_id');
    res.json(await getRevenueDetails(ctx.db, organizationId(req), id));
  });

  router.get('/revenue/getRevenuesFile', async (req, res) => {
    const id = idParam(req, 'revenue_id');
    sendStoredFile(res, await getRevenueFile(ctx.db, organizationId(req), id));
  });

  router.post('/revenue/getRevenues', async (req, res) => {
    const range = rangeSchema.parse(fields(req));
    res.json({ revenues: await listRevenues(ctx.db, organizationId(req), range) });
  });

  router.delete('/revenue/deleteRevenue', async (req, res) => {
    const id = idParam(req, 'revenue_id');
    await deleteRevenue(ctx.db, organizationId(req), id);
    res.json({ message: MSG_REVENUE_DELETED });
  });

  router.post('/exportAccounting', async (req, res) => {
    const range = rangeSchema.parse(fields(req));
    await streamAccountingExport(ctx.db, organizationId(req), range, res);
  });

  router.post('/dashboard/expensesVsRevenues', async (req, res) => {
    const range = rangeSchema.parse(fields(req));
    res.json(await expensesVsRevenues(ctx.db, organizationId(req), range));
  });

  router.post('/dashboard/revenuesAndExpensesOverTime', async (req, res) => {
    const range = rangeSchema.parse(fields(req));
    res.json(await revenuesAndExpensesOverTime(ctx.db, organizationId(req), range));
  });

  router.post('/dashboard/eventRevenues', async (req, res) => {
    const id = requiredEntryId(fields(req).event_id);
    res.json(await eventRevenues(ctx.db, organizationId(req), id));
  });

  router.post('/dashboard/productRentalStats', async (req, res) => {
    const id = requiredEntryId(fields(req).product_id);
    res.json(await productRentalStats(ctx.db, organizationId(req), id));
  });

  return router;
}
