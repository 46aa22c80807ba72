import toast from 'react-hot-toast';

/** The part of a failed zod parse the forms use (no zod import needed in the web app). */
export interface ValidationFailure {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * Client-side pre-validation failed: toast the first message of the shared schema and put the
 * keyboard focus on that field, whose id is `${idPrefix}-${field}`. Nothing is sent.
 */
export function reportInvalid(error: ValidationFailure, idPrefix: string): void {
  const issue = error.issues[0];
  if (!issue) return;
  toast.error(issue.message);
  const field = issue.path[0];
  if (typeof field === 'string') document.getElementById(`${idPrefix}-${field}`)?.focus();
}
