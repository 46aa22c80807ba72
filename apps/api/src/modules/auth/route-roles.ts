// Who may call what: every route that needs an organization, with the minimal role
// it takes and the French phrase of its refusal ("Votre rôle (Lecteur) ne permet pas de …").
// The guards read it (role-guard.ts); test/roles.test.ts walks every registered route against it,
// so a route added without a decision here fails the suite. The groups are in docs/decisions.md.
import { DECLARED_ENDPOINTS, routeKey } from '@app/shared/endpoints';
import type { Role } from '@app/shared/roles';

export type RouteRule = readonly [minimal: Role, action: string];

const read = (action: string): RouteRule => ['viewer', action];
const work = (action: string): RouteRule => ['member', action];
const own = (action: string): RouteRule => ['owner', action];

/** The rules of the endpoints declared in @app/shared (their `access`). */
const DECLARED_RULES: Record<string, RouteRule> = Object.fromEntries(
  DECLARED_ENDPOINTS.flatMap((endpoint) =>
    endpoint.access.kind === 'role'
      ? [[routeKey(endpoint), [endpoint.access.role, endpoint.access.action] as const]]
      : [],
  ),
);

/**
 * Keys are 'METHOD /path' exactly as Express registers them (test/support/routes.ts): the declared
 * endpoints' rules, then the routes not declared yet.
 */
export const ROUTE_ROLES: Readonly<Record<string, RouteRule>> = {
  ...DECLARED_RULES,
  // The subscription: owners only.
  'POST /api/stripe/createCheckoutSession': own('souscrire un abonnement'),
  'POST /api/stripe/modifySubscription': own('modifier l’abonnement'),
  'POST /api/stripe/customerPortal': own('gérer l’abonnement'),
  'POST /api/stripe/cancelSubscription': own('résilier l’abonnement'),

  // The organization's images (the organization and its members are declared in
  // @app/shared/organization-endpoints).
  'GET /api/organization/files/:fileType': read('consulter les images de l’organisation'),

  // The products' availability (the catalogue is declared in @app/shared/catalogue-endpoints).
  'GET /api/products/availability': read('consulter les disponibilités'),

  // The planning, the departure and return of the equipment (the quotes and their e-mail are
  // declared in @app/shared/quotes-endpoints).
  'PUT /api/quote/departure/:id': work('enregistrer un départ'),
  'DELETE /api/quote/departure/:id': work('annuler un départ'),
  'PUT /api/quote/return/:id': work('enregistrer un retour'),
  'DELETE /api/quote/return/:id': work('annuler un retour'),
  'GET /api/planning/': read('consulter le planning'),
};

/**
 * The routes that need no organization, hence no role: anonymous calls, the account's own
 * settings, and what a person without organization does (create one, ask to join, answer an
 * invitation). The guards give them no role check; the walk checks the two lists cover every route.
 */
export const ROUTES_WITHOUT_ORGANIZATION: readonly string[] = [
  ...DECLARED_ENDPOINTS.filter((endpoint) => endpoint.access.kind !== 'role').map(routeKey),
  'GET /api/health/',
  'GET /api/ready/',
  'GET /api/auth/config',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/google',
  'POST /api/auth/logout',
  'POST /api/auth/forgotPassword',
  'POST /api/auth/resetPassword',
  'POST /api/auth/verifyEmail',
  'POST /api/auth/resendVerification',
  'GET /api/auth/verifyToken',
  'POST /api/auth/verifyToken',
  'GET /api/auth/profile',
  'PUT /api/auth/updateProfile',
  'PUT /api/auth/changePassword',
  'GET /api/stripe/getPlans',
  'POST /api/stripe/webhook',
];
