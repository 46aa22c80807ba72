import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below about 1 KB the bytes saved do not pay for the compressor's work and framing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers of 1 KB or more (JSON, HTML, scripts, styles) for clients that accept it,
 * brotli or gzip as they prefer. Left as they are:
 * - types `compression` knows to be compressed already (PDF, zip, JPEG, PNG, WebP);
 * - downloads (any answer with Content-Disposition): a stored file or a generated document keeps
 *   its exact bytes and its Content-Length, and the zip export streams untouched;
 * - answers already encoded: the precompressed static files of the web build (spa.ts).
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req, res) => !res.hasHeader('Content-Disposition') && compression.filter(req, res),
  });
}
