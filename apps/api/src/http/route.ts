// One way to declare a route: the fields of the request are parsed with the area's zod schema
// (a failed parse reaches the error middleware as the schema's French 400), the use case is called
// with the parsed input and the caller's organization, and what it returns is the JSON answer.
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Db } from '../db/prisma.js';
import { organizationId, sessionUser } from './request-session.js';

/** A file of a multipart request, as multer hands it over. */
export type UploadedFile = { originalname: string; buffer: Buffer };

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
  /** The signed-in caller (the route requires a session): who the audit trail names. */
  readonly userId: number;
}

export interface RouteOptions {
  /** The status of a JSON answer: 200 unless said (201 for a creation). */
  status?: number;
}

/**
 * Fields a route reads from elsewhere than `requestFields(req)`: made by `fromQuery`, for the
 * spec's calls that name what they act on in the query string whatever their method.
 */
export class FieldsReader<Output> {
  constructor(readonly read: (req: Request) => Output) {}
}

/** What a route parses: a zod schema of `requestFields(req)`, or a reader of its own. */
export type RouteFields = z.ZodType | FieldsReader<unknown>;

/** The parsed input a route's handler receives. */
export type RouteInput<Fields extends RouteFields> = Fields extends z.ZodType
  ? z.output<Fields>
  : Fields extends FieldsReader<infer Output>
    ? Output
    : never;

/** What a `namedFirst` reader gives: the named fields, with the body's when there is one. */
type NamedFields<First extends z.ZodType, Body extends z.ZodType | undefined> = FieldsReader<
  z.output<First> & (Body extends z.ZodType ? z.output<Body> : unknown)
>;

/**
 * A reader of the calls that name what they act on elsewhere than in their fields (`source`):
 * `first` is parsed first from there, then `body`, if any, from the request's fields; the handler
 * receives both in one object (the named fields win).
 */
const namedFirst =
  (source: (req: Request) => unknown) =>
  <First extends z.ZodType, Body extends z.ZodType | undefined = undefined>(
    first: First,
    body?: Body,
  ): NamedFields<First, Body> =>
    new FieldsReader((req) => {
      const named: unknown = first.parse(bodyFields(source(req)));
      if (!body) return named as never;
      return { ...bodyFields(body.parse(requestFields(req))), ...bodyFields(named) } as never;
    });

/** A spec call (a POST, PUT or DELETE) that names what it acts on in its query string. */
export const fromQuery = namedFirst((req) => req.query);

/** A call that names what it acts on in its path ('/departure/:id'). */
export const fromPath = namedFirst((req) => ({ ...req.params }));

/**
 * A route handler: parses the request's fields (`requestFields(req)` with a zod schema, or a
 * `fromQuery` reader), calls `handle`, and answers what it returns as JSON. A handler that
 * answers by itself (a file download) returns undefined.
 */
export function route<Fields extends RouteFields>(
  fields: Fields,
  handle: (input: RouteInput<Fields>, context: RouteContext) => Promise<unknown>,
  options: RouteOptions = {},
): RequestHandler {
  return async (req, res) => {
    const input = (
      fields instanceof FieldsReader ? fields.read(req) : fields.parse(requestFields(req))
    ) as RouteInput<Fields>;
    const context: RouteContext = {
      req,
      res,
      get organizationId() {
        return organizationId(req);
      },
      get userId() {
        return sessionUser(req).user_id;
      },
    };
    const answer = await handle(input, context);
    if (answer !== undefined) res.status(options.status ?? 200).json(answer);
  };
}

/**
 * A use case that acts on one row of the organization, named by its id; `userId` is the caller,
 * for the use cases that record what they change in the audit trail (the others ignore it).
 */
export type RowUseCase<Output> = (
  db: Db,
  organizationId: number,
  id: number,
  userId: number,
) => Promise<Output>;

/**
 * The handler of a route that acts on one row of the caller's organization, named by the id field
 * `key` of its input: calls `useCase(db, organizationId, id, userId)`.
 */
export function byId<Key extends string, Output>(db: Db, key: Key, useCase: RowUseCase<Output>) {
  return (input: Record<Key, number>, context: RouteContext) =>
    useCase(db, context.organizationId, input[key], context.userId);
}

/**
 * The handler of a route whose use case takes the parsed input whole:
 * `useCase(db, organizationId, input, file)`, `file` being the request's upload (undefined on a
 * route without one).
 */
export function withInput<Input, Output>(
  db: Db,
  useCase: (
    db: Db,
    organizationId: number,
    input: Input,
    file: UploadedFile | undefined,
  ) => Promise<Output>,
) {
  return (input: Input, { req, organizationId }: RouteContext) =>
    useCase(db, organizationId, input, req.file);
}

/**
 * The handler of a route that changes one row of the caller's organization, named by the id field
 * `key` of its input: `useCase(db, organizationId, id, otherFields, file)`, `file` as in
 * `withInput`.
 */
export function byIdWithInput<Key extends string, Input, Output>(
  db: Db,
  key: Key,
  useCase: (
    db: Db,
    organizationId: number,
    id: number,
    input: Input,
    file: UploadedFile | undefined,
  ) => Promise<Output>,
) {
  return (fields: Record<Key, number> & Input, { req, organizationId }: RouteContext) => {
    const { [key]: id, ...input } = fields;
    return useCase(db, organizationId, id, input as Input, req.file);
  };
}

/** A route whose answer is `{ message }` once `act` is done. */
export function messageRoute<Fields extends RouteFields>(
  fields: Fields,
  message: string,
  act: (input: RouteInput<Fields>, context: RouteContext) => Promise<unknown>,
  options: RouteOptions = {},
): RequestHandler {
  return route(
    fields,
    async (input, context) => {
      await act(input, context);
      return { message };
    },
    options,
  );
}

/**
 * The handler of a route that saves something (a creation, an update): answers
 * `{ message, [key]: saved }`, `saved` being what `save` returns.
 */
export function savedAnswer<Input>(
  message: string,
  key: string,
  save: (input: Input, context: RouteContext) => Promise<unknown>,
) {
  return async (input: Input, context: RouteContext) => ({
    message,
    [key]: await save(input, context),
  });
}

/** A route that saves something and answers `{ message, [key]: saved }` (see `savedAnswer`). */
export function savedRoute<Fields extends RouteFields>(
  fields: Fields,
  message: string,
  key: string,
  save: (input: RouteInput<Fields>, context: RouteContext) => Promise<unknown>,
  options: RouteOptions = {},
): RequestHandler {
  return route(fields, savedAnswer(message, key, save), options);
}

/** `savedRoute` for a creation: the answer's status is 201. */
export function createdRoute<Fields extends RouteFields>(
  fields: Fields,
  message: string,
  key: string,
  save: (input: RouteInput<Fields>, context: RouteContext) => Promise<unknown>,
): RequestHandler {
  return savedRoute(fields, message, key, save, created);
}

/** What writes a file to the response (a PDF, an XML, a stored upload). */
export type FileSender<File> = (res: Response, file: File) => void;

/** A route that answers a file: `send` writes to the response what `produce` made. */
export function fileRoute<Fields extends RouteFields, File>(
  fields: Fields,
  produce: (input: RouteInput<Fields>, context: RouteContext) => Promise<File>,
  send: FileSender<File>,
): RequestHandler {
  return route(fields, async (input, context) => {
    send(context.res, await produce(input, context));
    return undefined;
  });
}

/** The options of a route that creates something. */
export const created: RouteOptions = { status: 201 };
