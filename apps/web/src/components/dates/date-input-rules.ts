// The French date field: dd/mm/yyyy typed or pasted in the usual ways, a calendar date
// 'yyyy-MM-dd' for the forms (the value a native date input would give).

export const MSG_INVALID_DATE = 'Date invalide : saisissez-la au format jj/mm/aaaa.';
export const DATE_PLACEHOLDER = 'jj/mm/aaaa';

const SEPARATED = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4}|\d{2})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function isoOf(day: number, month: number, year: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The calendar date a field's text stands for: '' when the field is empty, null when the text is
 * not a date. Accepts "24/11/2026", "24-11-2026", "24.11.2026", "24 11 2026", "1/2/2026",
 * "24/11/26" (20xx), "24112026" and a pasted "2026-11-24".
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const iso = ISO.exec(trimmed);
  if (iso) return isoOf(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  const parts = SEPARATED.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (!parts) return null;
  const year = parts[3]!.length === 2 ? 2000 + Number(parts[3]) : Number(parts[3]);
  return isoOf(Number(parts[1]), Number(parts[2]), year);
}

/** 'yyyy-MM-dd' as the field shows it, 'dd/mm/yyyy'; '' for anything else. */
export function formatDateText(iso: string): string {
  const parts = ISO.exec(iso.slice(0, 10));
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}
