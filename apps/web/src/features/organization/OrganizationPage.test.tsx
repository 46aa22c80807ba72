import {
  MSG_NO_PENDING_REQUEST,
  MSG_REQUEST_VALIDATED,
  type JoinRequestDto,
} from '@app/shared/join-requests';
import {
  MSG_FILE_REQUIRED,
  MSG_LEAVE_CONFIRMATION,
  MSG_ORGANIZATION_EMAIL_TAKEN,
} from '@app/shared/organization';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MSG_PORTAL_FAILED } from './customer-portal.api';
import { setUpApiTest } from '../../test/api-test';
import { stubObjectUrls, whileRecordingDownloads } from '../../test/downloads';
import { members, organization, organizationFields } from '../../test/fixtures';
import { expectOnlyAtField } from '../../test/field-errors';
import { typeInto } from '../../test/form-helpers';
import { failure, INTERNAL_ERROR, type Reply } from '../../test/http-server';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import { bodyRows, cellTexts, columnHeaders } from '../../test/tables';
import OrganizationPage from './OrganizationPage';

const { server, toaster } = setUpApiTest();

beforeEach(() => {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization() },
  });
});

// The file input's preview needs object URLs.
stubObjectUrls();

afterEach(() => {
  vi.restoreAllMocks();
});

function renderOrganization() {
  return renderRoute(<OrganizationPage />, { path: '/organization' });
}

