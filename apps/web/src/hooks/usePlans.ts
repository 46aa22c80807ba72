import type { BillingMode, GetPlansResponse, PlanDto } from '@app/shared/plans';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export type PlansState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; plans: PlanDto[]; billingMode: BillingMode };

/**
 * The plans offered as the landing and the subscription page show them, from the one query both
 * read (`PLANS_QUERY` of plans.api.ts, given by the page: hooks/ does not import a feature).
 */
export function usePlans<Key extends QueryKey>(
  plans: UseQueryOptions<GetPlansResponse, Error, GetPlansResponse, Key>,
) {
  const query = useQuery(plans);
  let state: PlansState = { status: 'loading' };
  // A failed read asked again shows the spinner, as the first read did.
  if (query.isError && !query.isFetching) state = { status: 'failed' };
  else if (query.isSuccess) {
    state = { status: 'loaded', plans: query.data.plans, billingMode: query.data.billing_mode };
  }
  const { refetch } = query;
  return { state, reload: () => void refetch() };
}
