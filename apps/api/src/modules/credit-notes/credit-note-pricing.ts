// How much a credit note takes back (issue #30 §4): the units asked for, priced like the invoice
// (@app/shared/pricing), or an amount split over the rates (credit-note-amount.ts); never more
// than the invoice still holds.
import { creditableCents } from '@app/shared/credit-amount';
import {
  creditTooLargeMessage,
  MSG_CREDIT_NOTE_LINE_UNKNOWN,
  MSG_CREDIT_NOTE_NOTHING_LEFT,
  type CreateCreditNoteInput,
} from '@app/shared/invoices';
import { eurosToCents } from '@app/shared/money';
import { priceCreditNote, priceLine, type VatLine } from '@app/shared/pricing';
import { AppError } from '../../errors/app-error.js';
import type {
  CreditNoteSnapshot,
  InvoiceSnapshot,
  SnapshotLine,
} from '../documents/snapshot-types.js';
import { snapshotVatLines } from '../invoices/invoice-snapshot.js';
import {
  creditNoteHeading,
  exceedsCreditable,
  priceCreditedAmount,
  tooMuchRefusal,
} from './credit-note-amount.js';

/** A refused line is about the request's `lines` (its message names the line). */
const LINES = { field: 'lines' };

/**
 * The quantity credited per invoice line: the given ones, never more than what earlier credit
 * notes left (409), or everything left when `lines` is absent.
 */
function requestedQuantities(
  snapshot: InvoiceSnapshot,
  credited: Map<number, number>,
  lines: CreateCreditNoteInput['lines'],
): Map<number, number> {
  const left = (line: SnapshotLine) => line.quantity - (credited.get(line.line_id) ?? 0);
  const requested = new Map<number, number>();
  if (lines) {
    for (const { invoice_line_id, quantity } of lines) {
      requested.set(invoice_line_id, (requested.get(invoice_line_id) ?? 0) + quantity);
    }
    for (const [lineId, quantity] of requested) {
      const line = snapshot.lines.find((candidate) => candidate.line_id === lineId);
      if (!line) throw new AppError('BAD_REQUEST', MSG_CREDIT_NOTE_LINE_UNKNOWN, LINES);
      if (quantity > left(line)) {
        throw new AppError('CONFLICT', creditTooLargeMessage(line.name, left(line)), LINES);
      }
    }
  } else {
    for (const line of snapshot.lines) if (left(line) > 0) requested.set(line.line_id, left(line));
  }
  if (requested.size === 0) throw new AppError('CONFLICT', MSG_CREDIT_NOTE_NOTHING_LEFT);
  return requested;
}

/** The credit note's snapshot, but for its number: the credited lines priced like the invoice. */
function priceCreditedLines(
  snapshot: InvoiceSnapshot,
  credited: Map<number, number>,
  requested: Map<number, number>,
  reason: string,
): Omit<CreditNoteSnapshot, 'number'> {
  const priced = priceCreditNote(
    snapshot.lines.map((line) => ({
      netCents: line.net_cents,
      quantity: line.quantity,
      vatRate: line.vat_rate,
      alreadyCredited: credited.get(line.line_id) ?? 0,
      credit: requested.get(line.line_id) ?? 0,
    })),
  );
  const lines = snapshot.lines.flatMap((line, index) => {
    const quantity = requested.get(line.line_id) ?? 0;
    if (quantity === 0) return [];
    const netCents = priced.lines[index]!.netCents;
    const gross = priceLine(
      { priceCents: line.unit_price_cents, quantity, vatRate: line.vat_rate },
      line.coefficient,
    );
    return [
      {
        ...line,
        quantity,
        net_cents: netCents,
        discount_cents: Math.max(0, gross.grossCents - netCents),
        total_incl_vat_cents: priceLine({
          priceCents: netCents,
          quantity: 1,
          vatRate: line.vat_rate,
        }).totalCents,
      },
    ];
  });
  return {
    ...creditNoteHeading(snapshot, reason),
    lines,
    vat_lines: snapshotVatLines(priced.vatLines),
    totals: {
      excl_vat_cents: priced.totalExclVatCents,
      vat_cents: priced.totalVatCents,
      incl_vat_cents: priced.totalInclVatCents,
    },
  };
}

/**
 * The units taken back and the credit note's snapshot but for its number: an amount split over
 * the rates, or units. After an amount was credited, units can no longer be trusted to stay
 * within what is left: more is refused (409), and "everything left" credits the amount left.
 */
export function priceRequest(
  snapshot: InvoiceSnapshot,
  credited: Map<number, number>,
  left: VatLine[],
  { amount, lines, reason }: CreateCreditNoteInput,
) {
  const byAmount = (cents: number) => ({
    requested: new Map<number, number>(),
    unnumbered: priceCreditedAmount(snapshot, left, cents, reason),
  });
  if (amount !== undefined) return byAmount(eurosToCents(amount));
  const requested = requestedQuantities(snapshot, credited, lines);
  const unnumbered = priceCreditedLines(snapshot, credited, requested, reason);
  if (!exceedsCreditable(unnumbered, left)) return { requested, unnumbered };
  if (lines) throw tooMuchRefusal(left, 'lines');
  return byAmount(creditableCents(left));
}
