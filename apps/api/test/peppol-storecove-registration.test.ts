// Registering an organization at Storecove through the adapter, against the imitation (issue #33),
// and the configuration that chooses Storecove.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { legalEntitiesInMemory, storecoveOptions } from '../src/modules/peppol/storecove.js';
import { TransientTransportError } from '../src/modules/peppol/transport.js';
import {
  imitatedTransport,
  startStorecoveImitation,
  TEST_ORGANIZATION as ORGANIZATION,
  type StorecoveImitation,
} from './support/storecove-imitation.js';

let storecove: StorecoveImitation;
beforeAll(async () => {
  storecove = await startStorecoveImitation();
});
afterAll(() => storecove.close());

const transport = (overrides: Parameters<typeof imitatedTransport>[1] = {}) =>
  imitatedTransport(storecove, overrides);

describe('registering the organization', () => {
  test('registered: a legal entity with its address, then its Peppol identifier', async () => {
    const legalEntities = legalEntitiesInMemory();
    expect(await transport({ legalEntities }).register(ORGANIZATION)).toEqual({
      state: 'registered',
    });
    const id = (await legalEntities.find(ORGANIZATION.participant))!;
    const entity = storecove.legalEntities.get(id)!;
    expect(entity.body).toMatchObject({
      party_name: 'Atelier Dupont SRL',
      line1: 'Rue de la Loi 16',
      zip: '1000',
      city: 'Bruxelles',
      country: 'BE',
      tenant_id: '0208:0123456749',
    });
    expect(entity.identifiers).toEqual([
      { superscheme: 'iso6523-actorid-upis', scheme: 'BE:EN', identifier: '0123456749' },
    ]);
  });

  test('pending when the identifier call fails for now; registering again resumes, one entity', async () => {
    const legalEntities = legalEntitiesInMemory();
    const adapter = transport({ legalEntities, timeoutMs: 300 });
    const entitiesBefore = storecove.legalEntities.size;
    storecove.fail('peppolIdentifier', { status: 502 });
    expect(await adapter.register(ORGANIZATION)).toEqual({ state: 'pending' });
    storecove.fail('peppolIdentifier', { hang: true });
    expect(await adapter.register(ORGANIZATION)).toEqual({ state: 'pending' });
    expect(await adapter.register(ORGANIZATION)).toEqual({ state: 'registered' });
    expect(storecove.legalEntities.size).toBe(entitiesBefore + 1);
  });

  test('a legal entity that cannot be created for now is a transient error', async () => {
    storecove.fail('legalEntity', { status: 500 });
    await expect(transport().register(ORGANIZATION)).rejects.toBeInstanceOf(
      TransientTransportError,
    );
  });

  test.each([
    [
      'an identifier held by another access point',
      () =>
        storecove.fail('peppolIdentifier', {
          reject: [
            { source: 'identifier', details: 'Identifier is registered with another access point' },
          ],
        }),
      ORGANIZATION,
      'Cet identifiant Peppol est déjà inscrit chez un autre point d’accès : il faut d’abord l’y désinscrire.',
    ],
    [
      'an address Storecove refuses',
      () => undefined,
      { ...ORGANIZATION, address: { line1: 'Rue de la Loi 16', zip: '1', city: 'Bruxelles' } },
      'Adresse de l’organisation refusée par Storecove (zip : is too short).',
    ],
    [
      'no address',
      () => undefined,
      { ...ORGANIZATION, address: undefined },
      'Storecove demande l’adresse de l’organisation (rue, code postal et ville) : complétez-la.',
    ],
    [
      'a scheme Storecove is not told about',
      () => undefined,
      { ...ORGANIZATION, participant: '0190:123' },
      'L’identifiant Peppol « 0190:123 » est d’un schéma que l’adaptateur Storecove ne connaît pas.',
    ],
  ])('failed: %s, with the reason in French', async (_label, script, organization, reason) => {
    script();
    expect(await transport().register(organization)).toEqual({ state: 'failed', reason });
  });
});

describe('configuration', () => {
  test('the demo transport unless Storecove is chosen; Storecove needs its key and its secret', () => {
    expect(loadConfig({}).PEPPOL_PROVIDER).toBe('demo');
    expect(() => loadConfig({ PEPPOL_PROVIDER: 'storecove' })).toThrow(
      /STORECOVE_API_KEY: required with PEPPOL_PROVIDER=storecove\n {2}STORECOVE_WEBHOOK_SECRET: required/,
    );
    const config = loadConfig({
      PEPPOL_PROVIDER: 'storecove',
      STORECOVE_API_KEY: 'key',
      STORECOVE_WEBHOOK_SECRET: 'secret',
    });
    expect(storecoveOptions(config)).toEqual({
      apiUrl: 'https://api.storecove.com/api/v2',
      apiKey: 'key',
      webhookSecret: 'secret',
      timeoutMs: 30_000,
    });
  });
});
