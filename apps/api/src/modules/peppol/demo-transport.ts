// The "demo" Peppol transport (issue #33), the default when no access point is configured: it
// delivers inside this installation, so sending can be tried on a fresh install. A submitted
// document goes to the injected inbox (the organization of this install whose identifier is the
// receiver, if any) and is then delivered. Its status is read from its reference alone, so any
// replica answers it. Its webhook takes JSON signed with HMAC-SHA256 of PEPPOL_DEMO_WEBHOOK_SECRET
// (`X-Demo-Signature: <hex>`): how a test or a script hands in a received document or a status.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PeppolInbox } from './peppol-ports.js';
import type {
  OutgoingDocument,
  PeppolTransport,
  Registration,
  Submitted,
  TransportStatus,
  WebhookEvent,
} from './transport.js';

const REF_PREFIX = 'demo-';

/** The signature the demo webhook expects of a body. */
export const demoSignature = (secret: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(body).digest('hex');

function verified(secret: string | undefined, body: Buffer, header: unknown): boolean {
  if (!secret || typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(demoSignature(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The event of a verified body, or null when it is not one (then refused like a bad signature). */
function eventOf(body: Buffer): WebhookEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  const [receiver, sender, xml] = [text(fields.receiver), text(fields.sender), text(fields.xml)];
  if (fields.type === 'received' && receiver && sender && xml) {
    return { type: 'received', receiver, sender, xml };
  }
  const providerRef = text(fields.provider_ref);
  if (fields.type !== 'status' || !providerRef) return null;
  if (fields.status === 'sent' || fields.status === 'delivered') {
    return { type: 'status', providerRef, status: fields.status };
  }
  if (fields.status === 'failed') {
    return {
      type: 'status',
      providerRef,
      status: 'failed',
      reason: text(fields.reason) ?? 'Refusé',
    };
  }
  return null;
}

export function demoTransport(options: {
  inbox: PeppolInbox;
  webhookSecret?: string;
}): PeppolTransport {
  return {
    name: 'demo',
    async submit(document: OutgoingDocument): Promise<Submitted> {
      await options.inbox(document.receiver, document.sender, document.xml);
      return { providerRef: `${REF_PREFIX}${document.idempotencyKey}`, status: 'sent' };
    },
    status(providerRef: string): Promise<TransportStatus> {
      return Promise.resolve(
        providerRef.startsWith(REF_PREFIX)
          ? { status: 'delivered' }
          : { status: 'failed', reason: 'Envoi inconnu du transport de démonstration.' },
      );
    },
    register(): Promise<Registration> {
      return Promise.resolve({ state: 'registered' });
    },
    readWebhook(rawBody, headers) {
      if (!verified(options.webhookSecret, rawBody, headers['x-demo-signature'])) return null;
      return eventOf(rawBody);
    },
  };
}
