// Two quotes competing for the same units. The second one is warned as soon as its
// dates are set, names the quote that holds the units, is refused, and saves once the user
// chooses to over-book.
import { addProducts, createClient } from './support/catalogue.js';
import { ok, signedInOrganization } from './support/organization.js';
import { choose } from './support/inputs.js';
import { expect, test } from './support/test.js';

test('[disponibilité] un second devis sur les mêmes tentes est averti, refusé, puis enregistré en surréservation', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'dispo');
  const first = await createClient(page.request, `Patro ${id}`);
  const second = await createClient(page.request, `Comité ${id}`);
  await addProducts(page.request, [['Tente 3x3', '45,50', '4']]);

  // The first quote takes 3 of the 4 tents from 12 to 15 June.
  await page.goto('/quote');
  await choose(page, 'Client', first);
  await page.getByLabel('Date de début').fill('12/06/2026');
  await page.getByLabel('Date de fin').fill('15/06/2026');
  await choose(page, 'Produit 1', 'Tente 3x3');
  await expect(page.getByText('disponible : 4 / 4')).toBeVisible();
  await page.getByLabel('Quantité du produit 1').fill('3');
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page.getByText('Devis créé avec succès')).toBeVisible();
  const { quotes } = await ok<{ quotes: { formatted_quote_id: string }[] }>(
    await page.request.get('/api/quote/getQuoteList'),
  );
  const held = quotes[0]!.formatted_quote_id;

  // The second one, on days that overlap (15 June is in both), asks for 2.
  await page.getByRole('button', { name: 'Nouveau devis' }).click();
  await choose(page, 'Client', second);
  await page.getByLabel('Date de début').fill('15/06/2026');
  await page.getByLabel('Date de fin').fill('16/06/2026');
  await choose(page, 'Produit 1', 'Tente 3x3');
  await expect(page.getByText('disponible : 1 / 4')).toBeVisible();
  await page.getByLabel('Quantité du produit 1').fill('2');
  const notice = page.getByRole('region', { name: 'Déjà réservé sur la période' });
  await expect(notice).toContainText('Tente 3x3 : 2 demandé(s), 1 disponible(s) sur 4.');
  await expect(notice).toContainText(`${held} (${first}) : 3 du 12/06/2026 au 15/06/2026`);

  // Saved as it is, the server refuses and says why.
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page.getByText(/« Tente 3x3 » n’est pas disponible en 2 exemplaire/)).toBeVisible();

  await notice.getByRole('checkbox', { name: 'Enregistrer quand même (surréservation)' }).check();
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  // Saved: the form now shows the second quote's number.
  await expect(page.getByRole('form', { name: /^Devis DEV-\d{4}-0002$/ })).toBeVisible();
  const after = await ok<{ quotes: { overbooked: boolean; client: { client_name: string } }[] }>(
    await page.request.get('/api/quote/getQuoteList'),
  );
  expect(after.quotes.map((quote) => [quote.client.client_name, quote.overbooked]).sort()).toEqual(
    [
      [second, true],
      [first, false],
    ].sort(),
  );

  // The period after the first rental is free again.
  const free = await ok<{ products: { available: number }[] }>(
    await page.request.get('/api/products/availability?from=2026-06-17&until=2026-06-30'),
  );
  expect(free.products.map((product) => product.available)).toEqual([4]);
});