const calls = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('tabs and Informations', () => {
  test('six tabs; Informations shows the fields, the plan and VAT subject Oui/Non', async () => {
    renderOrganization();
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation' })).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Informations',
      'Demandes',
      'Ajouter',
      'Settings',
      'Relances',
      'Journal',
    ]);
    expect(screen.getByRole('tab', { name: 'Informations' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const panel = screen.getByRole('tabpanel', { name: 'Informations' });
    const value = (term: string) =>
      within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    const expected: Record<string, string> = {
      Nom: 'Les Amis du Rail',
      Adresse: 'Rue de la Gare 1',
      'Code postal et ville': '1000 Bruxelles',
      Pays: 'Belgique',
      "Numéro d'entreprise": '0403170701',
      'Délai de paiement': '30 jours',
      Email: 'contact@amisdurail.be',
      Téléphone: '+32-471234567',
      'Numéro de TVA': 'BE0403170701',
      'Compte bancaire': 'BE68 5390 0754 7034',
      Formule: 'Pro',
      'Assujetti à la TVA': 'Oui',
    };
    for (const [term, shown] of Object.entries(expected)) expect(value(term), term).toBe(shown);
  });

  test('an incomplete legal identity: a notice lists what is missing and leads to Settings', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/getOrganization', {
      body: {
        organization: organization({
          enterprise_number: null,
          postal_code: null,
          city: null,
          missing_identity: ['numéro d’entreprise', 'code postal', 'ville'],
        }),
      },
    });
    renderOrganization();
    const panel = await screen.findByRole('tabpanel', { name: 'Informations' });
    expect(within(panel).getByRole('status').textContent).toContain(
      'Complétez ces informations avant de valider votre première facture : numéro d’entreprise, code postal, ville.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Compléter dans Settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(field("Numéro d'entreprise (BCE)").value).toBe('');
  });

  test('a complete legal identity shows no notice', async () => {
    renderOrganization();
    const panel = await screen.findByRole('tabpanel', { name: 'Informations' });
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  test('e-invoicing: a complete identity is ready; a missing one is listed and leads to Settings', async () => {
    const user = userEvent.setup();
    renderOrganization();
    let section = await screen.findByRole('region', { name: 'Facturation électronique' });
    expect(section.textContent).toContain(
      'Prête : chaque facture validée et chaque note de crédit se téléchargent en XML Peppol.',
    );
    cleanup();
    server.route('GET /api/organization/getOrganization', {
      body: { organization: organization({ address: '', bank_account: 'BE00' }) },
    });
    renderOrganization();
    section = await screen.findByRole('region', { name: 'Facturation électronique' });
    expect(section.textContent).toContain(
      'Pas encore prête pour la facturation électronique. Il manque : adresse, IBAN valide.',
    );
    await user.click(
      within(section).getByRole('button', { name: 'Compléter pour la facturation électronique' }),
    );
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  test('Factur-X: a Belgian organization ticks the choice, saved at once with the organization', async () => {
    const user = userEvent.setup();
    server.route('POST /api/organization/updateOrganization', (request) => ({
      body: {
        message: 'Organisation mise à jour avec succès',
        organization: organization({
          facturx_pdf: (jsonBody(request) as { facturx_pdf: boolean }).facturx_pdf,
        }),
      },
    }));
    renderOrganization();
    const section = await screen.findByRole('region', { name: 'Facturation électronique' });
    const box = within(section).getByRole('checkbox', {
      name: 'Joindre le XML Factur-X aux factures PDF',
    });
    expect(box).toHaveProperty('checked', false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain(
      'PDF/A-3 Factur-X, lisibles par les logiciels de facturation français',
    );

    await user.click(box);
    await waitFor(() => expect(box).toHaveProperty('checked', true));
    expect(calls('POST', '/api/organization/updateOrganization').map(jsonBody)).toEqual([
      { ...organizationFields(), facturx_pdf: true },
    ]);
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Organisation mise à jour avec succès' },
    ]);
    expect(section.textContent).toContain(
      'se téléchargent en XML Peppol, et leurs PDF sont des Factur-X.',
    );
    // The Informations tab keeps a single status region (the missing-identity notice): none here.
    const panel = screen.getByRole('tabpanel', { name: 'Informations' });
    expect(within(panel).queryByRole('status')).toBeNull();

    await user.click(box);
    await waitFor(() => expect(box).toHaveProperty('checked', false));
    expect(
      calls('POST', '/api/organization/updateOrganization').map(
        (request) => (jsonBody(request) as { facturx_pdf: boolean }).facturx_pdf,
      ),
    ).toEqual([true, false]);
  });

  test('Factur-X: a refused save leaves the choice as it was and says why', async () => {
    const user = userEvent.setup();
    server.route('POST /api/organization/updateOrganization', failure(400, 'IBAN invalide'));
    renderOrganization();
    const section = await screen.findByRole('region', { name: 'Facturation électronique' });
    const box = within(section).getByRole('checkbox', {
      name: 'Joindre le XML Factur-X aux factures PDF',
    });
    await user.click(box);
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'error', message: 'IBAN invalide' }]),
    );
    expect(box).toHaveProperty('checked', false);
  });

  test('Factur-X: a French organization has no choice, a line says it is always on', async () => {
    server.route('GET /api/organization/getOrganization', {
      body: { organization: organization({ country: 'FR', facturx_pdf: false }) },
    });
    renderOrganization();
    const section = await screen.findByRole('region', { name: 'Facturation électronique' });
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(section.textContent).toContain(
      'Factur-X toujours actif : en France, les PDF des factures et notes de crédit validées contiennent leur XML Factur-X.',
    );
  });

  test('a failed load shows an error with a retry', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/getOrganization', INTERNAL_ERROR);
    renderOrganization();
    expect(await screen.findByRole('alert')).toBeTruthy();
    server.route('GET /api/organization/getOrganization', {
      body: { organization: organization({ is_vat_subject: false, vat_number: null }) },
    });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Informations' });
    expect(
      within(panel).getByText('Assujetti à la TVA', { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe('Non');
  });

  test('the users table shows 10 rows per page with pagination', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/getOrganization', {
      body: { organization: organization({ users: members(23) }) },
    });
    // As a member sees it: the roles as text (an owner's selects: OrganizationRoles.test.tsx).
    renderRoute(<OrganizationPage />, { path: '/organization', role: 'member' });

    const table = await screen.findByRole('table', { name: 'Membres de l’organisation' });
    expect(columnHeaders(table)).toEqual(['Nom', 'Email', 'Rôle']);
    expect(bodyRows(table)).toHaveLength(10);
    expect(cellTexts(bodyRows(table)[0]!)).toEqual([
      'Membre 1',
      'membre1@exemple.be',
      'Propriétaire',
    ]);

    const pagination = screen.getByRole('navigation', { name: 'Pagination des membres' });
    expect(
      within(pagination).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current'),
    ).toBe('page');
    await user.click(within(pagination).getByRole('button', { name: 'Suivant' }));
    expect(cellTexts(bodyRows(table)[0]!)).toEqual(['Membre 11', 'membre11@exemple.be', 'Membre']);
    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows(table)).toHaveLength(3);
    expect(within(pagination).getByRole('button', { name: 'Suivant' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  test('one page of users: no pagination', async () => {
    renderOrganization();
    await screen.findByRole('table', { name: 'Membres de l’organisation' });
    expect(screen.queryByRole('navigation', { name: 'Pagination des membres' })).toBeNull();
  });

  test('leaving asks the spec question; confirming leaves and goes to /organizationSetup', async () => {
    const user = userEvent.setup();
    server.route('PUT /api/organization/leave', {
      body: { message: 'Vous avez quitté l’organisation' },
    });
    const { pathname } = renderOrganization();

    await user.click(await screen.findByRole('button', { name: "Quitter l'organisation" }));
    let dialog = screen.getByRole('alertdialog', { name: "Quitter l'organisation" });
    expect(within(dialog).getByText(MSG_LEAVE_CONFIRMATION).textContent).toBe(
      "Etes vous sur de vouloir quitter l'organisation ?",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls('PUT', '/api/organization/leave')).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Quitter l'organisation" }));
    dialog = screen.getByRole('alertdialog', { name: "Quitter l'organisation" });
    await user.click(within(dialog).getByRole('button', { name: 'Quitter' }));

    expect(
      await screen.findByRole('heading', { name: 'Arrivée sur /organizationSetup' }),
    ).toBeTruthy();
    expect(pathname()).toBe('/organizationSetup');
    expect(calls('PUT', '/api/organization/leave')).toHaveLength(1);
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Vous avez quitté l’organisation' },
    ]);
  });

  test('Modifier mon abonnement opens the customer portal in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.route('POST /api/stripe/customerPortal', {
      body: { url: 'https://billing.example/session/1' },
    });
    renderOrganization();
    await user.click(await screen.findByRole('button', { name: 'Modifier mon abonnement' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://billing.example/session/1',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  test('a failing customer portal shows the spec message only', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.route('POST /api/stripe/customerPortal', INTERNAL_ERROR);
    renderOrganization();
    await user.click(await screen.findByRole('button', { name: 'Modifier mon abonnement' }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_PORTAL_FAILED }]),
    );
    expect(open).not.toHaveBeenCalled();
  });

  test('logo upload: no file → "Veuillez choisir un fichier"; a file is sent as multipart', async () => {
    const user = userEvent.setup();
    server.route('POST /api/organization/updateOrganizationFiles', {
      body: {
        message: 'Logo mis à jour',
        logo_image: '/api/organization/files/logo_image?v=3',
      },
    });
    renderOrganization();
    const logo = await screen.findByRole('region', { name: 'Logo' });
    expect(within(logo).getByText('Aucune image enregistrée.')).toBeTruthy();

    await user.click(within(logo).getByRole('button', { name: 'Enregistrer' }));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_FILE_REQUIRED }]);
    expect(calls('POST', '/api/organization/updateOrganizationFiles')).toEqual([]);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(within(logo).getByLabelText('Nouveau logo'), png);
    await user.click(within(logo).getByRole('button', { name: 'Enregistrer' }));

    const image = await within(logo).findByRole('img', { name: 'Logo actuel' });
    expect(image.getAttribute('src')).toBe('/api/organization/files/logo_image?v=3');
    const [upload] = calls('POST', '/api/organization/updateOrganizationFiles');
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.body).toContain('name="fileType"\r\n\r\nlogo_image');
    expect(upload!.body).toContain('filename="logo.png"');
    expect(toaster.toasts()).toContainEqual({ type: 'success', message: 'Logo mis à jour' });
  });

  test('a refused image shows the spec message with the reason', async () => {
    const user = userEvent.setup();
    server.route(
      'POST /api/organization/updateOrganizationFiles',
      failure(415, 'Type de fichier non pris en charge.'),
    );
    renderOrganization();
    const background = await screen.findByRole('region', { name: 'Image de fond' });
    const svg = new File(['<svg/>'], 'fond.svg', { type: 'image/svg+xml' });
    await user.upload(within(background).getByLabelText('Nouvelle image de fond'), svg);
    await user.click(within(background).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([
        {
          type: 'error',
          message:
            "Une erreur est survenue lors de la mise à jour de l'image.\nType de fichier non pris en charge.",
        },
      ]),
    );
  });
});

