// The Storecove adapter against an imitation of Storecove's API on loopback (issue #33).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  idempotencyGuid,
  StorecoveRefusal,
  type StorecoveOptions,
} from '../src/modules/peppol/storecove.js';
import {
  TransientTransportError,
  type OutgoingDocument,
  type PeppolTransport,
} from '../src/modules/peppol/transport.js';
import {
  imitatedTransport,
  startStorecoveImitation,
  STORECOVE_TEST_KEY,
  TEST_ORGANIZATION as ORGANIZATION,
  testUbl,
  type StorecoveImitation,
} from './support/storecove-imitation.js';

const ublInvoice = (root: 'Invoice' | 'CreditNote' = 'Invoice') =>
  testUbl('0208:0123456749', '0208:0987654321', root);

const document = (overrides: Partial<OutgoingDocument> = {}): OutgoingDocument => ({
  kind: 'invoice',
  xml: ublInvoice(),
  sender: ORGANIZATION.participant,
  receiver: '0208:0987654321',
  idempotencyKey: 'invoice-42',
  ...overrides,
});

let storecove: StorecoveImitation;
beforeAll(async () => {
  storecove = await startStorecoveImitation();
});
afterAll(() => storecove.close());

const transport = (overrides: Partial<StorecoveOptions> = {}): PeppolTransport =>
  imitatedTransport(storecove, overrides);

/** A transport whose organization is registered at the imitation. */
async function registered(overrides: Partial<StorecoveOptions> = {}) {
  const adapter = transport(overrides);
  expect(await adapter.register(ORGANIZATION)).toEqual({ state: 'registered' });
  return adapter;
}

