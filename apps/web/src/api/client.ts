import {
  APP_REQUEST_HEADER,
  APP_REQUEST_VALUE,
  MSG_NO_ORGANIZATION,
  MSG_PAYMENT_REQUIRED,
  MSG_TOO_MANY,
  MSG_UNKNOWN,
} from '@app/shared/http';
import { ROLE_REFUSAL_REASON } from '@app/shared/roles';
import toast from 'react-hot-toast';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: object | FormData;
  signal?: AbortSignal;
  /** For probes such as verifyToken: the helper shows no error toast. Redirects still happen. */
  quiet?: boolean;
  /**
   * A refusal this accepts is not toasted: the calling form shows it under the field it is about;
   * `field` is the request field the API names, when it names one.
   */
  shownAtField?: (message: string, field: string | undefined) => boolean;
}

/** What the helper hands back for a non-OK response it could read (spec part 1 §8). */
export interface ApiFailure {
  error?: unknown;
  message?: string;
  /** The request field a 400 is about, when the API names one. */
  field?: string;
}

export type ApiResult<T> = T | ApiFailure | undefined;

export type Navigator = (to: string) => void;

export const ROUTE_ORGANIZATION_SETUP = '/organizationSetup';
export const ROUTE_PAYMENT_CREATE = '/payment/create';

// The spec names PDF, PNG and ZIP; stored receipts and pictures may also be JPEG, SVG or WebP,
// which are files too (docs/decisions.md).
const BLOB_CONTENT_TYPES = new Set([
  'application/pdf',
  'image/png',
  'application/zip',
  'application/xml',
  'image/jpeg',
  'image/svg+xml',
  'image/webp',
]);
const TOO_MANY_TOAST_ID = 'too-many-requests';

const defaultNavigator: Navigator = (to) => window.location.assign(to);
let currentNavigator: Navigator = defaultNavigator;
let baseUrl = '';
// Failure objects are remembered by identity so callers can tell them from a success body
// without guessing from its fields (a 402 body has no `error` flag).
const failures = new WeakSet<object>();

/** The app root injects react-router's navigate; `null` restores the full-page fallback. */
export function setNavigator(navigate: Navigator | null): void {
  currentNavigator = navigate ?? defaultNavigator;
}

export function navigateTo(to: string): void {
  currentNavigator(to);
}

/** Prefix for relative paths (empty in the app: same origin; a loopback server in tests). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function isApiFailure(result: unknown): result is ApiFailure {
  return typeof result === 'object' && result !== null && failures.has(result);
}

/**
 * The success body, or undefined when the helper already dealt with the answer (error toast,
 * 401/402 redirect, silent 403). For typed calls whose pages only act on success.
 */
export function successOf<T>(result: ApiResult<T>): T | undefined {
  return result !== undefined && !isApiFailure(result) ? (result as T) : undefined;
}

/**
 * The file of a PDF, PNG, ZIP or image answer, or undefined when the helper already dealt with a
 * refusal. Duck-typed: in tests, fetch's Blob is not the page's Blob class.
 */
export function blobOf(result: unknown): Blob | undefined {
  if (typeof result !== 'object' || result === null || isApiFailure(result)) return undefined;
  const blob = result as Blob;
  return typeof blob.size === 'number' && typeof blob.type === 'string' ? blob : undefined;
}

function failure<T extends ApiFailure>(body: T): T {
  failures.add(body);
  return body;
}

function resolveUrl(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`;
}

function mimeType(response: Response): string {
  return (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function buildInit(options: ApiRequestOptions): RequestInit {
  // On every call: what a link or a form of another site cannot send (docs/decisions.md).
  const headers: Record<string, string> = { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'include',
    signal: options.signal ?? null,
    headers,
  };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  return init;
}

async function readSuccess(response: Response): Promise<unknown> {
  if (BLOB_CONTENT_TYPES.has(mimeType(response))) return response.blob();
  const text = await response.text();
  // An empty OK body (204, or a bare 200) is still a success; `{}` keeps it truthy for callers.
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new Error(MSG_UNKNOWN, { cause });
  }
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function errorMessage(body: unknown): string {
  if (typeof body === 'string' && body !== '') return body;
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as ApiFailure;
    if (typeof message === 'string' && message !== '') return message;
    if (typeof error === 'string' && error !== '') return error;
  }
  return MSG_UNKNOWN;
}

function isAbort(err: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (err instanceof Error && err.name === 'AbortError');
}

/**
 * The one fetch helper of the app (spec part 1 §7–§8). Resolves to the parsed body (a Blob for
 * PDF, PNG and ZIP), to an ApiFailure for 401, 402 and readable error bodies, or to undefined
 * when there is nothing to return (403, 429, unreadable error body). Rejects on network failure
 * after a toast; an aborted request rejects without a toast. A 403 for the member's role is toasted
 * and returned as an ApiFailure.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const notify = (message: string, id?: string) => {
    if (!options.quiet) toast.error(message, id ? { id } : undefined);
  };

  let response: Response;
  try {
    response = await fetch(resolveUrl(path), buildInit(options));
    if (response.ok) return (await readSuccess(response)) as T;
  } catch (err) {
    if (!isAbort(err, options.signal)) {
      notify(err instanceof Error && err.message ? err.message : MSG_UNKNOWN);
    }
    throw err;
  }

  switch (response.status) {
    case 429:
      notify(MSG_TOO_MANY, TOO_MANY_TOAST_ID);
      return undefined;
    case 401:
      navigateTo(ROUTE_ORGANIZATION_SETUP);
      return failure({ error: 401, message: MSG_NO_ORGANIZATION });
    case 403:
      return refusedForRole(response, notify);
    case 402:
      navigateTo(ROUTE_PAYMENT_CREATE);
      return failure({ message: MSG_PAYMENT_REQUIRED });
  }

  const body = await readErrorBody(response);
  const message = errorMessage(body);
  const atField = isRecord(body) && options.shownAtField?.(message, fieldOf(body)) === true;
  if (!atField) notify(message);
  // A readable error body is returned (not undefined) so callers can branch on `error` and read
  // `message`; the toast above already showed that message, so callers must not toast it again.
  if (isRecord(body)) return failure(body as ApiFailure);
  return undefined;
}

/**
 * A 403 is silent (spec part 1 §8: a session refusal), except a refusal for the member's role:
 * its French message says what the role does not allow.
 */
async function refusedForRole(
  response: Response,
  notify: (message: string, id?: string) => void,
): Promise<ApiFailure | undefined> {
  const body = await readErrorBody(response);
  if (!isRecord(body) || (body as { reason?: unknown }).reason !== ROLE_REFUSAL_REASON) {
    return undefined;
  }
  notify(errorMessage(body));
  return failure(body as ApiFailure);
}

/** The field a refusal's body names (`field`), if any. */
function fieldOf(body: object): string | undefined {
  const { field } = body as { field?: unknown };
  return typeof field === 'string' && field !== '' ? field : undefined;
}

function isRecord(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
