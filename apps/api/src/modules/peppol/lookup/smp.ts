// The SMP's answer (Peppol SMP 1.x): GET {smp}/{participant}/services/{document type} is 200
// when the participant accepts that document type, 404 when not. Only the status is read: the body
// (a signed ServiceMetadata) is cancelled unread, so its size and its XML do not matter here.
import { PARTICIPANT_ID_SCHEME } from '@app/shared/peppol';
import type { PeppolLookupConfig } from './lookup-config.js';
import { peppolUnavailable } from './sml.js';

const DOCUMENT_SCHEME = 'busdox-docid-qns';
const BILLING_3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1';

/** The document type identifiers of Peppol BIS Billing 3.0's invoice and credit note. */
export const BIS_BILLING_DOCUMENT_TYPES = {
  invoice: `urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${BILLING_3}`,
  creditNote: `urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${BILLING_3}`,
} as const;

/** The SMP resource of a participant's service: both identifiers percent-encoded whole. */
export function serviceUrl(smp: string, participant: string, documentType: string): string {
  const participantId = encodeURIComponent(`${PARTICIPANT_ID_SCHEME}::${participant}`);
  const documentId = encodeURIComponent(`${DOCUMENT_SCHEME}::${documentType}`);
  return `${smp.replace(/\/+$/, '')}/${participantId}/services/${documentId}`;
}

/** Whether the participant's SMP lists the document type; 503 when it does not answer clearly. */
export async function acceptsDocument(
  config: PeppolLookupConfig,
  smp: string,
  participant: string,
  documentType: string,
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(serviceUrl(smp, participant, documentType), {
      headers: { accept: 'application/xml' },
      // An SMP answers where it is asked; a redirect is not followed to somewhere else.
      redirect: 'manual',
      signal: AbortSignal.timeout(config.PEPPOL_LOOKUP_TIMEOUT_MS),
    });
  } catch {
    throw peppolUnavailable();
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 200) return true;
  if (response.status === 404) return false;
  throw peppolUnavailable();
}
