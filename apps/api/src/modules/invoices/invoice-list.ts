// A page of the invoices list: invoices and the credit notes that correct them, as
// the page shows them together. The page's keys and the number of matches come from one
// statement (filtered, searched and sorted in SQL, each invoice's balance summed there), then the
// page's invoices and credit notes are read by id, so each item is exactly the full list's.
import { todayIso } from '@app/shared/dates';
import type {
  CreditNoteListItem,
  InvoiceListItem,
  InvoicePageItem,
  InvoiceSort,
  InvoicesPageQuery,
} from '@app/shared/invoices';
import type { Paged } from '@app/shared/paged-list';
import { keysetOf, pageCursors, type Keyset } from '../../db/keyset.js';
import {
  countOf,
  isUnfiltered,
  NO_TOTAL_SQL,
  pageTotal,
  periodSql,
  searchSql,
  TOTAL_SQL,
} from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { countedRows } from '../../db/row-counts.js';
import { Prisma } from '../../generated/prisma/client.js';
import { invoiceBalances } from './invoice-balances.js';
import { issuedClients } from './invoice-queries.js';
import {
  creditNoteListSelect,
  invoiceListSelect,
  toCreditNoteListItem,
  toInvoiceListItem,
} from './invoices.data.js';

/** The columns of the list's rows (subquery `r`) that sort. */
const SORTS: Record<InvoiceSort, Prisma.Sql> = {
  id: Prisma.sql`r.number`,
  type: Prisma.sql`r.type`,
  client: Prisma.sql`lower(r.client_name)`,
  issue_date: Prisma.sql`r.issue_date`,
  discount: Prisma.sql`r.discount_cents`,
  total_amount: Prisma.sql`r.total_cents`,
  status: Prisma.sql`r.status`,
  // The order of the labels the column shows (À rembourser, En retard, Non payée, Partielle,
  // Payée).
  payment_status: Prisma.sql`CASE r.payment_status WHEN 'refund_due' THEN 1 WHEN 'overdue' THEN 2
    WHEN 'unpaid' THEN 3 WHEN 'partial' THEN 4 WHEN 'paid' THEN 5 ELSE 0 END`,
};

/**
 * One key per row of either kind (an invoice and a credit note may share an id): the id, then
 * the kind. The kind is constant on each side of the union, so each side can be read in the
 * order of its own (organization_id, issue_date, id) index.
 */
const ROW_KEY = [Prisma.sql`r.id`, Prisma.sql`r.kind`];

/**
 * The two sides of the list's rows: invoices (kind 0) with the balance the list item shows
 * (paymentStatus of @app/shared/invoices, in SQL), and credit notes (kind 1), which only show
 * with the validated documents and without a payment filter.
 */
function sidesSql(organizationId: number, query: InvoicesPageQuery): [Prisma.Sql, Prisma.Sql] {
  const today = todayIso();
  const validated = query.show_validated ? Prisma.sql`TRUE` : Prisma.sql`i.status <> 'Validated'`;
  const creditNotes = query.show_validated && query.payment_status === undefined;
  return [
    Prisma.sql`SELECT 0 AS kind, i.invoice_id AS id, i.issue_date, i.formatted_invoice_id AS number,
      CASE WHEN i.quote_id IS NOT NULL THEN 'Location' ELSE 'Vente' END AS type,
      COALESCE(i.snapshot->'buyer'->>'name', c.client_name) AS client_name,
      COALESCE(q.discount_cents, 0) AS discount_cents, i.total_amount_cents AS total_cents,
      i.status::text AS status,
      CASE
        WHEN i.total_amount_cents - cr.cents - pa.cents + pa.refunded < 0 THEN 'refund_due'
        WHEN i.total_amount_cents - cr.cents - pa.cents + pa.refunded = 0 THEN 'paid'
        WHEN i.status = 'Validated' AND i.due_date < ${today}::date THEN 'overdue'
        WHEN pa.cents > 0 THEN 'partial'
        ELSE 'unpaid'
      END AS payment_status,
      i.invoice_id::text AS invoice_ref, i.formatted_invoice_id AS invoice_number,
      '' AS note_number
    FROM invoices i
    JOIN clients c ON c.client_id = i.client_id AND c.organization_id = i.organization_id
    LEFT JOIN quotes q ON q.quote_id = i.quote_id AND q.organization_id = i.organization_id
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(p.amount_cents) FILTER (WHERE p.kind = 'payment'), 0)::int AS cents,
        COALESCE(sum(p.amount_cents) FILTER (WHERE p.kind = 'refund'), 0)::int AS refunded
      FROM invoice_payments p
      WHERE p.invoice_id = i.invoice_id AND p.organization_id = i.organization_id) pa
    CROSS JOIN LATERAL (SELECT COALESCE(sum(n.total_amount_cents), 0)::int AS cents
      FROM credit_notes n
      WHERE n.invoice_id = i.invoice_id AND n.organization_id = i.organization_id) cr
    WHERE i.organization_id = ${organizationId} AND ${validated}`,
    Prisma.sql`SELECT 1 AS kind, n.credit_note_id AS id, n.issue_date,
      n.formatted_credit_note_id AS number, 'Avoir' AS type, c.client_name, 0 AS discount_cents,
      -n.total_amount_cents AS total_cents, 'Avoir' AS status, NULL::text AS payment_status,
      n.invoice_id::text AS invoice_ref, i.formatted_invoice_id AS invoice_number,
      n.formatted_credit_note_id AS note_number
    FROM credit_notes n
    JOIN invoices i ON i.invoice_id = n.invoice_id AND i.organization_id = n.organization_id
    JOIN clients c ON c.client_id = i.client_id AND c.organization_id = i.organization_id
    WHERE n.organization_id = ${organizationId} AND ${creditNotes ? Prisma.sql`TRUE` : Prisma.sql`FALSE`}`,
  ];
}

