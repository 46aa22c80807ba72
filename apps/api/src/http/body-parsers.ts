// Request bodies, read before any route or session check, so they must be cheap to refuse: no
// compressed bodies (a 2 KB gzip body can inflate to megabytes of nested brackets), JSON in UTF-8
// only with a nesting depth checked on its raw bytes before JSON.parse runs, and a few KB for
// anonymous routes.
import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';
import { JSON_TOO_DEEP, MSG_TOO_DEEP } from '../errors/error-middleware.js';

/** JSON and form bodies of signed-in calls: a 1 MB text field must still reach its French 400. */
export const JSON_BODY_LIMIT = '2mb';
/** Login, registration, password reset, Google: a few fields. */
export const ANONYMOUS_BODY_LIMIT = '8kb';
/** No request of the app nests objects and arrays deeper than this. */
export const MAX_JSON_DEPTH = 32;

export const MSG_COMPRESSED_BODY = 'Les requêtes compressées ne sont pas acceptées.';
export const MSG_JSON_NOT_UTF8 = 'Les données JSON doivent être encodées en UTF-8.';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of a JSON text, read byte by byte (brackets inside strings don't count). */
export function jsonDepth(bytes: Uint8Array, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/** Refuses a compressed body with 415 before anything reads it. */
export const rejectCompressedBody: RequestHandler = (req, _res, next) => {
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') {
    next(new AppError('UNSUPPORTED_FILE', MSG_COMPRESSED_BODY));
    return;
  }
  next();
};

const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/**
 * JSON in UTF-8 only (RFC 8259 §8.1), the only encoding the depth scan reads right: in UTF-16 a
 * character such as "Ģ" (bytes 22 01) looks like a closing quote to it, and the brackets after it
 * go uncounted. 415 for any other charset; no charset is UTF-8, and `utf8` is read as `utf-8`
 * (the JSON parser accepts only the latter's spelling). Other bodies (forms) are left alone.
 */
const utf8JsonOnly: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next();
  const header = req.get('content-type')!;
  const match = CHARSET.exec(header);
  const charset = (match?.[1] ?? match?.[2])?.toLowerCase();
  if (charset === undefined || charset === 'utf-8') return next();
  if (charset !== 'utf8') return next(new AppError('UNSUPPORTED_FILE', MSG_JSON_NOT_UTF8));
  req.headers['content-type'] = header.replace(CHARSET, '; charset=utf-8');
  next();
};

/** JSON of at most `limit` bytes and MAX_JSON_DEPTH levels; UTF-8 and uncompressed only. */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    utf8JsonOnly,
    express.json({
      limit,
      inflate: false,
      verify: (_req, _res, buffer) => {
        if (jsonDepth(buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
          // body-parser wraps what verify throws in a 403; the error middleware reads the type.
          throw Object.assign(new Error(MSG_TOO_DEEP), { type: JSON_TOO_DEEP });
        }
      },
    }),
  ];
}

/** URL-encoded forms: flat fields only (extended: false), uncompressed. */
export function formBody(limit: string): RequestHandler {
  return express.urlencoded({ extended: false, limit, inflate: false });
}
