import type { APIRequestContext } from '@playwright/test';
import { ok } from './organization.js';

/**
 * A client named `clientName` with a quote of `deliveries` deliveries (60,00 € + 21 % each), made
 * through the API for the signed-in organization.
 */
export async function quoteOfDeliveries(
  request: APIRequestContext,
  clientName: string,
  deliveries = 1,
): Promise<number> {
  const client = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', { data: { client_name: clientName } }),
  );
  const service = await ok<{ service: { service_id: number } }>(
    await request.post('/api/services/addService', {
      multipart: { name: 'Livraison', description: 'Aller-retour', price: '60' },
    }),
  );
  const quote = await ok<{ quote: { quote_id: number } }>(
    await request.post('/api/quote/createQuote', {
      data: {
        client_id: client.client.client_id,
        products: [],
        services: [
          {
            service_id: service.service.service_id,
            quantity: deliveries,
            price: 60,
            tva_rate: 21,
          },
        ],
        rent_date: '2026-06-01',
        reserved_from: '2026-06-12',
        reserved_until: '2026-06-15',
      },
    }),
  );
  return quote.quote.quote_id;
}

/** As `quoteOfDeliveries` with one delivery, and the quote's invoice, still pending (PROV-…). */
export async function pendingInvoice(request: APIRequestContext, clientName: string) {
  const quoteId = await quoteOfDeliveries(request, clientName);
  const created = await ok<{ invoice: { formatted_invoice_id: string } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quoteId}`),
  );
  return { number: created.invoice.formatted_invoice_id };
}