describe('submitting a document', () => {
  test('accepted: the UBL goes as raw document data under the key, with Storecove’s reference back', async () => {
    const adapter = await registered();
    const submitted = await adapter.submit(document());
    expect(submitted.status).toBe('sent');
    const kept = storecove.submissions.get(submitted.providerRef)!;
    expect(kept.xml).toBe(ublInvoice());
    expect(kept.receiver).toEqual({ scheme: 'BE:EN', id: '0987654321' });
    expect(kept.idempotencyGuid).toBe(idempotencyGuid('invoice-42'));
    const request = storecove.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${STORECOVE_TEST_KEY}`);
    expect(request.body).toMatchObject({
      document: { documentType: 'invoice', rawDocumentData: { parseStrategy: 'ubl' } },
    });
  });

  test.each([
    ['0208:0987654321', { scheme: 'BE:EN', id: '0987654321' }],
    ['9925:BE0987654321', { scheme: 'BE:VAT', id: 'BE0987654321' }],
    ['0009:73282932000074', { scheme: 'FR:SIRET', id: '73282932000074' }],
    ['0002:732829320', { scheme: 'FR:SIRENE', id: '732829320' }],
    ['9930:DE811907980', { scheme: 'DE:VAT', id: 'DE811907980' }],
    ['0211:IT01234567890', { scheme: 'IT:IVA', id: 'IT01234567890' }],
    ['0106:12345678', { scheme: 'NL:KVK', id: '12345678' }],
  ])('the receiver %s is routed under Storecove’s scheme name', async (receiver, expected) => {
    const adapter = await registered();
    const { providerRef } = await adapter.submit(document({ receiver, idempotencyKey: receiver }));
    expect(storecove.submissions.get(providerRef)!.receiver).toEqual(expected);
  });

  test('a credit note goes the same way, its UBL root telling it apart', async () => {
    const adapter = await registered();
    const xml = ublInvoice('CreditNote');
    const { providerRef } = await adapter.submit(
      document({ kind: 'credit_note', xml, idempotencyKey: 'credit-note-7' }),
    );
    expect(storecove.submissions.get(providerRef)!.xml).toBe(xml);
  });

  test('idempotency: the same key twice is one submission, answered with the first reference', async () => {
    const adapter = await registered();
    const key = 'invoice-idempotent-1';
    const first = await adapter.submit(document({ idempotencyKey: key }));
    const before = storecove.submissions.size;
    const second = await adapter.submit(document({ idempotencyKey: key }));
    expect(second.providerRef).toBe(first.providerRef);
    expect(storecove.submissions.size).toBe(before);
    const sent = storecove.requests.filter((r) => r.path === '/document_submissions').slice(-2);
    expect(sent.map((r) => (r.body as { idempotencyGuid: string }).idempotencyGuid)).toEqual([
      idempotencyGuid(key),
      idempotencyGuid(key),
    ]);
    // A GUID key is sent as it is; any other key always becomes the same GUID.
    expect(idempotencyGuid('5F0C2A4E-1B2C-4D3E-8F90-A1B2C3D4E5F6')).toBe(
      '5f0c2a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6',
    );
    expect(idempotencyGuid(key)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  test('an answer lost after Storecove took the document: the retry gets the first reference', async () => {
    const adapter = await registered({ timeoutMs: 300 });
    const before = storecove.submissions.size;
    storecove.fail('submission', { hangAfterDoing: true });
    const lost = await adapter.submit(document({ idempotencyKey: 'lost-answer' })).catch((e) => e);
    expect(lost).toBeInstanceOf(TransientTransportError);
    expect(storecove.submissions.size).toBe(before + 1);
    const retried = await adapter.submit(document({ idempotencyKey: 'lost-answer' }));
    expect(storecove.submissions.size).toBe(before + 1);
    expect(storecove.submissions.get(retried.providerRef)!.idempotencyGuid).toBe(
      idempotencyGuid('lost-answer'),
    );
  });

  test('rejected with reasons: a definitive refusal in French, unknown ones kept after the prefix', async () => {
    const adapter = await registered();
    storecove.fail('submission', {
      reject: [
        { source: 'routing.eIdentifiers', details: 'Receiver not found' },
        { source: 'document', details: '[BR-CO-15] Invoice total amount with VAT' },
        { source: 'attachments', details: 'Attachment too large' },
      ],
    });
    const refusal = await adapter
      .submit(document({ idempotencyKey: 'rejected-1' }))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(StorecoveRefusal);
    expect(refusal).not.toBeInstanceOf(TransientTransportError);
    expect((refusal as Error).message).toBe(
      'Le destinataire est introuvable sur le réseau Peppol. ' +
        'Le document ne passe pas la validation Peppol de Storecove ([BR-CO-15] Invoice total amount with VAT). ' +
        'Refusé par le point d’accès : Attachment too large',
    );
  });

  test('an organization never registered is refused before any call', async () => {
    const before = storecove.requests.length;
    const refusal = await transport()
      .submit(document())
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(StorecoveRefusal);
    expect((refusal as Error).message).toContain('n’est pas inscrite chez Storecove');
    expect(storecove.requests.length).toBe(before);
  });

  test('a wrong API key (401) is definitive', async () => {
    const wrongKey = transport({
      apiKey: 'not-the-key',
      legalEntities: { find: async () => 1001, remember: async () => undefined },
    });
    const refusal = await wrongKey.submit(document()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(StorecoveRefusal);
    expect((refusal as Error).message).toContain('STORECOVE_API_KEY');
  });

  test.each([
    ['500', { status: 500 }, 'Storecove est indisponible (HTTP 500) : nouvel essai plus tard.'],
    ['503', { status: 503 }, 'Storecove est indisponible (HTTP 503) : nouvel essai plus tard.'],
    [
      '429',
      { status: 429 },
      'Storecove limite le nombre d’appels (HTTP 429) : nouvel essai plus tard.',
    ],
    [
      'a hang past the timeout',
      { hang: true as const },
      'Storecove n’a pas répondu à temps : nouvel essai plus tard.',
    ],
  ])('%s → TransientTransportError, to be retried later', async (_label, failure, message) => {
    const adapter = await registered({ timeoutMs: 300 });
    storecove.fail('submission', failure);
    const error = await adapter
      .submit(document({ idempotencyKey: 'transient' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransientTransportError);
    expect((error as Error).message).toBe(message);
  });

  test('a connection refused is transient', async () => {
    const closed = await startStorecoveImitation();
    await closed.close();
    const adapter = transport({
      apiUrl: closed.url,
      legalEntities: { find: async () => 1, remember: async () => undefined },
    });
    await expect(adapter.submit(document())).rejects.toBeInstanceOf(TransientTransportError);
  });
});

describe('status of a transmission', () => {
  test('sent until the sending evidence exists, then delivered; a 500 is transient', async () => {
    const adapter = await registered();
    const { providerRef } = await adapter.submit(document({ idempotencyKey: 'status-1' }));
    expect(await adapter.status(providerRef)).toEqual({ status: 'sent' });
    storecove.submissions.get(providerRef)!.delivered = true;
    expect(await adapter.status(providerRef)).toEqual({ status: 'delivered' });
    storecove.fail('evidence', { status: 500 });
    await expect(adapter.status(providerRef)).rejects.toBeInstanceOf(TransientTransportError);
  });
});
