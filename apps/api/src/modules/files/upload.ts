import type { RequestHandler } from 'express';
import multer from 'multer';

/** DESIGN.md: 10 MB per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Multipart parsing for one optional file field, kept in memory so it is written to PostgreSQL in
 * the same transaction as the row that owns it. Limits make oversize or odd requests fail fast
 * (413 / 400 through the error middleware) instead of filling memory.
 */
export function singleFileUpload(field = 'file'): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 40, fieldSize: 1024 * 1024, parts: 45 },
  }).single(field);
}
