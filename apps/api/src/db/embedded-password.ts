// The embedded PostgreSQL's superuser password: generated once and kept in DATA_DIR (mode 0600),
// beside the generated JWT secret, instead of a password every installation shares. A cluster
// created before (with the old fixed password) is moved to a generated one at its next start.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

/** The password of clusters created before passwords were generated. */
export const LEGACY_PASSWORD = 'postgres';

function readSecret(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const value = readFileSync(file, 'utf8').trim();
  return value === '' ? undefined : value;
}

function writeSecret(file: string, value: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  // The mode of writeFileSync applies to a new file only.
  chmodSync(file, 0o600);
}

const newPassword = () => randomBytes(24).toString('base64url');

/** The stored password, if any (a running server's cluster is reached with it). */
export function storedPassword(file: string): string | undefined {
  return readSecret(file);
}

/** The password a new cluster is created with: the stored one when there is one, else a new one. */
export function passwordForNewCluster(file: string): string {
  const stored = readSecret(file);
  if (stored) return stored;
  const password = newPassword();
  writeSecret(file, password);
  return password;
}

function isAuthFailure(err: unknown): boolean {
  // 28P01: invalid_password; 28000: invalid_authorization_specification.
  const code = (err as { code?: unknown }).code;
  return code === '28P01' || code === '28000';
}

/**
 * The password of an existing cluster, reached as `connect(password)` gives a client. Without a
 * password file the cluster still has the legacy password: a new one is generated, written to
 * `<file>.pending` first, set with ALTER ROLE, and only then becomes `<file>`; a start interrupted
 * between two steps finds the pending password already in force, or sets it again.
 */
export async function adoptClusterPassword(
  file: string,
  connect: (password: string) => pg.Client,
): Promise<string> {
  const stored = readSecret(file);
  if (stored) return stored;
  const pendingFile = `${file}.pending`;
  let next = readSecret(pendingFile);
  if (!next) {
    next = newPassword();
    writeSecret(pendingFile, next);
  }
  for (const candidate of [next, LEGACY_PASSWORD]) {
    const client = connect(candidate);
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => undefined);
      if (isAuthFailure(err)) continue;
      throw err;
    }
    try {
      if (candidate !== next) {
        await client.query(`ALTER ROLE CURRENT_USER PASSWORD ${client.escapeLiteral(next)}`);
      }
    } finally {
      await client.end();
    }
    renameSync(pendingFile, file);
    return next;
  }
  throw new Error(
    `The embedded PostgreSQL refused both the password in ${pendingFile} and the former default one; ` +
      `write its superuser password to ${file}.`,
  );
}
