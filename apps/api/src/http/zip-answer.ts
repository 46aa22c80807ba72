// A zip streamed as the answer (the accounting export, an organization's data): backpressure on
// the client, an abort when the client goes away, and a send deadline: a client that takes
// nothing of what waits for it for `idleTimeoutMs` is cut, so that a download
// nobody reads does not hold its export's database connection and organization lock for ever.
import type { Archiver } from 'archiver';
import type { Response } from 'express';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';

/**
 * Types whose bytes are already compressed (the accepted PDF, JPEG, PNG and WebP, and archives):
 * deflating them again costs time and saves nothing, so a zip stores them as they are.
 */
const COMPRESSED_MIME_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/zip',
  'application/gzip',
]);

export const isAlreadyCompressed = (mimeType: string): boolean =>
  COMPRESSED_MIME_TYPES.has(mimeType);

/** How many bytes of zip may wait for a slow client before the export pauses. */
const OUTPUT_HIGH_WATER = 1024 * 1024;

/** Waits while more than OUTPUT_HIGH_WATER bytes of zip wait for the client. */
async function clientCaughtUp(archive: Archiver, res: Response, signal: AbortSignal) {
  while (archive.readableLength > OUTPUT_HIGH_WATER) {
    signal.throwIfAborted();
    if (res.writableNeedDrain) await once(res, 'drain', { signal });
    else await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A zip being answered: its entries are appended one at a time, as fast as the client reads. */
export class ZipAnswer {
  constructor(
    readonly archive: Archiver,
    private readonly res: Response,
    /** Aborts when the client goes away. */
    readonly signal: AbortSignal,
    private readonly failed: Promise<never>,
  ) {}

  /**
   * Appends a text entry that `write` streams a piece at a time through `put` (each piece waits
   * until the entry has taken the previous ones); what `write` returns ends the entry. Resolves
   * once the entry is in the zip and the client has caught up.
   */
  async appendText(
    name: string,
    write: (put: (text: string) => Promise<void>) => Promise<string | undefined>,
  ): Promise<void> {
    const entry = new PassThrough();
    const written = once(this.archive, 'entry', { signal: this.signal });
    // Awaited below; until then a failure elsewhere must not leave it unhandled.
    written.catch(() => undefined);
    this.archive.append(entry, { name });
    const last = await write(async (text) => {
      if (!entry.write(text)) await once(entry, 'drain', { signal: this.signal });
    });
    entry.end(last);
    await written;
    await clientCaughtUp(this.archive, this.res, this.signal);
  }

  /**
   * Appends a stored file's bytes (as they are when already compressed, deflated otherwise), and
   * resolves once the client has caught up.
   */
  async appendFile(name: string, file: { data: Buffer; mimeType: string }): Promise<void> {
    const written = once(this.archive, 'entry', { signal: this.signal });
    this.archive.append(file.data, { name, store: isAlreadyCompressed(file.mimeType) });
    await written;
    await clientCaughtUp(this.archive, this.res, this.signal);
  }

  /** Writes the zip's entries with `build`, then ends it. */
  async finish(build: () => Promise<void>): Promise<void> {
    try {
      await build();
      await Promise.race([this.archive.finalize(), this.failed]);
    } catch (err) {
      // A client that went away is not an error of ours: the cursors are closed, nothing to
      // answer.
      if (!this.signal.aborted) throw err;
    }
  }
}

/**
 * Cuts `res` once bytes have waited for its client for `idleTimeoutMs` without the client taking
 * any. While nothing waits (the export is reading the database), the client is not late.
 * `what` names the answer in the log (an export, a streamed list).
 */
export function watchIdleClient(res: Response, idleTimeoutMs: number, what = 'export'): void {
  let taken = -1;
  let idleSince = performance.now();
  const timer = setInterval(
    () => {
      const socket = res.socket;
      if (!socket) return;
      // bytesWritten counts what waits in the socket's buffer too (writableLength).
      const takenNow = socket.bytesWritten - socket.writableLength;
      if (takenNow !== taken || socket.writableLength === 0) {
        taken = takenNow;
        idleSince = performance.now();
      } else if (performance.now() - idleSince >= idleTimeoutMs) {
        clearInterval(timer);
        res.req.log?.warn({ idleTimeoutMs, sentBytes: taken }, `${what} cut: client took nothing`);
        // A reset rather than a close: the kernel drops at once what the client never read.
        socket.resetAndDestroy();
      }
    },
    Math.min(1000, Math.max(50, idleTimeoutMs / 10)),
  );
  timer.unref();
  res.on('close', () => clearInterval(timer));
}

/**
 * The zip's answer: headers, an abort when the client goes away, and the cut of a client that
 * takes nothing for `idleTimeoutMs`.
 */
export async function startZipAnswer(
  res: Response,
  fileName: string,
  idleTimeoutMs: number,
): Promise<ZipAnswer> {
  // Loaded on the first export rather than at boot: an idle server does not carry it.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // A client that goes away stops the export instead of leaving it waiting on a closed socket.
  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) {
      aborted.abort();
      archive.abort();
    }
  });
  const failed = new Promise<never>((_, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  archive.pipe(res);
  watchIdleClient(res, idleTimeoutMs);
  return new ZipAnswer(archive, res, aborted.signal, failed);
}
