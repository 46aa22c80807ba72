import type { APIRequestContext } from '@playwright/test';
import { ok, signedInOrganization } from './support/organization.js';
import { serviceQuote } from './support/service-quote.js';
import { expect, test } from './support/test.js';

/** A validated invoice of 100,00 € at 21 % and 50,00 € at 6 %: 121,00 + 53,00 = 174,00 €. */
async function validatedInvoiceOfTwoRates(request: APIRequestContext) {
  const { id } = await signedInOrganization(request, 'avoirs');
  const quoteId = await serviceQuote(
    request,
    `Client ${id}`,
    [
      { name: 'Montage', description: 'Montage', price: 100, quantity: 1, tva_rate: 21 },
      { name: 'Livraison', description: 'Livraison', price: 50, quantity: 1, tva_rate: 6 },
    ],
    { rent_date: '2026-06-01', reserved_from: '2026-06-12', reserved_until: '2026-06-12' },
  );
  const invoice = await ok<{ invoice: { invoice_id: number } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quoteId}`),
  );
  const validated = await ok<{ invoice: { formatted_invoice_id: string } }>(
    // Validation is a GET that only the app's fetch helper may send (its header).
    await request.get(`/api/invoice/validateInvoice?invoice_id=${invoice.invoice.invoice_id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }),
  );
  return validated.invoice.formatted_invoice_id;
}

test('[factures] une note de crédit d’un montant TTC, confirmée, répartie sur les deux taux', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const number = await validatedInvoiceOfTwoRates(page.request);
  // Validated invoices shown, as the spec's switch remembers it.
  await page.addInitScript(() => localStorage.setItem('showValidated', 'true'));
  await page.goto('/invoices');
  const row = page.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Location' });
  await row.getByRole('button', { name: `Détails de la facture ${number}` }).click();
  const details = page.getByRole('dialog', { name: `Facture ${number}` });
  await details.getByRole('button', { name: 'Créer une note de crédit' }).click();
  const credit = details.getByRole('form', { name: 'Créer une note de crédit' });
  await credit.getByRole('textbox', { name: 'Motif' }).fill('Geste commercial');
  await credit.getByRole('button', { name: 'Un montant TTC' }).click();
  const amount = credit.getByRole('textbox', { name: /Montant à créditer \(TTC\)/ });
  const issue = page.getByRole('alertdialog', { name: 'Émettre la note de crédit' });

  // More than the invoice holds: refused under the amount, nothing issued.
  await amount.fill('200');
  await credit.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await issue.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(credit).toContainText(/ce qui reste à créditer sur la facture : 174,00\s€ au plus/);
  await expect(amount).toBeFocused();

  await amount.fill('50');
  await credit.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await expect(issue).toContainText(/Créditer un montant de 50,00\s€ TTC \?/);
  await issue.getByRole('button', { name: 'Émettre la note de crédit' }).click();
  await expect(page.getByText(/Note de crédit créée avec succès : NC-\d{4}-0001/)).toBeVisible();
  await expect(details).toContainText(/Crédité\s*50,00\s€/);
  await expect(details).toContainText(/Reste dû\s*124,00\s€/);
  await details.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Avoir' })).toContainText('-50,00');

  // Its PDF is served (its lines per rate are the API suite's to check).
  const pdf = await page.request.get(
    `/api/invoice/getCreditNotePdf?credit_note_id=${await creditNoteId(page.request)}`,
  );
  expect(pdf.status()).toBe(200);
});

/** The organization's only credit note, as the invoices' list names it. */
async function creditNoteId(request: APIRequestContext) {
  const list = await ok<{ credit_notes: { credit_note_id: number }[] }>(
    await request.get('/api/invoice/getInvoiceList'),
  );
  return list.credit_notes[0]!.credit_note_id;
}
