// The server's Peppol wiring (issue #33, peppol-installation.ts): the demo transport delivers an
// invoice to the organization of this installation that registered the buyer's identifier, where
// it waits in « Factures reçues »; with Storecove configured, the transport is Storecove's, its
// legal entities are kept in the database, and a client is looked up on the real network's DNS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../src/errors/app-error.js';
import {
  installationPeppolWiring,
  registeredOrganization,
} from '../src/modules/peppol-send/peppol-installation.js';
import { testConfig, useTestContext } from './support/app.js';
import { einvoiceWorkspace, sellerWorkspace } from './einvoice/workspace.js';
import { later, runQueue } from './peppol/peppol-fixture.js';
import { closedUdpPort } from './support/peppol-network.js';
import {
  startStorecoveImitation,
  STORECOVE_TEST_KEY,
  STORECOVE_TEST_WEBHOOK_SECRET,
  TEST_ORGANIZATION,
  type StorecoveImitation,
} from './support/storecove-imitation.js';

const ctx = useTestContext();
/** The enterprise number of the einvoice workspace's BE company client. */
const BUYER_NUMBER = '0403170701';

async function organizationNumbered(name: string) {
  const w = await sellerWorkspace(ctx, { kind: 'BE VAT', name });
  await ctx.db.organization.update({
    where: { organization_id: w.orgId },
    data: { enterprise_number: BUYER_NUMBER },
  });
  return w;
}

describe('the demo network inside this installation', () => {
  test('an invoice sent on Peppol reaches « Factures reçues » of the organization that registered the buyer’s number, and no other', async () => {
    const seller = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
    const invoice = await seller.validatedInvoice({ products: 1, services: 1, rates: [21] });
    const typedOnly = await organizationNumbered('Même numéro, pas enregistrée');
    const buyer = await organizationNumbered('Le client, enregistré sur Peppol');
    expect(await registeredOrganization(ctx.db, `0208:${BUYER_NUMBER}`)).toBeNull();
    const registered = await buyer.api.post('/api/organization/registerPeppol').send({});
    expect(registered.status).toBe(200);
    expect(registered.body.settings.registration).toBe('registered');

    const queued = await seller.api.post(`/api/invoice/sendPeppol?invoice_id=${invoice.id}`);
    expect(queued.status).toBe(202);
    // The server's own wiring, as server.ts builds it (the app's is made the same way).
    const { transport } = installationPeppolWiring(ctx.config, ctx.db);
    expect(transport.name).toBe('demo');
    await runQueue(ctx, transport, later(new Date(), 1000));

    const received = await buyer.api.get('/api/accounting/receivedDocuments?page=1&status=to_book');
    expect(received.status).toBe(200);
    expect(received.body.items).toHaveLength(1);
    expect(received.body.items[0]).toMatchObject({
      source: 'peppol',
      sender: expect.stringMatching(/^0208:\d{10}$/),
      status: 'to_book',
      draft: expect.objectContaining({ document_number: invoice.number }),
    });
    const other = await typedOnly.api.get(
      '/api/accounting/receivedDocuments?page=1&status=to_book',
    );
    expect(other.body.items).toEqual([]);
  });
});

describe('Storecove configured', () => {
  let storecove: StorecoveImitation;
  beforeAll(async () => {
    storecove = await startStorecoveImitation();
  });
  afterAll(() => storecove.close());

  const storecoveConfig = async () =>
    testConfig(ctx.config.DATABASE_URL ?? '', {
      PEPPOL_PROVIDER: 'storecove',
      STORECOVE_API_URL: storecove.url,
      STORECOVE_API_KEY: STORECOVE_TEST_KEY,
      STORECOVE_WEBHOOK_SECRET: STORECOVE_TEST_WEBHOOK_SECRET,
      PEPPOL_DNS_SERVERS: await closedUdpPort(),
      PEPPOL_LOOKUP_TIMEOUT_MS: '300',
    });

  test('the transport is Storecove’s and the legal entity it registers outlives the process', async () => {
    const config = await storecoveConfig();
    const first = installationPeppolWiring(config, ctx.db);
    expect(first.transport.name).toBe('storecove');
    expect(await first.transport.register(TEST_ORGANIZATION)).toEqual({ state: 'registered' });
    const stored = await ctx.db.peppolLegalEntity.findUniqueOrThrow({
      where: {
        provider_participant: { provider: 'storecove', participant: TEST_ORGANIZATION.participant },
      },
    });
    expect(storecove.legalEntities.has(stored.legal_entity_id)).toBe(true);
    // A new process registering again resumes the same legal entity instead of a second one.
    const entities = storecove.legalEntities.size;
    const second = installationPeppolWiring(config, ctx.db);
    expect(await second.transport.register(TEST_ORGANIZATION)).toEqual({ state: 'registered' });
    expect(storecove.legalEntities.size).toBe(entities);
  });

  test('a client is looked up on the Peppol network: a DNS that does not answer is a 503', async () => {
    const wiring = installationPeppolWiring(await storecoveConfig(), ctx.db);
    const failure = await wiring.lookup(`0208:${BUYER_NUMBER}`).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(503);
  });
});
