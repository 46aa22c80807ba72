import { MSG_IBAN_INVALID } from '@app/shared/legal-identity';
import {
  MSG_ORGANIZATION_EMAIL_TAKEN,
  MSG_ORGANIZATION_NAME_REQUIRED,
  MSG_ORGANIZATION_VAT_REQUIRED,
} from '@app/shared/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { hasSessionSign } from '../../session/session-sign';
import { setUpApiTest } from '../../test/api-test';
import { expectOnlyAtField } from '../../test/field-errors';
import { fillIn, typeInto } from '../../test/form-helpers';
import { failure } from '../../test/http-server';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import OrganizationSetupPage from './OrganizationSetupPage';

const { server, toaster } = setUpApiTest();

const READS = ['/api/organization/invitations', '/api/organization/myJoinRequests'];

beforeEach(() => {
  server.route('GET /api/organization/invitations', {
    body: { invitations: [], email_verified: true },
  });
  server.route('GET /api/organization/myJoinRequests', { body: { requests: [] } });
});

/** What the page sent, beside reading the invitations and requests waiting for this person. */
const sent = () =>
  server.requests.filter((request) => !(request.method === 'GET' && READS.includes(request.path)));

const routeCreated = () =>
  server.route('POST /api/organization/addOrganization', {
    status: 201,
    body: { message: 'Organisation créée', organization: {} },
  });
/** The page once it knows whether a request is pending (the forms show only without one). */
async function renderSetup() {
  const view = renderRoute(<OrganizationSetupPage />, { path: '/organizationSetup' });
  await screen.findByRole('button', { name: 'Créer', pressed: true });
  return view;
}
const createForm = () => screen.getByRole('form', { name: 'Créer une organisation' });
const vatSwitch = () => screen.getByRole('switch', { name: 'Assujetti à la TVA' });

async function fillOrganization(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, {
    "Nom de l'organisation": 'Les Amis du Rail',
    "Email de l'organisation": 'Contact@AmisDuRail.be',
    Adresse: 'Rue de la Gare 1',
    'Code postal': '1000',
    Ville: 'Bruxelles',
    Téléphone: '471234567',
    'Compte bancaire (IBAN)': 'BE68 5390 0754 7034',
  });
}

