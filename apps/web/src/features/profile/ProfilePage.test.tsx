import {
  MSG_EMAIL_ALREADY_VERIFIED,
  MSG_EMAIL_CHANGE_REQUESTED,
  MSG_EMAIL_LINK_SENT,
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_WRONG,
  MSG_EMAIL_TAKEN,
  MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD,
  MSG_NAME_REQUIRED,
  MSG_PASSWORD_MISMATCH,
  MSG_PASSWORD_TOO_LONG,
  MSG_PASSWORD_TOO_SHORT,
  type ProfileResponse,
} from '@app/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { expectOnlyAtField } from '../../test/field-errors';
import { requestsTo, typeInto } from '../../test/form-helpers';
import { failure } from '../../test/http-server';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import ProfilePage from './ProfilePage';

const { server, toaster } = setUpApiTest();

const PROFILE: ProfileResponse = {
  user: {
    name: 'Camille Démo',
    email: 'camille@exemple.be',
    has_password: true,
    email_verified: true,
    pending_email: null,
  },
  organization: { organization_id: 7, organization_name: 'Les Amis du Rail' },
};

beforeEach(() => {
  server.route('GET /api/auth/profile', { body: PROFILE });
});

async function renderProfile() {
  const view = renderRoute(<ProfilePage />, { path: '/profil' });
  await screen.findByRole('form', { name: 'Mes informations' });
  return view;
}

