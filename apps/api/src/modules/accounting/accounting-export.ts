// The accounting export: a zip streamed to the client with two CSVs that French Excel opens as
// they are (UTF-8 BOM, `;`, dd/MM/yyyy, decimal comma) and every receipt. Rows are read in
// keyset batches and receipts one at a time, each written before the next is read, so memory does
// not grow with the length of the period.
import { ORGANIZATION_PAYER_NAME } from '@app/shared/accounting';
import type { DateRange } from '@app/shared/date-range';
import { ZipArchive, type Archiver } from 'archiver';
import type { Response } from 'express';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { dbDateRange, fromDbDate } from '../../db/values.js';
import { fromDbPaymentMethod } from './payment-method.js';

const BATCH = 200;
const BOM = '\uFEFF';

const frenchDate = (date: Date) => fromDbDate(date).split('-').reverse().join('/');

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

/** `2026-03-14_Location-sono_42.pdf`: date, entry name and id, so names never collide. */
function receiptName(folder: string, date: Date, name: string, id: number, fileName: string) {
  const stem =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'entree';
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1] ?? 'bin';
  return `justificatifs/${folder}/${fromDbDate(date)}_${stem}_${id}.${extension.toLowerCase()}`;
}

async function writeAll(stream: PassThrough, chunk: string, signal: AbortSignal) {
  if (!stream.write(chunk)) await once(stream, 'drain', { signal });
}

async function appendStreamEntry(
  archive: Archiver,
  name: string,
  signal: AbortSignal,
  fill: (stream: PassThrough) => Promise<void>,
) {
  const stream = new PassThrough();
  const written = once(archive, 'entry', { signal });
  archive.append(stream, { name });
  await fill(stream);
  stream.end();
  await written;
}

/** Calls `visit` for every row, fetched in id order by batches of BATCH (keyset pagination). */
async function forEachRow<T>(
  fetch: (afterId: number) => Promise<T[]>,
  idOf: (row: T) => number,
  visit: (row: T) => Promise<void>,
) {
  for (let afterId = 0; ;) {
    const rows = await fetch(afterId);
    for (const row of rows) await visit(row);
    if (rows.length < BATCH) return;
    afterId = idOf(rows[rows.length - 1]!);
  }
}

const entrySelect = {
  product_name: true,
  recorded_date: true,
  payment_method: true,
  file_id: true,
  event: { select: { name: true } },
  file: { select: { name: true } },
} as const;
const expenseSelect = {
  ...entrySelect,
  expense_id: true,
  price_cents: true,
  user: { select: { name: true } },
} as const;
const revenueSelect = {
  ...entrySelect,
  revenue_id: true,
  unit_price_cents: true,
  amount: true,
} as const;
type ExpenseExportRow = Prisma.ExpenseGetPayload<{ select: typeof expenseSelect }>;
type RevenueExportRow = Prisma.RevenueGetPayload<{ select: typeof revenueSelect }>;

/** What the rows of both sheets have. */
type EntryExportRow = {
  recorded_date: Date;
  product_name: string;
  file_id: number | null;
  event: { name: string } | null;
  file: { name: string } | null;
};
type EntryWhere = { organization_id: number; recorded_date: ReturnType<typeof dbDateRange> };
type Receipt = { fileId: number; path: string };

function receiptOf(folder: string, row: EntryExportRow, id: number): Receipt | undefined {
  if (!row.file || row.file_id === null) return undefined;
  return {
    fileId: row.file_id,
    path: receiptName(folder, row.recorded_date, row.product_name, id, row.file.name),
  };
}

/** Date and name, the cells of the sheet, then the event and the receipt's path in the zip. */
const entryLine = (row: EntryExportRow, cells: string[], receipt: Receipt | undefined) =>
  line([
    frenchDate(row.recorded_date),
    row.product_name,
    ...cells,
    row.event?.name ?? '',
    receipt?.path ?? '',
  ]);

