// The home page (issue #30 §1): each line's figure from a known data set, the checklist of a new
// organization, the organization's own figures only, and what each role gets.
import { addDaysIso, monthRangeIso, todayIso } from '@app/shared/dates';
import { weekOf } from '@app/shared/home';
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createQuote, signedInMember } from './support/factories.js';
import { guardAnswers } from './support/guards.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';

const ctx = useTestContext();

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const today = todayIso();
const week = weekOf(today);
const month = monthRangeIso();

type Workspace = Awaited<ReturnType<typeof invoicedWorkspace>>;

/** What the home counts in the busy workspace below. */
const BUSY_FIGURES = {
  pending_invoices: { count: 1 },
  overdue_invoices: { count: 1, amount: 6 },
  // That invoice's first reminder (7 days after its due date, the default level) is due.
  reminders_due: { count: 1 },
  departures_this_week: { count: 1 },
  returns_this_week: { count: 1 },
  missing_units: { count: 1, units: 2 },
  unpaid_total: { amount: 16 },
  cash_this_month: { revenues: 100, expenses: 30, balance: 70 },
};

/** The same lines, every figure 0: an organization with nothing to do. */
const NOTHING = Object.fromEntries(
  Object.entries(BUSY_FIGURES).map(([line, figures]) => [
    line,
    Object.fromEntries(Object.keys(figures).map((key) => [key, 0])),
  ]),
);

const home = (m: { api: Workspace['api'] }) => m.api.get('/api/organization/getHome');

/** A rental of `quantity` speakers over these days, with its movements. */
async function rental(
  w: Workspace,
  dates: { from: string; until: string },
  movements: { departed_on?: string; returned_on?: string; returned?: number } = {},
) {
  const quote = await createQuote(ctx.db, w.orgId, w.client.client_id, {
    productIds: [w.product.product_id],
  });
  await ctx.db.quote.update({
    where: { quote_id: quote.quote_id },
    data: {
      reserved_from: day(dates.from),
      reserved_until: day(dates.until),
      departed_on: movements.departed_on ? day(movements.departed_on) : null,
      returned_on: movements.returned_on ? day(movements.returned_on) : null,
    },
  });
  await ctx.db.quoteProduct.updateMany({
    where: { quote_id: quote.quote_id, organization_id: w.orgId },
    data: { quantity: 3, quantity_returned: movements.returned ?? null },
  });
}

/** An expense of `cents` on `date`, with its receipt. */
async function expense(orgId: number, cents: number, date: string) {
  const data = Buffer.from('%PDF-1.4\n');
  const file = await ctx.db.storedFile.create({
    data: {
      organization_id: orgId,
      name: 'ticket.pdf',
      mime_type: 'application/pdf',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    },
  });
  await ctx.db.expense.create({
    data: {
      organization_id: orgId,
      product_name: 'Gobelets',
      price_cents: cents,
      recorded_date: day(date),
      payment_method: 'Cash',
      file_id: file.file_id,
    },
  });
}

const revenue = (orgId: number, unitCents: number, amount: number, date: string) =>
  ctx.db.revenue.create({
    data: {
      organization_id: orgId,
      product_name: 'Bar',
      unit_price_cents: unitCents,
      amount,
      recorded_date: day(date),
    },
  });

async function validated(w: Workspace, quoteId: number) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  const id = created.body.invoice.invoice_id as number;
  expect((await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  return id;
}

/** The known data set: what each line must count. */
async function busyWorkspace() {
  const w = await invoicedWorkspace(ctx);
  // Pending: the quote's invoice, not validated.
  await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  // Overdue: 10 € validated, 4 € paid, 8 days past due → 6 € overdue, its first reminder due.
  // Unpaid: that 6 € and another 10 €.
  const late = await validated(w, await oneDayQuote(w));
  await w.api
    .post(`/api/invoice/addPayment?invoice_id=${late}`)
    .send({ amount: 4, paid_at: today, method: 'Cash' });
  await ctx.db.invoice.update({
    where: { invoice_id: late },
    data: { due_date: day(addDaysIso(today, -8)) },
  });
  await validated(w, await oneDayQuote(w));
  // This week: one rental leaves (another already left), one comes back.
  await rental(w, { from: week.from, until: addDaysIso(week.until, 7) });
  await rental(
    w,
    { from: week.from, until: addDaysIso(week.until, 7) },
    { departed_on: week.from },
  );
  await rental(
    w,
    { from: addDaysIso(week.from, -7), until: week.until },
    { departed_on: addDaysIso(week.from, -7) },
  );
  // Back with 2 of 3 speakers missing, and one back in full.
  const back = { departed_on: '2026-01-05', returned_on: '2026-01-10' };
  await rental(w, { from: '2026-01-05', until: '2026-01-10' }, { ...back, returned: 1 });
  await rental(w, { from: '2026-01-05', until: '2026-01-10' }, { ...back, returned: 3 });
  // This month: 2 × 50 € in, 30 € out; last month's entries are not counted.
  await revenue(w.orgId, 5000, 2, today);
  await expense(w.orgId, 3000, month.start);
  await revenue(w.orgId, 99_900, 1, addDaysIso(month.start, -1));
  await expense(w.orgId, 99_900, addDaysIso(month.start, -1));
  return w;
}

describe('[home] figures', () => {
  test('each line counts what needs doing', async () => {
    const w = await busyWorkspace();
    const res = await home(w);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      checklist: null,
      figures: BUSY_FIGURES,
      week,
      month: { from: month.start, until: month.end },
    });
  });

  test('another organization’s documents count nowhere', async () => {
    await busyWorkspace();
    const other = await signedInMember(ctx);
    const res = await home(other);
    expect(res.status).toBe(200);
    expect(res.body.figures).toEqual(NOTHING);
  });
});

describe('[home] checklist', () => {
  test('a new organization sees its first steps, ticked as they are done', async () => {
    const m = await signedInMember(ctx);
    const orgId = m.organization.organization_id;
    await ctx.db.organization.update({
      where: { organization_id: orgId },
      data: { bank_account: '', postal_code: null },
    });
    expect((await home(m)).body.checklist).toEqual({
      identity: false,
      product: false,
      client: false,
      quote: false,
    });
    await ctx.db.organization.update({
      where: { organization_id: orgId },
      data: { bank_account: 'BE68539007547034', postal_code: '1000' },
    });
    const client = await ctx.db.client.create({
      data: { organization_id: orgId, client_name: 'Premier client' },
    });
    expect((await home(m)).body.checklist).toEqual({
      identity: true,
      product: false,
      client: true,
      quote: false,
    });
    await createQuote(ctx.db, orgId, client.client_id);
    const category = await ctx.db.category.create({
      data: { organization_id: orgId, name: 'Son' },
    });
    await ctx.db.product.create({
      data: {
        organization_id: orgId,
        name: 'Enceinte',
        price_cents: 1000,
        category_id: category.category_id,
        stock: 1,
      },
    });
    expect((await home(m)).body.checklist).toBeNull();
  });
});

describe('[home] access', () => {
  test('every role reads the home, every line included (each list is read by viewers)', async () => {
    const viewer = await signedInMember(ctx, { role: 'viewer' });
    const res = await home(viewer);
    expect(res.status).toBe(200);
    expect(res.body.figures).toEqual(NOTHING);
  });

  test('403 without session, 401 without organization, 402 without plan', async () => {
    const { anonymous, noOrganization, noPlan } = await guardAnswers(
      ctx,
      '/api/organization/getHome',
    );
    expect(anonymous.status).toBe(403);
    expect(noOrganization.status).toBe(401);
    expect(noPlan.status).toBe(402);
  });
});
