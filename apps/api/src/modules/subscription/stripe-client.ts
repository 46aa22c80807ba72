import Stripe from 'stripe';
import type { Config } from '../../config.js';

/** The Stripe SDK, or undefined in local billing mode. STRIPE_API_URL points it elsewhere (tests). */
export function createStripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
