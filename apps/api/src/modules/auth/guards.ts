// The status-code contract as three middlewares, used by every area:
//   requireSession      no or invalid session            → 403
//   requireOrganization signed in without organization   → 401 (spec message)
//   requireActivePlan   organization without active plan → 402
// Each one includes the checks before it, so a router needs only the strongest it requires. The
// two that need an organization then check the caller's role against the route's minimal one
// (route-roles.ts): 403 with reason "role". The session (user, membership with its role, and
// plan) is read once per request, in one statement, and shared by all three.
import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Endpoint } from '@app/shared/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/prisma.js';
import { route, withInput, type RouteInput } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { AppError } from '../../errors/app-error.js';
import { knownSession, rememberSession, type Session } from '../../http/request-session.js';
import { findSession } from './auth.service.js';
import { assertRouteRole } from './role-guard.js';
import { readSession } from './session.js';

export const MSG_NO_SESSION = 'Session absente ou expirée.';

/** Subscription states that give access to the app (past_due: Stripe is still retrying). */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** The request's valid session, read at most once per request; 403 without one. */
export async function loadSession(ctx: AppContext, req: Request): Promise<Session> {
  const known = knownSession(req);
  if (known) return known;
  const token = readSession(req, ctx.jwtSecret);
  const session = token && (await findSession(ctx.db, token));
  if (!session) throw new AppError('UNAUTHENTICATED', MSG_NO_SESSION);
  rememberSession(req, session);
  return session;
}

async function loadMembership(ctx: AppContext, req: Request): Promise<Session> {
  const session = await loadSession(ctx, req);
  if (session.user.organization_id === null) throw new AppError('NO_ORGANIZATION', '');
  return session;
}

function guard(check: (req: Request) => Promise<unknown>): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    check(req).then(() => next(), next);
  };
}

export const requireSession = (ctx: AppContext) => guard((req) => loadSession(ctx, req));

export const requireOrganization = (ctx: AppContext) =>
  guard(async (req) => {
    const { user } = await loadMembership(ctx, req);
    assertRouteRole(req, user.role);
  });

export const requireActivePlan = (ctx: AppContext) =>
  guard(async (req) => {
    const { user, plan } = await loadMembership(ctx, req);
    const active =
      plan?.plan_id != null &&
      (ACCESS_STATUSES as readonly string[]).includes(plan.subscription_status);
    if (!active) throw new AppError('PAYMENT_REQUIRED', '');
    assertRouteRole(req, user.role);
  });

/** The router of an area whose every call needs an active plan (402 otherwise). */
export const activePlanRouter = (ctx: AppContext): Router => Router().use(requireActivePlan(ctx));

/**
 * The router of one declared read behind the active plan, mounted at the endpoint's base: its own
 * guard (the router may share its base with another area's), its query parsed by its schema,
 * `read` answering.
 */
export function activePlanRead<Query extends z.ZodType, Output>(
  ctx: AppContext,
  endpoint: Omit<Endpoint, 'query'> & { query: Query },
  read: (db: Db, organizationId: number, input: RouteInput<Query>) => Promise<Output>,
): Router {
  const router = Router();
  serve(router, endpoint, requireActivePlan(ctx), route(endpoint.query, withInput(ctx.db, read)));
  return router;
}
