// One way to declare a route: the fields of the request are parsed with the area's zod schema
// (a failed parse reaches the error middleware as the schema's French 400), the use case is called
// with the parsed input and the caller's organization, and what it returns is the JSON answer.
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { organizationId } from '../modules/auth/guards.js';

/** The request body as a record (multer leaves it undefined for a request without fields). */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/**
 * The fields a route reads: the query string for GET; the body for POST and PUT (JSON or
 * multipart); for DELETE the body, and the query string for clients that cannot send a body
 * with DELETE (a field in the body wins).
 */
export function requestFields(req: Request): Record<string, unknown> {
  const query = bodyFields(req.query);
  if (req.method === 'GET' || req.method === 'HEAD') return query;
  const body = bodyFields(req.body);
  return req.method === 'DELETE' ? { ...query, ...body } : body;
}

/** The schema of a route that reads no field (a list). */
export const noFields = z.object({});

export interface RouteContext {
  req: Request;
  res: Response;
  /** The caller's organization (the route's router requires one). */
  readonly organizationId: number;
}

export interface RouteOptions {
  /** The status of a JSON answer: 200 unless said (201 for a creation). */
  status?: number;
}

/**
 * A route handler: parses `requestFields(req)` with `schema`, calls `handle`, and answers what it
 * returns as JSON. A handler that answers by itself (a file download) returns undefined.
 */
export function route<Schema extends z.ZodType>(
  schema: Schema,
  handle: (input: z.output<Schema>, context: RouteContext) => Promise<unknown>,
  options: RouteOptions = {},
): RequestHandler {
  return async (req, res) => {
    const input = schema.parse(requestFields(req));
    const context: RouteContext = {
      req,
      res,
      get organizationId() {
        return organizationId(req);
      },
    };
    const answer = await handle(input, context);
    if (answer !== undefined) res.status(options.status ?? 200).json(answer);
  };
}
