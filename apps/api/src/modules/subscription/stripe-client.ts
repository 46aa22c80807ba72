import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import { AppError } from '../../errors/app-error.js';

const require = createRequire(import.meta.url);

/**
 * The Stripe SDK, loaded when billing goes through Stripe: a server in local billing mode never
 * carries it, so an idle server stays small. Its CommonJS export is the class itself.
 */
export const stripeSdk = (): typeof Stripe => require('stripe') as typeof Stripe;

const MSG_PAYMENT_UNAVAILABLE = 'Le service de paiement est indisponible, veuillez réessayer.';

/** The Stripe SDK, or undefined in local billing mode. STRIPE_API_URL points it elsewhere (tests). */
export function createStripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const Sdk = stripeSdk();
  return new Sdk(config.STRIPE_SECRET_KEY, {
    // One retry (POSTs carry an idempotency key, so it cannot charge twice) keeps a user's click
    // from waiting on a long series of attempts.
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

/**
 * Stripe failures are the payment provider's, not the user's: 503 with a French message; the
 * Stripe error stays attached as `cause`, which the error middleware logs.
 */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw Object.assign(new AppError('UNAVAILABLE', MSG_PAYMENT_UNAVAILABLE), { cause });
  }
}

/**
 * The same for a call about an object Stripe may no longer have (a subscription ended or a
 * customer deleted from its dashboard): undefined when Stripe answers that it does not exist.
 */
export function callStripeIfExists<T>(run: () => Promise<T>): Promise<T | undefined> {
  return callStripe(() =>
    run().catch((err: unknown) => {
      if (err instanceof stripeSdk().errors.StripeError && err.code === 'resource_missing') {
        return undefined;
      }
      throw err;
    }),
  );
}