/** The FROM … WHERE of the rows the query's filters keep (`r`). */
function fromWhereSql(organizationId: number, query: InvoicesPageQuery): Prisma.Sql {
  const [invoices, creditNotes] = sidesSql(organizationId, query);
  return Prisma.sql`FROM (${invoices} UNION ALL ${creditNotes}) r WHERE ${filtersSql(query)}`;
}

/**
 * The same rows as far as the query's page, for an unfiltered list: each side's first rows in the
 * reading order (after or before the cursor's row, or from the end), read in the order of its own
 * index and stopped there (PostgreSQL plans each side of a union on its own and would otherwise
 * read them whole), then the page among them.
 */
function fromFirstRowsSql(
  organizationId: number,
  query: InvoicesPageQuery,
  keyset: Keyset,
): Prisma.Sql {
  const { upTo } = keyset;
  const [invoices, creditNotes] = sidesSql(organizationId, query);
  const first = (side: Prisma.Sql) => Prisma.sql`(SELECT * FROM (${side}) r
    WHERE ${filtersSql(query)} AND ${keyset.where} ${keyset.order} LIMIT ${upTo})`;
  return Prisma.sql`FROM (${first(invoices)} UNION ALL ${first(creditNotes)}) r WHERE TRUE`;
}

function filtersSql(query: InvoicesPageQuery): Prisma.Sql {
  const payment =
    query.payment_status === undefined
      ? Prisma.sql`TRUE`
      : Prisma.sql`r.payment_status = ${query.payment_status}`;
  // What the page's search matched before (spec part 2 §2): the client, the invoice's number
  // and id, and a credit note's own number.
  const search = searchSql(query.q, [
    Prisma.sql`r.client_name`,
    Prisma.sql`r.invoice_number`,
    Prisma.sql`r.invoice_ref`,
    Prisma.sql`r.note_number`,
  ]);
  return Prisma.sql`${periodSql(Prisma.sql`r.issue_date`, query)} AND ${payment} AND ${search}`;
}

/** The page's invoices as the full list answers them, by id. */
async function invoiceItems(db: DbOrTx, organizationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, InvoiceListItem>();
  const rows = await db.invoice.findMany({
    where: { organization_id: organizationId, invoice_id: { in: ids } },
    select: invoiceListSelect,
  });
  const balances = new Map(
    (await invoiceBalances(db, organizationId, ids)).map((balance) => [balance.invoiceId, balance]),
  );
  const issued = await issuedClients(db, organizationId, ids);
  return new Map(
    rows.map((row) => [
      row.invoice_id,
      toInvoiceListItem(row, balances.get(row.invoice_id), issued.get(row.invoice_id)),
    ]),
  );
}

async function creditNoteItems(db: DbOrTx, organizationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, CreditNoteListItem>();
  const rows = await db.creditNote.findMany({
    where: { organization_id: organizationId, credit_note_id: { in: ids } },
    select: creditNoteListSelect,
  });
  const issued = await issuedClients(
    db,
    organizationId,
    rows.map((row) => row.invoice_id),
  );
  return new Map(
    rows.map((row) => [row.credit_note_id, toCreditNoteListItem(row, issued.get(row.invoice_id))]),
  );
}

/**
 * No search, no period, the validated documents shown and no payment filter: the list is every
 * invoice and every credit note of the organization (each invoice has its organization's client,
 * each credit note its organization's invoice), so its total is their row counts
 * (db/row-counts.ts), not a count of the whole union.
 */
const everyRow = (query: InvoicesPageQuery) =>
  isUnfiltered(query) && query.show_validated && query.payment_status === undefined;

export async function pageInvoices(
  db: DbOrTx,
  organizationId: number,
  query: InvoicesPageQuery,
): Promise<Paged<InvoicePageItem>> {
  const fromWhere = fromWhereSql(organizationId, query);
  const counted = everyRow(query);
  // Every row counted, the total is known first: a page past the middle is read from the end.
  const known = counted
    ? await countedRows(db, organizationId, ['invoices', 'credit_notes'])
    : undefined;
  const keyset = keysetOf(SORTS, query, ROW_KEY, known);
  const windowCount = !counted && !keyset.seeking;
  const keys = keyset.shown(
    await keyset.run(
      db.$queryRaw<{ kind: number; id: number; total: number; cursor: string[] }[]>`
        SELECT r.kind, r.id, ${windowCount ? TOTAL_SQL : NO_TOTAL_SQL}, ${keyset.cursorColumn}
        ${counted ? fromFirstRowsSql(organizationId, query, keyset) : fromWhere}
        AND ${keyset.where} ${keyset.order} ${keyset.limit}`,
    ),
  );
  const total =
    known ??
    (await pageTotal(keys[0], { page: query.page, windowCount }, () => countOf(db, fromWhere)));
  const idsOf = (kind: number) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const invoices = await invoiceItems(db, organizationId, idsOf(0));
  const creditNotes = await creditNoteItems(db, organizationId, idsOf(1));
  const items = keys.flatMap(
    (key) => (key.kind === 0 ? invoices.get(key.id) : creditNotes.get(key.id)) ?? [],
  );
  return {
    items,
    total,
    page: query.page,
    page_size: query.page_size,
    ...pageCursors(query, keys, (key) => key.cursor),
  };
}
