import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '@app/shared/http';
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

export const MSG_FOREIGN_ORIGIN = 'Requête refusée : elle provient d’un autre site.';
export const MSG_APP_REQUEST_REQUIRED =
  'Requête refusée : cette action doit être faite depuis l’application.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a browser from another site (CSRF), on top of the
 * SameSite=Lax cookie: the Origin header must name this app (its Host, or PUBLIC_URL), and
 * without Origin a `Sec-Fetch-Site: cross-site` request is refused. Clients that send neither
 * (curl, server-to-server calls such as Stripe's webhook) are not browsers and pass.
 */
export function originCheck(publicUrl: string | undefined): RequestHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined) {
      let host: string | undefined;
      try {
        host = origin === 'null' ? undefined : new URL(origin).host;
      } catch {
        host = undefined;
      }
      const sameHost = host !== undefined && host === req.get('host');
      if (sameHost || origin === publicOrigin) return next();
      return next(new AppError('UNAUTHENTICATED', MSG_FOREIGN_ORIGIN));
    }
    if (req.get('sec-fetch-site') === 'cross-site') {
      return next(new AppError('UNAUTHENTICATED', MSG_FOREIGN_ORIGIN));
    }
    next();
  };
}

/**
 * For a GET that changes state (the spec's validateInvoice): the Origin check above skips GETs,
 * and SameSite=Lax sends the cookie with a top-level GET from another site, so a link or a form
 * could trigger it. A request marked as coming from another site is refused, and so is one
 * without the header the app's fetch helper sends, which no link or form can carry: that covers
 * browsers that send no fetch metadata (docs/decisions.md).
 */
export const appRequestOnly: RequestHandler = (req, _res, next) => {
  const site = req.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') {
    return next(new AppError('UNAUTHENTICATED', MSG_FOREIGN_ORIGIN));
  }
  if (req.get(APP_REQUEST_HEADER)?.toLowerCase() !== APP_REQUEST_VALUE.toLowerCase()) {
    return next(new AppError('UNAUTHENTICATED', MSG_APP_REQUEST_REQUIRED));
  }
  next();
};
