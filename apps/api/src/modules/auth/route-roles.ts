// Who may call what: every route that needs an organization, with the minimal role
// it takes and the French phrase of its refusal ("Votre rôle (Lecteur) ne permet pas de …").
// The guards read it (role-guard.ts); test/roles.test.ts walks every declared route against it,
// so a route added without a decision here fails the suite. The groups are in docs/decisions.md.
import { DECLARED_ENDPOINTS, routeKey } from '@app/shared/endpoints';
import type { Role } from '@app/shared/roles';

export type RouteRule = readonly [minimal: Role, action: string];

/** The rules of the endpoints declared in @app/shared (their `access`). */
const DECLARED_RULES: Record<string, RouteRule> = Object.fromEntries(
  DECLARED_ENDPOINTS.flatMap((endpoint) =>
    endpoint.access.kind === 'role'
      ? [[routeKey(endpoint), [endpoint.access.role, endpoint.access.action] as const]]
      : [],
  ),
);

/** Keys are 'METHOD /path' exactly as Express registers them (test/support/routes.ts). */
export const ROUTE_ROLES: Readonly<Record<string, RouteRule>> = DECLARED_RULES;

/**
 * The routes that need no organization, hence no role: anonymous calls, the account's own
 * settings, and what a person without organization does (create one, ask to join, answer an
 * invitation). The guards give them no role check; the walk checks the two lists cover every route.
 */
export const ROUTES_WITHOUT_ORGANIZATION: readonly string[] = DECLARED_ENDPOINTS.filter(
  (endpoint) => endpoint.access.kind !== 'role',
).map(routeKey);
