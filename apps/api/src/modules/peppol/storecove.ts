// The Storecove access point (https://www.storecove.com/docs/), behind PeppolTransport: the app's
// own UBL goes out as raw document data under an idempotency GUID, its delivery is read from the
// sending evidence and from the webhook, and an organization registers as a Storecove legal
// entity carrying its Peppol identifier. Why Storecove and what its documentation leaves open:
// docs/decisions.md, "Peppol access point: Storecove".
import { createHash } from 'node:crypto';
import { StorecoveRefusal, storecoveCall, type StorecoveConnection } from './storecove-http.js';
import { parseWebhookEvent, webhookVerifier } from './storecove-webhook.js';
import {
  legalEntitiesInMemory,
  registerAtStorecove,
  storecoveIdentifier,
  type StorecoveLegalEntities,
} from './storecove-registration.js';
import {
  TransientTransportError,
  type OutgoingDocument,
  type PeppolTransport,
  type Submitted,
  type TransportStatus,
} from './transport.js';

export { StorecoveRefusal } from './storecove-http.js';
export { legalEntitiesInMemory, type StorecoveLegalEntities } from './storecove-registration.js';

export type StorecoveOptions = StorecoveConnection & {
  /** The secret the webhook calls are signed with (STORECOVE_WEBHOOK_SECRET). */
  webhookSecret: string;
  legalEntities?: StorecoveLegalEntities;
  /** The clock webhook timestamps are judged by (tests move it). */
  now?: () => number;
};

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Storecove's idempotencyGuid must be a GUID. A key that is one goes as it is; any other becomes
 * the same GUID every time (its SHA-256 shaped as a version-8 UUID), so a retry is recognised.
 */
export function idempotencyGuid(key: string): string {
  if (GUID.test(key)) return key.toLowerCase();
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function guidOf(body: unknown): string {
  const guid = body !== null && typeof body === 'object' ? (body as { guid?: unknown }).guid : null;
  if (typeof guid !== 'string' || guid === '') {
    throw new TransientTransportError(
      'Storecove a répondu sans référence : nouvel essai plus tard.',
    );
  }
  return guid;
}

export function createStorecoveTransport(options: StorecoveOptions): PeppolTransport {
  const legalEntities = options.legalEntities ?? legalEntitiesInMemory();
  const verify = webhookVerifier(options.webhookSecret, options.now);

  async function submit(document: OutgoingDocument): Promise<Submitted> {
    const receiver = storecoveIdentifier(document.receiver);
    const legalEntityId = await legalEntities.find(document.sender);
    if (legalEntityId === null) {
      throw new StorecoveRefusal(
        'L’organisation n’est pas inscrite chez Storecove : faites l’inscription dans « Facturation électronique ».',
      );
    }
    const answer = await storecoveCall(options, 'POST', '/document_submissions', {
      legalEntityId,
      idempotencyGuid: idempotencyGuid(document.idempotencyKey),
      routing: { eIdentifiers: [{ scheme: receiver.scheme, id: receiver.id }], emails: [] },
      document: {
        // A credit note is an "invoice" document for Storecove: the UBL's root tells them apart.
        documentType: 'invoice',
        rawDocumentData: {
          document: Buffer.from(document.xml, 'utf8').toString('base64'),
          parse: true,
          parseStrategy: 'ubl',
        },
      },
    });
    return { providerRef: guidOf(answer.body), status: 'sent' };
  }

  async function status(providerRef: string): Promise<TransportStatus> {
    // The sending evidence exists once the receiving access point acknowledged the document;
    // until then Storecove answers 404. A failure is only told by the webhook.
    const answer = await storecoveCall(
      options,
      'GET',
      `/document_submissions/${encodeURIComponent(providerRef)}/evidence/sending`,
      undefined,
      [404],
    );
    return answer.status === 404 ? { status: 'sent' } : { status: 'delivered' };
  }

  return {
    name: 'storecove',
    submit,
    status,
    register: (organization) => registerAtStorecove(options, legalEntities, organization),
    readWebhook: (rawBody, headers) =>
      verify(rawBody, headers) ? parseWebhookEvent(rawBody) : null,
  };
}

/** The adapter's options from the configuration's STORECOVE_* keys (config.ts). */
export function storecoveOptions(config: {
  STORECOVE_API_URL: string;
  STORECOVE_API_KEY?: string | undefined;
  STORECOVE_WEBHOOK_SECRET?: string | undefined;
  STORECOVE_TIMEOUT_MS: number;
}): StorecoveOptions {
  return {
    apiUrl: config.STORECOVE_API_URL,
    apiKey: config.STORECOVE_API_KEY ?? '',
    webhookSecret: config.STORECOVE_WEBHOOK_SECRET ?? '',
    timeoutMs: config.STORECOVE_TIMEOUT_MS,
  };
}
