import type { CookieOptions, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { randomUUID, type KeyObject } from 'node:crypto';

export const SESSION_COOKIE = 'token';
const SESSION_DAYS = 7;

// `iat` is in seconds; `ims` (issued, ms) lets a password reset end exactly the sessions opened
// before it, even within the same second. `jti` names the session, so that its logout ends it
// alone (tokens issued before it carried none).
type SessionClaims = { sub: string; iat: number; exp: number; ims?: number; jti?: string };

/** What a valid session cookie says. */
export interface SessionToken {
  userId: number;
  issuedAtMs: number;
  /** Undefined for a token issued before sessions had ids. */
  sessionId: string | undefined;
  expiresAt: Date;
}

/** Set by createApp: the app is reached over https (PUBLIC_URL), whatever this hop says. */
export const SECURE_COOKIES_SETTING = 'secure session cookies';

/**
 * Secure when the request came over TLS, or when the app's public address is https: behind a
 * TLS-terminating proxy without TRUST_PROXY, the hop to the app is plain http, yet the browser
 * talks https and the cookie must never travel without it.
 */
function cookieOptions(req: Request): CookieOptions {
  const secure = req.secure || req.app.get(SECURE_COOKIES_SETTING) === true;
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** `key`: the session secret as a KeyObject, made once at boot (secrets.ts). */
export function openSession(req: Request, res: Response, key: KeyObject, userId: number): void {
  const token = jwt.sign({ sub: String(userId), ims: Date.now() }, key, {
    algorithm: 'HS256',
    expiresIn: `${SESSION_DAYS}d`,
    jwtid: randomUUID(),
  });
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_DAYS * 86_400_000 });
}

export function closeSession(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

/**
 * The tokens already verified, per session key: a verified token's claims never change, so the
 * HMAC and the JSON of a token sent again (every call of a signed-in page) are not redone. Only
 * tokens that passed `jwt.verify` are kept; their expiry is checked again at each use, as
 * `jwt.verify` checks it. Revocation is not decided here (the guards' session row does it).
 */
const verifiedTokens = new WeakMap<KeyObject, Map<string, SessionToken>>();
const MAX_VERIFIED_TOKENS = 5_000;

function verifyToken(token: string, key: KeyObject): SessionToken | undefined {
  try {
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as SessionClaims;
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return undefined;
    const issuedAtMs =
      typeof claims.ims === 'number' && Number.isFinite(claims.ims)
        ? claims.ims
        : claims.iat * 1000;
    const sessionId = typeof claims.jti === 'string' && claims.jti !== '' ? claims.jti : undefined;
    return { userId, issuedAtMs, sessionId, expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return undefined;
  }
}

/** The user id of a valid session cookie, or undefined (missing, tampered, expired, alg none). */
export function readSession(req: Request, key: KeyObject): SessionToken | undefined {
  const token: unknown = req.cookies?.[SESSION_COOKIE];
  if (typeof token !== 'string' || token === '') return undefined;
  let verified = verifiedTokens.get(key);
  if (!verified) verifiedTokens.set(key, (verified = new Map()));
  const known = verified.get(token);
  // jwt.verify's rule: expired once the current second reaches `exp`.
  if (known) {
    if (Date.now() < known.expiresAt.getTime()) return known;
    verified.delete(token);
    return undefined;
  }
  const session = verifyToken(token, key);
  if (session) {
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
    verified.set(token, Object.freeze(session));
  }
  return session;
}
