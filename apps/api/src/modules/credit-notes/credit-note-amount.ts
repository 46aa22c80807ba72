// Crediting an amount (issue #30 §4): a commercial gesture takes no units back, so its credit
// note shows one line per VAT rate, the amount split by @app/shared/credit-amount. What is still
// creditable per rate is the invoice's base and VAT minus every earlier credit note's, whether
// it took back units or an amount; no credit note ever goes beyond it.
import { creditableByRate, creditableCents, splitCreditAmount } from '@app/shared/credit-amount';
import { todayIso } from '@app/shared/dates';
import { formatEuros, formatPercent } from '@app/shared/format';
import { creditAmountTooLargeMessage, MSG_CREDIT_NOTE_NOTHING_LEFT } from '@app/shared/invoices';
import type { VatLine } from '@app/shared/pricing';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type {
  CreditNoteSnapshot,
  InvoiceSnapshot,
  SnapshotLine,
} from '../documents/snapshot-types.js';
import { snapshotVatLines } from '../invoices/invoice-snapshot.js';

/** The `line_id` of a line that credits an amount: it takes back no invoice line's units. */
export const AMOUNT_LINE_ID = 0;

type PricedSnapshot = Pick<InvoiceSnapshot, 'lines' | 'vat_lines'>;

/**
 * A document's base and VAT per rate. A seller not subject to VAT has no VAT lines on its
 * invoice: its lines' base, at rate 0, is then what there is to credit.
 */
function ratesOf(snapshot: PricedSnapshot): VatLine[] {
  if (snapshot.vat_lines.length > 0) {
    return snapshot.vat_lines.map((line) => ({
      rate: line.rate,
      baseCents: line.base_cents,
      vatCents: line.vat_cents,
    }));
  }
  const bases = new Map<number, number>();
  for (const line of snapshot.lines) {
    bases.set(line.vat_rate, (bases.get(line.vat_rate) ?? 0) + line.net_cents);
  }
  return [...bases].map(([rate, baseCents]) => ({ rate, baseCents, vatCents: 0 }));
}

/** What the invoice still holds per rate once its earlier credit notes are taken off. */
export async function creditableLeft(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  invoice: InvoiceSnapshot,
): Promise<VatLine[]> {
  const earlier = await tx.creditNote.findMany({
    where: { organization_id: organizationId, invoice_id: invoiceId },
    select: { snapshot: true },
  });
  return creditableByRate(
    ratesOf(invoice),
    earlier.map((note) => ratesOf(note.snapshot as unknown as CreditNoteSnapshot)),
  );
}

/** Whether a credit note priced from units would take back more than a rate still holds. */
export function exceedsCreditable(credit: PricedSnapshot, left: readonly VatLine[]): boolean {
  return ratesOf(credit).some((rate) => {
    const holds = left.find((line) => line.rate === rate.rate);
    const total = rate.baseCents + rate.vatCents;
    return total > 0 && (!holds || total > holds.baseCents + holds.vatCents);
  });
}

/** The refusal of a credit beyond what is left, with the most that can still be credited. */
export function tooMuchRefusal(left: readonly VatLine[], field: 'amount' | 'lines') {
  const code = field === 'amount' ? 'BAD_REQUEST' : 'CONFLICT';
  return new AppError(code, creditAmountTooLargeMessage(formatEuros(creditableCents(left))), {
    field,
  });
}

/** What every credit note of `invoice` shows above its lines, issued today. */
export const creditNoteHeading = (invoice: InvoiceSnapshot, reason: string) => ({
  version: 1 as const,
  issue_date: todayIso(),
  reason,
  invoice: { number: invoice.number, issue_date: invoice.issue_date },
  seller: invoice.seller,
  buyer: invoice.buyer,
});

function amountLine(invoice: InvoiceSnapshot, part: VatLine): SnapshotLine {
  const rate = invoice.seller.is_vat_subject ? ` (TVA ${formatPercent(part.rate)})` : '';
  return {
    line_id: AMOUNT_LINE_ID,
    kind: 'service',
    name: `Montant crédité sur la facture ${invoice.number}${rate}`,
    description: null,
    quantity: 1,
    unit_price_cents: part.baseCents,
    discount_cents: 0,
    vat_rate: part.rate,
    coefficient: 1,
    net_cents: part.baseCents,
    total_incl_vat_cents: part.baseCents + part.vatCents,
  };
}

/**
 * The credit note's snapshot, but for its number, for `amountCents` including VAT: one line
 * per rate. Nothing left is 409; more than what is left is 400 about `amount`.
 */
export function priceCreditedAmount(
  invoice: InvoiceSnapshot,
  left: readonly VatLine[],
  amountCents: number,
  reason: string,
): Omit<CreditNoteSnapshot, 'number'> {
  if (creditableCents(left) === 0) throw new AppError('CONFLICT', MSG_CREDIT_NOTE_NOTHING_LEFT);
  if (amountCents > creditableCents(left)) throw tooMuchRefusal(left, 'amount');
  const parts = splitCreditAmount(amountCents, left);
  const sum = (key: 'baseCents' | 'vatCents') =>
    parts.reduce((total, part) => total + part[key], 0);
  return {
    ...creditNoteHeading(invoice, reason),
    lines: parts.map((part) => amountLine(invoice, part)),
    vat_lines: snapshotVatLines(parts),
    totals: {
      excl_vat_cents: sum('baseCents'),
      vat_cents: sum('vatCents'),
      incl_vat_cents: amountCents,
    },
  };
}
