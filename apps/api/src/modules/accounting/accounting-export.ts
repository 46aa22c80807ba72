// The accounting export: a zip streamed to the client with two CSVs that French Excel opens as
// they are (UTF-8 BOM, `;`, dd/MM/yyyy, decimal comma) and every receipt. Each CSV is one
// streamed query, the receipts one more: rows and receipt bytes come through cursors a few at a
// time, each written before the next is read and only as fast as the client takes the zip, so
// memory does not grow with the length of the period. Receipts that are already compressed (PDF,
// JPEG, PNG, WebP) are stored as they are; the CSVs and the rest are deflated.
import { ORGANIZATION_PAYER_LABEL } from '@app/shared/accounting';
import type { DateRange } from '@app/shared/date-range';
import type { Response } from 'express';
import { exportReadsOf, type ExportSession } from '../../db/export-reads.js';
import type { Db } from '../../db/prisma.js';
import {
  FILE_CHUNK_COLUMNS,
  fileChunkJoins,
  streamWholeFiles,
  type FileChunk,
} from '../files/stored-file-chunks.js';
import { startZipAnswer } from '../../http/zip-answer.js';

const BOM = '\uFEFF';

/** 'YYYY-MM-DD' as 'dd/MM/yyyy'. */
const frenchDate = (date: string) => date.split('-').reverse().join('/');

/** Cents as "1234,50": no thousands separator, so Excel reads it as a number. */
const frenchDecimal = (cents: number | bigint) => {
  const value = BigInt(cents);
  const whole = value / 100n;
  const rest = (value % 100n).toString().padStart(2, '0');
  return `${whole},${rest}`;
};

/** Quotes when needed; a leading = + - @ would make Excel run the cell as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.map(cell).join(';')}\r\n`;

type Folder = 'depenses' | 'rentrees';

/** What locates a receipt in the zip: its sheet's folder and the entry it justifies. */
type ReceiptOf = {
  id: number;
  /** 'YYYY-MM-DD'. */
  recorded_date: string;
  product_name: string;
  file_name: string;
};

/** `2026-03-14_Location-sono_42.pdf`: date, entry name and id, so names never collide. */
function receiptPath(folder: Folder, row: ReceiptOf) {
  const stem =
    row.product_name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'entree';
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(row.file_name)?.[1] ?? 'bin';
  return `justificatifs/${folder}/${row.recorded_date}_${stem}_${row.id}.${extension.toLowerCase()}`;
}

/** The caller's organization and the period, bound as $1, $2 and $3 in every query. */
const inPeriod = (alias: string) =>
  `${alias}.organization_id = $1 AND ${alias}.recorded_date BETWEEN $2::date AND $3::date`;

/** What the rows of both sheets have; `file_name` is null without receipt. */
type SheetRow = Omit<ReceiptOf, 'file_name'> & {
  file_name: string | null;
  event_name: string | null;
};
type ExpenseRow = SheetRow & {
  price_cents: number;
  payment_method: string;
  user_name: string | null;
};
type RevenueRow = SheetRow & {
  unit_price_cents: number;
  amount: number;
  payment_method: string | null;
};

/** One CSV of the zip: its rows come from `sql`, in id order, with the columns of SheetRow. */
interface Sheet<Row extends SheetRow> {
  name: string;
  folder: Folder;
  header: string[];
  sql: string;
  /** The cells between the name and the event. */
  cells: (row: Row) => string[];
}

// The receipt's name only when the file is the organization's, like the receipts query below.
const sheetColumns = (alias: string) => `${alias}.product_name,
    to_char(${alias}.recorded_date, 'YYYY-MM-DD') AS recorded_date,
    ${alias}.payment_method::text AS payment_method, ev.name AS event_name, f.name AS file_name`;
const sheetJoins = (alias: string) => `
  LEFT JOIN events ev ON ev.event_id = ${alias}.event_id
  LEFT JOIN stored_files f
    ON f.file_id = ${alias}.file_id AND f.organization_id = ${alias}.organization_id`;

const EXPENSES: Sheet<ExpenseRow> = {
  name: 'depenses.csv',
  folder: 'depenses',
  header: ['Date', 'Nom', 'Prix', 'Payé par', 'Moyen de paiement', 'Événement', 'Justificatif'],
  sql: `SELECT e.expense_id AS id, ${sheetColumns('e')}, e.price_cents, u.name AS user_name
  FROM expenses e ${sheetJoins('e')}
  LEFT JOIN users u ON u.user_id = e.user_id
  WHERE ${inPeriod('e')}
  ORDER BY e.expense_id`,
  cells: (row) => [
    frenchDecimal(row.price_cents),
    row.user_name ?? ORGANIZATION_PAYER_LABEL,
    row.payment_method,
  ],
};

