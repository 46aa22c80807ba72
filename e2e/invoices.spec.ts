import type { APIRequestContext } from '@playwright/test';
import { ok, signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

/** An organization with an active plan and one invoice made from a quote, through the API. */
async function organizationWithInvoice(request: APIRequestContext) {
  const { id } = await signedInOrganization(request, 'factures');
  const client = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', { data: { client_name: `Client ${id}` } }),
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
          { service_id: service.service.service_id, quantity: 1, price: 60, tva_rate: 21 },
        ],
        rent_date: '2026-06-01',
        reserved_from: '2026-06-12',
        reserved_until: '2026-06-15',
      },
    }),
  );
  const invoice = await ok<{ invoice: { formatted_invoice_id: string } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quote.quote.quote_id}`),
  );
  return { clientName: `Client ${id}`, number: invoice.invoice.formatted_invoice_id };
}

test('[factures] valider une facture la masque jusqu’à « Afficher les factures validées », et son PDF se télécharge', async ({
  page,
}) => {
  const { clientName, number } = await organizationWithInvoice(page.request);
  await page.goto('/invoices');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(clientName);
  await expect(row).toContainText('Location');
  await expect(row).toContainText('72,60');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Télécharger la facture ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`FACTURE-${number}.pdf`);

  await row.getByRole('button', { name: `Valider la facture ${number}` }).click();
  await expect(page.getByText('Facture validée avec succès')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0);

  await page.getByText('Afficher les factures validées').click();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Validée');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Validée');
});
