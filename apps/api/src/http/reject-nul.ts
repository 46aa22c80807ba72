import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

export const MSG_NUL_CHARACTER = 'Les données envoyées contiennent un caractère non valide.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold U+0000: a JSON or query value carrying it is refused up front with
 * a 400 instead of failing in the database. (Multipart text is read through the shared field
 * builders, whose formValue drops the character.)
 */
export const rejectNul: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body) || containsNul(req.query)) {
    next(new AppError('BAD_REQUEST', MSG_NUL_CHARACTER));
    return;
  }
  next();
};
