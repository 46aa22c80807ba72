// The two bank statement parsers on files the tests write (support/coda-writer.ts and
// support/camt-writer.ts): what a statement reads as, and the French refusal of a broken one.
import {
  belgianReferenceForInvoice,
  frenchReferenceForInvoice,
  parseStructuredCommunication,
} from '@app/shared/payment-reference';
import { describe, expect, test } from 'vitest';
import { AppError } from '../src/errors/app-error.js';
import { textOrNull } from '../src/modules/bank/statement-model.js';
import { parseStatement } from '../src/modules/bank/statement.js';
import { camtFile, camtText, type CamtDescription } from './support/camt-writer.js';
import { codaFile, codaText, windows1252, type CodaDescription } from './support/coda-writer.js';

const IBAN = 'BE68539007547034';
const BBA = parseStructuredCommunication(belgianReferenceForInvoice(2026, 12)) ?? '';
const RF = frenchReferenceForInvoice(2026, 7);

/** The French message parseStatement refuses the bytes with (a 400). */
function refusal(bytes: Uint8Array): string {
  try {
    parseStatement(bytes);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('the statement was accepted');
}

const coda: CodaDescription = {
  iban: IBAN,
  opening_cents: 100_000,
  movements: [
    {
      bank_ref: 'REF0001',
      amount_cents: 12_100,
      structured: BBA,
      name: 'Café Zürich',
      iban: 'BE71096123456769',
    },
    {
      bank_ref: 'REF0002',
      amount_cents: -4_550,
      free: 'Loyer mars, réf. 42',
      name: 'Société Générale',
    },
    {
      bank_ref: 'REF0003',
      amount_cents: 0,
      details: [
        {
          amount_cents: 2_000,
          free: 'Cotisation Élodie',
          name: 'Élodie Dupré',
          end_to_end: 'E2E-1',
        },
        { amount_cents: 3_000, structured: '000000000097', name: 'Jürgen Müller' },
      ],
    },
  ],
};

describe('CODA', () => {
  test('reads balances, movements, communications and windows-1252 names', () => {
    const statement = parseStatement(codaFile(coda));
    expect(statement).toMatchObject({
      format: 'coda',
      account_iban: IBAN,
      currency: 'EUR',
      from: '2026-03-04',
      until: '2026-03-05',
      opening_balance_cents: 100_000,
      closing_balance_cents: 100_000 + 12_100 - 4_550 + 5_000,
    });
    expect(statement.lines).toEqual([
      {
        bank_ref: 'REF0001/0000',
        booking_date: '2026-03-05',
        value_date: '2026-03-05',
        amount_cents: 12_100,
        structured_reference: BBA,
        free_text: null,
        counterparty_name: 'Café Zürich',
        counterparty_iban: 'BE71096123456769',
        end_to_end_id: null,
      },
      expect.objectContaining({
        bank_ref: 'REF0002/0000',
        amount_cents: -4_550,
        structured_reference: null,
        free_text: 'Loyer mars, réf. 42',
        counterparty_name: 'Société Générale',
      }),
      // A globalised movement gives its details, not itself as well.
      expect.objectContaining({
        bank_ref: 'REF0003/0001',
        amount_cents: 2_000,
        free_text: 'Cotisation Élodie',
        counterparty_name: 'Élodie Dupré',
        end_to_end_id: 'E2E-1',
      }),
      expect.objectContaining({
        bank_ref: 'REF0003/0002',
        amount_cents: 3_000,
        structured_reference: '000000000097',
        counterparty_name: 'Jürgen Müller',
      }),
    ]);
  });

  test('reads LF files as CRLF ones', () => {
    const crlf = parseStatement(codaFile({ ...coda, eol: '\r\n' }));
    expect(parseStatement(codaFile({ ...coda, eol: '\n' }))).toEqual(crlf);
  });

  test('keeps a structured communication with wrong check digits as text, not as a reference', () => {
    const wrong = `${BBA.slice(0, 10)}${BBA.slice(10) === '01' ? '02' : '01'}`;
    const movements = [{ bank_ref: 'R1', amount_cents: 500, structured: wrong }];
    const [line] = parseStatement(codaFile({ ...coda, movements })).lines;
    expect(line).toMatchObject({ structured_reference: null, free_text: wrong });
  });

  test('accepts a file saved again in UTF-8 with a byte order mark, its names read as UTF-8', () => {
    const withBom = Buffer.from(`\uFEFF${codaText(coda)}`, 'utf8');
    expect(parseStatement(withBom)).toEqual(parseStatement(codaFile(coda)));
  });

  test('ignores empty lines (a blank line between records, trailing CRLF CRLF)', () => {
    const plain = codaFile(coda);
    const lines = codaText(coda).split('\r\n');
    lines.splice(2, 0, '');
    lines.splice(5, 0, '   ');
    const blank = windows1252(`${lines.join('\r\n')}\r\n\r\n`);
    expect(parseStatement(blank)).toEqual(parseStatement(plain));
  });

  test('still names the line of a short record after an empty one', () => {
    const lines = codaText(coda).split('\r\n');
    lines[2] = (lines[2] ?? '').slice(0, 100);
    lines.splice(1, 0, '');
    expect(refusal(windows1252(lines.join('\r\n')))).toBe(
      'Ligne 4 (enregistrement 2.1) : 100 caractères au lieu de 128.',
    );
  });

  test('refuses a short record with its line number', () => {
    const lines = codaText(coda).split('\r\n');
    lines[2] = (lines[2] ?? '').slice(0, 100);
    expect(refusal(windows1252(lines.join('\r\n')))).toBe(
      'Ligne 3 (enregistrement 2.1) : 100 caractères au lieu de 128.',
    );
  });

  test('refuses an unreadable amount with its line number', () => {
    const lines = codaText(coda).split('\r\n');
    const record = lines[2] ?? '';
    lines[2] = `${record.slice(0, 32)}00000000000X000${record.slice(47)}`;
    expect(refusal(windows1252(lines.join('\r\n')))).toBe(
      'Ligne 3 (enregistrement 2.1) : montant illisible.',
    );
  });

  test('refuses a globalised movement whose details do not add up to it', () => {
    const lines = codaText(coda).split('\r\n');
    const parent = lines[8] ?? '';
    lines[8] = `${parent.slice(0, 32)}${'10'.padStart(15, '0')}${parent.slice(47)}`;
    expect(refusal(windows1252(lines.join('\r\n')))).toBe(
      'Ligne 9 (enregistrement 2.1) : le détail du mouvement groupé ne correspond pas à son montant.',
    );
  });

  test('refuses a trailer whose totals are not the movements', () => {
    const bytes = codaFile({ ...coda, trailer: { debit_cents: 4_550, credit_cents: 17_000 } });
    const last = codaText(coda).split('\r\n').length - 1;
    expect(refusal(bytes)).toBe(
      `Ligne ${last} (enregistrement 9) : les totaux ne correspondent pas aux mouvements du relevé.`,
    );
  });

  test('refuses a new balance that is not the old one plus the movements', () => {
    const bytes = codaFile({ ...coda, closing_cents: 1 });
    const line = codaText(coda).split('\r\n').length - 2;
    expect(refusal(bytes)).toBe(
      `Ligne ${line} (enregistrement 8) : le nouveau solde ne correspond pas à l’ancien solde et aux mouvements.`,
    );
  });
});

const camt: CamtDescription = {
  version: '08',
  iban: 'FR7630006000011234567890189',
  opening_cents: 50_000,
  entries: [
    {
      amount_cents: 24_000,
      bank_ref: 'ACS-1',
      booking: '2026-03-02',
      transactions: [
        {
          structured: { ref: RF, issuer: 'ISO' },
          name: 'Hélène Ünal',
          iban: 'FR1420041010050500013M02606',
          end_to_end: 'E2E-9',
        },
      ],
    },
    {
      amount_cents: 9_000,
      bank_ref: 'ACS-2',
      booking: '2026-03-03',
      with_time: true,
      transactions: [
        { amount_cents: 4_000, structured: { ref: BBA, issuer: 'BBA' }, name: 'ASBL Les Amis' },
        { amount_cents: 5_000, unstructured: 'Don & cotisation', name: 'Zoé' },
      ],
    },
    {
      amount_cents: -1_250,
      bank_ref: 'ACS-3',
      booking: '2026-03-04',
      transactions: [{ name: 'Imprimerie', unstructured: 'Facture 88' }],
    },
  ],
};

describe('camt.053', () => {
  test.each(['02', '08', '13'])('reads version .001.%s', (version) => {
    const statement = parseStatement(camtFile({ ...camt, version }));
    expect(statement).toMatchObject({
      format: 'camt053',
      account_iban: camt.iban,
      currency: 'EUR',
      from: '2026-03-01',
      until: '2026-03-05',
      opening_balance_cents: 50_000,
      closing_balance_cents: 50_000 + 24_000 + 9_000 - 1_250,
    });
    expect(statement.lines).toEqual([
      {
        bank_ref: 'ACS-1/1',
        booking_date: '2026-03-02',
        value_date: '2026-03-02',
        amount_cents: 24_000,
        structured_reference: RF,
        free_text: null,
        counterparty_name: 'Hélène Ünal',
        counterparty_iban: 'FR1420041010050500013M02606',
        end_to_end_id: 'E2E-9',
      },
      expect.objectContaining({
        bank_ref: 'ACS-2/1',
        amount_cents: 4_000,
        booking_date: '2026-03-03',
        structured_reference: BBA,
      }),
      expect.objectContaining({
        bank_ref: 'ACS-2/2',
        amount_cents: 5_000,
        free_text: 'Don & cotisation',
        counterparty_name: 'Zoé',
        end_to_end_id: null,
      }),
      expect.objectContaining({
        bank_ref: 'ACS-3/1',
        amount_cents: -1_250,
        counterparty_name: 'Imprimerie',
        free_text: 'Facture 88',
      }),
    ]);
  });

  test('reads elements written with a namespace prefix', () => {
    const plain = camtText(camt);
    const prefixed = plain
      .replace(/<(\/?)([A-Za-z])/g, '<$1ns2:$2')
      .replace('xmlns=', 'xmlns:ns2=');
    expect(parseStatement(new TextEncoder().encode(prefixed))).toEqual(
      parseStatement(new TextEncoder().encode(plain)),
    );
  });

  test('decodes character references in names', () => {
    const xml = camtText(camt).replace('<Nm>Zoé</Nm>', '<Nm>Zo&#233; &amp; Lé&#xFC;</Nm>');
    const lines = parseStatement(new TextEncoder().encode(xml)).lines;
    expect(lines[2]?.counterparty_name).toBe('Zoé & Léü');
  });

  test('refuses balances that do not add up', () => {
    expect(refusal(camtFile({ ...camt, closing_cents: 10 }))).toBe(
      'camt.053 : le solde Stmt/Bal CLBD ne correspond pas au solde OPBD et aux écritures Ntry.',
    );
  });

  test('refuses a document that is not XML', () => {
    const broken = camtText(camt).replace('</Stmt>', '</Stmt');
    expect(refusal(new TextEncoder().encode(broken))).toMatch(
      /^Le relevé camt\.053 n’est pas un XML valide \(ligne 2\)\.$/,
    );
  });

  test('refuses an unknown namespace version', () => {
    expect(refusal(camtFile({ ...camt, version: '14' }))).toBe(
      'camt.053 : espace de noms de Document non pris en charge (urn:iso:std:iso:20022:tech:xsd:camt.053.001.14) ; versions camt.053.001.02 à camt.053.001.13 acceptées.',
    );
  });
});

describe('any statement', () => {
  test('refuses more than 10 MB before reading it', () => {
    const bytes = new Uint8Array(11 * 1024 * 1024).fill(0x30);
    expect(refusal(bytes)).toBe('Le relevé dépasse 10 Mo : importez-le en plusieurs fichiers.');
  });

  test('refuses a file of another format', () => {
    expect(refusal(new TextEncoder().encode('Date;Montant\n'))).toBe(
      'Format de relevé non reconnu : un fichier CODA ou camt.053 est attendu.',
    );
  });
});

describe('textOrNull', () => {
  test('trims, makes every inner whitespace run one space, and gives null for blank text', () => {
    const cases: [string | undefined, string | null][] = [
      [undefined, null],
      ['', null],
      ['    ', null],
      ['\u00a0\t\n ', null],
      ['Dupont SA', 'Dupont SA'],
      ['Dupont SA      ', 'Dupont SA'],
      ['  Dupont   SA  ', 'Dupont SA'],
      ['Dupont\u00a0SA', 'Dupont SA'],
      ['Dupont\tSA\r\nfacture 12', 'Dupont SA facture 12'],
      ['Dupont \u2003 SA', 'Dupont SA'],
    ];
    for (const [text, expected] of cases) expect(textOrNull(text)).toBe(expected);
  });
});
