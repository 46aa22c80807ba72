// Is a participant on Peppol, and does it take BIS Billing 3.0 invoices and credit notes? The SML
// (DNS) names its SMP, the SMP says which documents it accepts. Answers are kept a day in this
// process (docs/decisions.md, "Peppol lookups cached in memory"); a failure is never kept.
import {
  parseParticipant,
  participantText,
  smlDnsName,
  type PeppolLookupDto,
  type PeppolParticipant,
} from '@app/shared/peppol';
import { AppError } from '../../../errors/app-error.js';
import type { PeppolLookupConfig } from './lookup-config.js';
import { dnsServersOf, smpOf } from './sml.js';
import { acceptsDocument, BIS_BILLING_DOCUMENT_TYPES } from './smp.js';

const DAY_MS = 24 * 60 * 60_000;
/** Enough for every client of every organization of a server; the oldest answer goes first. */
const MAX_CACHED = 10_000;
const cache = new Map<string, { at: number; answer: PeppolLookupDto }>();

function remember(key: string, answer: PeppolLookupDto) {
  if (cache.size >= MAX_CACHED) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, { at: Date.now(), answer });
}

async function ask(config: PeppolLookupConfig, participant: PeppolParticipant) {
  const text = participantText(participant);
  const dnsName = await smlDnsName(participant, config.PEPPOL_SML_ZONE);
  const smp = await smpOf(config, dnsName);
  const answer: PeppolLookupDto = {
    participant_id: text,
    dns_name: dnsName,
    registered: smp !== null,
    accepts_invoice: false,
    accepts_credit_note: false,
  };
  if (smp === null) return answer;
  const { invoice, creditNote } = BIS_BILLING_DOCUMENT_TYPES;
  const [acceptsInvoice, acceptsCreditNote] = await Promise.all([
    acceptsDocument(config, smp, text, invoice),
    acceptsDocument(config, smp, text, creditNote),
  ]);
  return { ...answer, accepts_invoice: acceptsInvoice, accepts_credit_note: acceptsCreditNote };
}

/** The lookup of a checked participant, from the cache when asked in the last day. */
export async function lookupChecked(
  config: PeppolLookupConfig,
  participant: PeppolParticipant,
): Promise<PeppolLookupDto> {
  // The zone and the servers are part of the key: the test network's answer is not production's.
  const key = [config.PEPPOL_SML_ZONE, dnsServersOf(config).join(','), participantText(participant)]
    .join('|')
    .toLowerCase();
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < DAY_MS) return cached.answer;
  const answer = await ask(config, participant);
  remember(key, answer);
  return answer;
}

/**
 * Whether `participant` (`0208:0123456749`, with or without `iso6523-actorid-upis::`) is on
 * Peppol and accepts BIS Billing 3.0 invoices and credit notes. Throws AppError: BAD_REQUEST
 * (field `participant`) for an identifier that does not check out, UNAVAILABLE (503) when the
 * network does not answer.
 */
export async function lookupParticipant(
  config: PeppolLookupConfig,
  participant: string,
): Promise<PeppolLookupDto> {
  const checked = parseParticipant(participant);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message, { field: 'participant' });
  return lookupChecked(config, checked.participant);
}
