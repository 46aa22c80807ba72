import { expect, test } from './support/test.js';
import { ok, signedInOrganization } from './support/organization.js';
import { mailedPath } from './support/smtp-inbox.js';

// Adding someone by email sends an invitation; the invited person decides.

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
  // Invitations are offered to a proven address only: she opens the link mailed to
  // her at registration first.
  const link = await mailedPath(guestEmail, 'verifyEmail');
  await guest.goto(link);
  await expect(guest.getByText('Votre adresse email est confirmée.')).toBeVisible();
  await guest.goto('/organizationSetup');
  const invitations = guest.getByRole('region', { name: 'Invitations reçues' });
  await expect(invitations).toContainText(`invite ${id} vous invite à la rejoindre`);
  await invitations.getByRole('button', { name: `Accepter l’invitation de invite ${id}` }).click();
  await expect(
    guest.getByText('Invitation acceptée : bienvenue dans l’organisation'),
  ).toBeVisible();
  await expect(guest).toHaveURL(/\/$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();

  // The organization sees its new member, and no invitation waiting any more.
  await page.reload();
  await page.getByRole('tab', { name: 'Ajouter' }).click();
  await expect(page.getByText('Aucune invitation en attente.')).toBeVisible();
  await page.getByRole('tab', { name: 'Informations' }).click();
  await expect(page.getByText(guestEmail)).toBeVisible();
  await guest.context().close();
});

test('[organisation] le lien du message d’invitation fait entrer le compte connecté, même sous une autre adresse', async ({
  page,
  browser,
  baseURL,
}) => {
  const { id } = await signedInOrganization(page.request, 'lien');
  const invited = `boite-partagee-${id}@exemple.test`;
  await ok(
    await page.request.put('/api/organization/addOrganizationUser', { data: { email: invited } }),
  );

  // The volunteer reads the shared mailbox but signs up with their own address, not yet proven.
  const guest = await (await browser.newContext({ baseURL, locale: 'fr-BE' })).newPage();
  const ownEmail = `perso-${id}@exemple.test`;
  await ok(
    await guest.request.post('/api/auth/register', {
      data: { name: 'Bénévole', email: ownEmail, password: 'motdepasse-e2e' },
    }),
  );
  // This browser has shown the app signed in (the page asks for the account only then).
  await guest.goto('/profil');
  await expect(guest.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await guest.goto(await mailedPath(invited, 'invitation'));
  await expect(
    guest.getByRole('heading', { name: 'Invitation à rejoindre une organisation' }),
  ).toBeVisible();
  await expect(guest.getByText(`Vous êtes connecté avec l’adresse ${ownEmail}`)).toBeVisible();
  await guest.getByRole('button', { name: 'Accepter l’invitation' }).click();
  await expect(
    guest.getByText('Invitation acceptée : bienvenue dans l’organisation'),
  ).toBeVisible();
  await expect(guest).toHaveURL(/\/$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();

  await page.goto('/organization');
  await expect(page.getByText(ownEmail)).toBeVisible();
  await guest.context().close();
});
