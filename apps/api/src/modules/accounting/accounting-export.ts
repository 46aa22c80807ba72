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

export async function streamAccountingExport(
  db: DbOrTx,
  organizationId: number,
  range: DateRange,
  res: Response,
): Promise<void> {
  const inRange = {
    organization_id: organizationId,
    recorded_date: dbDateRange(range),
  };
  const expenses = (afterId: number) =>
    db.expense.findMany({
      where: { ...inRange, expense_id: { gt: afterId } },
      orderBy: { expense_id: 'asc' },
      take: BATCH,
      select: {
        expense_id: true,
        product_name: true,
        price_cents: true,
        recorded_date: true,
        payment_method: true,
        file_id: true,
        user: { select: { name: true } },
        event: { select: { name: true } },
        file: { select: { name: true } },
      },
    });
  const revenues = (afterId: number) =>
    db.revenue.findMany({
      where: { ...inRange, revenue_id: { gt: afterId } },
      orderBy: { revenue_id: 'asc' },
      take: BATCH,
      select: {
        revenue_id: true,
        product_name: true,
        unit_price_cents: true,
        amount: true,
        recorded_date: true,
        payment_method: true,
        file_id: true,
        event: { select: { name: true } },
        file: { select: { name: true } },
      },
    });
  type ExpenseRow = Awaited<ReturnType<typeof expenses>>[number];
  type RevenueRow = Awaited<ReturnType<typeof revenues>>[number];
  const expensePath = (row: ExpenseRow) =>
    receiptName('depenses', row.recorded_date, row.product_name, row.expense_id, row.file.name);
  const revenuePath = (row: RevenueRow) =>
    row.file
      ? receiptName('rentrees', row.recorded_date, row.product_name, row.revenue_id, row.file.name)
      : '';

  const archive = new ZipArchive({ zlib: { level: 6 } });
  // A client that goes away stops the export instead of leaving it waiting on a closed socket.
  const aborted = new AbortController();
  const signal = aborted.signal;
  const write = (stream: PassThrough, chunk: string) => writeAll(stream, chunk, signal);
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

  await appendStreamEntry(archive, 'depenses.csv', signal, async (csv) => {
    await write(
      csv,
      BOM +
        line(['Date', 'Nom', 'Prix', 'Payé par', 'Moyen de paiement', 'Événement', 'Justificatif']),
    );
    await forEachRow(
      expenses,
      (row) => row.expense_id,
      (row) =>
        write(
          csv,
          line([
            frenchDate(row.recorded_date),
            row.product_name,
            frenchDecimal(row.price_cents),
            row.user?.name ?? ORGANIZATION_PAYER_NAME,
            fromDbPaymentMethod(row.payment_method),
            row.event?.name ?? '',
            expensePath(row),
          ]),
        ),
    );
  });

  await appendStreamEntry(archive, 'rentrees.csv', signal, async (csv) => {
    await write(
      csv,
      BOM +
        line([
          'Date',
          'Nom',
          'Prix unitaire',
          'Quantité',
          'Total',
          'Moyen de paiement',
          'Événement',
          'Justificatif',
        ]),
    );
    await forEachRow(
      revenues,
      (row) => row.revenue_id,
      (row) =>
        write(
          csv,
          line([
            frenchDate(row.recorded_date),
            row.product_name,
            frenchDecimal(row.unit_price_cents),
            String(row.amount),
            frenchDecimal(BigInt(row.unit_price_cents) * BigInt(row.amount)),
            row.payment_method ? fromDbPaymentMethod(row.payment_method) : '',
            row.event?.name ?? '',
            revenuePath(row),
          ]),
        ),
    );
  });

  // Second pass for the receipts: their bytes are read one at a time.
  const appendReceipt = async (fileId: number | null, path: string) => {
    if (fileId === null || path === '') return;
    const file = await db.storedFile.findFirst({
      where: { file_id: fileId, organization_id: organizationId },
      select: { data: true },
    });
    if (!file) return;
    const written = once(archive, 'entry', { signal });
    archive.append(Buffer.from(file.data), { name: path });
    await written;
  };
  await forEachRow(
    expenses,
    (row) => row.expense_id,
    (row) => appendReceipt(row.file_id, expensePath(row)),
  );
  await forEachRow(
    revenues,
    (row) => row.revenue_id,
    (row) => appendReceipt(row.file_id, revenuePath(row)),
  );

  await Promise.race([archive.finalize(), failed]);
}
