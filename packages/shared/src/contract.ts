// One declaration per endpoint, read by both sides: the API registers its route from it (method,
// path, the schemas it parses, who may call it), the web calls it through one typed client, the
// suites walk the declared routes, and /api/openapi.json is generated from the declarations. The
// spec's paths, methods and field names are kept as they are, including its habit of naming in the
// query string what a POST, PUT or DELETE acts on.
import type { z } from 'zod';
import type { Role } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone; any signed-in account; a member of an organization with at
 * least `role` (its refusal says "Votre rôle (…) ne permet pas de `action`."); the organization's
 * plan must then be active unless `anyPlan`.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'role'; role: Role; action: string; anyPlan?: boolean };

export const anyone: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'session' };
/** Reads, for every role (viewers included). */
export const reads = (action: string): Access => ({ kind: 'role', role: 'viewer', action });
/** Day-to-day work: members, admins and owners. */
export const works = (action: string): Access => ({ kind: 'role', role: 'member', action });
/** The organization itself and its members: admins and owners. */
export const manages = (action: string): Access => ({ kind: 'role', role: 'admin', action });
/** The subscription and the owners' own decisions. */
export const owns = (action: string): Access => ({ kind: 'role', role: 'owner', action });

/** What an endpoint answers: JSON (and its status), or a file of one of these types. */
export type Answer<Body> =
  | { kind: 'json'; status: 200 | 201 | 202; schema?: z.ZodType; readonly __body?: Body }
  | { kind: 'file'; types: readonly string[]; readonly __body?: Body };

/**
 * A JSON answer whose body is `Body` (its zod schema, when given, documents it); 202 when the work
 * is queued, not done (a Peppol sending).
 */
export const json = <Body>(options: { status?: 200 | 201 | 202; schema?: z.ZodType } = {}) =>
  ({ kind: 'json', status: options.status ?? 200, schema: options.schema }) as Answer<Body>;

/** A file download (a PDF, an image, a zip, an XML e-invoice). */
export const file = (...types: string[]) => ({ kind: 'file', types }) as Answer<Blob>;

/** What the web sends, as a type only (the schemas read strings and numbers alike). */
export type Sends<Input> = { readonly __input?: Input };
export const sends = <Input>(): Sends<Input> => ({});

export interface Endpoint<Input = unknown, Body = unknown, PageBody = unknown> {
  /** Unique: the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /**
   * The full path, as the spec names it ('/api/clients/createClient'), its parameters as Express
   * names them ('/api/quote/departure/:id').
   */
  readonly path: string;
  /** The path of the area's router it is registered on ('/api/clients'). */
  readonly base: string;
  /** What it does, in French (the OpenAPI summary). */
  readonly summary: string;
  /** The path's parameters (`:id` in `path`), read from the path. */
  readonly params?: z.ZodType;
  /** Fields read from the query string (every field of a GET). */
  readonly query?: z.ZodType;
  /** Fields read from the body, JSON or a form (a DELETE's body, then its query string). */
  readonly body?: z.ZodType;
  /**
   * The body's fields are also read from the query string (a DELETE, for clients that cannot send
   * it a body): documented as optional query parameters, while the web sends them in the body, as
   * the spec does.
   */
  readonly bodyInQueryToo?: boolean;
  /** The body is multipart/form-data (an upload). */
  readonly multipart?: boolean;
  /**
   * A list that, given `page` in its query string, reads the query string with `page.query` and
   * answers one page (`{ items, total, page, page_size }`) instead of the whole list.
   */
  readonly page?: { readonly query: z.ZodType; readonly answer: Answer<PageBody> };
  readonly answer: Answer<Body>;
  readonly access: Access;
  readonly input: Sends<Input>;
}

/** The type the web sends to an endpoint, the type of its answer, and of one of its pages. */
export type InputOf<E> = E extends { input: Sends<infer Input> } ? Input : never;
export type BodyOf<E> = E extends { answer: Answer<infer Body> } ? Body : never;
export type PageBodyOf<E> = E extends { page?: { answer: Answer<infer Body> } } ? Body : never;

type Declaration = Omit<Endpoint, 'id' | 'path' | 'base'>;

/**
 * The endpoints of one area, declared under its base path: each key is the endpoint's last path
 * segment unless `path` says otherwise, and its id.
 */
export function area<const Declarations extends Record<string, Declaration>>(
  base: string,
  declarations: Declarations,
  paths: Partial<Record<keyof Declarations, string>> = {},
): { [Key in keyof Declarations]: Declarations[Key] & { id: string; path: string; base: string } } {
  return Object.fromEntries(
    Object.entries(declarations).map(([key, declaration]) => {
      const path = `${base}${paths[key] ?? `/${key}`}`;
      return [key, { ...declaration, id: key, path, base }];
    }),
  ) as never;
}

/** The names of a path's parameters ('/departure/:id' → ['id']). */
export const pathParameters = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/**
 * `endpoint.path` with its parameters filled from `values` (each one encoded as a path segment):
 * the URL a client calls.
 */
export function filledPath(
  endpoint: Pick<Endpoint, 'path'>,
  values: Record<string, unknown>,
): string {
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** A declared field or answer of a refused call: the contract's error body. */
export interface RefusalBody {
  /** true, or 401 for "no organization" (the spec's). */
  error: true | number;
  message: string;
  /** The request field the refusal is about, when it is about one (a 400 of a form). */
  field?: string;
  /** `"role"` when the caller's role, not their session, is refused (403). */
  reason?: 'role';
}
