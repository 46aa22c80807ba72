import { addProducts } from './support/catalogue.js';
import { ok, signedInOrganization } from './support/organization.js';
import { expect, test } from './support/test.js';

// The "Envoyer par e-mail" dialog on a phone (issue #30 §6): inside the screen, with room around
// its fields, nothing wider than the dialog.
test.use({ viewport: { width: 390, height: 844 } });

test('[e-mail] à 390 px, la fenêtre d’envoi tient dans l’écran et ses champs ont de la marge', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'email-narrow');
  const { client } = await ok<{ client: { client_id: number } }>(
    await page.request.post('/api/clients/createClient', {
      data: {
        client_name: `Comité des fêtes de Saint-Servais ${id}`,
        client_email: `secretariat.comite-${id}@une-adresse-assez-longue.exemple.test`,
      },
    }),
  );
  await addProducts(page.request, [['Tente 3x3', '45,50', '4']]);
  const { products } = await ok<{ products: { product_id: number }[] }>(
    await page.request.get('/api/products/list'),
  );
  const { quote } = await ok<{ quote: { formatted_quote_id: string } }>(
    await page.request.post('/api/quote/createQuote', {
      data: {
        client_id: client.client_id,
        products: [{ product_id: products[0]!.product_id, quantity: 2, price: 45.5 }],
        services: [],
        rent_date: '2026-06-12',
        reserved_from: '2026-06-12',
        reserved_until: '2026-06-12',
      },
    }),
  );
  const number = quote.formatted_quote_id;

  await page.goto('/quote');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await page.getByRole('button', { name: `Envoyer le devis par e-mail ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Envoyer le devis ${number} par e-mail` });
  await expect(dialog.getByLabel('Destinataire')).toBeFocused();

  const box = (await dialog.boundingBox())!;
  expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(390);
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'nothing wider than the dialog').toBeLessThanOrEqual(0);
  for (const label of ['Destinataire', 'Objet', 'Message']) {
    const field = (await dialog.getByLabel(label).boundingBox())!;
    expect(field.x - box.x, `${label}: room on the left`).toBeGreaterThanOrEqual(12);
    expect(
      box.x + box.width - (field.x + field.width),
      `${label}: room on the right`,
    ).toBeGreaterThanOrEqual(12);
  }
  const send = (await dialog.getByRole('button', { name: 'Envoyer' }).boundingBox())!;
  expect(box.x + box.width - (send.x + send.width), 'room right of Envoyer').toBeGreaterThanOrEqual(
    12,
  );
});
