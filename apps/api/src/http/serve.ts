// Routes registered from the endpoints declared in @app/shared (contract.ts): the method and the
// path come from the declaration, so the API, the web client, the suites and the OpenAPI document
// cannot disagree on them. The handlers stay what they were (route() and its helpers), parsing
// with the declaration's schemas.
import type { Endpoint } from '@app/shared/contract';
import type { RequestHandler, Router } from 'express';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/**
 * Registers `endpoint` on its area's router, which is mounted at `endpoint.base`; `handlers` run
 * in order (middlewares such as an upload's parser, then the route).
 */
export function serve(router: Router, endpoint: Endpoint, ...handlers: RequestHandler[]): void {
  if (!endpoint.path.startsWith(endpoint.base)) {
    throw new Error(`${endpoint.id}: ${endpoint.path} is not under ${endpoint.base}`);
  }
  router[METHODS[endpoint.method]](endpoint.path.slice(endpoint.base.length) || '/', ...handlers);
}
