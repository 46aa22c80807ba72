// The role check of the guards: the request's route is looked up in ROUTE_ROLES and
// the caller's role compared with its minimal one. Router-level guards run before Express has
// matched a route, so the lookup matches the request's own path against the table's patterns,
// the way Express does: case-insensitive, a trailing slash optional, `:param` one segment.
import { roleAtLeast, roleRefusalMessage, type Role } from '@app/shared/roles';
import type { Request } from 'express';
import { AppError } from '../../errors/app-error.js';
import { ROUTE_ROLES, type RouteRule } from './route-roles.js';

/** A path the table does not know, behind a guard that needs an organization: owners only. */
const UNKNOWN_ROUTE: RouteRule = ['owner', 'faire cette opération'];

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

type Pattern = { method: string; path: RegExp; rule: RouteRule };

const PATTERNS: Pattern[] = Object.entries(ROUTE_ROLES).map(([route, rule]) => {
  const [method, path] = route.split(' ') as [string, string];
  const segments = trimSlashes(path)
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return { method, path: new RegExp(`^${segments.join('/')}$`, 'i'), rule };
});

/** The rule of a request: its method (HEAD runs the GET handler) and its full path. */
export function routeRule(method: string, path: string): RouteRule {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const normalized = trimSlashes(path);
  const found = PATTERNS.find((p) => p.method === wanted && p.path.test(normalized));
  return found?.rule ?? UNKNOWN_ROUTE;
}

/** 403 with reason "role" when the caller's role is below the route's minimal one. */
export function assertRouteRole(req: Request, role: Role): void {
  const [minimal, action] = routeRule(req.method, req.baseUrl + req.path);
  if (!roleAtLeast(role, minimal)) throw new AppError('ROLE', roleRefusalMessage(role, action));
}
