import type { GetPlansResponse } from '@app/shared/plans';
import { SUBSCRIPTION } from '@app/shared/subscription-endpoints';
import { isApiFailure } from '../../api/client';
import { call } from '../../api/endpoints';

/**
 * Quiet: on failure the callers show the spec's own message ('Une erreur est survenue'), so the
 * user does not get the helper's toast on top of it. Rejects on a network failure.
 */
export async function getPlans(signal?: AbortSignal): Promise<GetPlansResponse | undefined> {
  const result = await call(SUBSCRIPTION.getPlans, {}, { signal, quiet: true });
  if (!result || isApiFailure(result)) return undefined;
  return result;
}
