// A zip streamed as the answer (the accounting export, an organization's data): backpressure on
// the client, and an abort when the client goes away.
import type { Archiver } from 'archiver';
import type { Response } from 'express';
import { once } from 'node:events';

/** How many bytes of zip may wait for a slow client before the export pauses. */
const OUTPUT_HIGH_WATER = 1024 * 1024;

/** Waits while more than OUTPUT_HIGH_WATER bytes of zip wait for the client. */
export async function clientCaughtUp(archive: Archiver, res: Response, signal: AbortSignal) {
  while (archive.readableLength > OUTPUT_HIGH_WATER) {
    signal.throwIfAborted();
    if (res.writableNeedDrain) await once(res, 'drain', { signal });
    else await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The zip's answer: headers, and an abort when the client goes away. */
export async function startZipAnswer(res: Response, fileName: string) {
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
  return { archive, signal: aborted.signal, failed };
}
