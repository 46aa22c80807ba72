import type { Config } from '../../../config.js';

/** What the lookup reads of the configuration (config.ts). */
export type PeppolLookupConfig = Pick<
  Config,
  'PEPPOL_DNS_SERVERS' | 'PEPPOL_SML_ZONE' | 'PEPPOL_LOOKUP_TIMEOUT_MS'
>;
