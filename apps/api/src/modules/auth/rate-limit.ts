import { MSG_TOO_MANY } from '@app/shared/http';
import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import type { AppContext } from '../../app-context.js';
import { pgPoolOf } from '../../db/prisma.js';
import { PostgresRateLimitStore, type RateLimitStoreOptions } from './rate-limit-store.js';

type LimiterContext = Pick<AppContext, 'config' | 'db' | 'logger'>;

/**
 * What every limiter of the app shares: its counters in PostgreSQL under `name` (one name per
 * limiter, the same in every replica, so replicas count together), the IETF draft-7 headers and
 * the contract's 429. When the database cannot count, the request goes on: it needs the database
 * anyway and answers for itself (the health check its 503).
 */
export function limiterOptions(
  ctx: LimiterContext,
  name: string,
  storeOptions: RateLimitStoreOptions = {},
): Partial<Options> {
  return {
    store: new PostgresRateLimitStore(pgPoolOf(ctx.db), name, storeOptions),
    passOnStoreError: true,
    logger: {
      error: (err, message) => ctx.logger.error({ err, limiter: name }, message ?? 'rate limit'),
      warn: (err, message) => ctx.logger.warn({ err, limiter: name }, message ?? 'rate limit'),
    },
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ error: true, message: MSG_TOO_MANY });
    },
  };
}

/**
 * One limiter per route (`name`, its own counter), keyed by client address (behind a proxy, set
 * TRUST_PROXY so it is the visitor's).
 */
export function authRateLimit(
  ctx: LimiterContext,
  name: string,
  options: { countSuccesses: boolean },
): RequestHandler {
  return rateLimit({
    ...limiterOptions(ctx, `auth-${name}`),
    windowMs: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS,
    limit: ctx.config.AUTH_RATE_LIMIT_MAX,
    // Failed logins are what an attacker repeats; members signing in again are not limited.
    skipSuccessfulRequests: !options.countSuccesses,
    // A correct login of a user without organization answers 401 (contract): not a failure.
    requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode === 401,
  });
}

/**
 * How late the `api` limiter writes the hits it counted: within a window a replica already knows,
 * a call waits for no write, and every replica sees the others' calls within this delay.
 */
export const API_RATE_LIMIT_FLUSH_MS = 250;

/**
 * Every /api call per client address: generous for a person or a team behind one address, a
 * ceiling for a script hammering the API. Batched (API_RATE_LIMIT_FLUSH_MS): at 1,200 calls a
 * minute, a count a fraction of a second late changes nothing, and a write per call would cost
 * every request a round trip on one hot row per address.
 */
export function apiRateLimit(ctx: LimiterContext): RequestHandler {
  return rateLimit({
    ...limiterOptions(ctx, 'api', { flushEveryMs: API_RATE_LIMIT_FLUSH_MS }),
    windowMs: ctx.config.API_RATE_LIMIT_WINDOW_MS,
    limit: ctx.config.API_RATE_LIMIT_MAX,
  });
}
