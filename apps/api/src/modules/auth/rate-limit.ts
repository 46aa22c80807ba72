import { MSG_TOO_MANY } from '@app/shared/http';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../../config.js';

/**
 * One limiter per route (its own counter), keyed by client address (behind a proxy, set
 * TRUST_PROXY so it is the visitor's). Memory store: a single instance; several replicas would
 * plug a shared store here.
 */
export function authRateLimit(
  config: Pick<Config, 'AUTH_RATE_LIMIT_MAX' | 'AUTH_RATE_LIMIT_WINDOW_MS'>,
  options: { countSuccesses: boolean },
): RequestHandler {
  return rateLimit({
    windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
    limit: config.AUTH_RATE_LIMIT_MAX,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Failed logins are what an attacker repeats; members signing in again are not limited.
    skipSuccessfulRequests: !options.countSuccesses,
    // A correct login of a user without organization answers 401 (contract): not a failure.
    requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode === 401,
    handler: (_req, res) => {
      res.status(429).json({ error: true, message: MSG_TOO_MANY });
    },
  });
}

/**
 * Every /api call per client address: generous for a person or a team behind one address, a
 * ceiling for a script hammering the API. Same store caveat as above.
 */
export function apiRateLimit(
  config: Pick<Config, 'API_RATE_LIMIT_MAX' | 'API_RATE_LIMIT_WINDOW_MS'>,
): RequestHandler {
  return rateLimit({
    windowMs: config.API_RATE_LIMIT_WINDOW_MS,
    limit: config.API_RATE_LIMIT_MAX,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ error: true, message: MSG_TOO_MANY });
    },
  });
}
