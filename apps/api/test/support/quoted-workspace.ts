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
