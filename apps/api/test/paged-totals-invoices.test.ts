// The invoices' and clients' pages of issue #34's second slice: unfiltered, the invoices' total is
// the row counts of invoices and credit notes and each side of the list is read only as far as
// the page; the clients' page by name follows an index on lower(client_name). Both still answer
// exactly what they did: same items, same order, same totals.
import { describe, expect, test } from 'vitest';
import { pageInvoices } from '../src/modules/invoices/invoice-list.js';
import { useTestContext } from './support/app.js';
import { pendingInvoice, validatedInvoice } from './support/bank-lines.js';
import { createClient, signedInMember } from './support/factories.js';
import type { SessionAgent } from './support/http.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';
import { withWindowCounts } from './support/recorded-statements.js';

const ctx = useTestContext();

const INVOICES = '/api/invoice/getInvoiceList';

type Page = { items: Record<string, unknown>[]; total: number };

const pageOf = async (api: SessionAgent, query: string): Promise<Page> => {
  const res = await api.get(`${INVOICES}?${query}`);
  expect(res.status).toBe(200);
  return res.body as Page;
};

/** Every page of `size` rows, one after the other: their items and the totals they announced. */
async function walk(api: SessionAgent, query: string, size: number) {
  const items: Record<string, unknown>[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await pageOf(api, `page=${page}&page_size=${size}${query}`);
    totals.add(answer.total);
    items.push(...answer.items);
    if (answer.items.length < size) return { items, totals: [...totals] };
  }
}

describe('invoices page: total from row counts (issue #34)', () => {
  test('exact after invoices, a credit note and a deleted pending invoice; other organizations and filters apart', async () => {
    const w = await invoicedWorkspace(ctx);
    const other = await invoicedWorkspace(ctx, { organizationName: 'Ailleurs' });
    const validated = await validatedInvoice(w, w.quoteId);
    await pendingInvoice(w.api, await oneDayQuote(w));
    const pending = await pendingInvoice(w.api, await oneDayQuote(w));
    const note = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${validated.id}`)
      .send({ reason: 'Annulation' });
    expect(note.status).toBe(201);
    await pendingInvoice(other.api, other.quoteId);

    expect((await pageOf(w.api, 'page=1&page_size=2')).total).toBe(4);
    await ctx.db.invoice.delete({ where: { invoice_id: pending } });
    expect((await pageOf(w.api, 'page=1&page_size=2')).total).toBe(3);
    expect((await pageOf(other.api, 'page=1&page_size=2')).total).toBe(1);

    // The same rows asked with a filter that keeps them all (window count, whole union): the
    // unfiltered pages, page after page in both orders, answer the same items and total.
    for (const order of ['desc', 'asc']) {
      const unfiltered = await walk(w.api, `&order=${order}&sort=issue_date`, 2);
      const filtered = await walk(w.api, `&order=${order}&sort=issue_date&from=2000-01-01`, 2);
      expect(unfiltered).toEqual(filtered);
      expect(unfiltered.totals).toEqual([3]);
      expect(unfiltered.items.map((item) => item.type)).toContain('Avoir');
    }
    expect((await walk(w.api, '', 1)).items).toEqual((await pageOf(w.api, 'page=1')).items);

    // Filtered lists count their matches.
    expect((await pageOf(w.api, 'page=1&show_validated=false')).total).toBe(1);
    expect((await pageOf(w.api, 'page=1&from=2099-01-01')).total).toBe(0);
    expect((await pageOf(w.api, 'page=1&payment_status=unpaid')).total).toBe(
      (await pageOf(w.api, 'page=1&payment_status=unpaid')).items.length,
    );
  });

  test('an unfiltered page reads no window count; a filtered one does', async () => {
    const w = await invoicedWorkspace(ctx);
    await pendingInvoice(w.api, w.quoteId);
    const query = {
      page: 1,
      page_size: 50,
      sort: 'issue_date',
      order: 'desc',
      q: undefined,
      from: undefined,
      until: undefined,
      show_validated: true,
    } as const;
    const url = ctx.config.DATABASE_URL!;
    const unfiltered = await withWindowCounts(url, (db) => pageInvoices(db, w.orgId, query));
    expect(unfiltered).toEqual({ answer: expect.objectContaining({ total: 1 }), windowCounts: 0 });
    const pendingOnly = await withWindowCounts(url, (db) =>
      pageInvoices(db, w.orgId, { ...query, show_validated: false }),
    );
    expect(pendingOnly).toEqual({ answer: expect.objectContaining({ total: 1 }), windowCounts: 1 });
  });
});

describe('clients page by name with the index on lower(client_name) (issue #34)', () => {
  test('ascending and descending, names differing by case and accents', async () => {
    const m = await signedInMember(ctx);
    const orgId = m.organization.organization_id;
    const names = ['émile', 'Zoé', 'Emile', 'zoe', 'Élodie', 'alain', 'Alain', 'ALAIN', 'Bruno'];
    for (const client_name of names) await createClient(ctx.db, orgId, { client_name });
    // The reference order: the same ORDER BY computed by a sort, no index.
    const reference = await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
      await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      return tx.$queryRaw<{ client_id: number }[]>`
        SELECT client_id FROM clients WHERE organization_id = ${orgId}
         ORDER BY lower(client_name), client_id`;
    });
    const ascending = reference.map((row) => row.client_id);
    expect(ascending.length).toBeGreaterThanOrEqual(names.length);
    for (const order of ['asc', 'desc'] as const) {
      const ids: number[] = [];
      for (let page = 1; ids.length < ascending.length; page += 1) {
        const res = await m.api.get(
          `/api/clients/list?page=${page}&page_size=2&sort=client_name&order=${order}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(ascending.length);
        expect(res.body.items.length).toBeGreaterThan(0);
        ids.push(...(res.body.items as { client_id: number }[]).map((item) => item.client_id));
      }
      expect(ids).toEqual(order === 'asc' ? ascending : [...ascending].reverse());
    }
  });
});
