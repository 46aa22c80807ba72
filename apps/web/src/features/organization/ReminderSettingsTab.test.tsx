import {
  DEFAULT_REMINDER_SETTINGS,
  MSG_REMINDER_FEE_INVALID,
  MSG_REMINDER_SETTINGS_UPDATED,
  MSG_REMINDER_TITLE_MISSING,
  REMINDER_PLACEHOLDERS,
  reminderSettingsDto,
} from '@app/shared/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { organization } from '../../test/fixtures';
import { failure } from '../../test/http-server';
import { jsonBody, renderRoute } from '../../test/render-route';
import userEvent from '../../test/user-event';
import OrganizationPage from './OrganizationPage';
import { HELP_AUTO_SEND } from './ReminderSettingsTab';

const { server, toaster } = setUpApiTest();

const SETTINGS = reminderSettingsDto(DEFAULT_REMINDER_SETTINGS);

beforeEach(() => {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization() },
  });
  server.route('GET /api/organization/reminderSettings', { body: { settings: SETTINGS } });
});

async function openRelances(role?: 'admin' | 'member') {
  const user = userEvent.setup();
  renderRoute(<OrganizationPage />, { path: '/organization', ...(role ? { role } : {}) });
  await user.click(await screen.findByRole('tab', { name: 'Relances' }));
  const panel = screen.getByRole('tabpanel', { name: 'Relances' });
  await within(panel).findByRole('form', { name: 'Paramètres des relances' });
  return { user, panel };
}

const puts = () => server.requests.filter((request) => request.method === 'PUT');

describe('Organisation › Relances', () => {
  test('shows the levels, the placeholders, the claims with the law’s limits', async () => {
    const { panel } = await openRelances();
    expect(within(panel).getByRole('switch', { name: /Envoyer automatiquement/ })).toBeTruthy();
    expect(within(panel).getByText(HELP_AUTO_SEND)).toBeTruthy();
    const titles = within(panel).getAllByRole('textbox', { name: /^Titre/ });
    expect(titles.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Rappel de paiement',
      'Deuxième rappel',
      'Mise en demeure',
    ]);
    for (const word of Object.keys(REMINDER_PLACEHOLDERS))
      expect(within(panel).getByText(word)).toBeTruthy();
    // Only the last level can be the formal notice.
    const notice = within(panel).getAllByRole('checkbox', { name: /mise en demeure/ });
    expect(notice).toHaveLength(1);
    expect((notice[0] as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByText(/le premier rappel est toujours gratuit/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Ajouter une relance' })).toBeNull();
  });

  test('saves the whole settings with PUT and says so', async () => {
    server.route('PUT /api/organization/reminderSettings', (request) => ({
      body: { message: MSG_REMINDER_SETTINGS_UPDATED, settings: jsonBody(request) },
    }));
    const { user, panel } = await openRelances();
    await user.click(within(panel).getByRole('switch', { name: /Envoyer automatiquement/ }));
    await user.click(within(panel).getByRole('button', { name: 'Retirer la deuxième relance' }));
    await user.click(
      within(panel).getByRole('switch', { name: 'Réclamer des intérêts de retard' }),
    );
    const rate = within(panel).getByRole('textbox', { name: 'Taux annuel (%)' });
    await user.clear(rate);
    await user.type(rate, '12,5');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les relances' }));
    await toaster.waitForToast('success', MSG_REMINDER_SETTINGS_UPDATED);
    const body = jsonBody(puts()[0]!) as typeof SETTINGS;
    expect(body.auto_send).toBe(true);
    expect(body.levels.map((level) => level.title)).toEqual([
      'Rappel de paiement',
      'Mise en demeure',
    ]);
    expect(body.claims).toEqual({
      interest: true,
      interest_rate: 12.5,
      lump_sum: false,
      reminder_fee: 0,
    });
  });

  test('a level added after the formal notice becomes the formal notice', async () => {
    server.route('PUT /api/organization/reminderSettings', (request) => ({
      body: { message: MSG_REMINDER_SETTINGS_UPDATED, settings: jsonBody(request) },
    }));
    const { user, panel } = await openRelances();
    await user.click(within(panel).getByRole('button', { name: 'Retirer la troisième relance' }));
    expect(within(panel).getAllByRole('checkbox', { name: /mise en demeure/ })).toHaveLength(1);
    await user.click(within(panel).getByRole('checkbox', { name: /mise en demeure/ }));
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une relance' }));
    const notice = within(panel).getAllByRole('checkbox', { name: /mise en demeure/ });
    expect((notice[0] as HTMLInputElement).checked).toBe(true);
    const texts = within(panel).getAllByRole('textbox', { name: /^Texte/ });
    await user.type(texts[2]!, 'Dernier avis avant recouvrement.');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les relances' }));
    await toaster.waitForToast('success', MSG_REMINDER_SETTINGS_UPDATED);
    const body = jsonBody(puts()[0]!) as typeof SETTINGS;
    expect(body.levels.map((level) => [level.title, level.formal_notice])).toEqual([
      ['Rappel de paiement', false],
      ['Deuxième rappel', false],
      ['Mise en demeure', true],
    ]);
  });

  test('a level without title is shown under its field, nothing sent', async () => {
    const { user, panel } = await openRelances();
    const title = within(panel).getAllByRole('textbox', { name: /^Titre/ })[1]!;
    await user.clear(title);
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les relances' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getAllByText(MSG_REMINDER_TITLE_MISSING).length).toBeGreaterThan(0);
    expect(puts()).toHaveLength(0);
  });

  test('the server’s refusal is shown in the part it names', async () => {
    server.route(
      'PUT /api/organization/reminderSettings',
      failure(400, MSG_REMINDER_FEE_INVALID, 'claims'),
    );
    const { user, panel } = await openRelances();
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les relances' }));
    await waitFor(() => expect(within(panel).getByText(MSG_REMINDER_FEE_INVALID)).toBeTruthy());
    expect(toaster.lastError()).toBeUndefined();
  });

  test('a member reads the settings without changing them', async () => {
    const { panel } = await openRelances('member');
    expect(within(panel).getByRole('note').textContent).toContain('modifier l’organisation');
    const save = within(panel).getByRole('button', { name: 'Enregistrer les relances' });
    // Inside a disabled fieldset (jsdom reflects it through :disabled, not the property).
    expect(save.matches(':disabled')).toBe(true);
    expect(
      within(panel)
        .getAllByRole('textbox', { name: /^Titre/ })[0]!
        .matches(':disabled'),
    ).toBe(true);
  });
});
