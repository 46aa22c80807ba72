// « Facturation électronique »'s Peppol part (issue #33): the access point, the organization's
// identifier and its registration state; « Enregistrer sur Peppol » registers it.
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { renderRoute } from '../../test/render-route';
import userEvent from '../../test/user-event';
import { PeppolRegistration } from './PeppolRegistration';

const { server, toaster } = setUpApiTest();

const SETTINGS = {
  provider: 'demo',
  participant_id: '0208:0123456749',
  registration: null,
  reason: null,
};

describe('Peppol registration', () => {
  test('shows the identifier, then registers it', async () => {
    server.route('GET /api/organization/getPeppolSettings', { body: SETTINGS });
    server.route('POST /api/organization/registerPeppol', {
      body: {
        message: 'Demande d’enregistrement sur Peppol envoyée.',
        settings: { ...SETTINGS, registration: 'registered' },
      },
    });
    renderRoute(<PeppolRegistration />, { path: '/organization' });
    expect(await screen.findByText('0208:0123456749')).toBeTruthy();
    expect(screen.getByText('Non enregistrée')).toBeTruthy();
    expect(
      screen.getByText('Démonstration (livraison au sein de cette installation)'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer sur Peppol' }));
    await toaster.waitForToast('success', 'Demande d’enregistrement sur Peppol envoyée.');
    expect(await screen.findByText('Enregistrée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer sur Peppol' })).toBeNull();
  });

  test('without an identifier it says what is missing and offers nothing', async () => {
    server.route('GET /api/organization/getPeppolSettings', {
      body: { ...SETTINGS, participant_id: null },
    });
    renderRoute(<PeppolRegistration />, { path: '/organization' });
    expect(await screen.findByText('Aucun : renseignez le numéro d’entreprise')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