describe('Créer', () => {
  test('the VAT number appears, required, only when the VAT switch is on', async () => {
    const user = userEvent.setup();
    await renderSetup();
    expect(screen.getByRole('button', { name: 'Créer', pressed: true })).toBeTruthy();
    expect(vatSwitch()).toHaveProperty('checked', false);
    expect(screen.queryByLabelText(/^Numéro de TVA/)).toBeNull();

    await user.click(vatSwitch());
    expect(field('Numéro de TVA').getAttribute('aria-required')).toBe('true');

    await user.keyboard(' ');
    expect(screen.queryByLabelText(/^Numéro de TVA/)).toBeNull();
  });

  test('VAT subject without a VAT number: the shared message, nothing sent', async () => {
    const user = userEvent.setup();
    await renderSetup();
    await fillOrganization(user);
    await user.click(vatSwitch());
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_ORGANIZATION_VAT_REQUIRED }]);
    expect(document.activeElement).toBe(field('Numéro de TVA'));
    expect(sent()).toEqual([]);
  });

  test('a missing name is refused before sending', async () => {
    const user = userEvent.setup();
    await renderSetup();
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_ORGANIZATION_NAME_REQUIRED }]);
    expect(sent()).toEqual([]);
  });

  test('the error toast of an earlier try goes once the organization is created', async () => {
    const user = userEvent.setup();
    routeCreated();
    await renderSetup();
    await fillOrganization(user);
    await user.clear(screen.getByRole('textbox', { name: "Nom de l'organisation" }));
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_ORGANIZATION_NAME_REQUIRED }]);
    await user.type(screen.getByRole('textbox', { name: "Nom de l'organisation" }), 'Les Amis');
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Organisation créée' }]),
    );
  });

  test('not VAT subject: created without a VAT number, then /payment/create', async () => {
    const user = userEvent.setup();
    routeCreated();
    const { pathname } = await renderSetup();
    await fillOrganization(user);
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));

    expect(
      await screen.findByRole('heading', { name: 'Arrivée sur /payment/create' }),
    ).toBeTruthy();
    expect(pathname()).toBe('/payment/create');
    expect(sent().map(jsonBody)).toEqual([
      {
        organization_name: 'Les Amis du Rail',
        address: 'Rue de la Gare 1',
        postal_code: '1000',
        city: 'Bruxelles',
        country: 'BE',
        enterprise_number: null,
        siret: null,
        phone: '+32-471234567',
        email: 'contact@amisdurail.be',
        bank_account: 'BE68539007547034',
        bic: null,
        payment_terms_days: 30,
        legal_form: null,
        registry: null,
        share_capital: null,
        quote_validity_days: 30,
        is_vat_subject: false,
        vat_number: null,
      },
    ]);
    expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Organisation créée' }]);
  });

  test('an email another organization has: the server message under the email, focused, no toast (issue #19)', async () => {
    const user = userEvent.setup();
    server.route(
      'POST /api/organization/addOrganization',
      failure(409, MSG_ORGANIZATION_EMAIL_TAKEN, 'email'),
    );
    const { pathname } = await renderSetup();
    await fillOrganization(user);
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));

    await expectOnlyAtField(
      field("Email de l'organisation"),
      MSG_ORGANIZATION_EMAIL_TAKEN,
      toaster,
    );
    expect(pathname()).toBe('/organizationSetup');
    expect(field("Nom de l'organisation").getAttribute('aria-invalid')).toBeNull();
    // Typing in the field takes its message away.
    await user.type(field("Email de l'organisation"), 'x');
    expect(field("Email de l'organisation").getAttribute('aria-invalid')).toBeNull();
  });

  test('VAT subject with a VAT number sends it', async () => {
    const user = userEvent.setup();
    routeCreated();
    await renderSetup();
    await fillOrganization(user);
    await user.click(vatSwitch());
    await user.type(field('Numéro de TVA'), 'BE 0403.170.701');
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Arrivée sur /payment/create' });
    expect(sent().map(jsonBody)).toEqual([
      expect.objectContaining({ is_vat_subject: true, vat_number: 'BE0403170701' }),
    ]);
  });
});

describe('Créer: legal identity', () => {
  test('a French organization sends its country, SIREN, SIRET, postal code and city; the VAT number is suggested from the SIREN', async () => {
    const user = userEvent.setup();
    routeCreated();
    await renderSetup();
    expect(field<HTMLSelectElement>('Pays').value).toBe('BE');
    expect(field("Numéro d'entreprise (BCE)")).toBeTruthy();
    expect(screen.queryByLabelText(/^SIRET/)).toBeNull();

    await user.type(field("Nom de l'organisation"), 'Les Amis du Rail');
    await user.type(field("Email de l'organisation"), 'contact@amisdurail.fr');
    await user.selectOptions(field('Pays'), 'France');
    await user.click(vatSwitch());
    await user.type(field('SIREN'), '732 829 320');
    expect(field('Numéro de TVA').value).toBe('FR44732829320');
    await fillIn(user, {
      SIRET: '732 829 320 00074',
      Adresse: '12 rue de Rivoli',
      'Code postal': '75001',
      Ville: 'Paris',
      Téléphone: '612345678',
      'Compte bancaire (IBAN)': 'FR76 3000 6000 0112 3456 7890 189',
      BIC: 'bnpafrpp',
    });
    await typeInto(user, 'Délai de paiement (jours)', '45');
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));

    await screen.findByRole('heading', { name: 'Arrivée sur /payment/create' });
    expect(sent().map(jsonBody)).toEqual([
      {
        organization_name: 'Les Amis du Rail',
        address: '12 rue de Rivoli',
        postal_code: '75001',
        city: 'Paris',
        country: 'FR',
        enterprise_number: '732829320',
        siret: '73282932000074',
        phone: '+32-612345678',
        email: 'contact@amisdurail.fr',
        bank_account: 'FR7630006000011234567890189',
        bic: 'BNPAFRPP',
        payment_terms_days: 45,
        legal_form: null,
        registry: null,
        share_capital: null,
        quote_validity_days: 30,
        is_vat_subject: true,
        vat_number: 'FR44732829320',
      },
    ]);
  });

  test('a VAT number the user typed is not replaced by the suggestion', async () => {
    const user = userEvent.setup();
    await renderSetup();
    await user.click(vatSwitch());
    await user.type(field('Numéro de TVA'), 'BE0123456749');
    await user.type(field("Numéro d'entreprise (BCE)"), '0403170701');
    expect(field('Numéro de TVA').value).toBe('BE0123456749');
  });

  test('a wrong IBAN shows "IBAN invalide" under the field, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    await renderSetup();
    await fillIn(user, {
      "Nom de l'organisation": 'Les Amis du Rail',
      "Email de l'organisation": 'contact@amisdurail.be',
      Adresse: 'Rue de la Gare 1',
      Téléphone: '471234567',
      'Compte bancaire (IBAN)': 'BE68 5390 0754 7035',
    });
    await user.click(within(createForm()).getByRole('button', { name: "Créer l'organisation" }));

    const iban = field('Compte bancaire (IBAN)');
    expect(document.activeElement).toBe(iban);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(iban.getAttribute('aria-describedby')!)?.textContent).toBe(
      MSG_IBAN_INVALID,
    );
    expect(sent()).toEqual([]);

    await user.type(iban, '{Backspace}4');
    expect(iban.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(MSG_IBAN_INVALID, { selector: 'p' })).toBeNull();
  });
});

