import { signedInOrganization } from './support/organization.js';
import { pendingInvoice } from './support/pending-invoice.js';
import { expect, test } from './support/test.js';

test('[factures] une facture validée reste dans la liste ; ensuite masquée, avec la ligne qui le dit ; le choix reste après rechargement', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await signedInOrganization(page.request, 'rien-perdu');
  const clientName = `Client ${id}`;
  const { number } = await pendingInvoice(page.request, clientName);

  await page.goto('/invoices');
  const row = page.getByRole('row').filter({ hasText: clientName });
  await row.getByRole('button', { name: `Valider la facture ${number}` }).click();
  await page
    .getByRole('alertdialog', { name: `Valider la facture ${number}` })
    .getByRole('button', { name: 'Valider la facture' })
    .click();
  await expect(page.getByText('Facture validée avec succès')).toBeVisible();
  // Just validated: it stays on screen, with its definitive number, until the page is left.
  await expect(row).toContainText('Validée');
  await expect(row).toContainText(/FAC-\d{4}-0001/);

  // Left and come back: validated invoices are hidden, and a line says so.
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await page.getByRole('link', { name: 'Factures' }).first().click();
  await expect(page.getByText('Les factures validées sont masquées.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Les afficher' }).click();
  await expect(row).toContainText('Validée');
  const toggle = page.getByRole('switch', { name: 'Afficher les factures validées' });
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Les factures validées sont masquées.')).toHaveCount(0);

  // The switch stays on after a reload and on the next visit.
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(row).toContainText('Validée');
  await page.screenshot({ path: test.info().outputPath('invoices-1280.png') });
});
