import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { SerialClient } from './serial-client.js';

export type Db = PrismaClient;

/**
 * The pg pool under a client, for the few reads Prisma cannot stream (see stream-query.ts). Kept
 * on the client itself, so clients derived by `$extends` (which forward unknown keys) find it too.
 */
const POOL = Symbol('pg pool');

export function createPrisma(connectionString: string): PrismaClient {
  // SerialClient: one transaction's queries run one at a time on its connection (serial-client.ts).
  const pool = new pg.Pool({ connectionString, Client: SerialClient });
  // An idle connection PostgreSQL closes (a restart, a dropped database) is dropped by the pool and
  // the next query opens another. The adapter listens for this only once Prisma has connected,
  // and the pool serves reads of its own before (prepared-rows.ts, the rate limits).
  pool.on('error', () => undefined);
  const client = new PrismaClient({
    // The adapter ends the pool on $disconnect, as it does with a pool it creates itself.
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // Creations of one organization queue on its counter and plan-limit row locks; under a burst
    // the default 2 s wait and 5 s run of an interactive transaction would turn that queue into
    // errors, so both are generous (a transaction still ends as soon as its work is done).
    transactionOptions: { maxWait: 15_000, timeout: 30_000 },
  });
  return withPool(client, pool);
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

/** A client or an interactive transaction: use cases accept either, so they compose in one transaction. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;
