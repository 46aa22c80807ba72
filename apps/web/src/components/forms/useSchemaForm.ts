import { useState, type FormEvent } from 'react';
import { reportInvalid, type ValidationFailure } from '../../lib/validation';

/** What the forms need of a shared zod schema (no zod import needed in the web app). */
export interface SafeParser<Data> {
  safeParse(
    input: unknown,
  ): { success: true; data: Data } | { success: false; error: ValidationFailure };
}

export interface SchemaSubmit<Data> {
  schema: SafeParser<Data>;
  /** What the schema checks, as the form holds it. */
  values: unknown;
  /** Prefix of the field ids (`${idPrefix}-${field}`): the keyboard goes to the field at fault. */
  idPrefix: string;
  /** Told of the schema's failure before it is toasted (messages under the fields). */
  onInvalid?: (error: ValidationFailure) => void;
  /** A check the schema cannot make (the password confirmation); false stops, reported by it. */
  check?: (data: Data) => boolean;
  /** Sends the checked data; the submit button spins until it settles. */
  send: (data: Data) => Promise<unknown>;
}

/**
 * The one way a form submits: check with the shared schema (toast and focus on failure, nothing
 * sent), then send while the button spins. A second submit while sending does nothing.
 */
export function useSchemaForm() {
  const [submitting, setSubmitting] = useState(false);

  const submitWith =
    <Data>({ schema, values, idPrefix, onInvalid, check, send }: SchemaSubmit<Data>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        onInvalid?.(parsed.error);
        return reportInvalid(parsed.error, idPrefix);
      }
      if (check && !check(parsed.data)) return;
      setSubmitting(true);
      try {
        await send(parsed.data);
      } catch {
        // Network failure: the fetch helper already showed it.
      } finally {
        setSubmitting(false);
      }
    };

  return { submitting, submitWith };
}
