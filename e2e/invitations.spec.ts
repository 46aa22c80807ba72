import { expect, test } from './support/test.js';
import { ok, signedInOrganization } from './support/organization.js';

// Issue #20 §3: adding someone by email sends an invitation; the invited person decides.

test('[organisation] une invitation envoyée depuis Ajouter est acceptée par la personne invitée, qui arrive dans l’application', async ({
  page,
  browser,
  baseURL,
}) => {
  const { id } = await signedInOrganization(page.request, 'invite');
  const guestEmail = `invitee-${id}@exemple.test`;

  await page.goto('/organization');
  await page.getByRole('tab', { name: 'Ajouter' }).click();
  const form = page.getByRole('form', { name: 'Ajouter un membre' });
  await form.getByRole('textbox', { name: /Email de l'utilisateur/ }).fill(guestEmail);
  await form.getByRole('button', { name: "Ajouter à l'organisation" }).click();
  await expect(page.getByText('Invitation envoyée')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: guestEmail })).toBeVisible();

  // The invited person registers afterwards, with that email, in their own browser.
  const guest = await (await browser.newContext({ baseURL, locale: 'fr-BE' })).newPage();
  await ok(
    await guest.request.post('/api/auth/register', {
      data: { name: 'Invitée', email: guestEmail, password: 'motdepasse-e2e' },
    }),
  );
  await guest.goto('/organizationSetup');
  const invitations = guest.getByRole('region', { name: 'Invitations reçues' });
  await expect(invitations).toContainText(`invite ${id} vous invite à la rejoindre`);
  await invitations.getByRole('button', { name: `Accepter l’invitation de invite ${id}` }).click();
  await expect(
    guest.getByText('Invitation acceptée : bienvenue dans l’organisation'),
  ).toBeVisible();
  await expect(guest).toHaveURL(/\/quote$/);

  // The organization sees its new member, and no invitation waiting any more.
  await page.reload();
  await page.getByRole('tab', { name: 'Ajouter' }).click();
  await expect(page.getByText('Aucune invitation en attente.')).toBeVisible();
  await page.getByRole('tab', { name: 'Informations' }).click();
  await expect(page.getByText(guestEmail)).toBeVisible();
  await guest.context().close();
});
