import { SUBSCRIPTION } from '@app/shared/subscription-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

/** Subscribing: the plan chosen, by its Stripe price (Stripe's checkout, or active at once). */
export const createCheckoutSession = async (priceId: string) =>
  successOf(await call(SUBSCRIPTION.createCheckoutSession, { priceId }));

/** Changing plan, by its Stripe price. */
export const modifySubscription = async (priceId: string) =>
  successOf(await call(SUBSCRIPTION.modifySubscription, { priceId }));

/** No body. A truthy answer counts as success (spec part 1 §7). */
export async function cancelSubscription() {
  return successOf(await call(SUBSCRIPTION.cancelSubscription, {}));
}
