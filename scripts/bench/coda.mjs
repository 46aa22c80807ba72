// A CODA 2 statement of many credit transfers for the bank import target, written as the API's
// tests write theirs (apps/api/test/support/coda-writer.ts; positions of Febelfin CODA 2.6) but
// kept here, since the bench does not load test code. CODA numbers movements on 4 digits, so the
// transfers come as globalised movements (one booking) of at most PER_MOVEMENT details each.

const PER_MOVEMENT = 1000;
const DATE = '050326'; // 5 March 2026, DDMMYY

/** A 128-character record with each text placed at its 1-based position. */
function record(fields) {
  const chars = Array.from({ length: 128 }, () => ' ');
  for (const [position, text] of fields) {
    [...text].forEach((char, index) => (chars[position - 1 + index] = char));
  }
  return chars.join('');
}

const amount15 = (cents) => String(Math.abs(cents) * 10).padStart(15, '0');
const sign = (cents) => (cents < 0 ? '1' : '0');
const pad4 = (n) => String(n).padStart(4, '0');

/** Records 2.1, 2.2 and 2.3 of one movement or detail; `digits` its structured communication. */
function movementRecords({ seq, detail, bankRef, cents, digits, globalised }) {
  return [
    record([
      [1, '21'],
      [3, seq],
      [7, detail],
      [11, bankRef],
      [32, sign(cents)],
      [33, amount15(cents)],
      [48, DATE],
      [54, globalised ? '10150000' : '00150000'],
      [62, digits ? '1' : '0'],
      [63, digits ? `101${digits}` : 'Virements groupés'],
      [116, DATE],
      [122, '001'],
      [125, globalised ? '1' : '0'],
      [126, '1'],
      [128, '0'],
    ]),
    record([
      [1, '22'],
      [3, seq],
      [7, detail],
      [126, '1'],
    ]),
    record([
      [1, '23'],
      [3, seq],
      [7, detail],
      [11, 'BE71096123456769'],
      [48, 'Client'],
      [126, '0'],
    ]),
  ];
}

/**
 * The bytes of a CODA file of the account `iban`: one credit detail per transfer
 * ({ cents, digits }), under movements whose bank references start with `refPrefix` (at most 14
 * characters: unique per run, so every repetition stores new lines).
 */
export function codaStatement({ iban, refPrefix, transfers }) {
  const body = [];
  let credit = 0;
  for (let start = 0; start < transfers.length; start += PER_MOVEMENT) {
    const group = transfers.slice(start, start + PER_MOVEMENT);
    const seq = pad4(start / PER_MOVEMENT + 1);
    const bankRef = `${refPrefix}M${seq}`;
    const sum = group.reduce((total, transfer) => total + transfer.cents, 0);
    credit += sum;
    body.push(...movementRecords({ seq, detail: '0000', bankRef, cents: sum, globalised: true }));
    group.forEach((transfer, index) => {
      const detail = pad4(index + 1);
      body.push(...movementRecords({ seq, detail, bankRef, ...transfer, globalised: false }));
    });
  }
  const opening = 100_000;
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
      [6, iban],
      [40, 'EUR'],
      [43, sign(opening)],
      [44, amount15(opening)],
      [59, '040326'],
      [65, 'Banc d’essai ASBL'.replace('’', "'")],
      [126, '001'],
    ]),
    ...body,
    record([
      [1, '8001'],
      [5, iban],
      [38, 'EUR'],
      [42, '0'],
      [43, amount15(opening + credit)],
      [58, DATE],
    ]),
    record([
      [1, '9'],
      [17, String(body.length + 2).padStart(6, '0')],
      [23, amount15(0)],
      [38, amount15(credit)],
      [128, '2'],
    ]),
  ];
  return Buffer.from(`${records.join('\r\n')}\r\n`, 'latin1');
}