/** One CSV of the zip and the receipts of its rows. */
interface Sheet<Row extends EntryExportRow> {
  name: string;
  header: string[];
  /** The rows after `afterId`, in id order, BATCH at a time. */
  fetch: (afterId: number) => Promise<Row[]>;
  idOf: (row: Row) => number;
  cells: (row: Row) => string[];
  /** The receipt's id and its path in the zip, or undefined without receipt. */
  receipt: (row: Row) => Receipt | undefined;
}

function expenseSheet(db: DbOrTx, where: EntryWhere): Sheet<ExpenseExportRow> {
  return {
    name: 'depenses.csv',
    header: ['Date', 'Nom', 'Prix', 'Payé par', 'Moyen de paiement', 'Événement', 'Justificatif'],
    fetch: (afterId) =>
      db.expense.findMany({
        where: { ...where, expense_id: { gt: afterId } },
        orderBy: { expense_id: 'asc' },
        take: BATCH,
        select: expenseSelect,
      }),
    idOf: (row) => row.expense_id,
    cells: (row) => [
      frenchDecimal(row.price_cents),
      row.user?.name ?? ORGANIZATION_PAYER_NAME,
      fromDbPaymentMethod(row.payment_method),
    ],
    receipt: (row) => receiptOf('depenses', row, row.expense_id),
  };
}

function revenueSheet(db: DbOrTx, where: EntryWhere): Sheet<RevenueExportRow> {
  return {
    name: 'rentrees.csv',
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
    fetch: (afterId) =>
      db.revenue.findMany({
        where: { ...where, revenue_id: { gt: afterId } },
        orderBy: { revenue_id: 'asc' },
        take: BATCH,
        select: revenueSelect,
      }),
    idOf: (row) => row.revenue_id,
    cells: (row) => [
      frenchDecimal(row.unit_price_cents),
      String(row.amount),
      frenchDecimal(BigInt(row.unit_price_cents) * BigInt(row.amount)),
      row.payment_method ? fromDbPaymentMethod(row.payment_method) : '',
    ],
    receipt: (row) => receiptOf('rentrees', row, row.revenue_id),
  };
}

/** The zip's answer: headers, and an abort when the client goes away. */
function startArchive(res: Response, range: DateRange) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // A client that goes away stops the export instead of leaving it waiting on a closed socket.
  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) {
      aborted.abort();
      archive.abort();
    }
  });
  const failed = new Promise<never>((_, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="accounting_${range.start}_to_${range.end}.zip"`,
  );
  archive.pipe(res);
  return { archive, signal: aborted.signal, failed };
}

export async function streamAccountingExport(
  db: DbOrTx,
  organizationId: number,
  range: DateRange,
  res: Response,
): Promise<void> {
  const where = { organization_id: organizationId, recorded_date: dbDateRange(range) };
  const { archive, signal, failed } = startArchive(res, range);
  const write = (stream: PassThrough, chunk: string) => writeAll(stream, chunk, signal);
  const expenses = expenseSheet(db, where);
  const revenues = revenueSheet(db, where);

  const writeSheet = async <Row extends EntryExportRow>(sheet: Sheet<Row>) =>
    appendStreamEntry(archive, sheet.name, signal, async (csv) => {
      await write(csv, BOM + line(sheet.header));
      await forEachRow(sheet.fetch, sheet.idOf, (row) =>
        write(csv, entryLine(row, sheet.cells(row), sheet.receipt(row))),
      );
    });
  // Second pass for the receipts: their bytes are read one at a time.
  const appendReceipts = <Row extends EntryExportRow>(sheet: Sheet<Row>) =>
    forEachRow(sheet.fetch, sheet.idOf, async (row) => {
      const receipt = sheet.receipt(row);
      if (!receipt) return;
      const file = await db.storedFile.findFirst({
        where: { file_id: receipt.fileId, organization_id: organizationId },
        select: { data: true },
      });
      if (!file) return;
      const written = once(archive, 'entry', { signal });
      archive.append(Buffer.from(file.data), { name: receipt.path });
      await written;
    });

  await writeSheet(expenses);
  await writeSheet(revenues);
  await appendReceipts(expenses);
  await appendReceipts(revenues);
  await Promise.race([archive.finalize(), failed]);
}
