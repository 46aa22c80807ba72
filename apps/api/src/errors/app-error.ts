/** The error codes of the HTTP contract and the status each one maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  NO_ORGANIZATION: 401,
  PAYMENT_REQUIRED: 402,
  UNAUTHENTICATED: 403,
  /** Signed in, but the caller's role does not allow the call: a body with a reason. */
  ROLE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type of the API: a contract code and a message shown to French-speaking users. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The request field the refusal is about, answered as `field` (a 400 or 409 of a form). */
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * `row` when there is one, else a 404 with `message`: what a lookup or an update scoped by the
 * organization answers when the organization has no such row.
 */
export function foundOr404<Row>(row: Row | null | undefined, message: string): Row {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}

/** A write scoped by the organization (or the user) that touched no row: a 404 with `message`. */
export function doneOr404(done: boolean, message: string): void {
  if (!done) throw notFound(message);
}