describe('Demandes', () => {
  const request = (id: number, name: string, email: string): JoinRequestDto => ({
    request_id: id,
    status: 'Pending',
    created_at: '2026-03-04T10:00:00.000Z',
    name,
    email,
  });

  test('no pending request: "Pas de demande en attente"', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/requests/list', {
      body: { requests: [], message: MSG_NO_PENDING_REQUEST },
    });
    renderOrganization();
    const panel = await openTab(user, 'Demandes');
    expect(await within(panel).findByText('Pas de demande en attente')).toBeTruthy();
  });

  test('lists requests, searches them and validates one ("Demande validée")', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/requests/list', {
      body: {
        requests: [
          request(4, 'Bruno Lambert', 'bruno@exemple.be'),
          request(5, 'Chloé Dubois', 'chloe@exemple.be'),
        ],
      },
    });
    server.route('PUT /api/organization/requests/validate', () => {
      // The validated request leaves the server's list.
      server.route('GET /api/organization/requests/list', {
        body: { requests: [request(5, 'Chloé Dubois', 'chloe@exemple.be')] },
      });
      return { body: { message: MSG_REQUEST_VALIDATED } };
    });
    renderOrganization();
    const panel = await openTab(user, 'Demandes');

    const table = await within(panel).findByRole('table');
    expect(columnHeaders(table)).toEqual(['Nom', 'Email', 'Date', 'Statut', 'Actions']);
    expect(cellTexts(bodyRows(table)[0]!).slice(0, 4)).toEqual([
      'Bruno Lambert',
      'bruno@exemple.be',
      '04/03/2026',
      'En attente',
    ]);

    await user.type(
      within(panel).getByRole('searchbox', { name: 'Rechercher une demande' }),
      'CHLO',
    );
    expect(bodyRows(table)).toHaveLength(1);
    expect(cellTexts(bodyRows(table)[0]!)[0]).toBe('Chloé Dubois');
    await user.clear(within(panel).getByRole('searchbox', { name: 'Rechercher une demande' }));

    const before = calls('GET', '/api/organization/getOrganization').length;
    await user.click(
      within(table).getByRole('button', { name: 'Valider la demande de Bruno Lambert' }),
    );

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: MSG_REQUEST_VALIDATED }]),
    );
    const [validate] = calls('PUT', '/api/organization/requests/validate');
    expect(validate!.query).toEqual({ request_id: '4' });
    await waitFor(() =>
      expect(bodyRows(table).map((row) => cellTexts(row)[0])).toEqual(['Chloé Dubois']),
    );
    // The members list is refreshed so the new member shows in Informations.
    await waitFor(() =>
      expect(calls('GET', '/api/organization/getOrganization').length).toBe(before + 1),
    );
  });

  test('deleting a request removes it; the last one leaves the empty state', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/requests/list', {
      body: { requests: [request(9, 'Bruno Lambert', 'bruno@exemple.be')] },
    });
    server.route('DELETE /api/organization/requests/delete', () => {
      server.route('GET /api/organization/requests/list', { body: { requests: [] } });
      return { body: { message: 'Demande supprimée' } };
    });
    renderOrganization();
    const panel = await openTab(user, 'Demandes');
    await user.click(
      await within(panel).findByRole('button', { name: 'Supprimer la demande de Bruno Lambert' }),
    );
    expect(await within(panel).findByText('Pas de demande en attente')).toBeTruthy();
    expect(calls('DELETE', '/api/organization/requests/delete')[0]!.query).toEqual({
      request_id: '9',
    });
    expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Demande supprimée' }]);
  });

  test('requests are paginated 10 per page', async () => {
    const user = userEvent.setup();
    server.route('GET /api/organization/requests/list', {
      body: {
        requests: Array.from({ length: 12 }, (_, index) =>
          request(index + 1, `Personne ${index + 1}`, `p${index + 1}@exemple.be`),
        ),
      },
    });
    renderOrganization();
    const panel = await openTab(user, 'Demandes');
    const table = await within(panel).findByRole('table');
    expect(bodyRows(table)).toHaveLength(10);
    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));
    expect(bodyRows(table)).toHaveLength(2);
  });
});