const REVENUES: Sheet<RevenueRow> = {
  name: 'rentrees.csv',
  folder: 'rentrees',
  header: [
    'Date',
    'Nom',
    'Prix unitaire',
    'Quantité',
    'Total',
    'Moyen de paiement',
    'Événement',
    'Justificatif',
  ],
  sql: `SELECT r.revenue_id AS id, ${sheetColumns('r')}, r.unit_price_cents, r.amount
  FROM revenues r ${sheetJoins('r')}
  WHERE ${inPeriod('r')}
  ORDER BY r.revenue_id`,
  cells: (row) => [
    frenchDecimal(row.unit_price_cents),
    String(row.amount),
    frenchDecimal(BigInt(row.unit_price_cents) * BigInt(row.amount)),
    row.payment_method ?? '',
  ],
};

/** Date and name, the cells of the sheet, then the event and the receipt's path in the zip. */
function sheetLine<Row extends SheetRow>(sheet: Sheet<Row>, row: Row) {
  const { file_name } = row;
  return line([
    frenchDate(row.recorded_date),
    row.product_name,
    ...sheet.cells(row),
    row.event_name ?? '',
    file_name === null ? '' : receiptPath(sheet.folder, { ...row, file_name }),
  ]);
}

type ReceiptRow = Omit<ReceiptOf, 'file_name'> & FileChunk & { folder: Folder };

/**
 * Every receipt of both sheets, expenses first, each in id order, in slices (fileChunkJoins). The
 * entries are ordered before the files are joined, so the bytes are read once, as they are sent.
 */
const RECEIPTS_SQL = `SELECT x.folder, x.id, x.recorded_date, x.product_name, ${FILE_CHUNK_COLUMNS}
  FROM (
    SELECT 1 AS sheet, 'depenses' AS folder, e.expense_id AS id, e.file_id, e.product_name,
      to_char(e.recorded_date, 'YYYY-MM-DD') AS recorded_date
    FROM expenses e WHERE ${inPeriod('e')}
    UNION ALL
    SELECT 2, 'rentrees', r.revenue_id, r.file_id, r.product_name,
      to_char(r.recorded_date, 'YYYY-MM-DD')
    FROM revenues r WHERE ${inPeriod('r')} AND r.file_id IS NOT NULL
  ) x
  ${fileChunkJoins('x.file_id', '$1')}
  ORDER BY x.sheet, x.id`;

const sameReceipt = (a: ReceiptRow, b: ReceiptRow) => a.folder === b.folder && a.id === b.id;

/** The zip of the period, written on `reads` (the organization's export connection). */
async function writeAccountingZip(
  reads: ExportSession,
  organizationId: number,
  range: DateRange,
  res: Response,
  idleTimeoutMs: number,
) {
  const params = [organizationId, range.start, range.end];
  const name = `accounting_${range.start}_to_${range.end}.zip`;
  const zip = await startZipAnswer(res, name, idleTimeoutMs);

  const writeSheet = <Row extends SheetRow>(sheet: Sheet<Row>) =>
    zip.appendText(sheet.name, async (put) => {
      await put(BOM + line(sheet.header));
      for await (const row of reads.rows<Row>(sheet.sql, params)) {
        await put(sheetLine(sheet, row));
      }
      return undefined;
    });

  const writeReceipts = async () => {
    const receipts = streamWholeFiles<ReceiptRow>(reads, RECEIPTS_SQL, params, sameReceipt);
    for await (const { row, data } of receipts) {
      await zip.appendFile(receiptPath(row.folder, row), { data, mimeType: row.mime_type });
    }
  };

  await zip.finish(async () => {
    await writeSheet(EXPENSES);
    await writeSheet(REVENUES);
    await writeReceipts();
    await reads.close();
  });
}

/**
 * Answers the accounting export of the period; 429 when one of the organization's exports is
 * running or the server runs as many as it may. A client that takes nothing for `idleTimeoutMs`
 * is cut.
 */
export async function streamAccountingExport(
  db: Db,
  organizationId: number,
  range: DateRange,
  res: Response,
  idleTimeoutMs: number,
): Promise<void> {
  const reads = await exportReadsOf(db).open(organizationId);
  try {
    await writeAccountingZip(reads, organizationId, range, res, idleTimeoutMs);
  } finally {
    await reads.close();
  }
}