describe('Rejoindre', () => {
  test('asks to join by the organization email, then shows the request as pending', async () => {
    const user = userEvent.setup();
    const pending = [
      { request_id: 4, organization_name: 'Les Amis du Rail', created_at: '2026-11-23T09:00:00Z' },
    ];
    let asked = false;
    server.route('POST /api/organization/requests/create', () => {
      asked = true;
      return { status: 201, body: { message: 'Demande envoyée' } };
    });
    server.route('GET /api/organization/myJoinRequests', () => ({
      body: { requests: asked ? pending : [] },
    }));
    const { pathname } = await renderSetup();

    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const form = screen.getByRole('form', { name: 'Rejoindre une organisation' });
    await user.type(within(form).getByLabelText(/^Email de l'organisation/), 'contact@rail.be');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));

    const region = await screen.findByRole('region', { name: 'Demande en attente' });
    expect(within(region).getByText(/Vous avez demandé à rejoindre/).textContent).toBe(
      'Vous avez demandé à rejoindre Les Amis du Rail le 23/11/2026.',
    );
    expect(screen.queryByRole('form', { name: 'Rejoindre une organisation' })).toBeNull();
    expect(pathname()).toBe('/organizationSetup');
    expect(sent().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/organization/requests/create',
    ]);
    expect(jsonBody(sent()[0]!)).toEqual({ email: 'contact@rail.be' });
    expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Demande envoyée' }]);
  });

  test('an unknown organization email shows the server message and stays', async () => {
    const user = userEvent.setup();
    server.route(
      'POST /api/organization/requests/create',
      failure(404, 'Aucune organisation n’est enregistrée avec cet email.'),
    );
    const { pathname } = await renderSetup();
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    await user.type(field("Email de l'organisation"), 'inconnue@rail.be');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([
        { type: 'error', message: 'Aucune organisation n’est enregistrée avec cet email.' },
      ]),
    );
    expect(pathname()).toBe('/organizationSetup');
  });
});

