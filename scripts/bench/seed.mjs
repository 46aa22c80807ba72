// The fixed volumes of the bench, written through SQL into one organization of the embedded
// database (the growing ones, entries, invoices and clients, are seed-growth.mjs's):
// - 20 events and a pool of small receipts the accounting entries name;
// - in EXPORT_YEAR, one expense per receipt of realistic size (JPEG-like incompressible bytes,
//   PDF-like partly compressible ones) until the export volume is reached;
// - clients, and a pending invoice of 50 lines for the PDF.
import { createHash, randomBytes } from 'node:crypto';
import { importFromApi } from './api-deps.mjs';

/** Expenses, then revenues, per day of the accounting period from LIST_START. */
export const PER_DAY = 1000;
export const REVENUES_PER_DAY = 250;
export const LIST_START = '2021-01-01';
export const EXPORT_RANGE = { startDate: '2019-01-01', endDate: '2019-12-31' };
const SMALL_RECEIPTS = 200;
const RECEIPT_BATCH = 16;

/** The inclusive range of the first `rows / perDay` days of the accounting period. */
export function listRange(rows, perDay = PER_DAY) {
  const end = new Date(`${LIST_START}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + Math.ceil(rows / perDay) - 1);
  return { startDate: LIST_START, endDate: end.toISOString().slice(0, 10) };
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** A receipt's bytes: a JPEG (random, as compressed images are) or a PDF (half text). */
function receiptBytes(index, size) {
  if (index % 5 < 3) {
    const data = randomBytes(size);
    data.set([0xff, 0xd8, 0xff, 0xe0]);
    return { name: `photo-${index}.jpg`, mime: 'image/jpeg', data };
  }
  const text = Buffer.from(`BT /F1 10 Tf (Facture ligne ${index} : 12,50 EUR TVA 21 %) Tj ET\n`);
  const data = Buffer.alloc(size);
  for (let at = 0; at < size; at += text.length) text.copy(data, at);
  randomBytes(Math.floor(size / 2)).copy(data, Math.floor(size / 4));
  data.write('%PDF-1.7\n');
  return { name: `facture-${index}.pdf`, mime: 'application/pdf', data };
}

async function insertFiles(db, organizationId, files) {
  const values = [];
  const params = [];
  for (const file of files) {
    const at = params.length;
    params.push(
      organizationId,
      file.name,
      file.mime,
      file.data.length,
      sha256(file.data),
      file.data,
    );
    values.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`);
  }
  const { rows } = await db.query(
    `INSERT INTO stored_files (organization_id, name, mime_type, size, sha256, data)
     VALUES ${values.join(', ')} RETURNING file_id`,
    params,
  );
  return rows.map((row) => row.file_id);
}

async function seedOrganization(db) {
  const bcrypt = await importFromApi('bcrypt');
  const password = `bench-${randomBytes(8).toString('hex')}`;
  const { rows: plans } = await db.query(
    'SELECT plan_id FROM plans WHERE creation_factures_pdf ORDER BY position DESC LIMIT 1',
  );
  if (plans.length === 0) throw new Error('no plan with PDF invoices: were the plans seeded?');
  const { rows: orgs } = await db.query(
    `INSERT INTO organizations (organization_name, address, postal_code, city, phone, email,
       enterprise_number, vat_number, bank_account, bic, is_vat_subject, plan_id,
       subscription_status, updated_at)
     VALUES ('Banc d’essai ASBL', 'Rue du Banc 1', '1000', 'Bruxelles', '+32-25550000',
       'bench@exemple.be', '0123456749', 'BE0123456749', 'BE68539007547034', 'GKCCBEBB', true,
       $1, 'active', now())
     RETURNING organization_id`,
    [plans[0].plan_id],
  );
  const organizationId = orgs[0].organization_id;
  const email = 'bench-user@exemple.be';
  const { rows: users } = await db.query(
    `INSERT INTO users (name, email, password_hash, organization_id, joined_at, updated_at)
     VALUES ('Utilisatrice Banc', $1, $2, $3, now(), now()) RETURNING user_id`,
    [email, await bcrypt.hash(password, 4), organizationId],
  );
  return { organizationId, userId: users[0].user_id, email, password };
}

