// The automatic match of an import in a fixed number of statements, whatever its number of lines
// (issue #31; docs/performance.md, "Bank import"): the invoices locked in one statement, their
// balances read once, then the payments, their Rentrées, their audit entries and the lines'
// new state each written by one statement. What it writes is what addPaymentIn writes for one
// payment (the same columns, the same Rentrée, the same audit entry), line after line.
import type { PaymentDetails } from '@app/shared/audit';
import { centsToEuros } from '@app/shared/money';
import { MSG_PAYMENT_PENDING } from '@app/shared/payments';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { paymentRevenueName } from '../payments/payments.service.js';

type Caller = { organizationId: number; userId: number };

/** What a payment needs of a stored line (bank-matching's StoredLine has these). */
interface StoredLine {
  line_id: number;
  amount_cents: number;
  booking_date: Date;
}

/** A line and the invoice it names, in the order of the invoices' ids. */
export interface LineToPay {
  line: StoredLine;
  invoiceId: number;
}

interface Payment {
  line: StoredLine;
  invoiceId: number;
  cents: number;
  overpaid: boolean;
}

interface Flagged {
  line: StoredLine;
  invoiceId: number;
  flag: 'already_paid' | 'credit_note';
}

/**
 * Locks the invoices, in the order of their ids, in one statement (LockRows runs above the
 * sort): the order every import and every payment by hand takes, so none deadlock. Answers their
 * numbers; 409 as lockIssuedInvoice when one is no longer validated.
 */
async function lockInvoices(
  tx: DbOrTx,
  organizationId: number,
  invoiceIds: number[],
): Promise<Map<number, string>> {
  const rows = await tx.$queryRaw<{ invoice_id: number; status: string; number: string }[]>`
    SELECT invoice_id, status::text AS status, formatted_invoice_id AS number FROM invoices
    WHERE organization_id = ${organizationId} AND invoice_id = ANY(${invoiceIds}::int[])
    ORDER BY invoice_id FOR UPDATE`;
  if (rows.length !== invoiceIds.length || rows.some((row) => row.status !== 'Validated')) {
    throw new AppError('CONFLICT', MSG_PAYMENT_PENDING);
  }
  return new Map(rows.map((row) => [row.invoice_id, row.number]));
}

/**
 * What each line does, reading the balances once and lowering them line after line: a line pays
 * what is still due (flag `overpaid` beyond it); with nothing due it is flagged only.
 */
async function plan(tx: DbOrTx, organizationId: number, invoiceIds: number[], toPay: LineToPay[]) {
  const balances = await invoiceBalances(tx, organizationId, invoiceIds);
  const dueBy = new Map(balances.map((balance) => [balance.invoiceId, balance.amountDueCents]));
  const creditedBy = new Map(balances.map((b) => [b.invoiceId, b.creditedCents]));
  const payments: Payment[] = [];
  const flagged: Flagged[] = [];
  for (const { line, invoiceId } of toPay) {
    const dueCents = dueBy.get(invoiceId) ?? 0;
    if (dueCents <= 0) {
      const flag = (creditedBy.get(invoiceId) ?? 0) > 0 ? 'credit_note' : 'already_paid';
      flagged.push({ line, invoiceId, flag });
      continue;
    }
    const cents = Math.min(line.amount_cents, dueCents);
    dueBy.set(invoiceId, dueCents - cents);
    payments.push({ line, invoiceId, cents, overpaid: line.amount_cents > dueCents });
  }
  return { payments, flagged };
}

/**
 * The payments with their Rentrées and audit entries; answers the payments' ids in the order of
 * `payments`. The ids are drawn from the sequences first, so each payment names its Rentrée and
 * each line its payment without relying on the order INSERT … RETURNING answers in.
 */
