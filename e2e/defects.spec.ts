// The defects a new user met, as that user sees them fixed: the dashboard's rental
// amount with the day coefficient and the discount (1), the PDFs' right margin, coefficient,
// service descriptions and a sale without rental conditions (2, 5), "Organisation" in the
// accounting export (4), a sale whose invoice is pending can still be changed (6), expenses and
// revenues answer their receipt as `file_path` (7), demo documents spread over the year (8). Defect 3 (390 px) is in narrow-screen.spec.ts.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { pdfPages, pdfTextRightEdges } from '../apps/api/test/support/pdf-text.js';
import { addProducts, createClient, createClientId } from './support/catalogue.js';
import { addExpenseWithReceipt, ok, signedInOrganization } from './support/organization.js';
import { MINIMAL_PDF, choose, today } from './support/inputs.js';
import { expect, test } from './support/test.js';

/** A product rented twice for 25,00 € with a 5,00 € discount at coefficient 1,25, invoiced. */
async function invoicedRental(request: APIRequestContext, id: string) {
  const productName = `Chaise pliante ${id}`;
  const [product_id] = await addProducts(request, [[productName, '25', '10']]);
  const client_id = await createClientId(request, `Client ${id}`);
  const quote = await ok<{ quote: { quote_id: number } }>(
    await request.post('/api/quote/createQuote', {
      data: {
        client_id,
        products: [
          {
            product_id,
            quantity: 2,
            price: 25,
            discount: 5,
            tva_rate: 21,
          },
        ],
        services: [],
        coefficient: 1.25,
        rent_date: today(),
        reserved_from: today(),
        reserved_until: today(),
      },
    }),
  );
  await ok(await request.post(`/api/invoice/createInvoice?quote_id=${quote.quote.quote_id}`));
  return productName;
}

test('[défauts] 1. le tableau de bord compte le coefficient et la remise de la location', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'defaut-stats');
  const productName = await invoicedRental(page.request, id);
  await page.goto('/accounting');
  await page.getByRole('tab', { name: 'Dashboard' }).click();

  const rental = page.getByRole('region', { name: "Statistiques de location d'un produit" });
  await choose(rental, 'Produit', productName);
  await expect(rental.getByText('Montant total')).toBeVisible();
  // 2 × 25,00 € × 1,25 − 5,00 € = 57,50 € HT, not 2 × 25,00 € = 50,00 €.
  await expect(rental).toContainText(/57,50\s€/);
  await expect(rental).not.toContainText(/50,00\s€/);
  // No price tick with a fraction of a euro, like "0,3 €".
  const ticks = await rental.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect(ticks.length).toBeGreaterThan(0);
  expect(ticks.filter((tick) => /\d,\d\s€/.test(tick))).toEqual([]);
});

test("[défauts] 4. l'export comptable écrit Organisation quand l'organisation a payé", async ({
  page,
}) => {
  await signedInOrganization(page.request, 'defaut-export');
  await addExpenseWithReceipt(page.request);
  await page.goto('/accounting');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Gobelets' })).toContainText('Organisation');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const csv = strFromU8(zip['depenses.csv']!);
  expect(csv).toContain('Gobelets;80,00;Organisation;Cash');
  expect(csv).not.toContain('Organization');
});

test('[défauts] 6. une vente dont la facture est en attente se modifie et sa facture suit', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'defaut-vente');
  const clientName = await createClient(page.request, `Patro ${id}`);
  await addProducts(page.request, [['Banc brasserie', '3', '40']]);
  const saleName = `Kermesse ${id}`;
  await page.goto('/sales');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(saleName);
  await choose(page, 'Client', clientName);
  await choose(page, 'Produit 1', 'Banc brasserie');
  await page.getByLabel('Quantité du produit 1').fill('10');
  await page.getByRole('button', { name: 'Créer une vente' }).click();
  await expect(page.getByText('Vente créée avec succès')).toBeVisible();

  await page.getByRole('tab', { name: 'Liste' }).click();
  const row = page.getByRole('row').filter({ hasText: saleName });
  // 3,00 × 10 = 30,00 HTVA + 6,30 VAT.
  await expect(row).toContainText('36,30');
  await row.getByRole('button', { name: /^Créer la facture de la vente/ }).click();
  await expect(page.getByText('Facture créée avec succès')).toBeVisible();
  // The invoice made opens on its page (issue #30); back to the list.
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Liste' }).click();

  await row.getByRole('button', { name: /^Modifier la vente/ }).click();
  await expect(
    page.getByText('Cette vente a une facture en attente : vos modifications la mettront à jour.'),
  ).toBeVisible();
  await page.getByLabel('Quantité du produit 1').fill('20');
  await page.getByRole('button', { name: 'Modifier la vente', exact: true }).click();
  await expect(page.getByText('Vente modifiée avec succès')).toBeVisible();
  await expect(row).toContainText('72,60');

  // The pending invoice follows the sale.
  await page.getByRole('link', { name: 'Factures' }).first().click();
  const invoice = page.getByRole('row').filter({ hasText: clientName });
  await expect(invoice).toContainText('72,60');
});

/** Opens the accounting list on `kind` and returns the list's answer the page then reads. */
async function openList(page: Page, kind: 'Sortie' | 'Rentrée') {
  const path =
    kind === 'Sortie' ? '/api/accounting/getExpenses' : '/api/accounting/revenue/getRevenues';
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.ok(),
  );
  await page.getByRole('tab', { name: 'Liste' }).click();
  await page.getByRole('button', { name: kind, exact: true }).click();
  return ((await (await answer).json()) as { items: Record<string, unknown>[] }).items;
}

