import type { HomeResponse } from '@app/shared/home';
import { HOME } from '@app/shared/home-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

/** The home page's figures, or undefined when they could not be read (the helper said why). */
export async function getHome(signal?: AbortSignal): Promise<HomeResponse | undefined> {
  return successOf(await call(HOME.getHome, {}, { signal }));
}
