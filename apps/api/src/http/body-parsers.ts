// Request bodies, read before any route or session check, so they must be cheap to refuse: no
// compressed bodies (a 2 KB gzip body can inflate to megabytes of nested brackets), a nesting
// depth checked on the raw bytes before JSON.parse runs, and a few KB for anonymous routes.
import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

/** JSON and form bodies of signed-in calls: a 1 MB text field must still reach its French 400. */
export const JSON_BODY_LIMIT = '2mb';
/** Login, registration, password reset, Google: a few fields. */
export const ANONYMOUS_BODY_LIMIT = '8kb';
/** No request of the app nests objects and arrays deeper than this. */
export const MAX_JSON_DEPTH = 32;

export const MSG_COMPRESSED_BODY = 'Les requêtes compressées ne sont pas acceptées.';
export const MSG_TOO_DEEP = 'Les données envoyées sont trop imbriquées.';
/** The type of the body-parser error of a JSON body nested too deep. */
export const JSON_TOO_DEEP = 'entity.too.deep';

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

/** JSON of at most `limit` bytes and MAX_JSON_DEPTH levels; uncompressed only. */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    inflate: false,
    verify: (_req, _res, buffer) => {
      if (jsonDepth(buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        // body-parser wraps what verify throws in a 403; the error middleware reads the type.
        throw Object.assign(new Error(MSG_TOO_DEEP), { type: JSON_TOO_DEEP });
      }
    },
  });
}

/** URL-encoded forms: flat fields only (extended: false), uncompressed. */
export function formBody(limit: string): RequestHandler {
  return express.urlencoded({ extended: false, limit, inflate: false });
}
