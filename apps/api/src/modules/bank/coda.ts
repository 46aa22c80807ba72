// CODA 2.x, the Belgian banks' statement (Febelfin, "Standard CODA 2.6"): fixed-width records of
// 128 characters in windows-1252. Positions below are 1-based as in the standard; they were
// checked against Febelfin's CODA 2.6 layout as implemented by Odoo's l10n_be_coda importer
// (record 1: sign 43, amount 44–58, date 59–64; record 8: sign 42, amount 43–57, date 58–63;
// record 9: debit total 23–37, credit total 38–52) — see docs/decisions.md.
import { AppError, badRequest } from '../../errors/app-error.js';
import type { BankStatement, StatementLine } from './statement-model.js';
import { normalizedReference, textOrNull } from './statement-model.js';

const RECORD_LENGTH = 128;

interface CodaRecord {
  text: string;
  /** 1-based line number in the file, for the messages. */
  line: number;
  /** "0", "1", "2.1", "2.2", "2.3", "3.1", "4", "8", "9"… */
  kind: string;
}

interface Movement extends StatementLine {
  sequence: string;
  detail: string;
  line: number;
  kind: string;
}

function refuse(record: CodaRecord, problem: string): AppError {
  return badRequest(`Ligne ${record.line} (enregistrement ${record.kind}) : ${problem}`);
}

/** Characters `from`–`to` (1-based, inclusive) of the record, as the standard numbers them. */
function field(record: CodaRecord, from: number, to: number): string {
  return record.text.slice(from - 1, to);
}

/** An amount of 15 digits with 3 implied decimals, in cents. */
function unsignedAmount(record: CodaRecord, from: number): number {
  const digits = field(record, from, from + 14);
  if (!/^\d{15}$/.test(digits)) throw refuse(record, 'montant illisible.');
  const thousandths = Number(digits);
  if (thousandths % 10 !== 0) throw refuse(record, 'montant avec une fraction de centime.');
  return thousandths / 10;
}

/** An amount in cents signed by the character at `signAt`: "0" credit, "1" debit. */
function amount(record: CodaRecord, signAt: number, from: number): number {
  const sign = field(record, signAt, signAt);
  if (sign !== '0' && sign !== '1') throw refuse(record, 'montant illisible.');
  return (sign === '1' ? -1 : 1) * unsignedAmount(record, from);
}

