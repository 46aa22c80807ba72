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

export async function createCheckoutSession(
  priceId: string,
): Promise<CheckoutSessionResponse | undefined> {
  return call<CheckoutSessionResponse>('createCheckoutSession', {
    method: 'POST',
    body: { priceId },
  });
}

export async function modifySubscription(
  priceId: string,
): Promise<SubscriptionChangeResponse | undefined> {
  return call<SubscriptionChangeResponse>('modifySubscription', {
    method: 'POST',
    body: { priceId },
  });
}

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
export async function cancelSubscription(): Promise<SubscriptionChangeResponse | undefined> {
  return call<SubscriptionChangeResponse>('cancelSubscription', { method: 'POST' });
}
