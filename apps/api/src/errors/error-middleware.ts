import {
  MSG_INTERNAL,
  MSG_NO_ORGANIZATION,
  MSG_PAYMENT_REQUIRED,
  MSG_TOO_MANY,
} from '@app/shared/http';
import { ROLE_REFUSAL_REASON } from '@app/shared/roles';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError } from './app-error.js';

export const MSG_TOO_DEEP = 'Les données envoyées sont trop imbriquées.';
/** The type of the error of a JSON body nested too deep (http/body-parsers.ts throws it). */
export const JSON_TOO_DEEP = 'entity.too.deep';

export const MSG_INVALID_JSON = "Le corps de la requête n'est pas un JSON valide.";
export const MSG_BODY_TOO_LARGE = 'La requête est trop volumineuse.';
export const MSG_INVALID_INPUT = 'Les données envoyées sont invalides.';
export const MSG_ROUTE_NOT_FOUND = 'Cette adresse ne correspond à aucune fonction.';
export const MSG_NOT_FOUND = 'Élément introuvable.';
export const MSG_CONFLICT = 'Cette opération entre en conflit avec des données existantes.';
export const MSG_DATABASE_BUSY =
  'Le serveur est momentanément surchargé. Veuillez réessayer dans quelques instants.';

type ErrorBody = { error?: true | number; message: string; reason?: string; field?: string };

/**
 * Body of each status of the HTTP contract; the client reads `message` and the `error` flag, and
 * `reason` tells a refusal for the role (shown) from a session refusal (silent) on a 403.
 */
type Classified = { status: number; message: string; reason?: string; field?: string };

function bodyFor({ status, message, reason, field }: Classified): ErrorBody {
  if (reason) return { error: true, reason, message };
  switch (status) {
    case 401:
      return { error: 401, message: MSG_NO_ORGANIZATION };
    case 402:
      return { message: MSG_PAYMENT_REQUIRED };
    default:
      return field === undefined ? { error: true, message } : { error: true, message, field };
  }
}

function hasCode(value: unknown): value is { code: unknown; type?: unknown; status?: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** pg-pool's errors when no connection came within connectionTimeoutMillis (db/prisma.ts). */
const ACQUIRE_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
/** PostgreSQL's query_canceled: statement_timeout (db/prisma.ts) or an administrator's cancel. */
const QUERY_CANCELED = '57014';

/**
 * Whether the database could not serve in time: no connection within the acquire timeout, or a
 * statement stopped by statement_timeout (from pg directly, or wrapped by Prisma's adapter).
 */
function isDatabaseBusy(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (ACQUIRE_TIMEOUTS.has(err.message)) return true;
  const { code, meta } = err as { code?: unknown; meta?: { driverAdapterError?: unknown } };
  if (code === QUERY_CANCELED) return true;
  const driver = meta?.driverAdapterError as { cause?: { originalCode?: unknown } } | undefined;
  return driver?.cause?.originalCode === QUERY_CANCELED;
}

/** Maps an error thrown anywhere in a request to a status and a French message. */
function classify(err: unknown): Classified | undefined {
  if (err instanceof AppError) {
    const reason = err.code === 'ROLE' ? ROLE_REFUSAL_REASON : undefined;
    return {
      status: err.status,
      message: err.message,
      ...(reason ? { reason } : {}),
      ...(err.field === undefined ? {} : { field: err.field }),
    };
  }
  if (isDatabaseBusy(err)) return { status: 503, message: MSG_DATABASE_BUSY };
  if (err instanceof ZodError) {
    // zod is configured with its French locale (zod-setup.ts); schemas give specific messages
    // for the spec's rules, and the field name is added to generic ones.
    const first = err.issues[0];
    if (!first) return { status: 400, message: MSG_INVALID_INPUT };
    const generic = first.code !== 'custom' && !first.message.endsWith('.');
    const field = first.path.join('.');
    // The request field the refusal is about: the first key of the issue's path (a line of a
    // list names the list).
    const named = typeof first.path[0] === 'string' ? first.path[0] : undefined;
    return {
      status: 400,
      message: generic && field ? `${first.message} (champ ${field})` : first.message,
      ...(named === undefined ? {} : { field: named }),
    };
  }
  if (typeof err === 'object' && err !== null && 'type' in err) {
    const type = (err as { type: unknown }).type;
    if (type === 'entity.parse.failed') return { status: 400, message: MSG_INVALID_JSON };
    if (type === JSON_TOO_DEEP) return { status: 400, message: MSG_TOO_DEEP };
    if (type === 'entity.too.large') return { status: 413, message: MSG_BODY_TOO_LARGE };
    if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
      return { status: 415, message: MSG_INVALID_INPUT };
    }
  }
  if (hasCode(err)) {
    switch (err.code) {
      case 'P2025':
        return { status: 404, message: MSG_NOT_FOUND };
      case 'P2002':
      case 'P2003':
      case 'P2034':
        return { status: 409, message: MSG_CONFLICT };
    }
  }
  // Errors raised by Express itself and its body parsers carry a 4xx status (http-errors).
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const status = Number((err as { status: unknown }).status);
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      return { status, message: status === 404 ? MSG_NOT_FOUND : MSG_INVALID_INPUT };
    }
  }
  return undefined;
}

export const errorMiddleware: ErrorRequestHandler = (err, req, res, _next) => {
  const known = classify(err);
  // A streamed answer (an export) that fails midway can only be cut: its status is gone.
  if (known && res.headersSent) {
    req.log?.warn({ err }, 'streamed answer cut');
    res.destroy();
    return;
  }
  if (known) {
    if (known.status >= 500) req.log?.error({ err }, 'request failed');
    res.status(known.status).json(bodyFor(known));
    return;
  }
  req.log?.error({ err }, 'unexpected error');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).json({ error: true, message: MSG_INTERNAL });
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: true, message: MSG_ROUTE_NOT_FOUND });
};

export { MSG_TOO_MANY };
