// The French time field: "18:30", "18h30", "18h" or "1830" typed, 'HH:mm' for the forms (the
// value a native time input would give), whatever the browser's language.

export const MSG_INVALID_TIME =
  'Heure invalide : saisissez-la au format hh:mm (par exemple 18:30).';
export const TIME_PLACEHOLDER = 'hh:mm';

const SEPARATED = /^(\d{1,2})\s*(?:[:hH.]\s*(\d{2})?)?$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time a field's text stands for: '' when the field is empty, null when the text is no
 * time. Accepts "18:30", "18h30", "18.30", "18h", "18", "9:05" and "1830".
 */
export function parseTimeText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const parts = DIGITS_ONLY.exec(trimmed) ?? SEPARATED.exec(trimmed);
  if (!parts) return null;
  const hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** 'HH:mm' (or 'HH:mm:ss') as the field shows it, 'HH:mm'; '' for anything else. */
export function formatTimeText(value: string): string {
  return /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : '';
}
