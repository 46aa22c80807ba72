import {
  MSG_CATEGORY_NAME_REQUIRED,
  MSG_PRODUCT_CATEGORY_REQUIRED,
  MSG_PRODUCT_NAME_REQUIRED,
  MSG_PRODUCT_PRICE_REQUIRED,
  MSG_PRODUCT_STOCK_REQUIRED,
  MSG_SERVICE_DESCRIPTION_REQUIRED,
  MSG_SERVICE_NAME_REQUIRED,
  MSG_SERVICE_PRICE_REQUIRED,
} from '@app/shared/catalogue';
import toast from 'react-hot-toast';
import type { FieldErrors } from '../../lib/validation';

/** The draft field each rule's message is about, for the message under that field. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [MSG_PRODUCT_NAME_REQUIRED]: 'name',
  [MSG_PRODUCT_PRICE_REQUIRED]: 'price',
  [MSG_PRODUCT_CATEGORY_REQUIRED]: 'category_id',
  [MSG_PRODUCT_STOCK_REQUIRED]: 'stock',
  [MSG_SERVICE_NAME_REQUIRED]: 'name',
  [MSG_SERVICE_DESCRIPTION_REQUIRED]: 'description',
  [MSG_SERVICE_PRICE_REQUIRED]: 'price',
  [MSG_CATEGORY_NAME_REQUIRED]: 'name',
};

/**
 * A catalogue form's check: the first failed rule's message is toasted, each failed rule's
 * message goes under its field, and the draft is sent when none fails.
 */
export function checkedDraft(rules: readonly (readonly [boolean, string])[]): true | FieldErrors {
  const failed = rules.filter(([fails]) => fails).map(([, message]) => message);
  if (failed.length === 0) return true;
  toast.error(failed[0]!);
  const errors: FieldErrors = {};
  for (const message of failed) {
    const field = FIELD_OF_MESSAGE[message];
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
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
