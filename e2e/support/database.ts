import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

// The e2e server's embedded database (global-setup.ts starts the server on E2E_DATA_DIR), reached
// directly for what no journey can do through the API: time passing. The `pg` driver is the
// API's own dependency, loaded from there.

interface PgClient {
  connect(): Promise<void>;
  query(text: string, values: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

const pg = createRequire(resolve('apps/api/package.json'))('pg') as PgModule;

/** The connection string of the application database, from the cluster's files. */
function databaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: run through playwright.config.ts');
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  // postmaster.pid: pid, data directory, start time, port, …
  const port = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`;
}

/** Runs one statement; answers how many rows it touched. */
async function execute(text: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Moves a validated invoice's due date `days` days into the past (validation dates it today plus
 * the payment terms): its reminders become due as they would once that time had passed.
 */
export async function backdateDueDate(invoiceId: number, days: number): Promise<void> {
  const touched = await execute(
    "UPDATE invoices SET due_date = (now() AT TIME ZONE 'Europe/Brussels')::date - $2::int WHERE invoice_id = $1",
    [invoiceId, days],
  );
  if (touched !== 1) throw new Error(`invoice ${invoiceId} not found`);
}
