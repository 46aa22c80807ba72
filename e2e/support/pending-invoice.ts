import type { APIRequestContext } from '@playwright/test';
import { ok } from './organization.js';
import { serviceQuote } from './service-quote.js';

/**
 * A client named `clientName` with a quote of `deliveries` deliveries (60,00 € + 21 % each), made
 * through the API for the signed-in organization.
 */
export const quoteOfDeliveries = (
  request: APIRequestContext,
  clientName: string,
  deliveries = 1,
): Promise<number> =>
  serviceQuote(
    request,
    clientName,
    [
      {
        name: 'Livraison',
        description: 'Aller-retour',
        price: 60,
        quantity: deliveries,
        tva_rate: 21,
      },
    ],
    { rent_date: '2026-06-01', reserved_from: '2026-06-12', reserved_until: '2026-06-15' },
  );

/** As `quoteOfDeliveries` with one delivery, and the quote's invoice, still pending (PROV-…). */
export async function pendingInvoice(request: APIRequestContext, clientName: string) {
  const quoteId = await quoteOfDeliveries(request, clientName);
  const created = await ok<{ invoice: { formatted_invoice_id: string } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quoteId}`),
  );
  return { number: created.invoice.formatted_invoice_id };
}
