// The organization form's phone prefix and examples follow the chosen country (issue #30 §3).
import { screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { field, renderRoute } from '../../test/render-route';
import OrganizationSetupPage from './OrganizationSetupPage';

const { server } = setUpApiTest();

beforeEach(() => {
  server.route('GET /api/organization/invitations', {
    body: { invitations: [], email_verified: true },
  });
  server.route('GET /api/organization/myJoinRequests', { body: { requests: [] } });
});

const prefix = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Indicatif' });

test('[organisation] the phone prefix, the phone and BIC examples follow the country', async () => {
  const user = userEvent.setup();
  renderRoute(<OrganizationSetupPage />, { path: '/organizationSetup' });
  await screen.findByRole('button', { name: 'Créer', pressed: true });
  expect(prefix().value).toBe('+32-');
  expect(field('Téléphone').placeholder).toBe('470 12 34 56');
  expect(field('BIC').placeholder).toBe('GEBABEBB');

  await user.selectOptions(field('Pays'), 'France');
  expect(prefix().value).toBe('+33-');
  expect(field('Téléphone').placeholder).toBe('6 12 34 56 78');
  expect(field('BIC').placeholder).toBe('BNPAFRPP');
});
