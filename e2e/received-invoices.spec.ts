// Issue #33: a supplier's e-invoice imported on « Factures reçues » (an official Peppol UBL
// example), booked as a Sortie from its prefilled form with the received file as its receipt, and
// listed « Comptabilisées ».
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { followMenu } from './support/menu.js';
import { signedInOrganization } from './support/organization.js';
import { settle, withSessionSign } from './support/pages.js';
import { expect, test } from './support/test.js';

/** The official examples, beside the checkout unless EINVOICE_RULES_DIR says where. */
const rulesDir =
  process.env.EINVOICE_RULES_DIR ??
  fileURLToPath(new URL('../../shared/einvoicing', import.meta.url));
const EXAMPLE = readFileSync(join(rulesDir, 'examples', 'ubl', 'base-example.xml'));
const NAME = 'SupplierOfficialName Ltd — Snippet1';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`[factures reçues] ${viewport.width} px : import d’un UBL officiel, comptabilisé en sortie`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedInOrganization(page.request, 'recues');
    await withSessionSign(page);
    await page.goto('/');
    await settle(page);
    await followMenu(page, 'Factures reçues');
    await expect(page.getByRole('heading', { level: 1, name: 'Factures reçues' })).toBeVisible();
    await expect(page.getByText(/Aucune facture à comptabiliser/)).toBeVisible();

    await page.getByLabel('Importer une facture (UBL, CII ou PDF Factur-X)').setInputFiles({
      name: 'base-example.xml',
      mimeType: 'application/xml',
      buffer: EXAMPLE,
    });
    await expect(page.getByText(/Facture reçue : vérifiez-la/)).toContainText(NAME);
    const card = page
      .getByRole('list', { name: 'Factures à comptabiliser' })
      .getByRole('listitem')
      .filter({ hasText: 'SupplierOfficialName Ltd' });
    await expect(card).toContainText(/1\s656,25\s€/);
    await expect(page.getByRole('button', { name: 'À comptabiliser (1)' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);

    await card.getByRole('button', { name: `Comptabiliser ${NAME}` }).click();
    await expect(page).toHaveURL(/\/accounting$/);
    await expect(page.getByText(/Sortie préparée depuis une facture reçue/)).toBeVisible();
    await expect(page.getByLabel(/^Nom/)).toHaveValue(NAME);
    await page.getByRole('button', { name: 'Ajouter la sortie' }).click();
    await expect(page.getByText('Dépense ajoutée avec succès')).toBeVisible();

    await page.goto('/received');
    await settle(page);
    await page.getByRole('button', { name: 'Comptabilisées (1)' }).click();
    const booked = page
      .getByRole('list', { name: 'Factures comptabilisées' })
      .getByRole('listitem');
    await expect(booked).toContainText('SupplierOfficialName Ltd');
    await expect(page.getByRole('button', { name: 'À comptabiliser (0)' })).toBeVisible();
  });
}
