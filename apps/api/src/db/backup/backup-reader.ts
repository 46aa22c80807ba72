// Reads a backup file entry by entry, as it is decompressed: nothing is held but the entry being
// read. Whatever the gzip or tar layer refuses (not gzip, truncated, not a tar) becomes one
// French message, since it means the same to the person restoring: this is not a usable backup.
import { createReadStream, existsSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type Extract } from 'tar-stream';
import {
  BackupError,
  MANIFEST_ENTRY,
  MSG_NOT_A_BACKUP,
  parseManifest,
  type BackupManifest,
} from './backup-format.js';

/** One file of the archive: its header and a stream of its bytes. */
export type Entry = Extract extends AsyncIterable<infer Source> ? Source : never;

export type BackupReader = {
  manifest: BackupManifest;
  /** The entries after the manifest, one at a time; each must be read before the next. */
  entries: () => AsyncGenerator<Entry>;
  /** Each slice of an entry's bytes (errors of the file mapped like the entries'). */
  bytes: (entry: Entry) => AsyncGenerator<Buffer>;
  close: () => void;
};

function notABackup(err: unknown): BackupError {
  if (err instanceof BackupError) return err;
  const detail = err instanceof Error ? ` (${err.message})` : '';
  return new BackupError(`${MSG_NOT_A_BACKUP}${detail}`);
}

async function* mapped<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<T>;
    try {
      step = await iterator.next();
    } catch (err) {
      throw notABackup(err);
    }
    if (step.done) return;
    yield step.value;
  }
}

async function readAll(reader: Pick<BackupReader, 'bytes'>, entry: Entry): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of reader.bytes(entry)) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

/** Opens `file` and reads its manifest; refuses a file that is not a backup of this format. */
export async function openBackup(file: string): Promise<BackupReader> {
  if (!existsSync(file)) throw new BackupError(`Fichier introuvable : ${file}`);
  const extract = tarExtract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // The extract's iterator reports the same failure; this copy only must not go unhandled.
  reading.catch(() => undefined);
  const entries = mapped(extract as AsyncIterable<Entry>);
  const bytes = (entry: Entry) => mapped(entry as AsyncIterable<Buffer>);
  const close = () => extract.destroy();
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== MANIFEST_ENTRY) {
      throw new BackupError(MSG_NOT_A_BACKUP);
    }
    const manifest = parseManifest(await readAll({ bytes }, first.value));
    return { manifest, entries: () => entries, bytes, close };
  } catch (err) {
    close();
    throw notABackup(err);
  }
}
