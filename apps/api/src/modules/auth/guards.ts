// The status-code contract of DESIGN.md as three middlewares, used by every area:
//   requireSession      no or invalid session            → 403
//   requireOrganization signed in without organization   → 401 (spec message)
//   requireActivePlan   organization without active plan → 402
// Each one includes the checks before it, so a router needs only the strongest it requires.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { findSessionUser, type AuthenticatedUser } from './auth.service.js';
import { readSession } from './session.js';

export const MSG_NO_SESSION = 'Session absente ou expirée.';

/** Subscription states that give access to the app (past_due: Stripe is still retrying). */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'] as const;

export type SessionAuth = { user: AuthenticatedUser };

/** Set by the guards below, for the lifetime of the request object. */
const authByRequest = new WeakMap<Request, SessionAuth>();

async function loadSessionUser(ctx: AppContext, req: Request): Promise<AuthenticatedUser> {
  const known = authByRequest.get(req);
  if (known) return known.user;
  const session = readSession(req, ctx.jwtSecret);
  const user = session && (await findSessionUser(ctx.db, session.userId, session.issuedAtMs));
  if (!user) throw new AppError('UNAUTHENTICATED', MSG_NO_SESSION);
  authByRequest.set(req, { user });
  return user;
}

async function loadOrganizationUser(ctx: AppContext, req: Request) {
  const user = await loadSessionUser(ctx, req);
  if (user.organization_id === null) throw new AppError('NO_ORGANIZATION', '');
  return user;
}

function guard(check: (req: Request) => Promise<unknown>): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    check(req).then(() => next(), next);
  };
}

export const requireSession = (ctx: AppContext) => guard((req) => loadSessionUser(ctx, req));

export const requireOrganization = (ctx: AppContext) =>
  guard((req) => loadOrganizationUser(ctx, req));

export const requireActivePlan = (ctx: AppContext) =>
  guard(async (req) => {
    const user = await loadOrganizationUser(ctx, req);
    const organization = await ctx.db.organization.findUnique({
      where: { organization_id: user.organization_id! },
      select: { plan_id: true, subscription_status: true },
    });
    const active =
      organization?.plan_id != null &&
      (ACCESS_STATUSES as readonly string[]).includes(organization.subscription_status);
    if (!active) throw new AppError('PAYMENT_REQUIRED', '');
  });

/** The signed-in user of a route behind requireSession. */
export function sessionUser(req: Request): AuthenticatedUser {
  const auth = authByRequest.get(req);
  if (!auth) throw new Error('sessionUser() used on a route without requireSession');
  return auth.user;
}

/** The caller's organization id, on a route behind requireOrganization or requireActivePlan. */
export function organizationId(req: Request): number {
  const id = authByRequest.get(req)?.user.organization_id;
  if (id === undefined || id === null) {
    throw new Error('organizationId() used on a route without requireOrganization');
  }
  return id;
}
