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

/** zod's generic messages name their field at the end: "… (champ link)". */
const NAMED_FIELD = /\(champ ([\w.]+)\)$/;

/**
 * The field a server's refusal (400) is about: a message of the form's own rules (the shared
 * schema's, which the server gives as they are), or the field the API names after a generic
 * message. Empty when the message is about no field: it stays a toast.
 */
export function fieldErrorsOfRefusal(
  message: string | undefined,
  fieldOfMessage: Readonly<Record<string, string>>,
): FieldErrors {
  if (!message) return {};
  const field = fieldOfMessage[message] ?? NAMED_FIELD.exec(message)?.[1]?.split('.')[0];
  return field ? { [field]: message } : {};
}

/** The first message of the shared schema for each top-level field at fault. */
export function fieldErrorsOf(error: ValidationFailure): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
