// Spec part 1 §5, number input: digits with an optional decimal separator, a comma becomes a
// dot, a value above the maximum is clamped to it (the component then highlights for 1 s),
// an empty field is null.

export type NumberInputOutcome =
  { accepted: false } | { accepted: true; text: string; value: number | null; clamped: boolean };

const NUMBER_TEXT = /^\d*\.?\d*$/;

export function applyNumberInput(raw: string, max?: number | null): NumberInputOutcome {
  let text = raw.trim().replace(/,/g, '.');
  if (!NUMBER_TEXT.test(text)) return { accepted: false };
  // "0.5" typed as ".5" (or ",5") reads better once the leading zero is shown.
  if (text.startsWith('.')) text = `0${text}`;
  const value = parseNumberText(text);
  if (value !== null && max !== undefined && max !== null && value > max) {
    return { accepted: true, text: String(max), value: max, clamped: true };
  }
  return { accepted: true, text, value, clamped: false };
}

/** The number a field's text stands for: null when empty. */
export function parseNumberText(text: string): number | null {
  if (text === '' || text === '.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function formatNumberText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}