/** A DDMMYY date as YYYY-MM-DD; CODA files are all from this century. */
function date(record: CodaRecord, from: number): string {
  const text = field(record, from, from + 5);
  const iso = `20${text.slice(4, 6)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{6}$/.test(text) || Number.isNaN(parsed.getTime())) {
    throw refuse(record, 'date illisible.');
  }
  if (parsed.toISOString().slice(0, 10) !== iso) throw refuse(record, 'date illisible.');
  return iso;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The file's records, numbered by their line in the file. A UTF-8 byte order mark says an editor
 * saved the file again in UTF-8 (its accented names then take two bytes): read as such. Blank
 * lines (a blank line at the end, CRLF CRLF) carry nothing and are skipped; any other line must
 * be a whole record.
 */
function toRecords(bytes: Uint8Array): CodaRecord[] {
  const bom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const decoder = new TextDecoder(bom ? 'utf-8' : 'windows-1252');
  const text = decoder.decode(bom ? bytes.subarray(3) : bytes);
  const records: CodaRecord[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    if (content.trim() === '') return;
    const type = content.charAt(0);
    const kind = type === '2' || type === '3' ? `${type}.${content.charAt(1)}` : type;
    const record = { text: content, line: index + 1, kind };
    if (content.length !== RECORD_LENGTH) {
      throw refuse(record, `${content.length} caractères au lieu de ${RECORD_LENGTH}.`);
    }
    records.push(record);
  });
  return records;
}

function readAccount(record: CodaRecord): { iban: string; currency: string } {
  const structure = field(record, 2, 2);
  // Structure 0 and 2 are Belgian accounts (number, then IBAN); 1 and 3 foreign ones.
  if (structure === '0') {
    return { iban: field(record, 6, 17).trim(), currency: field(record, 19, 21) };
  }
  if (structure === '2') {
    return { iban: field(record, 6, 21).trim(), currency: field(record, 40, 42) };
  }
  if (structure === '1' || structure === '3') {
    return { iban: field(record, 6, 39).trim(), currency: field(record, 40, 42) };
  }
  throw refuse(record, 'structure de compte inconnue.');
}

function readMovement(record: CodaRecord): Movement {
  const structured = field(record, 62, 62) === '1';
  const communication = field(record, 63, 115);
  const type = communication.slice(0, 3);
  const reference =
    structured && (type === '101' || type === '102')
      ? normalizedReference(communication.slice(3, 15))
      : null;
  const sequence = field(record, 3, 6);
  const detail = field(record, 7, 10);
  return {
    sequence,
    detail,
    line: record.line,
    kind: record.kind,
    bank_ref: `${field(record, 11, 31).trim()}/${detail}`,
    amount_cents: amount(record, 32, 33),
    value_date: date(record, 48),
    booking_date: date(record, 116),
    structured_reference: reference,
    // An unusable structured communication is kept as text for a person to read.
    free_text:
      reference === null ? textOrNull(structured ? communication.slice(3) : communication) : null,
    counterparty_name: null,
    counterparty_iban: null,
    end_to_end_id: null,
  };
}

/** Adds the text of a continuation record to the movement's free text. */
function appendText(movement: Movement, text: string): void {
  if (movement.structured_reference !== null) return;
  movement.free_text = textOrNull(`${movement.free_text ?? ''} ${text}`);
}

function continueMovement(record: CodaRecord, movement: Movement | undefined): void {
  if (movement === undefined || field(record, 3, 10) !== `${movement.sequence}${movement.detail}`) {
    throw refuse(record, 'suite sans le mouvement (enregistrement 2.1) qui la précède.');
  }
  if (record.kind === '2.2') {
    appendText(movement, field(record, 11, 63));
    movement.end_to_end_id = textOrNull(field(record, 64, 98));
  } else {
    movement.counterparty_iban = textOrNull(field(record, 11, 44))?.replace(/\s/g, '') ?? null;
    movement.counterparty_name = textOrNull(field(record, 48, 82));
    appendText(movement, field(record, 83, 125));
  }
}

interface Parsed {
  header?: CodaRecord;
  account?: { iban: string; currency: string; opening: number; from: string };
  movements: Movement[];
  closing?: { record: CodaRecord; balance: number; until: string };
  trailer?: CodaRecord;
}

function readRecord(record: CodaRecord, parsed: Parsed): void {
  const { kind } = record;
  if (kind === '0') {
    if (parsed.header !== undefined)
      throw refuse(record, 'un seul relevé par fichier est accepté.');
    if (field(record, 128, 128) !== '2') throw refuse(record, 'version CODA 2 attendue.');
    parsed.header = record;
  } else if (kind === '1') {
    const opening = amount(record, 43, 44);
    parsed.account = { ...readAccount(record), opening, from: date(record, 59) };
  } else if (kind === '2.1') {
    parsed.movements.push(readMovement(record));
  } else if (kind === '2.2' || kind === '2.3') {
    continueMovement(record, parsed.movements.at(-1));
  } else if (kind === '8') {
    parsed.closing = { record, balance: amount(record, 42, 43), until: date(record, 58) };
  } else if (kind === '9') {
    parsed.trailer = record;
  } else if (!/^(3\.[123]|4)$/.test(kind)) {
    throw refuse(record, 'type d’enregistrement inconnu.');
  }
}

/**
 * The lines of the statement: a globalised movement (one booking for a batch) gives its details,
 * which must add up to it; any other movement gives itself. Returns the booked movements too.
 */
function splitMovements(movements: Movement[]): { booked: Movement[]; lines: Movement[] } {
  const booked = movements.filter((movement) => movement.detail === '0000');
  const lines: Movement[] = [];
  for (const parent of booked) {
    const details = movements.filter((m) => m.sequence === parent.sequence && m.detail !== '0000');
    if (details.length === 0) {
      lines.push(parent);
      continue;
    }
    const sum = details.reduce((total, detail) => total + detail.amount_cents, 0);
    if (sum !== parent.amount_cents) {
      throw badRequest(
        `Ligne ${parent.line} (enregistrement 2.1) : le détail du mouvement groupé ne correspond pas à son montant.`,
      );
    }
    lines.push(...details);
  }
  return { booked, lines };
}

interface Complete {
  account: NonNullable<Parsed['account']>;
  closing: NonNullable<Parsed['closing']>;
  trailer: CodaRecord;
}

function checkTotals({ account, closing, trailer }: Complete, booked: Movement[]): void {
  const debits = booked.filter((m) => m.amount_cents < 0).reduce((t, m) => t - m.amount_cents, 0);
  const credits = booked.filter((m) => m.amount_cents > 0).reduce((t, m) => t + m.amount_cents, 0);
  if (unsignedAmount(trailer, 23) !== debits || unsignedAmount(trailer, 38) !== credits) {
    throw refuse(trailer, 'les totaux ne correspondent pas aux mouvements du relevé.');
  }
  if (account.opening + credits - debits !== closing.balance) {
    throw refuse(
      closing.record,
      'le nouveau solde ne correspond pas à l’ancien solde et aux mouvements.',
    );
  }
}

/** The CODA statement in `bytes` (the one of the file; CODA 1 and several statements refused). */
export function parseCoda(bytes: Uint8Array): BankStatement {
  const parsed: Parsed = { movements: [] };
  const records = toRecords(bytes);
  for (const record of records) readRecord(record, parsed);
  const { header, account, closing, trailer } = parsed;
  const missing = (which: string) =>
    badRequest(`Fichier CODA incomplet : l’enregistrement ${which} manque.`);
  if (header === undefined) throw missing('0 (en-tête)');
  if (account === undefined) throw missing('1 (ancien solde)');
  if (closing === undefined) throw missing('8 (nouveau solde)');
  if (trailer === undefined) throw missing('9 (fin de fichier)');
  const { booked, lines } = splitMovements(parsed.movements);
  checkTotals({ account, closing, trailer }, booked);
  return {
    format: 'coda',
    account_iban: account.iban,
    currency: account.currency,
    from: account.from,
    until: closing.until,
    opening_balance_cents: account.opening,
    closing_balance_cents: closing.balance,
    lines: lines.map(({ sequence: _s, detail: _d, line: _l, kind: _k, ...line }) => line),
  };
}
