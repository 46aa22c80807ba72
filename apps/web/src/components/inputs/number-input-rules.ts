// Spec part 1 §5, number input, with the French decimal comma: digits with an
// optional decimal separator, typed as a comma or a dot and shown as a comma; a value above the
// maximum is clamped to it (the component then highlights for 1 s); an empty field is null.
// At most two digits after the comma: every number the server takes stops at the hundredth
// (amounts in cents, VAT rates, the day coefficient), so a third one is refused as it is typed
// rather than shown as « 2,56 » and then refused on saving.

export type NumberInputOutcome =
  { accepted: false } | { accepted: true; text: string; value: number | null; clamped: boolean };

const NUMBER_TEXT = /^\d*,?\d{0,2}$/;

export function applyNumberInput(raw: string, max?: number | null): NumberInputOutcome {
  let text = raw.trim().replace(/\./g, ',');
  if (!NUMBER_TEXT.test(text)) return { accepted: false };
  // "0,5" typed as ",5" (or ".5") reads better once the leading zero is shown.
  if (text.startsWith(',')) text = `0${text}`;
  const value = parseNumberText(text);
  if (value !== null && max !== undefined && max !== null && value > max) {
    return { accepted: true, text: formatNumberText(max), value: max, clamped: true };
  }
  return { accepted: true, text, value, clamped: false };
}

/** The number a field's text stands for ("12,5" or "12.5"): null when empty. */
export function parseNumberText(text: string): number | null {
  const normalized = text.replace(',', '.');
  if (normalized === '' || normalized === '.') return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as the field shows it, with a decimal comma; `decimals` fixes the digits after it
 * (an amount shows "12,50").
 */
export function formatNumberText(value: number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return text.replace('.', ',');
}
