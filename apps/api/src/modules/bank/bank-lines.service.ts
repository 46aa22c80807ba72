// The bank lines as the review page reads them (issue #31): a page of one status with what each
// line to review is offered, and how many lines each status has, in a constant number of
// statements whatever the page's size.
import {
  BANK_LINE_STATUSES,
  type BankLineCounts,
  type BankLineDto,
  type BankLinesQuery,
} from '@app/shared/bank';
import { centsToEuros } from '@app/shared/money';
import type { Paged } from '@app/shared/paged-list';
import { formatStructuredCommunication } from '@app/shared/payment-reference';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { expenseDraft, suggestionsFor } from './bank-suggestions.js';

const lineSelect = {
  line_id: true,
  statement_id: true,
  booking_date: true,
  value_date: true,
  amount_cents: true,
  structured_reference: true,
  free_text: true,
  counterparty_name: true,
  counterparty_iban: true,
  status: true,
  flag: true,
  payment_id: true,
  expense_id: true,
  invoice: {
    select: {
      invoice_id: true,
      formatted_invoice_id: true,
      client: { select: { client_name: true } },
    },
  },
} as const satisfies Prisma.BankLineSelect;

type LineRow = Prisma.BankLineGetPayload<{ select: typeof lineSelect }>;

/** A stored reference as printed: 12 digits as +++ddd/dddd/ddddd+++, an RF one as stored. */
const printableReference = (reference: string | null) =>
  reference !== null && /^\d{12}$/.test(reference)
    ? formatStructuredCommunication(reference)
    : reference;

const toDto = (row: LineRow): Omit<BankLineDto, 'suggestions' | 'expense_draft'> => ({
  line_id: row.line_id,
  statement_id: row.statement_id,
  booking_date: fromDbDate(row.booking_date),
  value_date: fromDbDate(row.value_date),
  amount: centsToEuros(row.amount_cents),
  structured_reference: printableReference(row.structured_reference),
  free_text: row.free_text,
  counterparty_name: row.counterparty_name,
  counterparty_iban: row.counterparty_iban,
  status: row.status,
  flag: row.flag,
  invoice:
    row.invoice === null
      ? null
      : {
          invoice_id: row.invoice.invoice_id,
          invoice_number: row.invoice.formatted_invoice_id,
          client_name: row.invoice.client.client_name,
        },
  payment_id: row.payment_id,
  expense_id: row.expense_id,
});

/** `rows` as the API answers them: suggestions for the credits to review, drafts for the debits. */
async function toDtos(db: DbOrTx, organizationId: number, rows: LineRow[]): Promise<BankLineDto[]> {
  const credits = rows.filter((row) => row.status === 'unmatched' && row.amount_cents > 0);
  const suggestions = await suggestionsFor(db, organizationId, credits);
  const byLine = new Map(credits.map((row, index) => [row.line_id, suggestions[index]!]));
  return rows.map((row) => ({
    ...toDto(row),
    suggestions: byLine.get(row.line_id) ?? [],
    expense_draft: row.status === 'unmatched' && row.amount_cents < 0 ? expenseDraft(row) : null,
  }));
}

/** One line of the organization as the API answers it (after a change), or null. */
export async function bankLineDto(
  db: DbOrTx,
  organizationId: number,
  lineId: number,
): Promise<BankLineDto | null> {
  const row = await db.bankLine.findFirst({
    where: { line_id: lineId, organization_id: organizationId },
    select: lineSelect,
  });
  return row === null ? null : (await toDtos(db, organizationId, [row]))[0]!;
}

/** What `q` is looked for in: the counterparty, the communication, the reference (digits alone too). */
function searchWhere(q: string | undefined): Prisma.BankLineWhereInput {
  if (q === undefined) return {};
  const contains = (text: string) => ({ contains: text, mode: 'insensitive' as const });
  const compact = q.replace(/[+/\s.-]/g, '');
  return {
    OR: [
      { counterparty_name: contains(q) },
      { counterparty_iban: contains(q.replace(/\s/g, '')) },
      { free_text: contains(q) },
      { structured_reference: contains(compact === '' ? q : compact) },
    ],
  };
}

/** GET /api/bank/lines: a page of one status, with the organization's counts of each status. */
export async function listBankLines(
  db: DbOrTx,
  organizationId: number,
  query: BankLinesQuery,
): Promise<Paged<BankLineDto> & { counts: BankLineCounts }> {
  const where: Prisma.BankLineWhereInput = {
    organization_id: organizationId,
    status: query.status,
    booking_date: {
      ...(query.from ? { gte: toDbDate(query.from) } : {}),
      ...(query.until ? { lte: toDbDate(query.until) } : {}),
    },
    ...searchWhere(query.q),
  };
  const column = query.sort === 'amount' ? 'amount_cents' : 'booking_date';
  const [rows, total, grouped] = await Promise.all([
    db.bankLine.findMany({
      where,
      select: lineSelect,
      orderBy: [{ [column]: query.order }, { line_id: query.order }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.bankLine.count({ where }),
    db.bankLine.groupBy({
      by: ['status'],
      where: { organization_id: organizationId },
      _count: { _all: true },
    }),
  ]);
  const counts = Object.fromEntries(
    BANK_LINE_STATUSES.map((status) => [
      status,
      grouped.find((group) => group.status === status)?._count._all ?? 0,
    ]),
  ) as BankLineCounts;
  return {
    items: await toDtos(db, organizationId, rows),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}
