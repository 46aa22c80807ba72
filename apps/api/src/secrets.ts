import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The session secret as the KeyObject jsonwebtoken signs and verifies with: made once, not from
 * the string on every request. The key is the secret's UTF-8 bytes, as jsonwebtoken uses a string
 * secret, so tokens signed before stay valid.
 */
export const sessionKey = (secret: string): KeyObject => createSecretKey(secret, 'utf8');

/**
 * Returns the JWT secret, as a key: JWT_SECRET when set, otherwise one generated on first start
 * and kept under DATA_DIR, so sessions survive restarts of the embedded default.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): KeyObject {
  if (configured) return sessionKey(configured);
  const dir = resolve(dataDir);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return sessionKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return sessionKey(secret);
}
