// Storecove's webhook calls, read once their signature is verified (docs/decisions.md, "Peppol
// access point: Storecove"). Storecove's public reference describes the events, not a signature:
// the installation's endpoint only trusts a call carrying an HMAC-SHA256 of "<timestamp>.<body>"
// made with STORECOVE_WEBHOOK_SECRET, recent, and never seen before.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TransportStatus, WebhookEvent } from './transport.js';
import { ublParticipants } from './ubl-parties.js';

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
/** A call older (or further in the future) than this is refused: a replay, or a wrong clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** `sha256=<hex>` of the HMAC-SHA256 of `<timestamp>.<raw body>` under the shared secret. */
export function webhookSignature(secret: string, timestamp: number, rawBody: Buffer): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody);
  return `sha256=${mac.digest('hex')}`;
}

type Headers = Record<string, string | string[] | undefined>;

/** A header's single value, whatever the case of its name (Node gives lower case, others may not). */
function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? undefined : value;
}

/**
 * Checks a call's signature in constant time and refuses stale timestamps and a signature already
 * accepted (the same call played twice within the tolerance). The memory of seen signatures only
 * has to outlive the tolerance, after which the timestamp alone refuses the replay.
 */
export function webhookVerifier(secret: string, now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return (rawBody: Buffer, headers: Headers): boolean => {
    const timestamp = Number(header(headers, TIMESTAMP_HEADER));
    const given = header(headers, SIGNATURE_HEADER);
    if (!secret || !given || !Number.isInteger(timestamp)) return false;
    const nowSeconds = Math.floor(now() / 1000);
    if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
    const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody));
    const received = Buffer.from(given);
    if (received.length !== expected.length || !timingSafeEqual(received, expected)) return false;
    for (const [signature, expiry] of seen) if (expiry < nowSeconds) seen.delete(signature);
    if (seen.has(given)) return false;
    seen.set(given, timestamp + WEBHOOK_TOLERANCE_SECONDS);
    return true;
  };
}

/**
 * Storecove's document-submission events and where each leaves the transmission: `succeeded` is
 * the receiving access point's AS4 receipt (delivered); `failed` and `no_action_taken` end it;
 * any other event (e.g. still being processed) leaves it sent.
 */
export function submissionStatus(event: string, details: unknown): TransportStatus {
  if (event === 'succeeded') return { status: 'delivered' };
  if (event === 'no_action_taken') {
    return {
      status: 'failed',
      reason: 'Storecove n’a rien envoyé : aucun moyen de joindre ce destinataire.',
    };
  }
  if (event === 'failed') {
    const told = detailsText(details);
    return {
      status: 'failed',
      reason: told
        ? `Refusé par le point d’accès : ${told}`
        : 'L’envoi a échoué au point d’accès, sans raison donnée.',
    };
  }
  return { status: 'sent' };
}

function detailsText(details: unknown): string {
  if (typeof details === 'string') return details.trim();
  if (!Array.isArray(details)) return '';
  return details
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : item !== null && typeof item === 'object' && 'details' in item
          ? String((item as { details: unknown }).details)
          : '',
    )
    .filter((text) => text.trim() !== '')
    .join(' ; ');
}

type Json = Record<string, unknown>;

function object(value: unknown): Json | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The event a verified body carries, or null when it is none the app uses. A pushed call carries
 * the event itself; a call relayed from Storecove's pull queue carries `{ guid, body }` whose
 * `body` is the event as a JSON string: both are read.
 */
export function parseWebhookEvent(rawBody: Buffer): WebhookEvent | null {
  let payload = object(parseJson(rawBody.toString('utf8')));
  const inner = payload && text(payload.body);
  if (inner) payload = object(parseJson(inner));
  if (!payload) return null;
  const eventType = text(payload.event_type);
  if (eventType === 'document_submission') {
    const providerRef = text(payload.document_submission_guid) ?? text(payload.guid);
    const event = text(payload.event);
    if (!providerRef || !event) return null;
    return { type: 'status', providerRef, ...submissionStatus(event, payload.details) };
  }
  if (eventType === 'received_document') return receivedDocument(payload);
  return null;
}

function receivedDocument(payload: Json): WebhookEvent | null {
  const encoded = text(payload.document);
  if (!encoded) return null;
  const xml = Buffer.from(encoded, 'base64').toString('utf8');
  const parties = ublParties(xml);
  // The UBL's own endpoint ids name the parties; the event's fields only fill a gap.
  const sender = parties?.sender ?? text(payload.sender);
  const receiver = parties?.receiver ?? text(payload.receiver);
  if (!sender || !receiver) return null;
  return { type: 'received', sender, receiver, xml };
}

/** The supplier's and the customer's participants of a delivered UBL, when both are there. */
function ublParties(xml: string): { sender: string; receiver: string } | null {
  try {
    const { sender, receiver } = ublParticipants(xml);
    return sender && receiver ? { sender, receiver } : null;
  } catch {
    return null;
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}
