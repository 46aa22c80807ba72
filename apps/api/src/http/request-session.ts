// The session a request carries: the guards of modules/auth read it once per request (one
// statement) and remember it here, on the request object, for the handlers. Kept under http/ so that
// `route()` and the areas' routes read the caller without importing the auth module.
import type { Request } from 'express';
import type { Prisma } from '../generated/prisma/client.js';

/** What the API knows of a signed-in user. */
export const accountSelect = {
  user_id: true,
  name: true,
  email: true,
  organization_id: true,
  email_verified_at: true,
  /** Meaningful only with an organization. */
  role: true,
} as const satisfies Prisma.UserSelect;
export type AuthenticatedUser = Prisma.UserGetPayload<{ select: typeof accountSelect }>;

/** What a guard needs of the user's organization: is its plan active? */
export const sessionPlanSelect = {
  plan_id: true,
  subscription_status: true,
} as const satisfies Prisma.OrganizationSelect;
export type SessionPlan = Prisma.OrganizationGetPayload<{ select: typeof sessionPlanSelect }>;

/** A valid session: its user, and the plan of the user's organization (null without one). */
export type Session = { user: AuthenticatedUser; plan: SessionPlan | null };

/** Set by the guards, for the lifetime of the request object. */
const sessionByRequest = new WeakMap<Request, Session>();

export const rememberSession = (req: Request, session: Session): void => {
  sessionByRequest.set(req, session);
};

/** The session a guard has already read for this request, if any. */
export const knownSession = (req: Request): Session | undefined => sessionByRequest.get(req);

/** The signed-in user of a route behind requireSession. */
export function sessionUser(req: Request): AuthenticatedUser {
  const session = sessionByRequest.get(req);
  if (!session) throw new Error('sessionUser() used on a route without requireSession');
  return session.user;
}

/** The caller's organization id, on a route behind requireOrganization or requireActivePlan. */
export function organizationId(req: Request): number {
  const id = sessionByRequest.get(req)?.user.organization_id;
  if (id === undefined || id === null) {
    throw new Error('organizationId() used on a route without requireOrganization');
  }
  return id;
}

/** The signed-in member as the organization's rules see them: their id and their role. */
export function actorOf(req: Request): { userId: number; role: AuthenticatedUser['role'] } {
  const user = sessionUser(req);
  return { userId: user.user_id, role: user.role };
}
