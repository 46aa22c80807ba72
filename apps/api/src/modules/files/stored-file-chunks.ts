// Reading stored files through a cursor, in slices. node-postgres receives a bytea as a hex
// string twice its size: for a 10 MB receipt, a 20 MB string on the V8 heap that lives until the
// next full collection, so an export of many receipts would grow the heap by hundreds of MB before
// it is reclaimed. Read in slices of FILE_CHUNK_BYTES, each string is small and dies young.
import type { ExportSession } from '../../db/export-reads.js';

/** Bytes of a file per row; its hex string stays under V8's large-object size. */
export const FILE_CHUNK_BYTES = 32 * 1024;

/** Slices fetched per round trip (1 MB). */
const CHUNK_BATCH = 32;

/**
 * The joins that read the file `fileId` (an SQL expression) of the organization bound as
 * `organizationParam`, one row per slice, with FILE_CHUNK_COLUMNS. A file of another organization
 * gives no row. Order the query by the owning row only: the slices of one file then come together,
 * and a slice says where it goes.
 */
export const fileChunkJoins = (fileId: string, organizationParam: string) => `
  CROSS JOIN LATERAL (
    SELECT name, mime_type, octet_length(data) AS size, data FROM stored_files
    WHERE file_id = ${fileId} AND organization_id = ${organizationParam}
  ) f
  CROSS JOIN LATERAL generate_series(0, greatest(f.size - 1, 0), ${FILE_CHUNK_BYTES}) AS s(pos)`;

export const FILE_CHUNK_COLUMNS = `f.name AS file_name, f.mime_type, f.size, s.pos AS chunk_at,
  substring(f.data FROM s.pos + 1 FOR ${FILE_CHUNK_BYTES}) AS chunk`;

/** A row of a query that uses fileChunkJoins and FILE_CHUNK_COLUMNS. */
export type FileChunk = {
  file_name: string;
  mime_type: string;
  size: number;
  chunk_at: number;
  chunk: Buffer;
};

/**
 * The files of `rows` put back together, one at a time, with the first row of each.
 * `sameFile` tells whether two rows are slices of one file.
 */
export async function* wholeFiles<Row extends FileChunk>(
  rows: AsyncIterable<Row>,
  sameFile: (a: Row, b: Row) => boolean,
): AsyncGenerator<{ row: Row; data: Buffer }> {
  let current: { row: Row; data: Buffer; received: number } | undefined;
  const finish = (file: NonNullable<typeof current>) => {
    if (file.received !== file.data.length) throw new Error('Stored file read incompletely');
    return { row: file.row, data: file.data };
  };
  for await (const row of rows) {
    if (current && !sameFile(current.row, row)) {
      yield finish(current);
      current = undefined;
    }
    current ??= { row, data: Buffer.allocUnsafe(row.size), received: 0 };
    current.received += row.chunk.copy(current.data, row.chunk_at);
  }
  if (current) yield finish(current);
}

/**
 * The files of a query that uses fileChunkJoins and FILE_CHUNK_COLUMNS (`$1…` bound to `values`),
 * streamed CHUNK_BATCH slices at a time and put back together one at a time (`wholeFiles`).
 */
export function streamWholeFiles<Row extends FileChunk>(
  reads: ExportSession,
  text: string,
  values: unknown[],
  sameFile: (a: Row, b: Row) => boolean,
): AsyncGenerator<{ row: Row; data: Buffer }> {
  return wholeFiles(reads.rows<Row>(text, values, CHUNK_BATCH), sameFile);
}
