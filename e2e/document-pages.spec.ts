// Each document has its page (issue #30): the quote's number in the list opens /quote/:id (a real
// link, for a new tab too), the invoice made from it lands on /invoice/:id, whose history shows
// its creation; a missing or foreign id says "introuvable". At 1280 and 390 px.
import { ok, signedInOrganization } from './support/organization.js';
import { settle } from './support/pages.js';
import { expect, test } from './support/test.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`[pages] à ${viewport.width} px, du numéro dans la liste au devis, puis à sa facture et son historique`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { id } = await signedInOrganization(page.request, `pages-${viewport.width}`);
    const client = await ok<{ client: { client_id: number } }>(
      await page.request.post('/api/clients/createClient', {
        data: { client_name: `Client ${id}` },
      }),
    );
    const service = await ok<{ service: { service_id: number } }>(
      await page.request.post('/api/services/addService', {
        multipart: { name: 'Livraison', description: 'Aller-retour', price: '60' },
      }),
    );
    const { quote } = await ok<{ quote: { quote_id: number; formatted_quote_id: string } }>(
      await page.request.post('/api/quote/createQuote', {
        data: {
          client_id: client.client.client_id,
          products: [],
          services: [
            { service_id: service.service.service_id, quantity: 2, price: 60, tva_rate: 21 },
          ],
          rent_date: '2026-06-01',
          reserved_from: '2026-06-12',
          reserved_until: '2026-06-15',
        },
      }),
    );

    await page.goto('/quote');
    await page.getByRole('tab', { name: 'Liste' }).click();
    const number = page.getByRole('link', { name: quote.formatted_quote_id });
    await expect(number).toHaveAttribute('href', `/quote/${quote.quote_id}`);
    await number.click();
    await expect(page).toHaveURL(new RegExp(`/quote/${quote.quote_id}$`));
    await expect(
      page.getByRole('heading', { name: `Devis ${quote.formatted_quote_id}` }),
    ).toBeVisible();
    const history = page.getByRole('region', { name: 'Historique' });
    await expect(history.getByText('Création')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    await page.getByRole('button', { name: /^Créer la facture du devis/ }).click();
    await expect(page.getByText('Facture créée avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/invoice\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Facture PROV-\d+$/ })).toBeVisible();
    await settle(page);
    await expect(
      page.getByRole('region', { name: 'Historique' }).getByText('Création'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // Its quote's page links back to it, through its history.
    await page.goto(`/quote/${quote.quote_id}`);
    await page
      .getByRole('region', { name: 'Historique' })
      .getByRole('link', { name: 'Voir la facture' })
      .click();
    await expect(page).toHaveURL(/\/invoice\/\d+$/);

    // A missing id: introuvable, not a crash.
    await page.goto('/invoice/2147483000');
    await expect(
      page.getByRole('heading', { name: 'Cette facture est introuvable' }),
    ).toBeVisible();
  });
}
