import type { GetPlansResponse } from '@app/shared/plans';
import { SUBSCRIPTION } from '@app/shared/subscription-endpoints';
import { queryOptions } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isApiFailure } from '../../api/client';
import { call } from '../../api/endpoints';
import { AREA_KEYS, NotLoaded } from '../../api/query-client';
import { MSG_GENERIC_ERROR } from '../../constants';

/**
 * Quiet: on failure the callers show the spec's own message ('Une erreur est survenue'), so the
 * user does not get the helper's toast on top of it. Rejects on a network failure.
 */
export async function getPlans(signal?: AbortSignal): Promise<GetPlansResponse | undefined> {
  const result = await call(SUBSCRIPTION.getPlans, {}, { signal, quiet: true });
  if (!result || isApiFailure(result)) return undefined;
  return result;
}

/**
 * getPlans is quiet: a failure gets the spec's own message, once per read (the landing and the
 * subscription page share the read), and the screen offers « Réessayer ».
 */
async function readPlans(signal: AbortSignal): Promise<GetPlansResponse> {
  let response: GetPlansResponse | undefined;
  try {
    response = await getPlans(signal);
  } catch (error) {
    if (signal.aborted) throw error;
  }
  if (response) return response;
  toast.error(MSG_GENERIC_ERROR);
  throw new NotLoaded();
}

/**
 * The plans offered, one query for the landing and the subscription page. Read once a session
 * (never stale): the plans are the server's configuration, which nothing in the app changes.
 */
export const PLANS_QUERY = queryOptions({
  queryKey: AREA_KEYS.plans,
  queryFn: ({ signal }) => readPlans(signal),
  staleTime: Infinity,
});
