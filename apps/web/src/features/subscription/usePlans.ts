import type { BillingMode, GetPlansResponse, PlanDto } from '@app/shared/plans';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { getOrganization } from '../organization/organization.api';
import { getPlans } from './plans.api';
import { AREA_KEYS, loadedOrThrow, NotLoaded, REFERENCE_KEYS } from '../../api/query-client';
import { MSG_GENERIC_ERROR } from '../../constants';

export type PlansState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; plans: PlanDto[]; billingMode: BillingMode };

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
export function usePlans() {
  const query = useQuery({
    queryKey: AREA_KEYS.plans,
    queryFn: ({ signal }) => readPlans(signal),
    staleTime: Infinity,
  });
  let state: PlansState = { status: 'loading' };
  // A failed read asked again shows the spinner, as the first read did.
  if (query.isError && !query.isFetching) state = { status: 'failed' };
  else if (query.isSuccess) {
    state = { status: 'loaded', plans: query.data.plans, billingMode: query.data.billing_mode };
  }
  const { refetch } = query;
  return { state, reload: () => void refetch() };
}

/**
 * In modify mode, the current plan's name, so its card says so instead of offering it again: the
 * organization's query (its page reads the same), quiet here since the page works without it.
 */
export function useCurrentPlanName(enabled: boolean): string | null {
  const query = useQuery({
    queryKey: REFERENCE_KEYS.organization,
    // The same data as the other readers of the key (a failure stays out of the cache).
    queryFn: async ({ signal }) => loadedOrThrow(await getOrganization(signal, { quiet: true })),
    enabled,
  });
  return enabled ? (query.data?.plan?.nom ?? null) : null;
}
