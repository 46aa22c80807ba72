// The web's one typed client of the declared endpoints (@app/shared/contract): the method, the
// path and where each field travels come from the declaration, the types of what is sent and
// answered too. Every call goes through the shared fetch helper (client.ts) and its contract.
import {
  filledPath,
  pathParameters,
  type BodyOf,
  type Endpoint,
  type InputOf,
  type PageBodyOf,
} from '@app/shared/contract';
import { pageSearchParams, type PageQuery } from '@app/shared/paged-list';
import { apiRequest, type ApiRequestOptions, type ApiResult } from './client';

export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'quiet' | 'shownAtField'>;

/** A page to ask a list for: its number, and optionally its size, sort, order and search. */
export type PageRequestOf = Partial<PageQuery<string>> & { page: number };

type Shaped = { shape?: Record<string, unknown>; in?: Shaped } | undefined;

/**
 * The fields a declaration's object schema names, or the object a transform reads (a sale's
 * fields become its lines); none for another kind of schema.
 */
export function keysOf(schema: unknown): string[] {
  const shaped = schema as Shaped;
  const shape = shaped?.shape ?? shaped?.in?.shape;
  return shape ? Object.keys(shape) : [];
}

function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * The URL and the options of a call: the path's parameters fill its path; a GET sends every other
 * field in its query string; another method sends in the query string the fields its declaration
 * reads there (the spec's ids) and the others in its body, as JSON or, for an upload, as a form; a
 * field its declaration reads in both is sent in both.
 */
export function requestOf(
  endpoint: Endpoint,
  input: unknown,
): { url: string; options: ApiRequestOptions } {
  const fields = { ...(input as Record<string, unknown> | undefined) };
  const path = filledPath(endpoint, fields);
  for (const name of pathParameters(endpoint.path)) delete fields[name];
  if (endpoint.method === 'GET') {
    return { url: path + queryString(fields), options: { method: 'GET' } };
  }
  const inQuery = Object.fromEntries(
    keysOf(endpoint.query).flatMap((key) => (key in fields ? [[key, fields[key]]] : [])),
  );
  // A field both read (a sale's id for its deletion, as the spec sends it) travels in both.
  const inBody = new Set(keysOf(endpoint.body));
  for (const key of Object.keys(inQuery)) if (!inBody.has(key)) delete fields[key];
  // A call whose every field travels in its path or query string (createInvoice?quote_id=…, a
  // movement undone) has no body, as the spec sends it.
  const hasBody = endpoint.multipart || Object.keys(fields).length > 0;
  const body = endpoint.multipart ? formData(fields) : fields;
  return {
    url: path + queryString(inQuery),
    options: hasBody ? { method: endpoint.method, body } : { method: endpoint.method },
  };
}

/** Calls `endpoint` with `input`: its answer, a refusal the helper hands back, or undefined. */
export function call<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<ApiResult<BodyOf<E>>> {
  const { url, options: request } = requestOf(endpoint, input);
  return apiRequest<BodyOf<E>>(url, { ...request, ...options });
}

/**
 * One page of a declared list (`page` in its query string, with its sort, order and search); a
 * list read by a POST (a period's sales) gets an empty body, its page reading only the query.
 */
export function callPage<E extends Endpoint>(
  endpoint: E,
  request: PageRequestOf,
  options: CallOptions = {},
): Promise<ApiResult<PageBodyOf<E>>> {
  const query = pageSearchParams(request).toString();
  const { method } = endpoint;
  return apiRequest<PageBodyOf<E>>(`${endpoint.path}?${query}`, {
    ...options,
    method,
    ...(method === 'GET' ? {} : { body: {} }),
  });
}
