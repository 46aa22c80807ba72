import type { APIRequestContext } from '@playwright/test';
import { ok, signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

/**
 * A validated invoice of a Belgian company client (its enterprise number is its Peppol address),
 * made through the API for a new organization; answers its id and number.
 */
async function validatedCompanyInvoice(request: APIRequestContext) {
  const { id } = await signedInOrganization(request, 'peppol');
  const client = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', {
      data: {
        client_name: `Entreprise ${id}`,
        client_type: 'company',
        country: 'BE',
        enterprise_number: '0403170701',
        client_address: 'Place communale 1',
        postal_code: '1300',
        city: 'Wavre',
      },
    }),
  );
  const service = await ok<{ service: { service_id: number } }>(
    await request.post('/api/services/addService', {
      multipart: { name: 'Montage', description: 'Montage', price: '100' },
    }),
  );
  const quote = await ok<{ quote: { quote_id: number } }>(
    await request.post('/api/quote/createQuote', {
      data: {
        client_id: client.client.client_id,
        products: [],
        services: [
          { service_id: service.service.service_id, quantity: 1, price: 100, tva_rate: 21 },
        ],
        rent_date: '2026-06-01',
        reserved_from: '2026-06-12',
        reserved_until: '2026-06-12',
      },
    }),
  );
  const invoice = await ok<{ invoice: { invoice_id: number } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quote.quote.quote_id}`),
  );
  const validated = await ok<{ invoice: { invoice_id: number; formatted_invoice_id: string } }>(
    // Validation is a GET that only the app's fetch helper may send (its header).
    await request.get(`/api/invoice/validateInvoice?invoice_id=${invoice.invoice.invoice_id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }),
  );
  return validated.invoice;
}

test('[factures] une facture validée envoyée via Peppol (démo) est « Délivrée » sur sa page', async ({
  page,
}) => {
  const invoice = await validatedCompanyInvoice(page.request);
  await page.goto(`/invoice/${invoice.invoice_id}`);
  await expect(
    page.getByRole('heading', { name: `Facture ${invoice.formatted_invoice_id}` }),
  ).toBeVisible();
  const peppol = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Peppol' }) });
  await peppol.getByRole('button', { name: 'Envoyer via Peppol' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Envoyer via Peppol' });
  await confirm.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le document est en file d’envoi via Peppol.')).toBeVisible();
  // The e2e server runs the queue every second: queued, sent, then delivered by the demo network.
  await expect(peppol.getByText('Délivrée')).toBeVisible({ timeout: 45_000 });
  await expect(peppol.getByRole('button', { name: 'Envoyer via Peppol' })).toHaveCount(0);
  // The history says so too.
  await expect(page.getByText(/Envoi via Peppol à 0208:0403170701/)).toBeVisible();
});
