import { expect, test } from './support/test.js';
import { ok, signedInOrganization } from './support/organization.js';
import { mailedPath } from './support/smtp-inbox.js';

// A volunteer invited as a member cannot touch the bank account nor the subscription;
// the owner makes them a viewer, then removes them, and their open session ends at once; the
// Journal lists each step.

for (const { width, height, label } of [
  { width: 1280, height: 900, label: '1280 px' },
  { width: 390, height: 844, label: '390 px' },
]) {
  test.describe(label, () => {
    test.use({ viewport: { width, height } });

    test(`[organisation] rôles à ${label} : un bénévole invité comme membre, passé lecteur, puis retiré`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const { id } = await signedInOrganization(page.request, 'roles');
      const volunteerEmail = `benevole-${id}@exemple.test`;

      // The owner invites the volunteer as a member.
      await page.goto('/organization');
      await page.getByRole('tab', { name: 'Ajouter' }).click();
      const form = page.getByRole('form', { name: 'Ajouter un membre' });
      await form.getByRole('textbox', { name: /Email de l'utilisateur/ }).fill(volunteerEmail);
      await form.getByRole('combobox', { name: /Rôle/ }).selectOption('member');
      await form.getByRole('button', { name: "Ajouter à l'organisation" }).click();
      await expect(page.getByText('Invitation envoyée')).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: volunteerEmail })
          .filter({ hasText: 'Membre' }),
      ).toBeVisible();

      // The volunteer signs up with that email, in their own browser, and accepts through the
      // link of the invitation mail.
      const context = await browser.newContext({
        baseURL,
        locale: 'fr-BE',
        viewport: { width, height },
      });
      const volunteer = await context.newPage();
      await ok(
        await volunteer.request.post('/api/auth/register', {
          data: { name: 'Bénévole', email: volunteerEmail, password: 'motdepasse-e2e' },
        }),
      );
      await volunteer.goto('/profil');
      await expect(volunteer.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
      await volunteer.goto(await mailedPath(volunteerEmail, 'invitation'));
      await volunteer.getByRole('button', { name: 'Accepter l’invitation' }).click();
      await expect(volunteer).toHaveURL(/\/$/);

      // As a member: no subscription button, the IBAN shown but not editable, and why.
      await volunteer.goto('/organization');
      const info = volunteer.getByRole('tabpanel', { name: 'Informations' });
      await expect(info.getByRole('button', { name: "Quitter l'organisation" })).toBeVisible();
      await expect(info.getByRole('button', { name: 'Modifier mon abonnement' })).toHaveCount(0);
      await volunteer.getByRole('tab', { name: 'Settings' }).click();
      const settings = volunteer.getByRole('tabpanel', { name: 'Settings' });
      const iban = settings.getByRole('textbox', { name: /Compte bancaire/ });
      await expect(iban).toBeVisible();
      await expect(iban).not.toBeEditable();
      await expect(
        settings.getByText('Votre rôle (Membre) ne permet pas de modifier l’organisation.').first(),
      ).toBeVisible();
      await expect(settings.getByRole('link', { name: "Annuler l'abonnement" })).toHaveCount(0);
      // Day-to-day work stays open to a member.
      await volunteer.goto('/clients');
      await expect(volunteer.getByRole('button', { name: 'Ajouter un client' })).toBeVisible();

      // The owner makes them a viewer.
      await page.reload();
      await page.getByRole('tab', { name: 'Informations' }).click();
      const members = page.getByRole('table', { name: 'Membres de l’organisation' });
      await members.getByRole('combobox', { name: 'Rôle de Bénévole' }).selectOption('viewer');
      await expect(page.getByText('Rôle modifié')).toBeVisible();
      await expect(members.getByRole('combobox', { name: 'Rôle de Bénévole' })).toHaveValue(
        'viewer',
      );

      // As a viewer: the lists without their add, edit and delete buttons.
      await volunteer.goto('/clients');
      await expect(volunteer.getByRole('heading', { name: 'Clients' })).toBeVisible();
      await expect(volunteer.getByRole('button', { name: 'Ajouter un client' })).toHaveCount(0);

      // The owner removes them, after a confirmation.
      await members.getByRole('button', { name: 'Retirer Bénévole de l’organisation' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Retirer Bénévole de l’organisation ?');
      await dialog.getByRole('button', { name: 'Retirer' }).click();
      await expect(page.getByText('Membre retiré de l’organisation')).toBeVisible();
      await expect(members.getByText(volunteerEmail)).toHaveCount(0);

      // The volunteer's open session is refused at its next call: back to the login page.
      await volunteer.goto('/quote');
      await expect(volunteer).toHaveURL(/\/login$/);
      await context.close();

      // The Journal lists each step, newest first, with who did it.
      await page.getByRole('tab', { name: 'Journal' }).click();
      const journal = page.getByRole('tabpanel', { name: 'Journal' });
      for (const [label, summary] of [
        ['Membre retiré', 'Bénévole'],
        ['Rôle modifié', 'Membre → Lecteur'],
        ['Invitation acceptée : membre ajouté', 'Bénévole'],
        ['Invitation envoyée', `${volunteerEmail} (Membre)`],
      ] as const) {
        await expect(journal.getByText(label, { exact: true }).first()).toBeVisible();
        await expect(journal.getByText(summary).first()).toBeVisible();
      }
    });
  });
}
