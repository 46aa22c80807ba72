import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/prisma.js';

/**
 * `count` expenses of April 2026, each with a stored PDF receipt of `bytes` random bytes: they do
 * not compress, so an export of them is as large on the wire as in the database.
 */
export async function storeIncompressibleReceipts(
  db: Db,
  organization_id: number,
  count: number,
  bytes: number,
): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)]);
    const file = await db.storedFile.create({
      data: {
        organization_id,
        name: `facture-${i}.pdf`,
        mime_type: 'application/pdf',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
      },
    });
    await db.expense.create({
      data: {
        organization_id,
        product_name: `Achat ${i}`,
        price_cents: 1000 + i,
        recorded_date: new Date('2026-04-10T00:00:00Z'),
        payment_method: 'Virement',
        file_id: file.file_id,
      },
    });
  }
}
