import type { GetPlansResponse } from '@app/shared/plans';
import { apiRequest, isApiFailure } from '../../api/client';

/**
 * Quiet: on failure the callers show the spec's own message ('Une erreur est survenue'), so the
 * user does not get the helper's toast on top of it. Rejects on a network failure.
 */
export async function getPlans(signal?: AbortSignal): Promise<GetPlansResponse | undefined> {
  const result = await apiRequest<GetPlansResponse>('/api/stripe/getPlans', {
    signal,
    quiet: true,
  });
  if (!result || isApiFailure(result)) return undefined;
  return result;
}
