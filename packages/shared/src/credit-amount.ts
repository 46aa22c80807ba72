// Crediting an amount instead of units (issue #30 §4): the amount including VAT typed by the
// user is split over the invoice's VAT rates in proportion to what is still creditable at each
// rate, so a commercial gesture takes back each rate's share like the invoice's own totals. The
// API prices the credit note with it; the web form previews the same figures.
import type { VatLine } from './pricing.js';

/** What a rate still holds: the invoice's base and VAT at that rate minus earlier credit notes'. */
export function creditableByRate(
  invoice: readonly VatLine[],
  credited: readonly (readonly VatLine[])[],
): VatLine[] {
  const left = new Map(invoice.map((line) => [line.rate, { ...line }]));
  for (const line of credited.flat()) {
    const rate = left.get(line.rate);
    if (!rate) continue;
    rate.baseCents -= line.baseCents;
    rate.vatCents -= line.vatCents;
  }
  return [...left.values()].sort((a, b) => a.rate - b.rate);
}

/** The amount including VAT still creditable, never below 0. */
export const creditableCents = (left: readonly VatLine[]) =>
  left.reduce((total, line) => total + Math.max(0, line.baseCents + line.vatCents), 0);

/** n / d rounded half up, exact for the products of two amounts in cents (beyond 2^53). */
const divideRounded = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/**
 * Splits `amountCents` (including VAT, at most `creditableCents(left)`) over the rates of `left`
 * in proportion to each rate's creditable amount, by largest remainder so the parts add up to the
 * cent; ties go to the larger share, then to the lower rate. Each part is then split into base
 * and VAT in the proportion the rate still holds them: crediting everything left gives back
 * exactly the rate's base and VAT, and a part's VAT stays within a cent of base × rate.
 */
export function splitCreditAmount(amountCents: number, left: readonly VatLine[]): VatLine[] {
  const rates = left
    .map((line) => ({ ...line, total: line.baseCents + line.vatCents }))
    .filter((line) => line.total > 0);
  const whole = BigInt(rates.reduce((total, line) => total + line.total, 0));
  const amount = BigInt(amountCents);
  if (amount <= 0n || whole === 0n) return [];
  if (amount > whole) throw new RangeError('The amount exceeds what is creditable.');
  const shares = rates.map((line, index) => {
    const product = amount * BigInt(line.total);
    return { index, part: product / whole, remainder: product % whole };
  });
  let missing = amount - shares.reduce((total, share) => total + share.part, 0n);
  const byRemainder = [...shares].sort(
    (a, b) =>
      Number(b.remainder - a.remainder) ||
      rates[b.index]!.total - rates[a.index]!.total ||
      rates[a.index]!.rate - rates[b.index]!.rate,
  );
  for (const share of byRemainder) {
    if (missing === 0n) break;
    share.part += 1n;
    missing -= 1n;
  }
  return rates.flatMap((line, index) => {
    const part = shares[index]!.part;
    if (part === 0n) return [];
    const base =
      part === BigInt(line.total)
        ? line.baseCents
        : Number(divideRounded(BigInt(line.baseCents) * part, BigInt(line.total)));
    return [{ rate: line.rate, baseCents: base, vatCents: Number(part) - base }];
  });
}
