// Issue #30 §5: the legal form (a select of the country's forms), the registry, the share capital
// (for a form that has one) and the quotes' validity, shown on Informations and edited in Settings.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import userEvent from '../../test/user-event';
import { setUpApiTest } from '../../test/api-test';
import { organization } from '../../test/fixtures';
import { requestsTo, typeInto } from '../../test/form-helpers';
import { field, jsonBody, plain, renderRoute } from '../../test/render-route';
import OrganizationPage from './OrganizationPage';

const { server } = setUpApiTest();

const SAVED = organization({
  legal_form: 'SA',
  registry: 'RPM Bruxelles',
  share_capital: 61500,
  quote_validity_days: 15,
});

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const optionLabels = () =>
  Array.from(field<HTMLSelectElement>('Forme juridique').options).map((option) => option.text);

describe('legal mentions of the organization', () => {
  test('Informations shows the legal form, registry, share capital and quote validity', async () => {
    server.route('GET /api/organization/getOrganization', { body: { organization: SAVED } });
    renderRoute(<OrganizationPage />, { path: '/organization' });
    const panel = await screen.findByRole('tabpanel', { name: 'Informations' });
    const value = (term: string) =>
      plain(within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent);
    expect(value('Forme juridique')).toBe('SA — société anonyme');
    expect(value('Registre')).toBe('RPM Bruxelles');
    expect(value('Capital social')).toBe('61 500,00 €');
    expect(value('Validité des devis')).toBe('15 jours');
  });

  test('Settings: a select of the country’s forms, the capital only for a form that has one', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/getOrganization', {
      body: { organization: organization() },
    });
    server.route('POST /api/organization/updateOrganization', {
      body: { message: 'Organisation mise à jour', organization: SAVED },
    });
    renderRoute(<OrganizationPage />, { path: '/organization' });
    const panel = await openTab(user, 'Settings');

    expect(optionLabels()).toContain('ASBL — association sans but lucratif');
    expect(optionLabels()).not.toContain('SAS — société par actions simplifiée');
    expect(field<HTMLSelectElement>('Forme juridique').value).toBe('');
    await user.selectOptions(field('Forme juridique'), 'ASBL — association sans but lucratif');
    expect(screen.queryByLabelText(/^Capital social/)).toBeNull();

    await user.selectOptions(field('Forme juridique'), 'SA — société anonyme');
    await typeInto(user, 'Capital social (€)', '61500');
    await typeInto(user, 'Registre', 'RPM Bruxelles');
    await typeInto(user, 'Validité des devis (jours)', '15');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST', '/api/organization/updateOrganization')).toHaveLength(1),
    );
    const [sent] = requestsTo(server, 'POST', '/api/organization/updateOrganization');
    expect(jsonBody(sent!)).toMatchObject({
      legal_form: 'SA',
      registry: 'RPM Bruxelles',
      share_capital: 61500,
      quote_validity_days: 15,
    });
  });

  test('Settings: another country starts the legal form again from its own list', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/getOrganization', { body: { organization: SAVED } });
    renderRoute(<OrganizationPage />, { path: '/organization' });
    await openTab(user, 'Settings');
    expect(field<HTMLSelectElement>('Forme juridique').value).toBe('SA');
    expect(field('Capital social (€)').value).toBe('61500');

    await user.selectOptions(field('Pays'), 'France');
    // SA exists in France too: kept. An ASBL would not be.
    expect(field<HTMLSelectElement>('Forme juridique').value).toBe('SA');
    expect(optionLabels()).toContain('EI — entrepreneur individuel (dont micro-entrepreneur)');
    await user.selectOptions(field('Pays'), 'Belgique');
    await user.selectOptions(field('Forme juridique'), 'ASBL — association sans but lucratif');
    await user.selectOptions(field('Pays'), 'France');
    expect(field<HTMLSelectElement>('Forme juridique').value).toBe('');
    expect(optionLabels()).not.toContain('ASBL — association sans but lucratif');
  });

  test('Settings: a wrong share capital is refused under its field before sending', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/getOrganization', { body: { organization: SAVED } });
    renderRoute(<OrganizationPage />, { path: '/organization' });
    const panel = await openTab(user, 'Settings');
    await typeInto(user, 'Capital social (€)', '-5');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await within(panel).findByText(
        'Le capital social doit être un montant en euros, positif ou nul, avec au plus 2 décimales.',
      ),
    ).toBeTruthy();
    expect(requestsTo(server, 'POST', '/api/organization/updateOrganization')).toHaveLength(0);
  });
});
