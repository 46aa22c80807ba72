import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { DB_DEFAULTS } from '../config.js';
import type { DbLimits } from './db-limits.js';
import { createExportReads, withExportReads } from './export-reads.js';
import { SerialClient, type WatchedClientConfig } from './serial-client.js';
import { SessionCache } from './session-cache.js';

export type Db = PrismaClient;

/**
 * The pg pool under a client, for the reads that skip Prisma (prepared-rows.ts, the rate limits,
 * the readiness check). Kept on the client itself, so clients derived by `$extends` (which forward
 * unknown keys) find it too.
 */
const POOL = Symbol('pg pool');
const SESSIONS = Symbol('session cache');

export function createPrisma(
  connectionString: string,
  limits: DbLimits = DB_DEFAULTS,
): PrismaClient {
  // SerialClient: one transaction's queries run one at a time on its connection (serial-client.ts).
  // A request waits for a connection, and a statement runs, for a bounded time: when the pool is
  // exhausted or a statement hangs, the request fails with a 503 (error-middleware.ts) instead of
  // queueing behind it without end.
  const sessions = new SessionCache(connectionString);
  const options: pg.PoolConfig & WatchedClientConfig = {
    connectionString,
    Client: SerialClient,
    // Every write of a session table from this pool empties the session cache (session-cache.ts).
    afterStatement: (text, dirty) => sessions.afterStatement(text, dirty),
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
  };
  const pool = new pg.Pool(options);
  // An idle connection PostgreSQL closes (a restart, a dropped database) is dropped by the pool and
  // the next query opens another. The adapter listens for this only once Prisma has connected,
  // and the pool serves reads of its own before (prepared-rows.ts, the rate limits).
  pool.on('error', () => undefined);
  // The adapter ends the pool on $disconnect: the cache's listening connection ends with it.
  const endPool = pool.end.bind(pool);
  pool.end = () => sessions.close().then(endPool);
  const client = new PrismaClient({
    // The adapter ends the pool on $disconnect, as it does with a pool it creates itself.
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // Creations of one organization queue on its counter and plan-limit row locks; under a burst
    // the default 2 s wait and 5 s run of an interactive transaction would turn that queue into
    // errors, so both are generous (a transaction still ends as soon as its work is done).
    transactionOptions: { maxWait: 15_000, timeout: 30_000 },
  });
  Object.defineProperty(client, SESSIONS, { value: sessions });
  return withExportReads(withPool(client, pool), createExportReads(connectionString, limits));
}

/** Records `pool` as the pool under `client` (built on `new PrismaPg(pool)`), for pgPoolOf. */
export function withPool<Client extends object>(client: Client, pool: pg.Pool): Client {
  Object.defineProperty(client, POOL, { value: pool });
  return client;
}

/** The pg pool the client's adapter uses. */
export function pgPoolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { [POOL]?: pg.Pool })[POOL];
  if (!pool) throw new Error('Client not created by createPrisma');
  return pool;
}

/**
 * The session cache of a client created by createPrisma (session-cache.ts); undefined for a client
 * built otherwise (tests that count statements), which reads every session from the database.
 */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return (db as unknown as { [SESSIONS]?: SessionCache })[SESSIONS];
}

/** A client or an interactive transaction: use cases accept either, so they compose in one transaction. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;
