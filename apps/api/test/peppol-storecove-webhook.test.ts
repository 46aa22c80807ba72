// Storecove's webhook calls as the adapter reads them (issue #33): signature, replay, events.
import { describe, expect, test } from 'vitest';
import { createStorecoveTransport } from '../src/modules/peppol/storecove.js';
import type { PeppolTransport } from '../src/modules/peppol/transport.js';
import {
  signStorecoveWebhook,
  STORECOVE_TEST_KEY,
  STORECOVE_TEST_WEBHOOK_SECRET,
  testUbl,
} from './support/storecove-imitation.js';

const transport = (now?: () => number): PeppolTransport =>
  createStorecoveTransport({
    // No call leaves: reading a webhook is local.
    apiUrl: 'http://127.0.0.1:9/api/v2',
    apiKey: STORECOVE_TEST_KEY,
    webhookSecret: STORECOVE_TEST_WEBHOOK_SECRET,
    timeoutMs: 1_000,
    ...(now ? { now } : {}),
  });

const GUID = '2b2a6f1e-7c1d-4d47-9a51-3c4f5e6a7b8c';
const succeeded = {
  event_type: 'document_submission',
  event: 'succeeded',
  document_submission_guid: GUID,
};

const RECEIVED_UBL = testUbl('0009:73282932000074', '0208:0123456749');

describe('webhook signature', () => {
  test('a good signature gives the event, whatever the case of the header names', () => {
    const { body, headers } = signStorecoveWebhook(succeeded);
    expect(transport().readWebhook(body, headers)).toEqual({
      type: 'status',
      providerRef: GUID,
      status: 'delivered',
    });
    const again = signStorecoveWebhook(succeeded);
    const capitalized = Object.fromEntries(
      Object.entries(again.headers).map(([name, value]) => [name.toUpperCase(), value]),
    );
    expect(transport().readWebhook(again.body, capitalized)).toMatchObject({ status: 'delivered' });
  });

  test('a bad signature, another secret, a changed body or no header → null', () => {
    const adapter = transport();
    const { body, headers } = signStorecoveWebhook(succeeded);
    const tampered = { ...headers, 'x-webhook-signature': `sha256=${'0'.repeat(64)}` };
    expect(adapter.readWebhook(body, tampered)).toBeNull();
    const other = signStorecoveWebhook(succeeded, 'another-secret');
    expect(adapter.readWebhook(other.body, other.headers)).toBeNull();
    const changed = Buffer.from(body.toString('utf8').replace('succeeded', 'failed'));
    expect(adapter.readWebhook(changed, headers)).toBeNull();
    expect(adapter.readWebhook(body, { 'content-type': 'application/json' })).toBeNull();
  });

  test('the same call played twice is read once', () => {
    const adapter = transport();
    const { body, headers } = signStorecoveWebhook(succeeded);
    expect(adapter.readWebhook(body, headers)).not.toBeNull();
    expect(adapter.readWebhook(body, headers)).toBeNull();
  });

  test('a stale timestamp (or one far in the future) → null, even well signed', () => {
    const now = Date.now();
    const adapter = transport(() => now);
    const seconds = Math.floor(now / 1000);
    const stale = signStorecoveWebhook(succeeded, STORECOVE_TEST_WEBHOOK_SECRET, seconds - 301);
    expect(adapter.readWebhook(stale.body, stale.headers)).toBeNull();
    const future = signStorecoveWebhook(succeeded, STORECOVE_TEST_WEBHOOK_SECRET, seconds + 301);
    expect(adapter.readWebhook(future.body, future.headers)).toBeNull();
    const recent = signStorecoveWebhook(succeeded, STORECOVE_TEST_WEBHOOK_SECRET, seconds - 299);
    expect(adapter.readWebhook(recent.body, recent.headers)).not.toBeNull();
  });

  test('without a configured secret nothing is believed', () => {
    const adapter = createStorecoveTransport({
      apiUrl: 'http://127.0.0.1:9/api/v2',
      apiKey: STORECOVE_TEST_KEY,
      webhookSecret: '',
      timeoutMs: 1_000,
    });
    const { body, headers } = signStorecoveWebhook(succeeded, '');
    expect(adapter.readWebhook(body, headers)).toBeNull();
  });
});

describe('webhook events', () => {
  test.each([
    ['succeeded', undefined, { status: 'delivered' }],
    [
      'failed',
      [{ source: 'as4', details: 'Receiving access point rejected the message' }],
      {
        status: 'failed',
        reason: 'Refusé par le point d’accès : Receiving access point rejected the message',
      },
    ],
    [
      'failed',
      undefined,
      { status: 'failed', reason: 'L’envoi a échoué au point d’accès, sans raison donnée.' },
    ],
    [
      'no_action_taken',
      undefined,
      {
        status: 'failed',
        reason: 'Storecove n’a rien envoyé : aucun moyen de joindre ce destinataire.',
      },
    ],
    ['processing', undefined, { status: 'sent' }],
  ])('document_submission %s (case %#) → its status', (event, details, status) => {
    const { body, headers } = signStorecoveWebhook({
      event_type: 'document_submission',
      event,
      document_submission_guid: GUID,
      ...(details ? { details } : {}),
    });
    expect(transport().readWebhook(body, headers)).toEqual({
      type: 'status',
      providerRef: GUID,
      ...status,
    });
  });

  test('a received document carries its XML and its parties from the UBL', () => {
    const { body, headers } = signStorecoveWebhook({
      event_type: 'received_document',
      event: 'received',
      document_guid: 'c0ffee00-0000-4000-8000-000000000001',
      document: Buffer.from(RECEIVED_UBL, 'utf8').toString('base64'),
    });
    expect(transport().readWebhook(body, headers)).toEqual({
      type: 'received',
      sender: '0009:73282932000074',
      receiver: '0208:0123456749',
      xml: RECEIVED_UBL,
    });
  });

  test('a call relayed from the pull queue ({ guid, body }) reads the same', () => {
    const { body, headers } = signStorecoveWebhook({
      guid: 'f00d0000-0000-4000-8000-000000000002',
      body: JSON.stringify(succeeded),
    });
    expect(transport().readWebhook(body, headers)).toMatchObject({
      type: 'status',
      status: 'delivered',
    });
  });

  test('an event the app does not use, or a body that is not JSON, → null', () => {
    const adapter = transport();
    const other = signStorecoveWebhook({ event_type: 'legal_entity', event: 'updated' });
    expect(adapter.readWebhook(other.body, other.headers)).toBeNull();
    const notJson = signStorecoveWebhook('not an event');
    expect(adapter.readWebhook(notJson.body, notJson.headers)).toBeNull();
    const noDocument = signStorecoveWebhook({ event_type: 'received_document', event: 'received' });
    expect(adapter.readWebhook(noDocument.body, noDocument.headers)).toBeNull();
  });
});
