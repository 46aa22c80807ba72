import type { BillingMode, PlanDto } from '@app/shared/plans';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { getOrganization } from '../organization/organization.api';
import { getPlans } from './plans.api';
import { MSG_GENERIC_ERROR } from '../../constants';

export type PlansState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; plans: PlanDto[]; billingMode: BillingMode };

export function usePlans() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    const fail = () => {
      toast.error(MSG_GENERIC_ERROR);
      setState({ status: 'failed' });
    };
    getPlans(signal).then(
      (response) =>
        response
          ? setState({
              status: 'loaded',
              plans: response.plans,
              billingMode: response.billing_mode,
            })
          : fail(),
      () => {
        if (!signal?.aborted) fail();
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { state, reload: () => load() };
}

/** In modify mode, the current plan's name, so its card says so instead of offering it again. */
export function useCurrentPlanName(enabled: boolean): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    getOrganization(controller.signal, { quiet: true }).then(
      (organization) => setName(organization?.plan?.nom ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);
  return enabled ? name : null;
}