describe('Ajouter and Settings', () => {
  test('Ajouter invites the email with "Ajouter à l\'organisation" and lists the pending invitations', async () => {
    const user = userEvent.setup();
    const pending = {
      invitation_id: 3,
      email: 'dora@exemple.be',
      invited_by: 'Alex',
      created_at: '2026-11-24T09:00:00.000Z',
      expires_at: '2026-12-08T09:00:00.000Z',
      expired: false,
    };
    server.route('GET /api/organization/invitations/sent', { body: { invitations: [] } });
    server.route('PUT /api/organization/addOrganizationUser', {
      body: { message: 'Invitation envoyée' },
    });
    renderOrganization();
    const panel = await openTab(user, 'Ajouter');
    expect(await within(panel).findByText('Aucune invitation en attente.')).toBeTruthy();
    server.route('GET /api/organization/invitations/sent', { body: { invitations: [pending] } });
    await user.type(within(panel).getByLabelText(/^Email de l'utilisateur/), 'dora@exemple.be');
    await user.click(within(panel).getByRole('button', { name: "Ajouter à l'organisation" }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Invitation envoyée' }]),
    );
    expect(calls('PUT', '/api/organization/addOrganizationUser').map(jsonBody)).toEqual([
      { email: 'dora@exemple.be', role: 'member' },
    ]);
    expect(field("Email de l'utilisateur").value).toBe('');
    const item = await within(panel).findByText('dora@exemple.be');
    expect(item.closest('li')?.textContent).toContain(
      'le 24/11/2026 par Alex, expire le 08/12/2026',
    );
    expect(within(panel).queryByRole('button', { name: /^Renvoyer/ })).toBeNull();

    server.route('DELETE /api/organization/invitations/cancel', () => {
      server.route('GET /api/organization/invitations/sent', { body: { invitations: [] } });
      return { body: { message: 'Invitation annulée' } };
    });
    await user.click(
      within(panel).getByRole('button', { name: 'Annuler l’invitation de dora@exemple.be' }),
    );
    expect(await within(panel).findByText('Aucune invitation en attente.')).toBeTruthy();
    expect(calls('DELETE', '/api/organization/invitations/cancel')[0]!.query).toEqual({
      invitation_id: '3',
    });
  });

  test('Ajouter: an expired invitation says so and is sent again, with its role, by "Renvoyer"', async () => {
    const user = userEvent.setup();
    const expired = {
      invitation_id: 4,
      email: 'eli@exemple.be',
      role: 'viewer',
      invited_by: null,
      created_at: '2026-11-01T09:00:00.000Z',
      expires_at: '2026-11-15T09:00:00.000Z',
      expired: true,
    };
    server.route('GET /api/organization/invitations/sent', { body: { invitations: [expired] } });
    server.route('PUT /api/organization/addOrganizationUser', {
      body: { message: 'Invitation envoyée' },
    });
    renderOrganization();
    const panel = await openTab(user, 'Ajouter');
    const item = await within(panel).findByText('eli@exemple.be');
    expect(item.closest('li')?.textContent).toContain('le 01/11/2026, expirée');
    server.route('GET /api/organization/invitations/sent', {
      body: {
        invitations: [
          {
            ...expired,
            created_at: '2026-11-27T09:00:00.000Z',
            expires_at: '2026-12-11T09:00:00.000Z',
            expired: false,
          },
        ],
      },
    });
    await user.click(
      within(panel).getByRole('button', { name: 'Renvoyer l’invitation de eli@exemple.be' }),
    );
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Invitation envoyée' }]),
    );
    expect(calls('PUT', '/api/organization/addOrganizationUser').map(jsonBody)).toEqual([
      { email: 'eli@exemple.be', role: 'viewer' },
    ]);
    await waitFor(() =>
      expect(within(panel).getByText('eli@exemple.be').closest('li')?.textContent).toContain(
        'expire le 11/12/2026',
      ),
    );
  });

  test('Settings: "Exporter toutes les données" downloads the zip, with a spinner meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => undefined;
    server.route('GET /api/organization/export', () => new Promise<Reply>((r) => (answer = r)));
    await whileRecordingDownloads(async (downloads) => {
      renderOrganization();
      const panel = await openTab(user, 'Settings');
      const button = within(panel).getByRole('button', { name: 'Exporter toutes les données' });
      await user.click(button);
      await waitFor(() => expect(calls('GET', '/api/organization/export')).toHaveLength(1));
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.querySelector('.spinner')).not.toBeNull();
      expect(downloads.names).toEqual([]);

      answer({
        headers: { 'content-type': 'application/zip' },
        body: Buffer.from('PK\u0003\u0004'),
      });
      await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
      expect(downloads.names).toEqual([
        expect.stringMatching(/^donnees-les-amis-du-rail-\d{4}-\d{2}-\d{2}\.zip$/),
      ]);
    });
  });

  test('Settings: a refusal of the server about a field goes under it, focused, no toast (issue #19)', async () => {
    const user = userEvent.setup();
    server.route(
      'POST /api/organization/updateOrganization',
      failure(409, MSG_ORGANIZATION_EMAIL_TAKEN, 'email'),
    );
    renderOrganization();
    const panel = await openTab(user, 'Settings');
    await typeInto(user, "Email de l'organisation", 'info@gare.be');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les modifications' }));
    await expectOnlyAtField(
      field("Email de l'organisation"),
      MSG_ORGANIZATION_EMAIL_TAKEN,
      toaster,
    );
  });

  test('Settings: prefilled form, terms and the link to cancel the subscription', async () => {
    const user = userEvent.setup();
    server.route('POST /api/organization/updateOrganization', {
      body: {
        message: 'Organisation mise à jour',
        organization: organization({ organization_name: 'Les Amis du Train' }),
      },
    });
    server.route('POST /api/organization/updateOrganizationTerms', {
      body: { message: 'Conditions générales mises à jour' },
    });
    renderOrganization();
    const panel = await openTab(user, 'Settings');

    expect(field("Nom de l'organisation").value).toBe('Les Amis du Rail');
    expect(field('Téléphone').value).toBe('471234567');
    expect(screen.getByRole('switch', { name: 'Assujetti à la TVA' })).toHaveProperty(
      'checked',
      true,
    );
    expect(field('Numéro de TVA').value).toBe('BE0403170701');
    expect(field('Compte bancaire (IBAN)').value).toBe('BE68539007547034');
    expect(
      within(panel).getByRole('link', { name: "Annuler l'abonnement" }).getAttribute('href'),
    ).toBe('/payment/modify');

    await typeInto(user, "Nom de l'organisation", 'Les Amis du Train');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(calls('POST', '/api/organization/updateOrganization').map(jsonBody)).toEqual([
        {
          organization_name: 'Les Amis du Train',
          address: 'Rue de la Gare 1',
          postal_code: '1000',
          city: 'Bruxelles',
          country: 'BE',
          enterprise_number: '0403170701',
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
          is_vat_subject: true,
          vat_number: 'BE0403170701',
        },
      ]),
    );

    const terms = field<HTMLTextAreaElement>('Conditions générales');
    expect(terms.value).toBe('Paiement à 30 jours.');
    await user.clear(terms);
    await user.type(terms, 'Paiement à 15 jours.');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer les conditions' }));
    await waitFor(() =>
      expect(calls('POST', '/api/organization/updateOrganizationTerms').map(jsonBody)).toEqual([
        { terms: 'Paiement à 15 jours.' },
      ]),
    );
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Organisation mise à jour' },
      { type: 'success', message: 'Conditions générales mises à jour' },
    ]);
  });
});
