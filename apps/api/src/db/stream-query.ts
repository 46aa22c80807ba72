// Prisma reads a whole result into memory; a read that must stay flat whatever the volume (the
// accounting export and its receipts) streams through a cursor on the pool the adapter uses.
import QueryStream from 'pg-query-stream';
import { pgPoolOf, type Db } from './prisma.js';

/** Rows fetched per round trip unless the caller says otherwise. */
const ROW_BATCH = 500;

/**
 * Yields the rows of `text` (with `$1…` bound to `values`), fetching `batchSize` rows at a time
 * and the next batch only once the consumer has taken the previous ones. A consumer that stops
 * early closes the cursor; its connection is then dropped rather than reused.
 */
export async function* streamQuery<Row>(
  db: Db,
  text: string,
  values: unknown[],
  batchSize = ROW_BATCH,
): AsyncGenerator<Row> {
  const client = await pgPoolOf(db).connect();
  let finished = false;
  try {
    const rows = client.query(
      new QueryStream(text, values, { batchSize, highWaterMark: batchSize }),
    );
    for await (const row of rows) yield row as Row;
    finished = true;
  } finally {
    client.release(!finished);
  }
}
