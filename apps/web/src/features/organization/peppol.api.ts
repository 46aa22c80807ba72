// The organization's Peppol identifier and its registration with the access point (issue #33):
// read by every member, registered by admins.
import { PEPPOL_REGISTRATION } from '@app/shared/peppol-send-endpoints';
import type { PeppolSettingsDto } from '@app/shared/peppol-transmissions';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';
import { outcomeOf } from '../../api/outcome';

/**
 * Read quietly: the tab's other settings do not depend on it, and a failure only leaves the Peppol
 * part out (no toast over the organization's page).
 */
export async function getPeppolSettings(
  signal?: AbortSignal,
): Promise<PeppolSettingsDto | undefined> {
  return successOf(await call(PEPPOL_REGISTRATION.getPeppolSettings, {}, { signal, quiet: true }));
}

/** Registers the organization on Peppol: the new state, or the helper's toast of a refusal. */
export async function registerPeppol() {
  return outcomeOf(await call(PEPPOL_REGISTRATION.registerPeppol, {}));
}