async function insertPayments(
  tx: DbOrTx,
  caller: Caller,
  numbers: Map<number, string>,
  payments: Payment[],
): Promise<number[]> {
  const { organizationId, userId } = caller;
  const ids = await tx.$queryRaw<{ revenue_id: number; payment_id: number }[]>`
    SELECT nextval(pg_get_serial_sequence('revenues', 'revenue_id'))::int AS revenue_id,
           nextval(pg_get_serial_sequence('invoice_payments', 'payment_id'))::int AS payment_id
    FROM generate_series(1, ${payments.length}::int)`;
  const revenueIds = ids.map((id) => id.revenue_id);
  const paymentIds = ids.map((id) => id.payment_id);
  const invoiceIds = payments.map((payment) => payment.invoiceId);
  const cents = payments.map((payment) => payment.cents);
  const days = payments.map((payment) => fromDbDate(payment.line.booking_date));
  const names = invoiceIds.map((id) => paymentRevenueName(numbers.get(id)!));
  await tx.$executeRaw`
    INSERT INTO revenues (revenue_id, organization_id, product_name, unit_price_cents, amount,
      recorded_date, payment_method, updated_at)
    SELECT r.id, ${organizationId}, r.name, r.cents, 1, r.day, 'Virement', now()
    FROM unnest(${revenueIds}::int[], ${names}::text[], ${cents}::int[], ${days}::date[])
      AS r(id, name, cents, day)`;
  await tx.$executeRaw`
    INSERT INTO invoice_payments (payment_id, organization_id, invoice_id, amount_cents, paid_at,
      method, revenue_id)
    SELECT p.id, ${organizationId}, p.invoice_id, p.cents, p.day, 'Virement', p.revenue_id
    FROM unnest(${paymentIds}::int[], ${invoiceIds}::int[], ${cents}::int[], ${days}::date[],
      ${revenueIds}::int[]) AS p(id, invoice_id, cents, day, revenue_id)`;
  const details = payments.map((payment, index) =>
    JSON.stringify({
      payment_id: paymentIds[index]!,
      invoice_id: payment.invoiceId,
      invoice_number: numbers.get(payment.invoiceId)!,
      amount: centsToEuros(payment.cents),
      paid_at: days[index]!,
      method: 'Virement',
    } satisfies PaymentDetails),
  );
  await tx.$executeRaw`
    INSERT INTO audit_events (organization_id, user_id, user_name, action, details)
    SELECT ${organizationId}, ${userId}, (SELECT name FROM users WHERE user_id = ${userId}),
      'payment.added', d::jsonb
    FROM unnest(${details}::text[]) AS d`;
  return paymentIds;
}

/** The lines' new state, in one statement: matched to their payment, or flagged. */
async function updateLines(
  tx: DbOrTx,
  organizationId: number,
  payments: Payment[],
  paymentIds: number[],
  flagged: Flagged[],
) {
  const rows = [
    ...payments.map((payment, index) => ({
      line_id: payment.line.line_id,
      status: 'matched',
      flag: payment.overpaid ? 'overpaid' : null,
      invoice_id: payment.invoiceId,
      payment_id: paymentIds[index]!,
    })),
    ...flagged.map(({ line, invoiceId, flag }) => ({
      line_id: line.line_id,
      status: 'unmatched',
      flag,
      invoice_id: invoiceId,
      payment_id: null,
    })),
  ];
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await tx.$executeRaw`
    UPDATE bank_lines AS l
    SET status = u.status::"BankLineStatus", flag = u.flag::"BankLineFlag",
        invoice_id = u.invoice_id, payment_id = u.payment_id
    FROM unnest(${column('line_id')}::int[], ${column('status')}::text[],
      ${column('flag')}::text[], ${column('invoice_id')}::int[], ${column('payment_id')}::int[])
      AS u(line_id, status, flag, invoice_id, payment_id)
    WHERE l.line_id = u.line_id AND l.organization_id = ${organizationId}`;
}

/** Pays the invoices `toPay` names (sorted by invoice id); answers how many lines paid. */
export async function payLines(tx: DbOrTx, caller: Caller, toPay: LineToPay[]): Promise<number> {
  if (toPay.length === 0) return 0;
  const invoiceIds = [...new Set(toPay.map((pair) => pair.invoiceId))];
  const numbers = await lockInvoices(tx, caller.organizationId, invoiceIds);
  const { payments, flagged } = await plan(tx, caller.organizationId, invoiceIds, toPay);
  const paymentIds = payments.length ? await insertPayments(tx, caller, numbers, payments) : [];
  await updateLines(tx, caller.organizationId, payments, paymentIds, flagged);
  return payments.length;
}
