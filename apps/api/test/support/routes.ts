// The routes the suites walk: the declared endpoints (@app/shared/endpoints), the one list the API
// registers its routes from. Walking Express's router stack is left to the one check that the app
// registers exactly these (roles.test.ts), so a route registered by hand fails there.
import { DECLARED_ENDPOINTS, routeKey } from '@app/shared/endpoints';
import type { Express } from 'express';
import request from 'supertest';

/** Every declared endpoint, as 'METHOD /path' (its parameters as Express names them, ':id'). */
export const DECLARED_ROUTES: readonly string[] = [
  ...new Set(DECLARED_ENDPOINTS.map(routeKey)),
].sort();

/** The declared endpoints that read multipart/form-data bodies (files and form fields). */
export const DECLARED_MULTIPART_ROUTES: readonly string[] = DECLARED_ENDPOINTS.filter(
  (endpoint) => endpoint.multipart === true,
)
  .map(routeKey)
  .sort();

type Layer = {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle: { name: string; stack?: Layer[] };
};

/** The name upload.ts gives the middleware that parses multipart forms. */
const MULTIPART_HANDLER = 'multipartForm';

type Found = { route: string; multipart: boolean };

/** Every route of the app, and whether a multipart parser runs before its handler. */
function walkRoutes(app: Express): Found[] {
  const found: Found[] = [];
  const walk = (stack: Layer[], prefix: string, inheritedMultipart: boolean) => {
    // A multipart parser mounted with router.use() applies to the routes registered after it.
    let multipart = inheritedMultipart;
    for (const layer of stack) {
      if (layer.route) {
        const own = layer.route.stack.some((inner) => inner.handle.name === MULTIPART_HANDLER);
        for (const method of Object.keys(layer.route.methods)) {
          found.push({
            route: `${method.toUpperCase()} ${prefix}${layer.route.path}`,
            multipart: multipart || own,
          });
        }
      } else if (layer.handle.stack) {
        const mount =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount, multipart);
      } else if (layer.handle.name === MULTIPART_HANDLER) {
        multipart = true;
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', false);
  return found;
}

/** Every route the app registers, as 'METHOD /path' (read from Express 5's router stack). */
export function registeredRoutes(app: Express): string[] {
  return [...new Set(walkRoutes(app).map((found) => found.route))].sort();
}

/** The registered routes that read multipart/form-data bodies (files and form fields). */
export function multipartRoutes(app: Express): string[] {
  const routes = walkRoutes(app).filter((found) => found.multipart);
  return [...new Set(routes.map((found) => found.route))].sort();
}

/** A request to a route named as above ('METHOD /path'); `path` may carry a query string. */
export function requestRoute(app: Express, route: string): request.Test {
  const [method, path] = route.split(' ') as [string, string];
  const agent = request(app);
  switch (method) {
    case 'GET':
      return agent.get(path);
    case 'PUT':
      return agent.put(path);
    case 'DELETE':
      return agent.delete(path);
    default:
      return agent.post(path);
  }
}