describe('Invitations reçues', () => {
  const invitation = (id: number, organization: string) => ({
    invitation_id: id,
    organization_name: organization,
    invited_by: 'Camille Démo',
    created_at: '2026-11-20T10:00:00.000Z',
  });

  test('an invitation is accepted: the person joins and goes to the app', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/invitations', {
      body: {
        invitations: [invitation(7, 'Les Amis du Rail'), invitation(8, 'Club de Voile')],
        email_verified: true,
      },
    });
    server.route('PUT /api/organization/invitations/accept', {
      body: { message: 'Invitation acceptée : bienvenue dans l’organisation' },
    });
    const { pathname } = await renderSetup();
    const region = await screen.findByRole('region', { name: 'Invitations reçues' });
    expect(within(region).getAllByRole('listitem')[0]!.querySelector('p')!.textContent).toBe(
      'Les Amis du Rail vous invite à la rejoindre (invitation de Camille Démo, le 20/11/2026).',
    );
    await user.click(
      within(region).getByRole('button', { name: 'Accepter l’invitation de Les Amis du Rail' }),
    );
    await waitFor(() => expect(pathname()).toBe('/'));
    // The browser now knows it holds a session: `/` shows the member's home, not the landing.
    expect(hasSessionSign()).toBe(true);
    expect(sent().map((request) => [request.method, request.path, request.query])).toEqual([
      ['PUT', '/api/organization/invitations/accept', { invitation_id: '7' }],
    ]);
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Invitation acceptée : bienvenue dans l’organisation' },
    ]);
  });

  test('a declined invitation disappears; the page stays for creating or joining', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/invitations', {
      body: { invitations: [invitation(9, 'Club de Voile')], email_verified: true },
    });
    server.route('PUT /api/organization/invitations/decline', () => {
      // The declined invitation leaves the server's list.
      server.route('GET /api/organization/invitations', {
        body: { invitations: [], email_verified: true },
      });
      return { body: { message: 'Invitation refusée' } };
    });
    const { pathname } = await renderSetup();
    const region = await screen.findByRole('region', { name: 'Invitations reçues' });
    await user.click(
      within(region).getByRole('button', { name: 'Refuser l’invitation de Club de Voile' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations reçues' })).toBeNull(),
    );
    expect(pathname()).toBe('/organizationSetup');
    expect(createForm()).toBeTruthy();
  });

  test('an unverified address: no invitation offered, the way to confirm it instead', async () => {
    server.route('GET /api/organization/invitations', {
      body: { invitations: [], email_verified: false },
    });
    await renderSetup();
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Votre adresse email n’est pas encore confirmée');
    expect(within(note).getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe(
      '/profil',
    );
    expect(screen.queryByRole('region', { name: 'Invitations reçues' })).toBeNull();
  });

  test('without invitations nothing is shown', async () => {
    await renderSetup();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Invitations reçues' })).toBeNull();
  });
});

describe('Demande en attente', () => {
  const request = (id: number, organization: string, date: string) => ({
    request_id: id,
    organization_name: organization,
    created_at: `${date}T10:00:00.000Z`,
  });

  test('a pending request is shown instead of the forms, with its organization and date', async () => {
    server.route('GET /api/organization/myJoinRequests', {
      body: { requests: [request(3, 'Club de Voile', '2026-11-20')] },
    });
    renderRoute(<OrganizationSetupPage />, { path: '/organizationSetup' });
    const region = await screen.findByRole('region', { name: 'Demande en attente' });
    expect(region.querySelector('p')!.textContent).toBe(
      'Vous avez demandé à rejoindre Club de Voile le 20/11/2026.',
    );
    expect(
      within(region).getByText(/Un membre de l’organisation doit valider votre demande/),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Créer une organisation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejoindre' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  test('cancelling the request brings the forms back', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/myJoinRequests', {
      body: { requests: [request(3, 'Club de Voile', '2026-11-20')] },
    });
    server.route('DELETE /api/organization/cancelJoinRequest', () => {
      server.route('GET /api/organization/myJoinRequests', { body: { requests: [] } });
      return { body: { message: 'Demande annulée' } };
    });
    renderRoute(<OrganizationSetupPage />, { path: '/organizationSetup' });
    const region = await screen.findByRole('region', { name: 'Demande en attente' });
    await user.click(
      within(region).getByRole('button', { name: 'Annuler la demande à Club de Voile' }),
    );

    expect(await screen.findByRole('form', { name: 'Créer une organisation' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Demande en attente' })).toBeNull();
    expect(sent().map((r) => [r.method, r.path, r.query])).toEqual([
      ['DELETE', '/api/organization/cancelJoinRequest', { request_id: '3' }],
    ]);
    expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Demande annulée' }]);
  });

  test('a refused cancellation keeps the request on screen', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/myJoinRequests', {
      body: { requests: [request(3, 'Club de Voile', '2026-11-20')] },
    });
    server.route(
      'DELETE /api/organization/cancelJoinRequest',
      failure(404, 'Demande introuvable.'),
    );
    renderRoute(<OrganizationSetupPage />, { path: '/organizationSetup' });
    const region = await screen.findByRole('region', { name: 'Demande en attente' });
    await user.click(within(region).getByRole('button', { name: /^Annuler la demande/ }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'error', message: 'Demande introuvable.' }]),
    );
    expect(screen.getByRole('region', { name: 'Demande en attente' })).toBeTruthy();
  });
});
