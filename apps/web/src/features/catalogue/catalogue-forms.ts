import toast from 'react-hot-toast';
import type { FieldErrors } from '../../lib/validation';

/** The catalogue's lists are sorted by name, the French way. */
export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'fr');

/**
 * A catalogue form's check: the first failed rule's message is toasted (the fields show no error
 * of their own), and the draft is sent when none fails.
 */
export function checkedDraft(rules: readonly (readonly [boolean, string])[]): true | FieldErrors {
  const failed = rules.find(([fails]) => fails);
  if (!failed) return true;
  toast.error(failed[1]);
  return {};
}

/** A request whose network failure is toasted with the given message (undefined then). */
export async function orToast<T>(request: Promise<T>, failure: string): Promise<T | undefined> {
  try {
    return await request;
  } catch {
    toast.error(failure);
    return undefined;
  }
}
