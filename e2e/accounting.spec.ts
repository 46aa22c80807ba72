import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { addProducts, createClientId } from './support/catalogue.js';
import { addExpenseWithReceipt, ok, signedInOrganization } from './support/organization.js';
import { MINIMAL_PDF, choose, today } from './support/inputs.js';
import { expect, test } from './support/test.js';

const frDate = (iso: string) => iso.split('-').reverse().join('/');

test('[compta] sortie avec justificatif PDF et rentrée : recherche, période, modification, suppression et export', async ({
  page,
}) => {
  // One user story from entry to export: longer than the default budget on a busy machine.
  test.slow();
  const { id } = await signedInOrganization(page.request, 'compta');
  const expense = `Tente ${id}`;
  const revenue = `Buvette ${id}`;
  await page.goto('/accounting');

  // Sortie, paid by the organization (the default payer), with a PDF receipt.
  await expect(page.getByRole('tab', { name: 'Ajouter' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Nom').fill(expense);
  await page.getByLabel('Prix').fill('120,50');
  await expect(page.getByRole('combobox', { name: 'Payé par' })).toHaveValue('Organization');
  await choose(page, 'Moyen de paiement', 'Virement');
  await page.getByLabel('Justificatif').setInputFiles({
    name: 'recu.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await expect(page.getByLabel('Aperçu de recu.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter la sortie' }).click();
  await expect(page.getByText('Dépense ajoutée avec succès')).toBeVisible();
  await expect(page.getByLabel('Nom')).toHaveValue('');

  // Rentrée: only the name, the unit price and the date are needed.
  await page.getByRole('button', { name: 'Rentrée' }).click();
  await page.getByLabel('Nom').fill(revenue);
  await page.getByLabel('Prix unitaire').fill('2,5');
  await page.getByLabel('Quantité').fill('40');
  await page.getByRole('button', { name: 'Ajouter la rentrée' }).click();
  await expect(page.getByText('Rentrée ajoutée avec succès')).toBeVisible();

  // The list, with search and the period filter.
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByRole('row').filter({ hasText: revenue })).toContainText('2,50');
  await page.getByRole('button', { name: 'Sortie' }).click();
  const search = page.getByRole('searchbox', { name: 'Rechercher' });
  await search.fill('TENTE');
  const row = page.getByRole('row').filter({ hasText: expense });
  await expect(row).toContainText('Organisation');
  await expect(row).toContainText('N/A');
  await expect(row).toContainText(frDate(today()));
  await expect(row).toContainText('120,50');
  await search.fill('gobelets');
  await expect(page.getByText('Aucune dépense ne correspond à « gobelets »')).toBeVisible();
  await search.fill('');

  const period = page.getByRole('combobox', { name: 'Période' });
  await period.selectOption({ label: "L'année dernière" });
  await expect(page.getByText('Aucune dépense sur cette période')).toBeVisible();
  await period.selectOption({ label: 'Personnalisé' });
  await page.getByLabel('Date de début').fill(frDate(today()));
  await page.getByLabel('Date de fin').fill(frDate(today()));
  await page.getByLabel('Date de fin').press('Enter');
  await expect(page.getByText(`Du ${frDate(today())} au ${frDate(today())}`)).toBeVisible();
  await expect(row).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByRole('combobox', { name: 'Période' })).toHaveValue('custom');
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: "Aujourd'hui" });
  await expect(page.getByRole('row').filter({ hasText: expense })).toBeVisible();

  // Edit: the receipt comes back with its preview.
  await page.getByRole('button', { name: `Modifier ${expense}` }).click();
  await expect(page.getByRole('tab', { name: 'Modifier' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('form', { name: 'Modifier la sortie' });
  await expect(form.getByLabel('Nom')).toHaveValue(expense);
  await expect(form.getByLabel('Aperçu de recu.pdf')).toBeVisible();
  await form.getByLabel('Prix').fill('130');
  await form.getByRole('button', { name: 'Modifider la sortie' }).click();
  await expect(page.getByText('Dépense modifiée avec succès')).toBeVisible();
  await expect(page.getByText('Cliquez sur une ligne pour la modifier.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: expense })).toContainText('130,00');

  // Export of the period: a zip with both CSVs and the receipt.
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByRole('row').filter({ hasText: expense })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`accounting_${today()}_to_${today()}.zip`);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const name of ['depenses.csv', 'rentrees.csv', 'justificatifs/depenses/']) {
    expect(zip.includes(name), name).toBe(true);
  }

  // Delete the revenue through the modal.
  await page.getByRole('button', { name: 'Rentrée' }).click();
  await page.getByRole('button', { name: `Supprimer ${revenue}` }).click();
  const modal = page.getByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' });
  await modal.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: `Supprimer ${revenue}` }).click();
  await modal.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Rentrée supprimée avec succès')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('Aucune rentrée sur cette période')).toBeVisible();
});

/** An expense, a revenue linked to an event, and an invoiced rental of a product, via the API. */
async function accountingData(request: APIRequestContext, id: string) {
  const event = await ok<{ event: { event_id: number } }>(
    await request.post('/api/events/addEvent', {
      multipart: {
        name: `Brocante ${id}`,
        location: 'Namur',
        date: today(),
        start_at: '09:00',
        end_at: '18:00',
      },
    }),
  );
  await addExpenseWithReceipt(request, { event_id: String(event.event.event_id) });
  await ok(
    await request.post('/api/accounting/revenue/addRevenue', {
      multipart: {
        product_name: 'Entrées',
        unit_price: '5',
        amount: '60',
        recorded_date: today(),
        revenue_id: '-1',
        event_id: String(event.event.event_id),
      },
    }),
  );
  const [product_id] = await addProducts(request, [[`Chapiteau ${id}`, '150', '3']]);
  const client_id = await createClientId(request, `Client ${id}`);
  const quote = await ok<{ quote: { quote_id: number } }>(
    await request.post('/api/quote/createQuote', {
      data: {
        client_id,
        products: [{ product_id, quantity: 2, price: 150, tva_rate: 21 }],
        services: [],
        rent_date: today(),
        reserved_from: today(),
        reserved_until: today(),
      },
    }),
  );
  await ok(await request.post(`/api/invoice/createInvoice?quote_id=${quote.quote.quote_id}`));
  return { eventName: `Brocante ${id}`, productName: `Chapiteau ${id}` };
}

test('[compta] le tableau de bord affiche ses quatre graphiques', async ({ page }) => {
  const { id } = await signedInOrganization(page.request, 'tableau');
  const { eventName, productName } = await accountingData(page.request, id);
  await page.goto('/accounting');
  await page.getByRole('tab', { name: 'Dashboard' }).click();

  const versus = page.getByRole('region', { name: 'Sorties et rentrées' });
  await expect(
    versus.getByRole('img', { name: /sorties 80,00\s€, rentrées 300,00\s€/ }),
  ).toBeVisible();
  await expect(versus.locator('.recharts-bar-rectangle')).toHaveCount(2);

  const overTime = page.getByRole('region', { name: 'Évolution des rentrées et sorties' });
  await expect(overTime.getByText('Total des sorties')).toBeVisible();
  await expect(overTime).toContainText(/80,00\s€/);
  await expect(overTime).toContainText(/300,00\s€/);
  await expect(overTime.locator('.recharts-line')).toHaveCount(2);

  const byEvent = page.getByRole('region', { name: 'Rentrées par événement' });
  await choose(byEvent, 'Événement', eventName);
  await expect(byEvent.getByRole('img', { name: new RegExp(eventName) })).toBeVisible();
  await expect(byEvent.locator('.recharts-bar-rectangle')).toHaveCount(2);

  const rental = page.getByRole('region', { name: "Statistiques de location d'un produit" });
  await choose(rental, 'Produit', productName);
  await expect(rental.getByText('Montant total')).toBeVisible();
  await expect(rental).toContainText(/300,00\s€/);
  await expect(rental.locator('.recharts-line')).toHaveCount(2);
});

test.describe('[compta] petit écran', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('la liste devient une pile de cartes', async ({ page }) => {
    const { id } = await signedInOrganization(page.request, 'cartes');
    await addExpenseWithReceipt(page.request, { product_name: `Nappes ${id}`, price: '12' });
    await page.goto('/accounting');
    await page.getByRole('tab', { name: 'Liste' }).click();
    const card = page.getByRole('row').filter({ hasText: `Nappes ${id}` });
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS('display', 'block');
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Supprimer Nappes ${id}` })).toBeVisible();
  });
});
