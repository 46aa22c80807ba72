import type { APIRequestContext } from '@playwright/test';
import { ok } from './organization.js';

/** A service of a quote: added to the catalogue at its price, quoted with its quantity and rate. */
export interface QuotedService {
  name: string;
  description: string;
  price: number;
  quantity: number;
  tva_rate: number;
}

/**
 * A new client `clientName` of the signed-in organization and a quote of `services` for it, over
 * the given days; answers the quote's id.
 */
export async function serviceQuote(
  request: APIRequestContext,
  clientName: string,
  services: readonly QuotedService[],
  days: { rent_date: string; reserved_from: string; reserved_until: string },
): Promise<number> {
  const client = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', { data: { client_name: clientName } }),
  );
  const lines = [];
  for (const { name, description, price, quantity, tva_rate } of services) {
    const added = await ok<{ service: { service_id: number } }>(
      await request.post('/api/services/addService', {
        multipart: { name, description, price: String(price) },
      }),
    );
    lines.push({ service_id: added.service.service_id, quantity, price, tva_rate });
  }
  const quote = await ok<{ quote: { quote_id: number } }>(
    await request.post('/api/quote/createQuote', {
      data: { client_id: client.client.client_id, products: [], services: lines, ...days },
    }),
  );
  return quote.quote.quote_id;
}
