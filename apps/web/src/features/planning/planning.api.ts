import type { PlanningResponse } from '@app/shared/planning';
import { apiRequest, successOf } from '../../api/client';

/** The rentals of a period and the units reserved each day; days included. */
export async function getPlanning(period: { from: string; until: string }, signal?: AbortSignal) {
  const query = new URLSearchParams(period);
  return successOf(
    await apiRequest<PlanningResponse>(`/api/planning?${query.toString()}`, { signal }),
  );
}
