import type { Response } from 'express';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { UploadedFile } from '../../http/route.js';
import { detectFileType, isImage, type StoredFileType } from './file-type.js';

export const MSG_UNSUPPORTED_FILE =
  'Type de fichier non pris en charge : seuls les PDF, JPEG, PNG, SVG et WebP sont acceptés.';
export const MSG_UNSUPPORTED_IMAGE =
  "Type d'image non pris en charge : seules les images JPEG, PNG, SVG et WebP sont acceptées.";
export const MSG_EMPTY_FILE = 'Le fichier envoyé est vide.';

/** Keeps a readable name without path parts or control characters. */
function cleanName(name: string, type: StoredFileType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // Control characters would break headers and logs.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const stem = base.replace(/\.[^.]*$/, '') || 'fichier';
  return `${stem}.${type.extension}`;
}

/**
 * Checks the bytes and inserts the file for an organization; call it inside the transaction that
 * writes the owning row. 415 when the bytes are not an accepted type.
 */
export async function storeFile(
  db: DbOrTx,
  organizationId: number,
  file: UploadedFile,
  options: { imagesOnly?: boolean } = {},
): Promise<{ file_id: number; name: string; mime_type: string }> {
  if (file.buffer.length === 0) throw new AppError('BAD_REQUEST', MSG_EMPTY_FILE);
  const type = detectFileType(file.buffer);
  if (!type) {
    throw new AppError(
      'UNSUPPORTED_FILE',
      options.imagesOnly ? MSG_UNSUPPORTED_IMAGE : MSG_UNSUPPORTED_FILE,
    );
  }
  if (options.imagesOnly && !isImage(type)) {
    throw new AppError('UNSUPPORTED_FILE', MSG_UNSUPPORTED_IMAGE);
  }
  return db.storedFile.create({
    data: {
      organization_id: organizationId,
      name: cleanName(file.originalname, type),
      mime_type: type.mime,
      size: file.buffer.length,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
      data: new Uint8Array(file.buffer),
    },
    select: { file_id: true, name: true, mime_type: true },
  });
}

/**
 * A PDF the app rendered itself (a validated invoice, a credit note), kept as the document of
 * record; call it in the transaction that freezes the document.
 */
export async function storeGeneratedPdf(
  db: DbOrTx,
  organizationId: number,
  name: string,
  pdf: Buffer,
): Promise<{ file_id: number }> {
  return db.storedFile.create({
    data: {
      organization_id: organizationId,
      name,
      mime_type: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      data: new Uint8Array(pdf),
    },
    select: { file_id: true },
  });
}

/** The stored file of an organization, or undefined (another organization's id looks missing). */
export async function findStoredFile(db: DbOrTx, organizationId: number, fileId: number) {
  return (
    (await db.storedFile.findFirst({
      where: { file_id: fileId, organization_id: organizationId },
    })) ?? undefined
  );
}

/** Stores an uploaded image, when there is one, in the transaction of the row that shows it. */
export async function storeImage(
  db: DbOrTx,
  organizationId: number,
  image: UploadedFile | undefined,
): Promise<{ file_id: number } | undefined> {
  return image ? storeFile(db, organizationId, image, { imagesOnly: true }) : undefined;
}

/**
 * Writes a row that shows an image (`write` gets the new file's id, undefined without upload): a
 * new image replaces the `previous` one, which is deleted; without one the previous one stays.
 */
export async function writeWithImage<Row>(
  tx: DbOrTx,
  organizationId: number,
  image: UploadedFile | undefined,
  previous: number | null,
  write: (fileId: number | undefined) => Promise<Row>,
): Promise<Row> {
  const stored = await storeImage(tx, organizationId, image);
  const row = await write(stored?.file_id);
  if (stored) await deleteStoredFile(tx, organizationId, previous);
  return row;
}

/** Deletes the organization's file a row no longer points at (nothing when it had none). */
export async function deleteStoredFile(
  db: DbOrTx,
  organizationId: number,
  fileId: number | null,
): Promise<void> {
  if (fileId === null) return;
  await db.storedFile.delete({ where: { organization_id: organizationId, file_id: fileId } });
}

/** The file a row points at; 404 with `missing` when it has none. */
export async function requireStoredFile(
  db: DbOrTx,
  organizationId: number,
  fileId: number | null,
  missing: string,
) {
  const file = fileId === null ? undefined : await findStoredFile(db, organizationId, fileId);
  if (!file) throw new AppError('NOT_FOUND', missing);
  return file;
}

/**
 * Sends a stored file so that it cannot act in the app's origin: exact type, nosniff, and a
 * sandboxing CSP (an SVG's script never runs, even when the file is opened directly).
 */
export function sendStoredFile(
  res: Response,
  file: { name: string; mime_type: string; data: Uint8Array; sha256: string },
  disposition: 'inline' | 'attachment' = 'attachment',
): void {
  const fallback = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', file.mime_type);
  res.setHeader(
    'Content-Disposition',
    `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('Cache-Control', 'private, max-age=0, must-revalidate');
  res.setHeader('ETag', `"${file.sha256}"`);
  // Said explicitly: the compression middleware wraps end(), and Node would then send it chunked.
  res.setHeader('Content-Length', file.data.byteLength);
  res.end(Buffer.from(file.data));
}
