// The reads of the zip exports (the accounting export, an organization's data).
// Prisma reads a whole result into memory, so an export streams its rows and file slices through
// cursors, a batch at a time and only as fast as the client takes the zip: while a client is slow,
// its cursor waits with its connection. Those connections come from a small pool of their own, not
// from the app's: a stalled download never holds what logins, lists and health checks need. An
// export holds one connection from start to end, which also carries its organization's lock:
//  - one export at a time per organization (any kind), on every replica: a session-level advisory
//    lock (and a set of this process's organizations, which refuses a second one here at once);
//    the lock is waited for a moment, since an export cut midway closes its connection and
//    PostgreSQL releases its lock only once that session has ended;
//  - at most `maxConcurrent` exports per process (the export pool's size): beyond, 429 at once.
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import { AppError } from '../errors/app-error.js';
import type { DbLimits } from './db-limits.js';

export const MSG_EXPORT_RUNNING =
  'Un export de votre organisation est déjà en cours. Réessayez quand il sera terminé.';
export const MSG_EXPORTS_BUSY =
  'Trop d’exports sont en cours sur le serveur. Réessayez dans quelques minutes.';

/** The advisory lock of an organization's export: this key and the organization's id. */
const EXPORT_LOCK_KEY = "hashtext('gestion:export')";

/** How long a new export waits for its organization's lock (lock_timeout of the export pool). */
const LOCK_WAIT_MS = 2000;
/** PostgreSQL's lock_not_available: lock_timeout expired. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Rows fetched per round trip unless the caller says otherwise. */
const ROW_BATCH = 500;

/** One export's connection, its organization's lock held. */
export class ExportSession {
  /** A cursor was left before its end: the connection is closed rather than reused. */
  private broken = false;
  private closed = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly ended: () => void,
  ) {}

  /**
   * Yields the rows of `text` (with `$1…` bound to `values`), fetching `batchSize` rows at a time
   * and the next batch only once the consumer has taken the previous ones.
   */
  async *rows<Row>(text: string, values: unknown[], batchSize = ROW_BATCH): AsyncGenerator<Row> {
    let finished = false;
    try {
      const rows = this.client.query(
        new QueryStream(text, values, { batchSize, highWaterMark: batchSize }),
      );
      for await (const row of rows) yield row as Row;
      finished = true;
    } finally {
      if (!finished) this.broken = true;
    }
  }

  /**
   * Gives the lock and the connection back (a connection left mid-cursor is closed). Called once
   * the last read is done, before the zip's end goes out, so that a client that has received a
   * whole export may start the next one at once; and again, without effect, when the answer ends.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (!this.broken) await this.client.query(`SELECT pg_advisory_unlock_all()`);
    } catch {
      this.broken = true;
    } finally {
      this.client.release(this.broken);
      this.ended();
    }
  }
}

export class ExportReads {
  /** Organizations with an export running in this process. */
  private readonly running = new Set<number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxConcurrent: number,
  ) {}

  /** Connections of the export pool in use (an export's, between its start and its end). */
  get connectionsInUse(): number {
    return this.pool.totalCount - this.pool.idleCount;
  }

  /**
   * Starts an export of `organizationId`: 429 when one of its exports is running (here or on
   * another replica) or when this process runs as many as it may.
   */
  async open(organizationId: number): Promise<ExportSession> {
    if (this.running.has(organizationId)) {
      throw new AppError('TOO_MANY_REQUESTS', MSG_EXPORT_RUNNING);
    }
    if (this.running.size >= this.maxConcurrent) {
      throw new AppError('TOO_MANY_REQUESTS', MSG_EXPORTS_BUSY);
    }
    this.running.add(organizationId);
    const ended = () => this.running.delete(organizationId);
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      await client.query(`SELECT pg_advisory_lock(${EXPORT_LOCK_KEY}, $1::int)`, [organizationId]);
      return new ExportSession(client, ended);
    } catch (err) {
      const lockTaken = (err as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
      // Only a connection whose lock wait timed out is known to be fit for the next export.
      client?.release(!lockTaken);
      ended();
      if (lockTaken) throw new AppError('TOO_MANY_REQUESTS', MSG_EXPORT_RUNNING);
      throw err;
    }
  }
}

/** The export pool of a database: `maxConcurrent` connections, idle ones closed soon. */
export function createExportReads(connectionString: string, limits: DbLimits): ExportReads {
  const pool = new pg.Pool({
    connectionString,
    max: limits.exportMaxConcurrent,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    lock_timeout: LOCK_WAIT_MS,
    idleTimeoutMillis: 5_000,
    // No statement_timeout: a cursor lives as long as its download, which the idle send deadline
    // of zip-answer.ts bounds. Idle connections do not keep a stopping process alive.
    allowExitOnIdle: true,
  });
  // An idle connection PostgreSQL closes is dropped by the pool (see prisma.ts).
  pool.on('error', () => undefined);
  return new ExportReads(pool, limits.exportMaxConcurrent);
}

const EXPORT_READS = Symbol('export reads');

/** Records `reads` as the export pool of `client`, for exportReadsOf. */
export function withExportReads<Client extends object>(client: Client, reads: ExportReads): Client {
  Object.defineProperty(client, EXPORT_READS, { value: reads });
  return client;
}

/** The export pool of a client created by createPrisma. */
export function exportReadsOf(db: object): ExportReads {
  const reads = (db as { [EXPORT_READS]?: ExportReads })[EXPORT_READS];
  if (!reads) throw new Error('Client not created by createPrisma');
  return reads;
}