/** The events and the pool of small receipts the accounting entries (seed-growth.mjs) name. */
async function seedEntryReferences(db, { organizationId }) {
  const { rows: events } = await db.query(
    `INSERT INTO events (organization_id, name, location, date, start_at, end_at, updated_at)
     SELECT $1, 'Événement ' || g, 'Salle ' || g, DATE '2021-01-01' + g * 7, '10:00', '18:00', now()
     FROM generate_series(1, 20) g RETURNING event_id`,
    [organizationId],
  );
  const pool = Array.from({ length: SMALL_RECEIPTS }, (_, i) => receiptBytes(i, 2048));
  const fileIds = await insertFiles(db, organizationId, pool);
  return { eventIds: events.map((row) => row.event_id), fileIds };
}

/** Receipts of 100–500 KB until `totalBytes`, each on its own expense of EXPORT_RANGE. */
async function seedExportReceipts(db, { organizationId }, totalBytes) {
  let stored = 0;
  let count = 0;
  while (stored < totalBytes) {
    const batch = [];
    while (batch.length < RECEIPT_BATCH && stored < totalBytes) {
      const size = Math.min(100_000 + ((count * 7919) % 400_000), totalBytes - stored);
      batch.push(receiptBytes(count, Math.max(size, 1024)));
      stored += batch[batch.length - 1].data.length;
      count += 1;
    }
    const fileIds = await insertFiles(db, organizationId, batch);
    await db.query(
      `INSERT INTO expenses (organization_id, product_name, price_cents, recorded_date,
         payment_method, file_id, updated_at)
       SELECT $1, 'Justificatif ' || f.file_id, 1999, $2::date + (f.file_id % 365),
         'Virement', f.file_id, now()
       FROM unnest($3::int[]) AS f(file_id)`,
      [organizationId, EXPORT_RANGE.startDate, fileIds],
    );
  }
  return { bytes: stored, count };
}

async function seedInvoice(db, { organizationId }, clients, lines) {
  await db.query(
    `INSERT INTO clients (organization_id, client_name, client_email, client_address, postal_code,
       city, vat_number, enterprise_number, updated_at)
     SELECT $1, 'Client ' || lpad(g::text, 3, '0'), 'client' || g || '@exemple.be',
       'Avenue ' || g, '1050', 'Ixelles', 'BE0123456749', '0123456749', now()
     FROM generate_series(1, $2) g`,
    [organizationId, clients],
  );
  const { rows } = await db.query(
    `INSERT INTO invoices (organization_id, formatted_invoice_id, client_id, issue_date, due_date,
       total_amount_cents, updated_at)
     SELECT $1, 'PROV', min(client_id), current_date, current_date + 30, 0, now()
     FROM clients WHERE organization_id = $1 RETURNING invoice_id`,
    [organizationId],
  );
  const invoiceId = rows[0].invoice_id;
  await db.query(
    `INSERT INTO invoice_lines (organization_id, invoice_id, kind, name, description, quantity,
       price_at_time_of_quote_cents, tva_rate, position)
     SELECT $1, $2, 'service', 'Prestation n° ' || g, 'Montage et démontage, ligne ' || g,
       1 + g % 5, 2500 + g * 10, 21, g
     FROM generate_series(1, $3) g`,
    [organizationId, invoiceId, lines],
  );
  await db.query(
    `UPDATE invoices SET formatted_invoice_id = 'PROV-' || invoice_id,
       total_amount_cents = (SELECT sum(round(quantity * price_at_time_of_quote_cents * 1.21))
                             FROM invoice_lines WHERE invoice_id = $1)
     WHERE invoice_id = $1`,
    [invoiceId],
  );
  return invoiceId;
}

/** Seeds everything through `db` (a pg Pool); returns what the measures need. */
export async function seedVolumes(db, volumes) {
  const org = await seedOrganization(db);
  const references = await seedEntryReferences(db, org);
  const receipts = await seedExportReceipts(db, org, volumes.exportBytes);
  const invoiceId = await seedInvoice(db, org, volumes.clients, volumes.invoiceLines);
  await db.query('ANALYZE');
  return { ...org, ...references, receipts, invoiceId };
}
