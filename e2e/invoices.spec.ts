import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { ok, signedInOrganization } from './support/organization.js';
import { quoteOfDeliveries } from './support/pending-invoice.js';
import { expect, test } from './support/test.js';

/** An organization with an active plan and a quote of 2 deliveries (2 × 60,00 € + 21 %). */
async function organizationWithQuote(request: APIRequestContext) {
  const { id } = await signedInOrganization(request, 'factures');
  const quoteId = await quoteOfDeliveries(request, `Client ${id}`, 2);
  return { clientName: `Client ${id}`, quoteId };
}

async function expectPdf(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

test('[factures] du devis à la facture validée, payée en partie et corrigée par une note de crédit', async ({
  page,
}) => {
  const { clientName } = await organizationWithQuote(page.request);

  // The user makes the invoice from the quote: it stays provisional (PROV) until validated.
  await page.goto('/quote');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: clientName })
    .getByRole('button', { name: /^Créer la facture du devis/ })
    .click();
  await expect(page.getByText('Facture créée avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);

  await page.getByRole('link', { name: 'Factures' }).first().click();
  const pending = page.getByRole('row').filter({ hasText: clientName });
  await expect(pending).toContainText(/PROV-\d+/);
  await expect(pending).toContainText('Provisoire');
  await expect(pending).toContainText('145,20');
  const provisional = (await pending.getByText(/^PROV-\d+$/).textContent())!;

  // Validation asks first; cancelling changes nothing.
  await pending.getByRole('button', { name: `Valider la facture ${provisional}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Valider la facture ${provisional}` });
  await expect(confirm).toContainText(
    'Valider la facture ? Elle recevra son numéro définitif et ne pourra plus être modifiée : toute correction se fera par une note de crédit.',
  );
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(pending).toContainText('Provisoire');

  await pending.getByRole('button', { name: `Valider la facture ${provisional}` }).click();
  await confirm.getByRole('button', { name: 'Valider la facture' }).click();
  await expect(page.getByText('Facture validée avec succès')).toBeVisible();
  // Just validated, it stays in the list until the page is left (the switch is still off).
  await expect(page.getByRole('row').filter({ hasText: clientName })).toContainText('Validée');

  await page.getByText('Afficher les factures validées').click();
  // Its credit notes will name it too: the invoice's row is the Location one.
  const row = page
    .getByRole('row')
    .filter({ hasText: /FAC-\d{4}-0001/ })
    .filter({ hasText: 'Location' });
  await expect(row).toContainText(clientName);
  await expect(row).toContainText('Validée');
  await expect(row).toContainText('Non payée');
  await expect(row).toContainText(/Reste 145,20\s€ · éch\. /);
  const number = (await row.getByText(/^FAC-\d{4}-0001$/).textContent())!;

  // A partial payment: the amount due is offered first.
  await row.getByRole('button', { name: `Détails de la facture ${number}` }).click();
  const details = page.getByRole('dialog', { name: `Facture ${number}` });
  const payment = details.getByRole('form', { name: 'Enregistrer un paiement' });
  const amount = payment.getByRole('textbox', { name: 'Montant' });
  await expect(amount).toHaveValue('145,20');
  await amount.fill('50');
  await payment.getByRole('combobox', { name: 'Moyen de paiement' }).selectOption('Cash');
  await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText('Paiement enregistré avec succès')).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Cash' })).toContainText('50,00');
  await expect(details).toContainText(/Reste dû\s*95,20\s€/);
  await expect(row).toContainText('Partielle');
  await expect(row).toContainText(/Reste 95,20\s€/);

  // A partial credit note: one delivery of the two.
  await details.getByRole('button', { name: 'Créer une note de crédit' }).click();
  const credit = details.getByRole('form', { name: 'Créer une note de crédit' });
  await credit.getByRole('textbox', { name: 'Motif' }).fill('Une seule livraison faite');
  const quantity = credit.getByRole('textbox', {
    name: 'Quantité à créditer : Livraison (reste 2)',
  });
  // Nothing is chosen at first, and the note is issued only once confirmed (issue #30).
  await expect(quantity).toHaveValue('');
  await quantity.fill('1');
  await credit.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  const issue = page.getByRole('alertdialog', { name: 'Émettre la note de crédit' });
  await expect(issue).toContainText('Créditer 1 × Livraison ?');
  await issue.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await expect(page.getByText(/Note de crédit créée avec succès : NC-\d{4}-0001/)).toBeVisible();
  await expect(details).toContainText(/Crédité\s*72,60\s€/);
  await expect(details).toContainText(/Reste dû\s*22,60\s€/);
  await details.getByRole('button', { name: 'Fermer' }).click();
  await expect(details).toHaveCount(0);

  await expect(row).toContainText(/Reste 22,60\s€/);
  const creditRow = page.getByRole('row').filter({ hasText: 'Avoir' });
  await expect(creditRow).toContainText(`sur ${number}`);
  await expect(creditRow).toContainText('-72,60');
  const creditNumber = (await creditRow.getByText(/^NC-\d{4}-0001$/).textContent())!;

  const [invoicePdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Télécharger la facture ${number}` }).click(),
  ]);
  await expectPdf(invoicePdf, new RegExp(`^FACTURE-${number}\\.pdf$`));
  const [creditPdf] = await Promise.all([
    page.waitForEvent('download'),
    creditRow
      .getByRole('button', { name: `Télécharger la note de crédit ${creditNumber}` })
      .click(),
  ]);
  await expectPdf(creditPdf, new RegExp(`^NOTE-DE-CREDIT-${creditNumber}\\.pdf$`));

  // What the server keeps: the same balance after a reload.
  await page.reload();
  await expect(row).toContainText('Partielle');
  await page.getByRole('combobox', { name: 'Statut de paiement' }).selectOption('Partielle');
  await expect(page.getByRole('row').filter({ hasText: 'Avoir' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText(/22,60\s€/);

  // Paid in full, then the other delivery credited: 72,60 € is owed back, and paid back.
  await page.getByRole('combobox', { name: 'Statut de paiement' }).selectOption('Tous');
  await row.getByRole('button', { name: `Détails de la facture ${number}` }).click();
  await details.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(details).toContainText(/Reste dû\s*0,00\s€/);
  await details.getByRole('button', { name: 'Créer une note de crédit' }).click();
  await credit.getByRole('textbox', { name: 'Motif' }).fill('Aucune livraison faite');
  await credit.getByRole('button', { name: 'Tout créditer' }).click();
  await credit.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await issue.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await expect(details).toContainText(/À rembourser\s*72,60\s€/);
  await expect(row).toContainText(/À rembourser\s*72,60\s€ au client/);
  const refund = details.getByRole('form', { name: 'Enregistrer un remboursement' });
  await expect(refund.getByRole('textbox', { name: 'Montant' })).toHaveValue('72,60');
  await refund.getByText('Enregistrer aussi la sortie en comptabilité').click();
  await refund.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(page.getByText('Remboursement enregistré avec succès')).toBeVisible();
  await expect(details).toContainText(/Remboursé\s*72,60\s€/);
  // Everything was credited: net of the refund, the client paid nothing.
  await expect(row).toContainText(/Payée\s*Payé 0,00\s€/);
});

test('[factures] sur téléphone, la facture provisoire se lit en carte et son PDF se télécharge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { clientName, quoteId } = await organizationWithQuote(page.request);
  const created = await ok<{ invoice: { formatted_invoice_id: string } }>(
    await page.request.post(`/api/invoice/createInvoice?quote_id=${quoteId}`),
  );
  const number = created.invoice.formatted_invoice_id;
  expect(number).toMatch(/^PROV-\d+$/);

  await page.goto('/invoices');
  const card = page.getByRole('row').filter({ hasText: clientName });
  await expect(card).toContainText('Provisoire');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Télécharger la facture ${number}` }).click(),
  ]);
  await expectPdf(download, new RegExp(`^FACTURE-${number}\\.pdf$`));
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  // Validated, its details fit the phone and the payment form can be reached.
  await card.getByRole('button', { name: `Valider la facture ${number}` }).click();
  await page
    .getByRole('alertdialog', { name: `Valider la facture ${number}` })
    .getByRole('button', { name: 'Valider la facture' })
    .click();
  await page.getByText('Afficher les factures validées').click();
  const validated = page.getByRole('row').filter({ hasText: clientName });
  await validated.getByRole('button', { name: /^Détails de la facture FAC-/ }).click();
  const details = page.getByRole('dialog', { name: /^Facture FAC-/ });
  expect((await details.boundingBox())!.width).toBeLessThanOrEqual(390);
  const save = details.getByRole('button', { name: 'Enregistrer le paiement' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('details-390.png') });
});
