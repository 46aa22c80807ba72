// How the app hands an e-invoice to the Peppol network (issue #33): one interface, one adapter
// per access point chosen by configuration (`PEPPOL_PROVIDER`), and the "demo" transport that
// delivers inside this installation, the default when nothing is configured. The queue of
// transmissions (retries, statuses, idempotency) is built on this interface only; an adapter
// knows its provider's API and nothing of the database.

/** A Peppol participant identifier, `<ISO 6523 scheme>:<identifier>`, e.g. `0208:0123456749`. */
export type ParticipantId = string;

/** A UBL document ready to go: Peppol BIS Billing 3.0, already checked by the caller. */
export type OutgoingDocument = {
  kind: 'invoice' | 'credit_note';
  /** The UBL 2.1 XML, as the app writes it (getInvoiceUbl / getCreditNoteUbl). */
  xml: string;
  sender: ParticipantId;
  receiver: ParticipantId;
  /** One per document: the access point must never deliver the same key twice. */
  idempotencyKey: string;
};

/** Where a transmission stands at the access point. `reason` is French when one is given. */
export type TransportStatus =
  { status: 'sent' } | { status: 'delivered' } | { status: 'failed'; reason: string };

/** The access point took the document: its own reference to follow it, and where it stands. */
export type Submitted = { providerRef: string } & TransportStatus;

/**
 * A failure worth retrying (timeout, connection refused, HTTP 429 or 5xx): the queue tries again
 * later with backoff. Anything else an adapter throws is a definitive refusal.
 */
export class TransientTransportError extends Error {
  override readonly name = 'TransientTransportError';
}

/** The organization's own identifier at the access point, so that others can send to it. */
export type Registration =
  { state: 'registered' | 'pending' } | { state: 'failed'; reason: string };

/** What a provider's webhook told, once its signature is verified. */
export type WebhookEvent =
  | ({ type: 'status'; providerRef: string } & TransportStatus)
  | { type: 'received'; receiver: ParticipantId; sender: ParticipantId; xml: string };

export type OrganizationIdentity = {
  participant: ParticipantId;
  name: string;
  country: 'BE' | 'FR';
  /** The organization's address, for access points that register it (Storecove requires one). */
  address?: { line1: string; zip: string; city: string };
};

export interface PeppolTransport {
  readonly name: 'demo' | 'storecove' | (string & {});
  submit(document: OutgoingDocument): Promise<Submitted>;
  status(providerRef: string): Promise<TransportStatus>;
  register(organization: OrganizationIdentity): Promise<Registration>;
  /** The event a webhook call carries, or null when its signature does not verify. */
  readWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookEvent | null;
}