const accountForm = () => screen.getByRole('form', { name: 'Mes informations' });
const passwordForm = () => screen.getByRole('form', { name: 'Changer le mot de passe' });
/** A control of the account form (both forms have a "Mot de passe actuel"). */
const accountField = (label: string) =>
  within(accountForm()).getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`));

/** The message shown under a control, read as assistive technologies read it. */
const messageUnder = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('Mon profil', () => {
  test('shows the name, the email and the organization with a link to it', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
    expect(field('Nom').value).toBe('Camille Démo');
    expect(field('Email').value).toBe('camille@exemple.be');
    // The current password is asked for only when the email changes.
    expect(within(accountForm()).queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    const organization = screen.getByRole('region', { name: 'Organisation' });
    expect(organization.textContent).toContain('Vous êtes membre de Les Amis du Rail.');
    expect(
      within(organization).getByRole('link', { name: 'Voir l’organisation' }).getAttribute('href'),
    ).toBe('/organization');
  });

  test('without organization: says so and links to the setup page', async () => {
    server.route('GET /api/auth/profile', { body: { ...PROFILE, organization: null } });
    await renderProfile();
    const organization = screen.getByRole('region', { name: 'Organisation' });
    expect(
      within(organization)
        .getByRole('link', { name: 'Créer ou rejoindre une organisation' })
        .getAttribute('href'),
    ).toBe('/organizationSetup');
  });

  test('a new name is saved without a password: success toast', async () => {
    const user = userEvent.setup();
    server.route('PUT /api/auth/updateProfile', {
      body: {
        message: 'Profil mis à jour',
        user: { name: 'Dominique Neuf', email: 'camille@exemple.be', pending_email: null },
      },
    });
    await renderProfile();
    await typeInto(user, 'Nom', 'Dominique Neuf');
    await user.click(within(accountForm()).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Profil mis à jour' }]),
    );
    expect(requestsTo(server, 'PUT', '/api/auth/updateProfile').map(jsonBody)).toEqual([
      { name: 'Dominique Neuf', email: 'camille@exemple.be' },
    ]);
  });

  test('an empty name: the message under the field, focused, nothing sent', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field('Nom'));
    await user.click(within(accountForm()).getByRole('button', { name: 'Enregistrer' }));
    const name = field('Nom');
    expect(messageUnder(name)).toBe(MSG_NAME_REQUIRED);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(requestsTo(server, 'PUT', '/api/auth/updateProfile')).toEqual([]);
  });

  test('a new email asks for the current password before sending', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await typeInto(user, 'Email', 'nouvelle@exemple.be');
    const password = accountField('Mot de passe actuel');
    await user.click(within(accountForm()).getByRole('button', { name: 'Enregistrer' }));
    expect(messageUnder(password)).toBe(MSG_CURRENT_PASSWORD_REQUIRED);
    expect(document.activeElement).toBe(password);
    expect(requestsTo(server, 'PUT', '/api/auth/updateProfile')).toEqual([]);
  });

  test.each([
    ['an email already taken', 409, MSG_EMAIL_TAKEN, 'email', 'Email'],
    [
      'a wrong current password',
      400,
      MSG_CURRENT_PASSWORD_WRONG,
      'current_password',
      'Mot de passe actuel',
    ],
  ])(
    '%s: the server message under the field it names, focused, not toasted',
    async (_label, status, message, named, label) => {
      const user = userEvent.setup();
      server.route('PUT /api/auth/updateProfile', failure(status, message, named));
      await renderProfile();
      await typeInto(user, 'Email', 'prise@exemple.be');
      await user.type(accountField('Mot de passe actuel'), 'motdepasse-solide');
      await user.click(within(accountForm()).getByRole('button', { name: 'Enregistrer' }));

      await expectOnlyAtField(accountField(label), message, toaster);
      expect(requestsTo(server, 'PUT', '/api/auth/updateProfile').map(jsonBody)).toEqual([
        { name: 'Camille Démo', email: 'prise@exemple.be', current_password: 'motdepasse-solide' },
      ]);
    },
  );
});

describe('Confirmation de l’adresse email (issue #28)', () => {
  const status = () => screen.getByRole('group', { name: 'Confirmation de l’adresse email' });
  const withUser = (user: Partial<ProfileResponse['user']>) =>
    server.route('GET /api/auth/profile', {
      body: { ...PROFILE, user: { ...PROFILE.user, ...user } },
    });

  test('a verified address says so, with nothing to send', async () => {
    await renderProfile();
    expect(status().textContent).toBe('Adresse email confirmée.');
    expect(within(status()).queryByRole('button')).toBeNull();
  });

  test('an unverified address says so; "Renvoyer le lien" sends a new one', async () => {
    const user = userEvent.setup();
    withUser({ email_verified: false });
    server.route('POST /api/auth/resendVerification', { body: { message: MSG_EMAIL_LINK_SENT } });
    await renderProfile();
    expect(status().textContent).toContain('Adresse email non confirmée');
    await user.click(within(status()).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: MSG_EMAIL_LINK_SENT }]),
    );
    expect(requestsTo(server, 'POST', '/api/auth/resendVerification')).toHaveLength(1);
  });

  test('a refused resend is toasted by the fetch helper', async () => {
    const user = userEvent.setup();
    withUser({ email_verified: false });
    server.route('POST /api/auth/resendVerification', failure(409, MSG_EMAIL_ALREADY_VERIFIED));
    await renderProfile();
    await user.click(within(status()).getByRole('button', { name: 'Renvoyer le lien' }));
    await toaster.waitForToast('error', MSG_EMAIL_ALREADY_VERIFIED);
  });

  test('a new email: the form keeps the current one and the new one shows as waiting for its link', async () => {
    const user = userEvent.setup();
    server.route('PUT /api/auth/updateProfile', {
      body: {
        message: MSG_EMAIL_CHANGE_REQUESTED,
        user: {
          name: 'Camille Démo',
          email: 'camille@exemple.be',
          pending_email: 'nouvelle@exemple.be',
        },
      },
    });
    await renderProfile();
    await typeInto(user, 'Email', 'nouvelle@exemple.be');
    await user.type(accountField('Mot de passe actuel'), 'motdepasse-solide');
    await user.click(within(accountForm()).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: MSG_EMAIL_CHANGE_REQUESTED }]),
    );
    expect(field('Email').value).toBe('camille@exemple.be');
    expect(status().querySelector('p')!.textContent).toBe(
      'Nouvelle adresse en attente de confirmation : nouvelle@exemple.be. Votre email reste ' +
        'camille@exemple.be jusqu’à l’ouverture du lien envoyé à la nouvelle adresse.',
    );
    expect(within(status()).getByRole('button', { name: 'Renvoyer le lien' })).toBeTruthy();
  });
});

describe('Changer le mot de passe', () => {
  async function fillPasswords(current: string, next: string, confirmation: string) {
    const user = userEvent.setup();
    const form = passwordForm();
    if (current) await user.type(within(form).getByLabelText(/^Mot de passe actuel/), current);
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), next);
    await user.type(
      within(form).getByLabelText(/^Confirmation du nouveau mot de passe/),
      confirmation,
    );
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
  }

  test('changes the password: success toast, the fields are emptied', async () => {
    server.route('PUT /api/auth/changePassword', {
      body: { message: 'Mot de passe modifié avec succès' },
    });
    await renderProfile();
    await fillPasswords('ancien-solide', 'nouveau-solide', 'nouveau-solide');

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([
        { type: 'success', message: 'Mot de passe modifié avec succès' },
      ]),
    );
    expect(requestsTo(server, 'PUT', '/api/auth/changePassword').map(jsonBody)).toEqual([
      { current_password: 'ancien-solide', new_password: 'nouveau-solide' },
    ]);
    expect(
      within(passwordForm()).getByLabelText<HTMLInputElement>(/^Nouveau mot de passe/).value,
    ).toBe('');
  });

  test.each([
    [
      'no current password',
      '',
      'nouveau-solide',
      'nouveau-solide',
      MSG_CURRENT_PASSWORD_REQUIRED,
      /^Mot de passe actuel/,
    ],
    [
      'a short new password',
      'ancien-solide',
      'court',
      'court',
      MSG_PASSWORD_TOO_SHORT,
      /^Nouveau mot de passe/,
    ],
    [
      'a confirmation that differs',
      'ancien-solide',
      'nouveau-solide',
      'autre-chose',
      MSG_PASSWORD_MISMATCH,
      /^Confirmation du nouveau/,
    ],
  ])(
    '%s: the message under its field, nothing sent',
    async (_label, current, next, again, message, label) => {
      await renderProfile();
      await fillPasswords(current, next, again);
      const control = within(passwordForm()).getByLabelText(label);
      expect(messageUnder(control)).toBe(message);
      expect(document.activeElement).toBe(control);
      expect(requestsTo(server, 'PUT', '/api/auth/changePassword')).toEqual([]);
    },
  );

  test.each([
    [
      'a wrong current password',
      MSG_CURRENT_PASSWORD_WRONG,
      'current_password',
      /^Mot de passe actuel/,
    ],
    [
      'a current password too long',
      MSG_PASSWORD_TOO_LONG,
      'current_password',
      /^Mot de passe actuel/,
    ],
    ['a new password too long', MSG_PASSWORD_TOO_LONG, 'new_password', /^Nouveau mot de passe/],
  ])(
    '%s: the server message under the field it names, focused, not toasted',
    async (_label, message, named, label) => {
      server.route('PUT /api/auth/changePassword', failure(400, message, named));
      await renderProfile();
      await fillPasswords('ancien-solide', 'nouveau-solide', 'nouveau-solide');
      await expectOnlyAtField(within(passwordForm()).getByLabelText(label), message, toaster);
    },
  );

  test('a refusal about no field of the form stays a toast', async () => {
    server.route('PUT /api/auth/changePassword', failure(400, MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD));
    await renderProfile();
    await fillPasswords('ancien-solide', 'nouveau-solide', 'nouveau-solide');
    await toaster.waitForToast('error', MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD);
    expect(passwordForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  test('a Google-only account: no password form, the way to choose one; the email is fixed', async () => {
    server.route('GET /api/auth/profile', {
      body: { ...PROFILE, user: { ...PROFILE.user, has_password: false } },
    });
    await renderProfile();
    expect(screen.queryByRole('form', { name: 'Changer le mot de passe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
    expect(field('Email').readOnly).toBe(true);
  });
});