test('[défauts] 7. sorties et rentrées répondent file_path, et la page montre le justificatif', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'defaut-fichier');
  const expense = `Gobelets ${id}`;
  const revenue = `Buvette ${id}`;
  await addExpenseWithReceipt(page.request, { product_name: expense }, 'ticket-gobelets.pdf');
  await ok(
    await page.request.post('/api/accounting/revenue/addRevenue', {
      multipart: {
        product_name: revenue,
        unit_price: '2,5',
        amount: '40',
        recorded_date: today(),
        revenue_id: '-1',
        file: { name: 'caisse-buvette.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF },
      },
    }),
  );
  await page.goto('/accounting');
  for (const [kind, name, receipt, form] of [
    ['Rentrée', revenue, 'caisse-buvette.pdf', 'Modifier la rentrée'],
    ['Sortie', expense, 'ticket-gobelets.pdf', 'Modifier la sortie'],
  ] as const) {
    const items = await openList(page, kind);
    const row = items.find((item) => item.product_name === name);
    expect(row, name).toMatchObject({ file_path: receipt });
    expect(row).not.toHaveProperty('file_name');
    const download = page.getByRole('button', { name: `Télécharger le justificatif de ${name}` });
    await expect(download).toBeEnabled();

    await page.getByRole('button', { name: `Modifier ${name}` }).click();
    const edit = page.getByRole('form', { name: form });
    await expect(edit.getByLabel('Nom')).toHaveValue(name);
    await expect(edit.getByText(receipt, { exact: true })).toBeVisible();
    await expect(edit.getByLabel(`Aperçu de ${receipt}`)).toBeVisible();
  }
});

test('[défauts] 8. les documents de démonstration sont répartis sur les mois', async ({ page }) => {
  const demo = JSON.parse(
    readFileSync(join(process.env.E2E_DATA_DIR!, 'demo-credentials.json'), 'utf8'),
  ) as { email: string; password: string };
  await ok(await page.request.post('/api/auth/login', { data: demo }));
  const { invoices } = await ok<{ invoices: { issue_date: string | null; status: string }[] }>(
    await page.request.get('/api/invoice/getInvoiceList'),
  );
  const months = new Set(
    invoices.flatMap((invoice) => (invoice.issue_date ? [invoice.issue_date.slice(0, 7)] : [])),
  );
  expect(months.size).toBeGreaterThanOrEqual(3);
  expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(
    new Set(['Pending', 'Validated']),
  );
});

/** The bytes of the file a click downloads. */
async function downloaded(page: Page, button: Locator): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return new Uint8Array(await readFile(await download.path()));
}

test('[défauts] 2 et 5. les PDF restent dans la marge ; coefficient, description du service, vente sans conditions', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'defaut-pdf');
  await ok(
    await page.request.post('/api/organization/updateOrganizationTerms', {
      data: { terms: 'Le matériel est rendu propre.' },
    }),
  );
  const clientName = `Patro ${id}`;
  const client_id = await createClientId(page.request, clientName);
  const [product_id] = await addProducts(page.request, [['Tente 3x3', '45,50', '4']]);
  const { service } = await ok<{ service: { service_id: number } }>(
    await page.request.post('/api/services/addService', {
      multipart: { name: 'Livraison', description: 'Aller-retour depuis le dépôt', price: '60' },
    }),
  );
  await ok(
    await page.request.post('/api/quote/createQuote', {
      data: {
        client_id,
        products: [{ product_id, quantity: 2, price: 45.5, tva_rate: 21 }],
        services: [{ service_id: service.service_id, quantity: 1, price: 60, tva_rate: 21 }],
        rent_date: '2026-06-12',
        reserved_from: '2026-06-12',
        reserved_until: '2026-06-15',
      },
    }),
  );

  await page.goto('/quote');
  await page.getByRole('tab', { name: 'Liste' }).click();
  const quoteRow = page.getByRole('row').filter({ hasText: clientName });
  const quotePdf = await downloaded(
    page,
    quoteRow.getByRole('button', { name: /^Télécharger le devis/ }),
  );
  const [quotePage] = await pdfPages(quotePdf);
  // 12 → 15 June: 3 days, coefficient 1,5, not "2 × 1,5 j" (which reads as 1.5 days).
  expect(quotePage).toContain('coef. 1,5 (3 jours)');
  expect(quotePage).toContain('Aller-retour depuis le dépôt');
  expect(quotePage).toContain('Le matériel est rendu propre.');
  for (const { rightmost, pageWidth } of await pdfTextRightEdges(quotePdf)) {
    // 50 pt margins: nothing past 545 pt on an A4 page.
    expect(rightmost).toBeLessThanOrEqual(pageWidth - 50 + 0.5);
  }

  await ok(
    await page.request.post('/api/sale/createSale', {
      data: {
        sale_id: -1,
        name: `Buvette ${id}`,
        recorded_date: today(),
        client_id,
        products: [{ product_id, quantity: 1, unit_price: 45.5, tva_rate: 21 }],
      },
    }),
  );
  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Liste' }).click();
  const saleRow = page.getByRole('row').filter({ hasText: `Buvette ${id}` });
  const salePdf = await downloaded(
    page,
    saleRow.getByRole('button', { name: /^Télécharger la vente/ }),
  );
  const [salePage] = await pdfPages(salePdf);
  expect(salePage).toContain(`Buvette`);
  expect(salePage).not.toContain('Conditions générales');
  expect(salePage).not.toContain('Le matériel est rendu propre.');
  for (const { rightmost, pageWidth } of await pdfTextRightEdges(salePdf)) {
    expect(rightmost).toBeLessThanOrEqual(pageWidth - 50 + 0.5);
  }
});
