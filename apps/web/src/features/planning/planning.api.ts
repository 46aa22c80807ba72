import { PLANNING } from '@app/shared/planning-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

/** The rentals of a period and the units reserved each day; days included. */
export async function getPlanning(period: { from: string; until: string }, signal?: AbortSignal) {
  return successOf(await call(PLANNING.planning, period, { signal }));
}
