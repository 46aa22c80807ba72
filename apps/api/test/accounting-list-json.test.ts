// The spec's full accounting lists (getExpenses, getRevenues with {startDate, endDate}) read their
// rows through a prepared statement of their own (entry-list.ts: the date and the payment method
// as PostgreSQL writes them, DATES_AS_TEXT); the paged list reads them through Prisma. Both
// answers of the same rows must give the same JSON text, byte for byte, on entries with and
// without payer and event, with 0.01 € and the largest amounts, and names holding quotes,
// backslashes, emoji and control characters.
import { MAX_STORED_CENTS } from '@app/shared/money';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createEvent, signedInMember, type Member } from './support/factories.js';
import { PDF } from './support/http.js';

const ctx = useTestContext();

/** What a name can hold that JSON escapes or must keep as it is. */
const HOSTILE = 'Guillemets "doubles" \\ barre / 🎪 é\b\f\n\r\t\u0001\u001f\u007f\u2028 fin';

type Created = { expense?: { expense_id: number }; revenue?: { revenue_id: number } };

async function add(m: Member, path: string, fields: Record<string, string | number>) {
  const res = await m.api.postForm(path, fields, { bytes: PDF, name: 'recu.pdf' });
  expect(res.status).toBe(201);
  return res.body as Created;
}

/** Both kinds of entries, with the names and amounts above set in the database. */
async function organizationWithEntries() {
  const m = await signedInMember(ctx, { name: 'Trésorière' });
  const org = m.organization.organization_id;
  const event = await createEvent(ctx.db, org, { name: 'Fête' });
  const expense = (fields: Record<string, string | number>) =>
    add(m, '/api/accounting/addExpense', {
      product_name: 'Achat',
      price: '10',
      recorded_date: '2026-03-14',
      payment_method: 'Virement',
      user_id: '-1',
      ...fields,
    });
  const revenue = (fields: Record<string, string | number>) =>
    add(m, '/api/accounting/revenue/addRevenue', {
      product_name: 'Vente',
      unit_price: '5',
      recorded_date: '2026-03-14',
      ...fields,
    });
  const expenses = [
    await expense({ event_id: event.event_id, user_id: m.user.user_id }),
    await expense({ payment_method: 'Cash' }),
    await expense({ recorded_date: '2026-01-02' }),
    await expense({ recorded_date: '2026-12-31', event_id: event.event_id }),
  ].map((created) => created.expense!.expense_id);
  const revenues = [
    await revenue({ event_id: event.event_id, payment_method: 'Cash' }),
    await revenue({ amount: '3' }),
    await revenue({ recorded_date: '2026-06-30' }),
  ].map((created) => created.revenue!.revenue_id);
  const cents = [1, MAX_STORED_CENTS, 1005, 0];
  for (const [index, id] of expenses.entries()) {
    await ctx.db.$executeRaw`UPDATE expenses SET price_cents = ${cents[index]},
      product_name = ${`${HOSTILE} ${index}`} WHERE expense_id = ${id}`;
  }
  for (const [index, id] of revenues.entries()) {
    await ctx.db.$executeRaw`UPDATE revenues SET unit_price_cents = ${cents[index]},
      amount = ${index === 1 ? 1_000_000 : 1}, product_name = ${HOSTILE}
      WHERE revenue_id = ${id}`;
  }
  await ctx.db.$executeRaw`UPDATE revenues SET file_id = NULL, payment_method = NULL
    WHERE revenue_id = ${revenues[2]}`;
  await ctx.db.$executeRaw`UPDATE users SET name = ${HOSTILE} WHERE user_id = ${m.user.user_id}`;
  await ctx.db.$executeRaw`UPDATE events SET name = ${`${HOSTILE} 🎉`}
    WHERE event_id = ${event.event_id}`;
  await ctx.db.$executeRaw`UPDATE stored_files SET name = ${`${HOSTILE}.pdf`}
    WHERE organization_id = ${org}`;
  return m;
}

describe('the full accounting lists and their pages', () => {
  test.each([
    ['expenses', '/api/accounting/getExpenses', 4],
    ['revenues', '/api/accounting/revenue/getRevenues', 3],
  ])('%s: the same JSON text as the paged items', async (key, path, count) => {
    const m = await organizationWithEntries();
    const full = await m.api.post(path).send({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
    const paged = await m.api.post(`${path}?page=1&page_size=50`).send({});
    expect(paged.status).toBe(200);
    const items = (paged.body as { items: unknown[] }).items;
    expect(items).toHaveLength(count);
    expect(full.text).toBe(JSON.stringify({ [key]: items }));
  });
});
