import { apiRequest, successOf, type ApiRequestOptions } from '../../api/client';

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

/** No body. A truthy answer counts as success (spec part 1 §7). */
export async function cancelSubscription() {
  return call<SubscriptionChangeResponse>('cancelSubscription', { method: 'POST' });
}
