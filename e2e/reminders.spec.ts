import { expectNoSeriousViolations } from './support/accessibility.js';
import { addProducts } from './support/catalogue.js';
import { backdateDueDate } from './support/database.js';
import { ok, signedInOrganization } from './support/organization.js';
import { quoteOfDeliveries } from './support/pending-invoice.js';
import { settle, withSessionSign } from './support/pages.js';
import { expect, test } from './support/test.js';
import type { APIRequestContext } from '@playwright/test';

// Payment reminders (issue #32): an invoice 8 days past its due date (the default first level
// comes 7 days after it) shows in « Relances » and on the home, is sent (its client has no e-mail:
// recorded to hand over), then shows among the sent ones, with its PDF, and in the invoice's
// timeline.

/** A validated invoice of a client without e-mail, due 8 days ago: its number and id. */
async function overdueInvoice(request: APIRequestContext, clientName: string) {
  const quoteId = await quoteOfDeliveries(request, clientName);
  const created = await ok<{ invoice: { invoice_id: number } }>(
    await request.post(`/api/invoice/createInvoice?quote_id=${quoteId}`),
  );
  const id = created.invoice.invoice_id;
  // Validation is a GET that only the app's fetch helper may send (its header).
  const validated = await ok<{ invoice: { formatted_invoice_id: string } }>(
    await request.get(`/api/invoice/validateInvoice?invoice_id=${id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }),
  );
  await backdateDueDate(id, 8);
  return { id, number: validated.invoice.formatted_invoice_id };
}

for (const { width, height, label } of [
  { width: 1280, height: 900, label: '1280 px' },
  { width: 390, height: 844, label: '390 px' },
]) {
  test.describe(label, () => {
    test.use({ viewport: { width, height } });

    test(`[relances] à ${label}, une facture en retard est relancée et la relance figure dans son historique`, async ({
      page,
    }) => {
      const { id } = await signedInOrganization(page.request, `relances-${width}`);
      const clientName = `Client ${id}`;
      const invoice = await overdueInvoice(page.request, clientName);
      // A product too: the home then shows what needs doing rather than the first steps.
      await addProducts(page.request, [['Chaise', '2,5', '10']]);

      // The home counts it and leads to « Relances ».
      await withSessionSign(page);
      await page.goto('/');
      await settle(page);
      const todo = page.getByRole('region', { name: 'À faire' });
      await expect(
        todo.getByRole('listitem').filter({ hasText: 'Relances à envoyer' }),
      ).toContainText('1');
      await todo.getByRole('link', { name: 'Voir les relances (Relances à envoyer)' }).click();
      await expect(page).toHaveURL(/\/reminders$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Relances' })).toBeVisible();

      const due = page.getByRole('tab', { name: 'À envoyer (1)' });
      await expect(due).toHaveAttribute('aria-selected', 'true');
      const row = page.getByRole('row').filter({ hasText: invoice.number });
      await expect(row).toContainText(clientName);
      await expect(row).toContainText('8 jours');
      await expect(row).toContainText('Niveau 1 · Rappel de paiement');
      await expect(row).toContainText('À remettre à la main');
      await expect(row.getByRole('link', { name: invoice.number })).toHaveAttribute(
        'href',
        `/invoice/${invoice.id}`,
      );

      await row
        .getByRole('button', { name: `Envoyer la relance de la facture ${invoice.number}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Envoyer la relance' });
      // The list with a row and the open question, as the axe scan of the pages cannot see them.
      await expectNoSeriousViolations(page, `/reminders à ${label} › confirmation`);
      await expect(confirm).toContainText(`de la facture ${invoice.number} à ${clientName}`);
      await expect(confirm).toContainText('Le client n’a pas d’adresse e-mail');
      await confirm.getByRole('button', { name: 'Enregistrer la relance' }).click();
      await expect(page.getByText(/^Relance enregistrée : téléchargez-la/)).toBeVisible();
      await expect(page.getByRole('tab', { name: 'À envoyer (0)' })).toBeVisible();
      await expect(page.getByText(/Aucune relance à envoyer/)).toBeVisible();

      await page.getByRole('tab', { name: 'Envoyées (1)' }).click();
      const sent = page.getByRole('row').filter({ hasText: invoice.number });
      await expect(sent).toContainText('Remise à la main');
      await expect(sent).toContainText('Trésorière');
      await expectNoSeriousViolations(page, `/reminders à ${label} › Envoyées`);
      // Its PDF (GET /api/invoice/getReminderPdf, registered by the PDF's own change): offered.
      await expect(
        sent.getByRole('button', {
          name: `Télécharger le PDF de la relance niveau 1 de la facture ${invoice.number}`,
        }),
      ).toBeVisible();

      // The invoice's page tells the reminder in its timeline.
      await sent.getByRole('link', { name: invoice.number }).click();
      await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.id}$`));
      const history = page.getByRole('region', { name: 'Historique' });
      await expect(history).toContainText('remise à la main : Rappel de paiement');
    });
  });
}
