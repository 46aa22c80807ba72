// Issue #31: a statement of the organization's account imported on « Banque »; a transfer that
// names its invoice's structured communication pays it by itself, one that only has its amount
// and the client's name is offered as a suggestion, confirmed here, and the invoice shows paid.
import { codaStatement, validatedInvoice } from './support/bank-statement.js';
import { followMenu } from './support/menu.js';
import { signedInOrganization } from './support/organization.js';
import { settle, withSessionSign } from './support/pages.js';
import { expect, test } from './support/test.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const euros = (cents: number) => new RegExp(`\\+${(cents / 100).toFixed(2).replace('.', ',')}\\s€`);

for (const viewport of VIEWPORTS) {
  test(`[banque] ${viewport.width} px : import d’un relevé, paiement reconnu et suggestion confirmée`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { id } = await signedInOrganization(page.request, 'banque');
    // Different amounts (72,60 € and 145,20 €), so that each transfer can pay only its own.
    const byAmount = await validatedInvoice(page.request, `Client montant ${id}`, 1);
    const byReference = await validatedInvoice(page.request, `Client référence ${id}`, 2);
    const statement = codaStatement([
      {
        bank_ref: 'REF-MONTANT',
        amount_cents: byAmount.totalCents,
        free: 'Merci pour la location',
        name: byAmount.clientName,
        iban: 'BE68539007547034',
      },
      {
        bank_ref: 'REF-COMMUNIC',
        amount_cents: byReference.totalCents,
        structured: byReference.structured,
        name: 'Autre payeur',
        iban: 'BE62510007547061',
      },
    ]);

    await withSessionSign(page);
    await page.goto('/');
    await settle(page);
    // The menu leads to the page (behind the burger at 390 px).
    await followMenu(page, 'Banque');
    await expect(page.getByRole('heading', { level: 1, name: 'Banque' })).toBeVisible();
    await expect(page.getByText(/Aucune ligne à traiter/)).toBeVisible();

    await page.getByLabel('Importer un relevé (CODA ou camt.053)').setInputFiles(statement);
    const summary = page.getByRole('status', { name: 'Relevé importé' });
    await expect(summary).toContainText('BE71096123456769');
    await expect(summary).toContainText('Lignes importées2');
    await expect(summary).toContainText('Rapprochées automatiquement1');
    await expect(summary).toContainText('Déjà importées0');

    // The transfer with the structured communication paid its invoice by itself.
    await expect(page.getByRole('button', { name: 'Rapprochées (1)' })).toBeVisible();
    // The other one waits with its suggestion: the invoice of that client, for that amount.
    const toReview = page.getByRole('list', { name: 'Lignes à traiter' }).getByRole('listitem');
    const line = toReview.filter({ hasText: byAmount.clientName }).first();
    await expect(line).toContainText(euros(byAmount.totalCents));
    const suggestion = line.getByRole('listitem').filter({ hasText: byAmount.number });
    await expect(suggestion).toContainText(byAmount.clientName);
    await expect(
      page.getByRole('button', { name: 'Confirmer les correspondances exactes (1)' }),
    ).toBeVisible();
    await suggestion.getByRole('button', { name: /^Confirmer/ }).click();
    await expect(page.getByText('Paiement enregistré depuis la ligne bancaire.')).toBeVisible();
    await expect(page.getByText(/Aucune ligne à traiter/)).toBeVisible();

    // Both lines are now matched, each naming the invoice it paid.
    await page.getByRole('button', { name: 'Rapprochées (2)' }).click();
    const matched = page.getByRole('list', { name: 'Lignes rapprochées' });
    await expect(matched.getByRole('link', { name: byReference.number })).toBeVisible();
    // Nothing runs past the screen's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);

    await matched.getByRole('link', { name: byAmount.number }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${byAmount.invoiceId}$`));
    await expect(page.getByText('Payée', { exact: true }).first()).toBeVisible();
  });
}

test('[banque] un relevé importé deux fois, un autre compte refusé ; ignorer, remettre à traiter, annuler un rapprochement', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'banque-revue');
  const invoice = await validatedInvoice(page.request, `Client revue ${id}`, 1);
  const movements = [
    {
      bank_ref: 'REF-PAYE',
      amount_cents: invoice.totalCents,
      structured: invoice.structured,
      name: invoice.clientName,
    },
    { bank_ref: 'REF-INCONNU', amount_cents: 2500, free: 'Cotisation', name: 'Inconnu' },
  ];
  await withSessionSign(page);
  await page.goto('/bank');
  await settle(page);
  const file = page.getByLabel('Importer un relevé (CODA ou camt.053)');

  // Another account's statement: the API's French refusal, under the drop zone.
  await file.setInputFiles(codaStatement(movements, 'BE68539007547034'));
  await expect(page.getByRole('alert')).toContainText(
    'Ce relevé est celui du compte BE68539007547034, pas du compte de l’organisation (BE71096123456769).',
  );
  await expect(page.getByRole('button', { name: 'À traiter (0)' })).toBeVisible();

  await file.setInputFiles(codaStatement(movements));
  const summary = page.getByRole('status', { name: 'Relevé importé' });
  await expect(summary).toContainText('Lignes importées2');
  await expect(summary).toContainText('Rapprochées automatiquement1');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The same file again: nothing new, both lines known.
  await file.setInputFiles(codaStatement(movements));
  await expect(summary).toContainText('Lignes importées0');
  await expect(summary).toContainText('Déjà importées2');

  // Ignore, then put back to review.
  await page.getByRole('button', { name: /^Ignorer : Inconnu/ }).click();
  await expect(page.getByText('Ligne ignorée.')).toBeVisible();
  await page.getByRole('button', { name: 'Ignorées (1)' }).click();
  await page.getByRole('button', { name: /^Remettre à traiter : Inconnu/ }).click();
  await expect(page.getByText('Ligne remise à traiter.')).toBeVisible();
  await expect(page.getByText('Aucune ligne ignorée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'À traiter (1)' })).toBeVisible();

  // Undo the automatic match: asked first, then the invoice is due again.
  await page.getByRole('button', { name: 'Rapprochées (1)' }).click();
  await page.getByRole('button', { name: /^Annuler le rapprochement : / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler le rapprochement' });
  await expect(dialog).toContainText(invoice.number);
  await dialog.getByRole('button', { name: 'Annuler le rapprochement' }).click();
  await expect(page.getByText('Rapprochement annulé : le paiement a été supprimé.')).toBeVisible();
  await expect(page.getByText('Aucune ligne rapprochée pour le moment.')).toBeVisible();
  await page.getByRole('button', { name: 'À traiter (2)' }).click();
  // Back to review, it names its invoice again as a suggestion.
  const line = page
    .getByRole('list', { name: 'Lignes à traiter' })
    .getByRole('listitem')
    .filter({ hasText: invoice.clientName })
    .first();
  await line.getByRole('link', { name: invoice.number }).first().click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.invoiceId}$`));
  await expect(page.getByText('Non payée', { exact: true }).first()).toBeVisible();
});
