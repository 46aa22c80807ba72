// The references a payer copies into a transfer so the payment is matched to its invoice without
// reading the free text: the Belgian structured communication (OGM/VCS, "+++123/4567/89002+++"),
// which every Belgian bank knows, and the ISO 11649 creditor reference ("RF18 5390 0754 7034"),
// the SEPA-wide one used for French invoices.

/** Remainder of a long decimal number mod 97, digit by digit: it never leaves the safe integers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

const MAX_BASE = 9_999_999_999;
// Invoice numbers are FAC-YYYY-NNNN; 6 digits of sequence fit the 10-digit base after the year.
const SEQUENCE_LIMIT = 1_000_000;

function assertSequence(year: number, sequence: number): void {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`year must have 4 digits, got ${String(year)}`);
  }
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= SEQUENCE_LIMIT) {
    throw new RangeError(`sequence must be an integer from 0 to 999999, got ${String(sequence)}`);
  }
}

/** "+++090/9337/55493+++" from its 12 digits. */
function formatStructuredDigits(digits: string): string {
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** The 12 digits of the structured communication of a 10-digit base: the base and its mod 97. */
export function structuredCommunicationDigits(base: number): string {
  if (!Number.isInteger(base) || base < 0 || base > MAX_BASE) {
    throw new RangeError(`base must be an integer from 0 to ${MAX_BASE}, got ${String(base)}`);
  }
  // A remainder of 0 is written 97, so the check digits are never 00.
  const check = base % 97 || 97;
  return `${String(base).padStart(10, '0')}${String(check).padStart(2, '0')}`;
}

/** Belgian structured communication of a 10-digit base, e.g. 909337554 → "+++090/9337/55493+++". */
export function structuredCommunication(base: number): string {
  return formatStructuredDigits(structuredCommunicationDigits(base));
}

/**
 * The 12 digits of a structured communication as people copy it: with or without the +++ (or
 * ***), slashes and spaces. Null when its check digits are wrong.
 */
export function parseStructuredCommunication(text: string): string | null {
  const match = /^(?:\+{3}|\*{3})?([\d/\s.]+?)(?:\+{3}|\*{3})?$/.exec(text.trim());
  const digits = match?.[1]?.replace(/[/\s.]/g, '') ?? '';
  if (!/^\d{12}$/.test(digits)) return null;
  const check = mod97(digits.slice(0, 10)) || 97;
  return check === Number(digits.slice(10)) ? digits : null;
}

export function isValidStructuredCommunication(text: string): boolean {
  return parseStructuredCommunication(text) !== null;
}

/** "+++090/9337/55493+++" from any accepted spelling; throws when the communication is invalid. */
export function formatStructuredCommunication(text: string): string {
  const digits = parseStructuredCommunication(text);
  if (digits === null) throw new RangeError(`invalid structured communication: ${text}`);
  return formatStructuredDigits(digits);
}

/**
 * The structured communication of invoice FAC-YYYY-NNNN: base YYYY × 10^6 + NNNN, so it is unique
 * within the organization (as the invoice number is) and the invoice can be read back from it.
 */
export function belgianReferenceForInvoice(year: number, sequence: number): string {
  assertSequence(year, sequence);
  return structuredCommunication(year * SEQUENCE_LIMIT + sequence);
}

/** ISO 7064 mod 97-10 reads letters as two digits: A = 10 … Z = 35. */
function lettersToDigits(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}

function compactReference(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/**
 * ISO 11649 creditor reference of `reference` (1 to 21 letters or digits; spaces are dropped):
 * "RF" + 2 check digits + the reference, e.g. "539007547034" → "RF18539007547034".
 */
export function creditorReference(reference: string): string {
  const body = compactReference(reference);
  if (!/^[A-Z0-9]{1,21}$/.test(body)) {
    throw new RangeError(`a creditor reference holds 1 to 21 letters or digits, got ${reference}`);
  }
  const check = 98 - mod97(lettersToDigits(`${body}RF00`));
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether the text (spaces allowed, any case) is a creditor reference with right check digits. */
export function isValidCreditorReference(text: string): boolean {
  const reference = compactReference(text);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(reference)) return false;
  return mod97(lettersToDigits(`${reference.slice(4)}${reference.slice(0, 4)}`)) === 1;
}

/** A creditor reference in groups of 4, as printed: "RF18 5390 0754 7034". */
export function formatCreditorReference(text: string): string {
  return compactReference(text)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();
}

/** The creditor reference of invoice FAC-YYYY-NNNN: "FAC" + year + sequence on 4 digits or more. */
export function frenchReferenceForInvoice(year: number, sequence: number): string {
  assertSequence(year, sequence);
  return creditorReference(`FAC${year}${String(sequence).padStart(4, '0')}`);
}
