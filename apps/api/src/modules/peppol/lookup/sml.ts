// The SML's answer for a participant (Peppol SML 1.3, BDXL): its DNS name's U-NAPTR record of
// service `Meta:SMP`, whose regexp gives the base URL of the participant's SMP. No record (the
// name does not exist, or has no such NAPTR): the participant is not on the network.
import { Resolver } from 'node:dns/promises';
import { MSG_PEPPOL_UNAVAILABLE } from '@app/shared/peppol';
import { AppError } from '../../../errors/app-error.js';
import type { PeppolLookupConfig } from './lookup-config.js';

/** The network could not tell: a DNS or SMP failure, a 503 with the French message. */
export const peppolUnavailable = () => new AppError('UNAVAILABLE', MSG_PEPPOL_UNAVAILABLE);

/** c-ares' codes of an answer that says the name has no such record: not registered. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

/** The configured DNS servers (`ip`, `ip:port`, `[ipv6]:port`), or none for the system's. */
export const dnsServersOf = (config: PeppolLookupConfig): string[] =>
  (config.PEPPOL_DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '');

async function naptrRecords(config: PeppolLookupConfig, name: string) {
  const resolver = new Resolver({ timeout: config.PEPPOL_LOOKUP_TIMEOUT_MS, tries: 1 });
  const servers = dnsServersOf(config);
  try {
    if (servers.length > 0) resolver.setServers(servers);
    return await resolver.resolveNaptr(name);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORD.has(code)) return [];
    throw peppolUnavailable();
  }
}

// The SML writes `!^.*$!<SMP URL>!`: the whole name replaced by the URL. Only a pattern that
// matches the whole name is applied; a regular expression read from the network is never run.
const WHOLE_NAME = new Set(['^.*$', '.*']);

/** The SMP URL of a NAPTR regexp (`<d>pattern<d>replacement<d>flags`), or null. */
export function smpUrlOfRegexp(regexp: string): string | null {
  const delimiter = regexp.charAt(0);
  const parts = regexp.slice(1).split(delimiter);
  if (parts.length !== 3 || !WHOLE_NAME.has(parts[0] ?? '')) return null;
  const replacement = parts[1] ?? '';
  if (/[\\$]/.test(replacement)) return null;
  try {
    const url = new URL(replacement);
    return url.protocol === 'https:' || url.protocol === 'http:' ? replacement : null;
  } catch {
    return null;
  }
}

/** The participant's SMP base URL, or null when the SML does not know the name. */
export async function smpOf(config: PeppolLookupConfig, dnsName: string): Promise<string | null> {
  const records = (await naptrRecords(config, dnsName))
    .filter((record) => record.flags.toUpperCase() === 'U' && record.service === 'Meta:SMP')
    .sort((a, b) => a.order - b.order || a.preference - b.preference);
  const [first] = records;
  if (first === undefined) return null;
  const url = smpUrlOfRegexp(first.regexp);
  // A record the SML would not write: the network is not answering as it should.
  if (url === null) throw peppolUnavailable();
  return url;
}
