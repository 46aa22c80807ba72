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
  const field = issue.path[0];
  reportProblem(issue.message, typeof field === 'string' ? `${idPrefix}-${field}` : undefined);
}

/** A form's own check failed: toast its message and put the keyboard on the field at fault. */
export function reportProblem(message: string, fieldId?: string): void {
  toast.error(message);
  if (fieldId) document.getElementById(fieldId)?.focus();
}

/** The message shown under each field, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of the shared schema for each top-level field at fault. */
export function fieldErrorsOf(error: ValidationFailure): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
