// POST /api/peppol/webhook (issue #33): the access point tells where a transmission stands, or
// hands in a document received for an organization of this installation. The transport verifies
// the signature over the raw bytes and reads the event (transport.ts); nothing is trusted before.
import type { Db } from '../../db/prisma.js';
import type { PeppolWiring } from '../peppol/peppol-wiring.js';

/** `refused`: the signature did not verify (the route answers 401). */
export type WebhookOutcome = 'updated' | 'unknown' | 'received' | 'refused';

/**
 * The event applied: a status moves the transmission the provider's reference names (one still
 * on its way: a late "sent" never undoes a delivery); a received document goes to the inbox.
 */
export async function handlePeppolWebhook(
  db: Db,
  wiring: PeppolWiring,
  rawBody: unknown,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookOutcome> {
  const body = Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0);
  const event = wiring.transport.readWebhook(body, headers);
  if (!event) return 'refused';
  if (event.type === 'received') {
    await wiring.inbox(event.receiver, event.sender, event.xml);
    return 'received';
  }
  const data =
    event.status === 'failed'
      ? { status: 'failed' as const, reason: event.reason }
      : { status: event.status, reason: null };
  const { count } = await db.peppolTransmission.updateMany({
    where: {
      provider: wiring.transport.name,
      provider_ref: event.providerRef,
      status: { in: event.status === 'sent' ? ['queued'] : ['queued', 'sent'] },
    },
    data,
  });
  return count > 0 ? 'updated' : 'unknown';
}
