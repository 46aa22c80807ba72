import { SUBSCRIPTION } from '@app/shared/subscription-endpoints';
import toast from 'react-hot-toast';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

// The organization page's way to its subscription's management: here rather than in
// features/subscription, which reads the organization (its current plan): the two features
// then depend on each other one way only.

export const MSG_PORTAL_FAILED =
  'Une erreur est survenue lors de la récupération du portail client.';

/**
 * The customer portal's address (in local billing mode, the app's own /payment/modify). Quiet:
 * any failure shows the spec's one message instead of the server's.
 */
export async function getCustomerPortalUrl(): Promise<string | undefined> {
  try {
    const result = successOf(await call(SUBSCRIPTION.customerPortal, {}, { quiet: true }));
    if (result && typeof result.url === 'string' && result.url !== '') return result.url;
  } catch {
    // The toast below says it; a network error has no better message for the user.
  }
  toast.error(MSG_PORTAL_FAILED);
  return undefined;
}
