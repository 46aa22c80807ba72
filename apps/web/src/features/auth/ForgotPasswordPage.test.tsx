import { MSG_EMAIL_REQUIRED, MSG_PASSWORD_MISMATCH, MSG_RESET_LINK_SENT } from '@app/shared/auth';
import { screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import ResetPasswordPage from './ResetPasswordPage';
import ForgotPasswordPage from './ForgotPasswordPage';

const { server, toaster } = setUpApiTest();

describe('forgot password', () => {
  test('sends the email, then goes to / with the server message', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/forgotPassword', { body: { message: MSG_RESET_LINK_SENT } });
    const { pathname } = renderRoute(<ForgotPasswordPage />, { path: '/forgotPassword' });

    await user.type(field('Email'), 'alice@exemple.be');
    await user.click(screen.getByRole('button', { name: 'Reinitialiser le mot de passe' }));

    expect(await screen.findByRole('heading', { name: 'Arrivée sur /' })).toBeTruthy();
    expect(pathname()).toBe('/');
    expect(server.requests.map(jsonBody)).toEqual([{ email: 'alice@exemple.be' }]);
    expect(toaster.toasts()).toEqual([{ type: 'success', message: MSG_RESET_LINK_SENT }]);
  });

  test('without an email nothing is sent', async () => {
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { path: '/forgotPassword' });
    await user.click(screen.getByRole('button', { name: 'Reinitialiser le mot de passe' }));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_EMAIL_REQUIRED }]);
    expect(server.requests).toEqual([]);
  });
});

describe('reset password', () => {
  const renderReset = () =>
    renderRoute(<ResetPasswordPage />, {
      path: '/resetPassword/jeton-123',
      pattern: '/resetPassword/:token',
    });

  test('different passwords: "Les mots de passe ne correspondent pas", nothing sent', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(field('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(field('Confirmation du mot de passe'), 'autre-secret');
    await user.keyboard('{Enter}');
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_PASSWORD_MISMATCH }]);
    expect(server.requests).toEqual([]);
  });

  test('sends the password with the token of the link, then goes to /login', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/resetPassword', {
      body: { message: 'Mot de passe modifié avec succès' },
    });
    const { pathname } = renderReset();
    await user.type(field('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(field('Confirmation du mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));

    expect(await screen.findByRole('heading', { name: 'Arrivée sur /login' })).toBeTruthy();
    expect(pathname()).toBe('/login');
    expect(server.requests.map(jsonBody)).toEqual([
      { password: 'nouveau-secret', token: 'jeton-123' },
    ]);
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Mot de passe modifié avec succès' },
    ]);
  });
});
