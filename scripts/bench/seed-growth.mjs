// The growing volumes of the curves, written with COPY (pg-copy-streams, the API's dependency)
// into the bench organization, step after step (10k → 100k → 1M):
// - expenses: the step's count, PER_DAY a day from LIST_START (the "entries" paged list), and
//   revenues a quarter of it, REVENUES_PER_DAY a day over the same days (the dashboard reads both);
// - clients and invoices: the step's count, at most GROWTH_CAP (the org's rows all told); the
//   invoices belong to INVOICE_CLIENTS clients, 3 in 4 validated, the others pending, with the
//   columns the invoices list reads (no lines: no measure of the curves reads them).
// Rows are appended after those of the previous step; ANALYZE follows each step.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { importFromApi } from './api-deps.mjs';
import { LIST_START, PER_DAY, REVENUES_PER_DAY } from './seed.mjs';

export const GROWTH_CAP = 100_000;
const INVOICE_CLIENTS = 300;
const INVOICES_PER_DAY = 100;
const INVOICES_START = '2022-01-01';
const CHUNK_ROWS = 5_000;
const METHODS = ['Cash', 'Carte bancaire', 'Virement'];

const dayCache = new Map();
/** `start` + `days`, as YYYY-MM-DD (cached: a few thousand distinct days). */
function day(start, days) {
  const key = `${start}+${days}`;
  let value = dayCache.get(key);
  if (value === undefined) {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    value = date.toISOString().slice(0, 10);
    dayCache.set(key, value);
  }
  return value;
}

const NULL = '\\N';

/** Rows `from` … `to − 1` of `line(i)` as COPY text, in chunks. */
function* copyText(from, to, line) {
  for (let start = from; start < to; start += CHUNK_ROWS) {
    const lines = [];
    for (let i = start; i < Math.min(to, start + CHUNK_ROWS); i += 1) lines.push(line(i));
    yield `${lines.join('\n')}\n`;
  }
}

/**
 * COPY of rows `from` … `to − 1` into `table (columns)`. The foreign keys are not checked
 * (session_replication_role = replica: the rows name ids read from the database just before), as
 * a restore does; the indexes are maintained as usual. Replica mode fires no trigger either, the
 * row counts' included: `growTo` recounts them after each step, as a restore does.
 */
async function copyRows(db, table, columns, from, to, line) {
  if (to <= from) return;
  const { from: copyFrom } = await importFromApi('pg-copy-streams');
  const client = await db.connect();
  try {
    await client.query('SET session_replication_role = replica');
    const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
    await pipeline(Readable.from(copyText(from, to, line)), sink);
    await client.query('SET session_replication_role = DEFAULT');
  } finally {
    client.release();
  }
}

async function orgCount(db, table, organizationId) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM ${table} WHERE organization_id = $1`,
    [organizationId],
  );
  return rows[0].n;
}

function growEntries(db, seed, state, expenses) {
  const { organizationId, userId, eventIds, fileIds } = seed;
  const now = new Date().toISOString();
  const entryColumns = ['organization_id', 'product_name', 'recorded_date', 'payment_method'];
  return Promise.all([
    copyRows(
      db,
      'expenses',
      [...entryColumns, 'price_cents', 'user_id', 'event_id', 'file_id', 'updated_at'],
      state.expenses,
      expenses,
      (g) =>
        [
          organizationId,
          `Achat n° ${g}`,
          day(LIST_START, Math.floor(g / PER_DAY)),
          METHODS[g % 3],
          100 + ((g * 37) % 50000),
          g % 2 === 1 ? userId : NULL,
          g % 3 === 0 ? eventIds[g % eventIds.length] : NULL,
          fileIds[g % fileIds.length],
          now,
        ].join('\t'),
    ),
    copyRows(
      db,
      'revenues',
      [...entryColumns, 'unit_price_cents', 'amount', 'event_id', 'updated_at'],
      state.revenues,
      expenses / 4,
      (g) =>
        [
          organizationId,
          `Vente n° ${g}`,
          day(LIST_START, Math.floor(g / REVENUES_PER_DAY)),
          METHODS[g % 3],
          100 + ((g * 53) % 20000),
          1 + (g % 4),
          g % 4 === 0 ? eventIds[g % eventIds.length] : NULL,
          now,
        ].join('\t'),
    ),
  ]);
}

async function growClients(db, { organizationId }, clients) {
  const now = new Date().toISOString();
  await copyRows(
    db,
    'clients',
    [
      'organization_id',
      'client_name',
      'client_email',
      'client_address',
      'postal_code',
      'city',
      'vat_number',
      'enterprise_number',
      'updated_at',
    ],
    await orgCount(db, 'clients', organizationId),
    clients,
    // Names in no particular order of insertion, so the sort by name is a sort.
    (g) =>
      [
        organizationId,
        `Client ${String((g * 7919) % 1_000_003).padStart(7, '0')}`,
        `client${g}@exemple.be`,
        `Avenue ${g}`,
        '1050',
        'Ixelles',
        'BE0123456749',
        '0123456749',
        now,
      ].join('\t'),
  );
}

async function growInvoices(db, { organizationId }, invoices) {
  const { rows } = await db.query(
    'SELECT client_id FROM clients WHERE organization_id = $1 ORDER BY client_id LIMIT $2',
    [organizationId, INVOICE_CLIENTS],
  );
  const clientIds = rows.map((row) => row.client_id);
  const now = new Date().toISOString();
  await copyRows(
    db,
    'invoices',
    [
      'organization_id',
      'formatted_invoice_id',
      'client_id',
      'issue_date',
      'due_date',
      'status',
      'validated_at',
      'total_amount_cents',
      'updated_at',
    ],
    await orgCount(db, 'invoices', organizationId),
    invoices,
    (g) => {
      const validated = g % 4 !== 0;
      const issued = Math.floor(g / INVOICES_PER_DAY);
      return [
        organizationId,
        validated ? `FAC-B-${String(g).padStart(6, '0')}` : `PROV-B-${g}`,
        clientIds[g % clientIds.length],
        day(INVOICES_START, issued),
        day(INVOICES_START, issued + 30),
        validated ? 'Validated' : 'Pending',
        validated ? now : NULL,
        1000 + ((g * 37) % 500_000),
        now,
      ].join('\t');
    },
  );
}

/**
 * Grows the volumes to `rows` expenses (and a quarter as many revenues), min(rows, GROWTH_CAP)
 * clients and invoices; `state` counts the entries already written. Returns the seconds it took.
 */
export async function growTo(db, seed, state, rows) {
  const started = performance.now();
  const capped = Math.min(rows, GROWTH_CAP);
  await Promise.all([
    growEntries(db, seed, state, rows),
    growClients(db, seed, capped).then(() => growInvoices(db, seed, capped)),
  ]);
  Object.assign(state, { expenses: rows, revenues: rows / 4 });
  // The paged lists' unfiltered totals (migration 20261130100000_row_counts): the COPY above fired
  // none of the triggers that keep them.
  await db.query('SELECT row_counts_recount()');
  await db.query('ANALYZE');
  return (performance.now() - started) / 1000;
}
