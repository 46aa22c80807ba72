import type { Express } from 'express';
import type { Db } from '../../src/db/prisma.js';
import type { Prisma } from '../../src/generated/prisma/client.js';
import {
  createClient,
  createQuoteThroughApi,
  createSoundCatalogue,
  signedInMember,
} from './factories.js';

export interface QuotedWorkspaceOptions {
  organizationName?: string;
  /** Changes to the organization before anything is quoted (address, VAT status…). */
  organization?: Prisma.OrganizationUpdateInput;
  catalogue?: Parameters<typeof createSoundCatalogue>[2];
  client?: Parameters<typeof createClient>[2];
  /** The quote's first line: two speakers at this price, VAT 21 %. */
  speakerLine: { price: number; discount?: number };
  /** The event's day and the reservation's span, as the quote form sends them. */
  dates: { rent_date: string; reserved_from: string; reserved_until: string };
}

/**
 * A signed-in member of an organization with the sound catalogue, a client, and a quote made
 * through the API of two speakers and one delivery (60 €, VAT 6 %).
 */
export async function quotedWorkspace(
  ctx: { app: Express; db: Db },
  options: QuotedWorkspaceOptions,
) {
  const { organization, cookie, api } = await signedInMember(
    ctx,
    options.organizationName ? { organization_name: options.organizationName } : {},
  );
  const orgId = organization.organization_id;
  if (options.organization) {
    await ctx.db.organization.update({
      where: { organization_id: orgId },
      data: options.organization,
    });
  }
  const { speaker: product, delivery } = await createSoundCatalogue(
    ctx.db,
    orgId,
    options.catalogue,
  );
  const client = await createClient(ctx.db, orgId, options.client);
  const { quote_id: quoteId } = await createQuoteThroughApi(api, {
    client_id: client.client_id,
    products: [
      { product_id: product.product_id, quantity: 2, tva_rate: 21, ...options.speakerLine },
    ],
    services: [{ service_id: delivery.service_id, quantity: 1, price: 60, tva_rate: 6 }],
    ...options.dates,
  });
  return { orgId, cookie, api, product, client, quoteId };
}

type QuotedWorkspace = Awaited<ReturnType<typeof quotedWorkspace>>;

/** Another quote of the workspace: one speaker for one day at 10 €. */
export const oneDayQuote = async (w: Pick<QuotedWorkspace, 'api' | 'client' | 'product'>) =>
  (
    await createQuoteThroughApi(w.api, {
      client_id: w.client.client_id,
      products: [{ product_id: w.product.product_id, quantity: 1, price: 10 }],
      services: [],
      rent_date: '2026-06-01',
      reserved_from: '2026-06-01',
      reserved_until: '2026-06-01',
      // The same speaker booked by every one of them, on purpose: invoices, not availability,
      // are what these files test.
      allow_overbooking: true,
    })
  ).quote_id;

/** The French seller's legal identity and address (Paris), as the invoices' suites give it. */
export const FRENCH_ORGANIZATION = {
  country: 'FR',
  address: '10 rue de Rivoli',
  postal_code: '75004',
  city: 'Paris',
  enterprise_number: '732829320',
  siret: '73282932000074',
  bank_account: 'FR1420041010050500013M02606',
} as const;

/**
 * The invoices' workspace: a Belgian VAT-subject organization (`organization` changes it), its
 * client Comité des fêtes of Wavre (a company unless `clientType` says otherwise), and a quote for
 * 12 June 2026 of 2 × 40,00 € at 21 % + 60,00 € at 6 %: 160,40 €, one speaker being 48,40 €.
 */
export function invoicedWorkspace(
  ctx: { app: Express; db: Db },
  options: {
    organizationName?: string;
    organization?: Prisma.OrganizationUpdateInput;
    clientType?: 'company' | 'person';
  } = {},
) {
  const person = options.clientType === 'person';
  return quotedWorkspace(ctx, {
    ...(options.organizationName ? { organizationName: options.organizationName } : {}),
    organization: { vat_number: 'BE0123456749', is_vat_subject: true, ...options.organization },
    catalogue: { speaker: { price_cents: 4000 }, delivery: { description: '' } },
    client: {
      client_name: 'Comité des fêtes',
      client_address: 'Place communale 1',
      postal_code: '1300',
      city: 'Wavre',
      client_type: options.clientType ?? 'company',
      vat_number: person ? null : 'BE0403170701',
      enterprise_number: person ? null : '0403170701',
    },
    speakerLine: { price: 40, discount: 0 },
    dates: { rent_date: '2026-06-12', reserved_from: '2026-06-12', reserved_until: '2026-06-12' },
  });
}
