// GET /api/organization/export: everything the caller's organization owns, so that it
// can leave with its data. A zip streamed as it is read: `tables/<table>.json` for every table
// with an organization_id column (found in the schema, so a new table is exported without a
// change here), only the organization's rows; its members as `tables/users.json` (id, name,
// email: never a password hash); every stored file as `files/<file_id>-<name>`; `export.json`
// last, with the row counts. Rows and file slices come through cursors, a batch at a time and
// only as fast as the client reads, like the accounting export, on an export connection that
// holds the organization's export lock (db/export-reads.ts: a second export answers 429).
import { todayIso } from '@app/shared/dates';
import { organizationExportFileName } from '@app/shared/organization';
import type { Response } from 'express';
import { exportReadsOf, type ExportSession } from '../../db/export-reads.js';
import type { Db } from '../../db/prisma.js';
import { recordAudit } from '../audit/audit.data.js';
import {
  FILE_CHUNK_COLUMNS,
  fileChunkJoins,
  streamWholeFiles,
  type FileChunk,
} from '../files/stored-file-chunks.js';
import { startZipAnswer, type ZipAnswer } from '../../http/zip-answer.js';

/**
 * Columns exported per table, where not all: users are exported as members only (who they are,
 * not how they sign in), a file's bytes are its own entry under files/, an invitation goes
 * without its link's token hash.
 */
const COLUMN_POLICY: Record<string, (column: string) => boolean> = {
  users: (column) => ['user_id', 'name', 'email'].includes(column),
  stored_files: (column) => column !== 'data',
  // What an invitation link proves is not data: the hash stays on the server.
  invitations: (column) => column !== 'token_hash',
};

type ExportedTable = { name: string; columns: string[] };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table with an organization_id column, with the columns it exports. */
async function tenantTables(db: Db): Promise<ExportedTable[]> {
  const rows = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    WHERE c.table_schema = current_schema() AND c.table_name IN (
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'organization_id')
    ORDER BY c.table_name, c.ordinal_position`;
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    if (!(COLUMN_POLICY[table] ?? (() => true))(column)) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** `files/12-facture fournisseur.pdf`: the id keeps names unique; no path or control character. */
function filePath(id: number, name: string): string {
  const safe = [...name]
    .map((char) => (char === '/' || char === '\\' || (char.codePointAt(0) ?? 0) < 32 ? '_' : char))
    .join('')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return `files/${id}-${safe || 'fichier'}`;
}

/** One table as a JSON array, a row per line, in the order of its first column. */
async function writeTable(
  reads: ExportSession,
  zip: ZipAnswer,
  table: ExportedTable,
  organizationId: number,
) {
  const sql = `SELECT row_to_json(x)::text AS json FROM (
      SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}
      WHERE organization_id = $1 ORDER BY 1, 2) x`;
  let rows = 0;
  await zip.appendText(`tables/${table.name}.json`, async (put) => {
    for await (const row of reads.rows<{ json: string }>(sql, [organizationId])) {
      await put(`${rows === 0 ? '[\n' : ',\n'}${row.json}`);
      rows += 1;
    }
    return rows === 0 ? '[]\n' : '\n]\n';
  });
  return rows;
}

type FileRow = FileChunk & { id: number };

const FILES_SQL = `SELECT sf.file_id AS id, ${FILE_CHUNK_COLUMNS}
  FROM stored_files sf ${fileChunkJoins('sf.file_id', '$1')}
  WHERE sf.organization_id = $1
  ORDER BY sf.file_id`;

async function writeFiles(
  reads: ExportSession,
  zip: ZipAnswer,
  organizationId: number,
): Promise<number> {
  const sameFile = (a: FileRow, b: FileRow) => a.id === b.id;
  const files = streamWholeFiles<FileRow>(reads, FILES_SQL, [organizationId], sameFile);
  let count = 0;
  for await (const { row, data } of files) {
    await zip.appendFile(filePath(row.id, row.file_name), { data, mimeType: row.mime_type });
    count += 1;
  }
  return count;
}

/**
 * Answers the organization's export; 429 when one of its exports is running or the server runs
 * as many as it may. A client that takes nothing for `idleTimeoutMs` is cut. The audit trail
 * records the download once it starts (what left may be partial; that it was asked is what counts).
 */
export async function streamOrganizationExport(
  db: Db,
  { organizationId, userId }: { organizationId: number; userId: number },
  res: Response,
  { idleTimeoutMs }: { idleTimeoutMs: number },
): Promise<void> {
  const reads = await exportReadsOf(db).open(organizationId);
  try {
    await recordAudit(db, { organizationId, userId, action: 'export.downloaded', details: {} });
    const organization = await db.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
      select: { organization_name: true },
    });
    const tables = await tenantTables(db);
    const exportedAt = new Date();
    const name = organizationExportFileName(organization.organization_name, todayIso(exportedAt));
    const zip = await startZipAnswer(res, name, idleTimeoutMs);
    await zip.finish(async () => {
      const rows: Record<string, number> = {};
      for (const table of tables) {
        rows[table.name] = await writeTable(reads, zip, table, organizationId);
      }
      const files = await writeFiles(reads, zip, organizationId);
      await reads.close();
      const summary = { organization_id: organizationId, exported_at: exportedAt, rows, files };
      zip.archive.append(`${JSON.stringify(summary, null, 1)}\n`, { name: 'export.json' });
    });
  } finally {
    await reads.close();
  }
}
