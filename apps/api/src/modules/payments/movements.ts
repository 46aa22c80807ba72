// Payments and refunds are rows of one table, added the same way: on the invoice's lock, never
// beyond what it may still take, with their accounting entry when asked, then audited.
import { eurosToCents } from '@app/shared/money';
import type { AddPaymentInput } from '@app/shared/payments';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { toDbPaymentMethod } from '../accounting/payment-method.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { lockIssuedInvoice, paymentSelect, type toPaymentDto } from '../invoices/invoices.data.js';
import { recordPaymentAudit } from './payment-audit.js';

type MovementRow = Parameters<typeof toPaymentDto>[0];
type Movement = Pick<MovementRow, 'paid_at' | 'method'> & { cents: number; number: string };

/** What differs between a payment and a refund. */
export interface MovementKind<Dto> {
  action: 'payment.added' | 'refund.added';
  /** The 409 of a pending invoice. */
  pendingMessage: string;
  /** What the invoice may still take, from what it has due (negative: owed back). */
  limitCents: (dueCents: number) => number;
  tooLargeMessage: (limitCents: number) => string;
  /** The row's own columns: its kind, and the accounting entry recorded with it if asked. */
  columns: (
    tx: DbOrTx,
    movement: Movement,
  ) => Promise<
    Pick<Prisma.InvoicePaymentUncheckedCreateInput, 'kind' | 'revenue_id' | 'expense_id'>
  >;
  toDto: (row: MovementRow) => Dto;
}

type AuditedDto = Parameters<typeof recordPaymentAudit>[1]['payment'];
type MovementInput = Pick<AddPaymentInput, 'amount' | 'paid_at' | 'method'>;
type Caller = { organizationId: number; userId: number };

export function addMovement<Dto extends AuditedDto>(
  db: Db,
  caller: Caller,
  invoiceId: number,
  input: MovementInput,
  kind: MovementKind<Dto>,
) {
  return db.$transaction((tx) => addMovementIn(tx, caller, invoiceId, input, kind));
}

/** addMovement inside the caller's transaction (a bank import pays several invoices in one). */
export async function addMovementIn<Dto extends AuditedDto>(
  tx: DbOrTx,
  caller: Caller,
  invoiceId: number,
  input: MovementInput,
  kind: MovementKind<Dto>,
) {
  const { organizationId } = caller;
  const invoice = await lockIssuedInvoice(tx, organizationId, invoiceId, kind.pendingMessage);
  const cents = eurosToCents(input.amount);
  const [before] = await invoiceBalances(tx, organizationId, [invoiceId]);
  const limit = kind.limitCents(before!.amountDueCents);
  if (cents > limit) {
    // Over the limit, the amount is refused; nothing to take at all is about no field.
    const field = limit > 0 ? { field: 'amount' } : {};
    throw new AppError('CONFLICT', kind.tooLargeMessage(limit), field);
  }
  const movement = {
    cents,
    paid_at: toDbDate(input.paid_at),
    method: toDbPaymentMethod(input.method),
    number: invoice.formatted_invoice_id,
  };
  const row = await tx.invoicePayment.create({
    data: {
      organization_id: organizationId,
      invoice_id: invoiceId,
      amount_cents: cents,
      paid_at: movement.paid_at,
      method: movement.method,
      ...(await kind.columns(tx, movement)),
    },
    select: paymentSelect,
  });
  const [after] = await invoiceBalances(tx, organizationId, [invoiceId]);
  const dto = kind.toDto(row);
  await recordPaymentAudit(tx, {
    ...caller,
    action: kind.action,
    invoice: { invoice_id: invoiceId, formatted_invoice_id: invoice.formatted_invoice_id },
    payment: dto,
  });
  return { dto, balance: after! };
}
