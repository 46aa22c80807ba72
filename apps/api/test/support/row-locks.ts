import type request from 'supertest';
import type { Db } from '../../src/db/prisma.js';
import type { Prisma } from '../../src/generated/prisma/client.js';
import { waitFor } from './wait.js';

/** Waits until a request on this test file's database is blocked on a row lock. */
export async function untilARequestWaitsOnALock(db: Db): Promise<void> {
  await waitFor(
    async () => {
      const [row] = await db.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      return row !== undefined && row.waiting > 0;
    },
    'a request waiting on a row lock',
    { timeoutMs: 10_000, intervalMs: 25 },
  );
}

/**
 * Runs `write` in a transaction that stays open while `call` is sent, and commits once the call
 * waits on the rows it locked: the race of two members working at the same moment.
 */
export async function whileUncommitted(
  db: Db,
  write: (tx: Prisma.TransactionClient) => Promise<unknown>,
  call: () => request.Test,
): Promise<request.Response> {
  let written!: () => void;
  let commit!: () => void;
  const isWritten = new Promise<void>((resolve) => (written = resolve));
  const mayCommit = new Promise<void>((resolve) => (commit = resolve));
  const transaction = db.$transaction(async (tx) => {
    await write(tx);
    written();
    await mayCommit;
  });
  await isWritten;
  const response = call().then((res) => res);
  try {
    await untilARequestWaitsOnALock(db);
  } finally {
    commit();
  }
  await transaction;
  return response;
}
