// The embedded PostgreSQL's password: generated once into DATA_DIR with mode 0600 and
// reused; a cluster created with the former fixed password is moved to a generated one.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, test } from 'vitest';
import {
  adoptClusterPassword,
  LEGACY_PASSWORD,
  passwordForNewCluster,
} from '../src/db/embedded-password.js';

const dir = mkdtempSync(join(tmpdir(), 'pg-password-'));
const role = `legacy_${randomBytes(4).toString('hex')}`;

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A client of the test server as `role` with `password` (not connected yet). */
function clientAs(password: string): pg.Client {
  const url = new URL(inject('adminDatabaseUrl'));
  url.username = role;
  url.password = password;
  return new pg.Client({ connectionString: url.toString() });
}

async function canConnect(password: string): Promise<boolean> {
  const client = clientAs(password);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await asAdmin(`DROP ROLE IF EXISTS ${role}`);
});

describe('embedded PostgreSQL password', () => {
  test('a new cluster gets a generated password, written once with mode 0600 and reused', () => {
    const file = join(dir, 'new', 'pg-password');
    const first = passwordForNewCluster(file);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first).not.toBe(LEGACY_PASSWORD);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(passwordForNewCluster(file)).toBe(first);
  });

  test('a cluster with the former fixed password is moved to a generated one, once', async () => {
    await asAdmin(`CREATE ROLE ${role} LOGIN PASSWORD '${LEGACY_PASSWORD}'`);
    const file = join(dir, 'old', 'pg-password');
    const password = await adoptClusterPassword(file, clientAs);
    expect(password).not.toBe(LEGACY_PASSWORD);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.pending`)).toBe(false);
    expect(await canConnect(password)).toBe(true);
    expect(await canConnect(LEGACY_PASSWORD)).toBe(false);
    // The next start reads the file: nothing to change any more.
    expect(await adoptClusterPassword(file, clientAs)).toBe(password);
  });
});
