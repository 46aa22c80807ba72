// Writes CODA 2 files from a short description, so the parser's tests read files whose every
// byte they know (positions as in src/modules/bank/coda.ts, Febelfin CODA 2.6).

export interface CodaTransfer {
  amount_cents: number;
  /** 12 digits of a Belgian structured communication, written with type 101. */
  structured?: string;
  free?: string;
  name?: string;
  iban?: string;
  end_to_end?: string;
}

export interface CodaMovement extends CodaTransfer {
  bank_ref: string;
  /** Details of a globalised movement: the movement's amount is then their sum. */
  details?: CodaTransfer[];
}

export interface CodaDescription {
  iban: string;
  holder?: string;
  opening_cents: number;
  /** Defaults to opening + movements; give another to write an inconsistent file. */
  closing_cents?: number;
  /** Defaults to the movements' totals. */
  trailer?: { debit_cents: number; credit_cents: number };
  movements: CodaMovement[];
  eol?: '\r\n' | '\n';
}

const DATE = '050326'; // 5 March 2026, DDMMYY

/** A 128-character record with each text placed at its 1-based position. */
function record(fields: [number, string][]): string {
  const chars = Array.from({ length: 128 }, () => ' ');
  for (const [position, text] of fields) {
    [...text].forEach((char, index) => (chars[position - 1 + index] = char));
  }
  return chars.join('').slice(0, 128);
}

const amount15 = (cents: number) => String(Math.abs(cents) * 10).padStart(15, '0');
const sign = (cents: number) => (cents < 0 ? '1' : '0');

function movementRecords(
  m: CodaTransfer & { bank_ref: string },
  seq: string,
  detail: string,
  glob: string,
): string[] {
  const communication =
    m.structured !== undefined ? ['1', `101${m.structured}`] : ['0', (m.free ?? '').slice(0, 53)];
  const rest = m.free !== undefined && m.structured === undefined ? m.free.slice(53) : '';
  const records = [
    record([
      [1, '21'],
      [3, seq],
      [7, detail],
      [11, m.bank_ref],
      [32, sign(m.amount_cents)],
      [33, amount15(m.amount_cents)],
      [48, DATE],
      [54, glob === '1' ? '10150000' : '00150000'],
      [62, communication[0] ?? '0'],
      [63, communication[1] ?? ''],
      [116, DATE],
      [122, '001'],
      [125, glob],
      [126, '1'],
      [128, '0'],
    ]),
    record([
      [1, '22'],
      [3, seq],
      [7, detail],
      [11, rest.slice(0, 53)],
      [64, m.end_to_end ?? ''],
      [126, '1'],
    ]),
    record([
      [1, '23'],
      [3, seq],
      [7, detail],
      [11, m.iban ?? ''],
      [48, m.name ?? ''],
      [126, '0'],
    ]),
  ];
  return records;
}

function movementsRecords(movements: CodaMovement[]): string[] {
  return movements.flatMap((movement, index) => {
    const seq = String(index + 1).padStart(4, '0');
    if (movement.details === undefined) return movementRecords(movement, seq, '0000', '0');
    const sum = movement.details.reduce((total, detail) => total + detail.amount_cents, 0);
    return [
      ...movementRecords({ ...movement, amount_cents: sum }, seq, '0000', '1'),
      ...movement.details.flatMap((detail, n) =>
        movementRecords(
          { ...detail, bank_ref: movement.bank_ref },
          seq,
          String(n + 1).padStart(4, '0'),
          '0',
        ),
      ),
    ];
  });
}

/** The booked amount of each movement (a globalised one counts once, as the sum of its details). */
function booked(movements: CodaMovement[]): number[] {
  return movements.map((m) =>
    m.details === undefined ? m.amount_cents : m.details.reduce((t, d) => t + d.amount_cents, 0),
  );
}

export function codaText(description: CodaDescription): string {
  const amounts = booked(description.movements);
  const credit = amounts.filter((a) => a > 0).reduce((t, a) => t + a, 0);
  const debit = -amounts.filter((a) => a < 0).reduce((t, a) => t + a, 0);
  const closing = description.closing_cents ?? description.opening_cents + credit - debit;
  const trailer = description.trailer ?? { debit_cents: debit, credit_cents: credit };
  const body = movementsRecords(description.movements);
  const records = [
    record([
      [1, '0000'],
      [6, DATE],
      [12, '725'],
      [17, '05'],
      [128, '2'],
    ]),
    record([
      [1, '12001'],
      [6, description.iban],
      [40, 'EUR'],
      [43, sign(description.opening_cents)],
      [44, amount15(description.opening_cents)],
      [59, '040326'],
      [65, description.holder ?? 'ASBL'],
      [126, '001'],
    ]),
    ...body,
    record([
      [1, '8001'],
      [5, description.iban],
      [38, 'EUR'],
      [42, sign(closing)],
      [43, amount15(closing)],
      [58, DATE],
    ]),
    record([
      [1, '9'],
      [17, String(body.length + 2).padStart(6, '0')],
      [23, amount15(trailer.debit_cents)],
      [38, amount15(trailer.credit_cents)],
      [128, '2'],
    ]),
  ];
  const eol = description.eol ?? '\r\n';
  return records.join(eol) + eol;
}

/** windows-1252 bytes of `text` (Latin-1 range only, as the tests' names use). */
export function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff || (code >= 0x80 && code < 0xa0))
      throw new RangeError(`not in windows-1252: ${char}`);
    return code;
  });
}

export function codaFile(description: CodaDescription): Uint8Array {
  return windows1252(codaText(description));
}
