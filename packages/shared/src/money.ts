// Money is integer cents everywhere; euros only exist at the API boundary (JSON numbers with at
// most 2 decimals) and on screen.

/** The largest amount the database's 32-bit cent columns hold: 21 474 836,47 €. */
export const MAX_STORED_CENTS = 2_147_483_647;

export function assertFinite(value: number, name = 'value'): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  }
}

// Binary floats turn exact decimal halves into values a few ulps below them (1.005 * 100 is
// 100.49999999999999), so a fraction that close to .5 is treated as .5. The tolerance is relative
// to the magnitude (that is where the noise lives) but capped: no real sub-cent fraction comes
// within a millionth of .5, and for huge values an uncapped tolerance would exceed the spacing
// between representable numbers and push exact integers up by one.
const HALF_TOLERANCE_ULPS = 4;
const HALF_TOLERANCE_CAP = 1e-6;

export function roundHalfAwayFromZero(x: number): number {
  assertFinite(x, 'x');
  const magnitude = Math.abs(x);
  const whole = Math.floor(magnitude);
  const fraction = magnitude - whole;
  const tolerance = Math.min(magnitude * HALF_TOLERANCE_ULPS * Number.EPSILON, HALF_TOLERANCE_CAP);
  const rounded = fraction >= 0.5 - tolerance ? whole + 1 : whole;
  // Avoids -0, which JSON prints as 0 but Intl prints as "-0,00 €".
  return rounded === 0 ? 0 : Math.sign(x) * rounded;
}

export function eurosToCents(euros: number): number {
  assertFinite(euros, 'euros');
  return roundHalfAwayFromZero(euros * 100);
}

export function centsToEuros(cents: number): number {
  assertFinite(cents, 'cents');
  // Dividing a whole number of cents by 100 yields the double closest to the 2-decimal value,
  // which JSON.stringify prints with at most 2 decimals.
  return roundHalfAwayFromZero(cents) / 100;
}
