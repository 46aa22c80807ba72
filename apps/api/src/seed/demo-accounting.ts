// A year of expenses and revenues for the demo organization, each with a small PDF receipt, so
// the accounting list, the export and the dashboard have something to show.
import { businessDateParts, todayIso } from '@app/shared/dates';
import { formatEuros } from '@app/shared/format';
import { createHash } from 'node:crypto';
import type { Db } from '../db/prisma.js';
import { toDbDate } from '../db/values.js';
import type { PaymentMethod } from '../generated/prisma/client.js';

const EXPENSES = [
  { name: 'Boissons buvette', min: 60, max: 240, method: 'Carte_bancaire' },
  { name: 'Location camionnette', min: 90, max: 180, method: 'Virement' },
  { name: 'Assurance matériel', min: 45, max: 45, method: 'Virement' },
  { name: 'Carburant', min: 35, max: 85, method: 'Carte_bancaire' },
  { name: 'Fournitures de bureau', min: 12, max: 60, method: 'Cash' },
  { name: 'Réparation chapiteau', min: 80, max: 320, method: 'Virement' },
] as const satisfies readonly { name: string; min: number; max: number; method: PaymentMethod }[];

const REVENUES = [
  { name: 'Cotisations membres', min: 15, max: 15, quantity: [4, 12], method: 'Virement' },
  { name: 'Buvette', min: 2, max: 3, quantity: [40, 160], method: 'Cash' },
  { name: 'Entrées', min: 5, max: 8, quantity: [20, 90], method: 'Carte_bancaire' },
  { name: 'Location de matériel', min: 50, max: 250, quantity: [1, 2], method: 'Virement' },
] as const;

/** Deterministic pseudo-random numbers: the demo looks the same at every fresh start. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function receiptPdf(title: string, date: string, cents: number): Promise<Buffer> {
  // Loaded when the demo is seeded: the bundle would otherwise load pdfkit at every start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', margin: 24, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('Justificatif', { underline: true }).moveDown();
    doc
      .fontSize(10)
      .text(title)
      .text(`Date : ${date.split('-').reverse().join('/')}`);
    doc.text(`Montant : ${formatEuros(cents)}`);
    doc.end();
  });
}

function isoDaysAgo(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  const { year, month, day } = businessDateParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function seedDemoAccounting(db: Db, organizationId: number): Promise<void> {
  const next = random(organizationId * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number) => min + Math.round(next() * (max - min));
  const members = await db.user.findMany({
    where: { organization_id: organizationId },
    select: { user_id: true },
  });
  const events = await db.event.findMany({
    where: { organization_id: organizationId },
    select: { event_id: true },
  });
  const today = todayIso();

  const storeReceipt = async (title: string, date: string, cents: number) => {
    const data = await receiptPdf(title, date, cents);
    const file = await db.storedFile.create({
      data: {
        organization_id: organizationId,
        name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
        mime_type: 'application/pdf',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data: new Uint8Array(data),
      },
    });
    return file.file_id;
  };

  for (let daysAgo = 360; daysAgo >= 0; daysAgo -= between(3, 6)) {
    const date = isoDaysAgo(today, daysAgo);
    const expense = pick(EXPENSES);
    const price_cents = between(expense.min, expense.max) * 100 + between(0, 99);
    const paidByMember = members.length > 0 && next() < 0.4;
    await db.expense.create({
      data: {
        organization_id: organizationId,
        product_name: expense.name,
        price_cents,
        recorded_date: toDbDate(date),
        payment_method: expense.method,
        user_id: paidByMember ? pick(members).user_id : null,
        event_id: events.length > 0 && next() < 0.3 ? pick(events).event_id : null,
        file_id: await storeReceipt(expense.name, date, price_cents),
      },
    });

    if (next() < 0.8) {
      const revenue = pick(REVENUES);
      const unit_price_cents = between(revenue.min, revenue.max) * 100;
      const amount = between(revenue.quantity[0], revenue.quantity[1]);
      await db.revenue.create({
        data: {
          organization_id: organizationId,
          product_name: revenue.name,
          unit_price_cents,
          amount,
          recorded_date: toDbDate(date),
          payment_method: revenue.method,
          event_id: events.length > 0 && next() < 0.3 ? pick(events).event_id : null,
          file_id: await storeReceipt(revenue.name, date, unit_price_cents * amount),
        },
      });
    }
  }
}
