import type { APIRequestContext } from '@playwright/test';
import { addProducts } from './support/catalogue.js';
import { ok, signedInOrganization } from './support/organization.js';
import { mailsTo } from './support/smtp-inbox.js';
import { expect, test } from './support/test.js';

/** Today in Brussels, as the lists show dates. */
const today = () =>
  new Intl.DateTimeFormat('fr-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/**
 * A signed-in organization with a client of that name and address and a quote of 2 tents for
 * them: the quote's number.
 */
async function quoteFor(
  request: APIRequestContext,
  client: { client_name: string; client_email: string },
): Promise<string> {
  const { client: created } = await ok<{ client: { client_id: number } }>(
    await request.post('/api/clients/createClient', { data: client }),
  );
  await addProducts(request, [['Tente 3x3', '45,50', '4']]);
  const { products } = await ok<{ products: { product_id: number }[] }>(
    await request.get('/api/products/list'),
  );
  const { quote } = await ok<{ quote: { formatted_quote_id: string } }>(
    await request.post('/api/quote/createQuote', {
      data: {
        client_id: created.client_id,
        products: [{ product_id: products[0]!.product_id, quantity: 2, price: 45.5 }],
        services: [],
        rent_date: '2026-06-12',
        reserved_from: '2026-06-12',
        reserved_until: '2026-06-12',
      },
    }),
  );
  return quote.formatted_quote_id;
}

test('[e-mail] envoie un devis au client : le mail arrive avec le PDF, la liste dit « Envoyé le »', async ({
  page,
}) => {
  const { id } = await signedInOrganization(page.request, 'email');
  const clientEmail = `client-${id}@exemple.test`;
  const number = await quoteFor(page.request, {
    client_name: `Patro ${id}`,
    client_email: clientEmail,
  });

  await page.goto('/quote');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await page.getByRole('button', { name: `Envoyer le devis par e-mail ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Envoyer le devis ${number} par e-mail` });
  await expect(dialog.getByLabel('Destinataire')).toHaveValue(clientEmail);
  await expect(dialog.getByLabel('Destinataire')).toBeFocused();
  await expect(dialog.getByLabel('Objet')).toHaveValue(`Devis ${number} – email ${id}`);
  await expect(dialog.getByLabel('Message')).toHaveValue(
    new RegExp(`notre devis ${number} d'un montant de [\\d\\s,]+€\\.`),
  );
  await expect(dialog.getByRole('list', { name: 'Pièces jointes' })).toHaveText(
    `DEVIS_${number}.pdf`,
  );
  await dialog.getByLabel('Message').press('Control+End');
  await dialog.getByLabel('Message').pressSequentially('\nÀ bientôt !');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page.getByText(`Devis envoyé à ${clientEmail}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(
    `Envoyé le ${today()}`,
  );

  await expect.poll(async () => (await mailsTo(clientEmail)).length).toBe(1);
  const [mail] = await mailsTo(clientEmail);
  expect(mail!.subject).toBe(`Devis ${number} – email ${id}`);
  // From the app's address under the organization's name; the member signed up with a password,
  // an address not verified: no Reply-To.
  expect(mail!.from).toEqual({ address: 'no-reply@exemple.test', name: `email ${id}` });
  expect(mail!.replyTo).toBeUndefined();
  expect(mail!.text).toContain(`notre devis ${number}`);
  expect(mail!.text?.trimEnd()).toMatch(/À bientôt !$/);
  expect(mail!.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
    [`DEVIS_${number}.pdf`, 'application/pdf'],
  ]);
  const pdf = Buffer.from(mail!.attachments[0]!.content as ArrayBuffer);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

// The "Envoyer par e-mail" dialog on a phone (issue #30 §6): inside the screen, with room around
// its fields, nothing wider than the dialog.
test.describe('à 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[e-mail] à 390 px, la fenêtre d’envoi tient dans l’écran et ses champs ont de la marge', async ({
    page,
  }) => {
    const { id } = await signedInOrganization(page.request, 'email-narrow');
    const number = await quoteFor(page.request, {
      client_name: `Comité des fêtes de Saint-Servais ${id}`,
      client_email: `secretariat.comite-${id}@une-adresse-assez-longue.exemple.test`,
    });

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
    expect(
      box.x + box.width - (send.x + send.width),
      'room right of Envoyer',
    ).toBeGreaterThanOrEqual(12);
  });
});
