import toast from 'react-hot-toast';
import { apiRequest, successOf, type ApiRequestOptions } from '../../api/client';

export const MSG_PORTAL_FAILED =
  'Une erreur est survenue lors de la récupération du portail client.';

/** Stripe mode: the hosted checkout. Local billing: the plan is already active, no url. */
export interface CheckoutSessionResponse {
  id: string | null;
  url: string | null;
  local?: boolean;
  message?: string;
}

export interface SubscriptionChangeResponse {
  success: boolean;
  message: string;
}

export interface CustomerPortalResponse {
  url: string;
  local?: boolean;
}

const BASE = '/api/stripe';

/** A call to the subscription API: the answer, or undefined once the fetch helper has said why. */
async function call<T>(path: string, options?: ApiRequestOptions): Promise<T | undefined> {
  return successOf(await apiRequest<T>(`${BASE}/${path}`, options));
}

/** Subscribing or changing plan: the plan chosen, by its Stripe price. */
const choosePlan =
  <T>(path: string) =>
  (priceId: string) =>
    call<T>(path, { method: 'POST', body: { priceId } });

export const createCheckoutSession = choosePlan<CheckoutSessionResponse>('createCheckoutSession');

export const modifySubscription = choosePlan<SubscriptionChangeResponse>('modifySubscription');

/**
 * The customer portal's address (in local billing mode, the app's own /payment/modify). Quiet:
 * any failure shows the spec's one message instead of the server's.
 */
export async function getCustomerPortalUrl(): Promise<string | undefined> {
  try {
    const result = await call<CustomerPortalResponse>('customerPortal', {
      method: 'POST',
      quiet: true,
    });
    if (result && typeof result.url === 'string' && result.url !== '') return result.url;
  } catch {
    // The toast below says it; a network error has no better message for the user.
  }
  toast.error(MSG_PORTAL_FAILED);
  return undefined;
}

/** No body. A truthy answer counts as success (spec part 1 §7). */
export async function cancelSubscription() {
  return call<SubscriptionChangeResponse>('cancelSubscription', { method: 'POST' });
}
