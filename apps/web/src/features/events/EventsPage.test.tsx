import type { EventDto } from '@app/shared/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { expectMessageAtField } from '../../test/field-errors';
import { event as listedEvent } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { searchIn } from '../../test/form-helpers';
import { bodyRows, cellTexts, columnHeaders, firstCells } from '../../test/tables';
import EventsPage from './EventsPage';

const { server, toaster } = setUpApiTest();

/** An event on the Grand-Place on 12/12/2026 from 10:00 to 22:30, unless told. */
const event = (event_id: number, name: string, overrides: Partial<EventDto> = {}) =>
  listedEvent(event_id, name, {
    location: 'Grand-Place',
    date: '2026-12-12',
    start_at: '10:00',
    end_at: '22:30',
    ...overrides,
  });

const EVENTS = [
  event(1, 'Marché de Noël'),
  event(2, 'Brocante', {
    location: 'Parc communal',
    date: '2026-06-20',
    start_at: '07:00',
    end_at: '18:00',
  }),
];

/** The events' list as the API answers it (it sends them whole, the most recent first). */
const serveEvents = (events: EventDto[]) =>
  server.route('GET /api/events/list', { body: { events, unauthorized: false } });

beforeEach(() => serveEvents(EVENTS));

const names = () => firstCells();

describe('/events', () => {
  test('the spec columns with French dates; search by name, id and location', async () => {
    renderRoute(<EventsPage />, { path: '/events' });
    await screen.findByText('Marché de Noël');
    expect(columnHeaders()).toEqual(['Nom', 'Lieu', 'Date', 'Début', 'Fin', 'Action']);
    const first = cellTexts(bodyRows()[0]!);
    expect(first.slice(0, 5)).toEqual([
      'Marché de Noël',
      'Grand-Place',
      '12/12/2026',
      '10:00',
      '22:30',
    ]);
    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher un événement' });
    // The search is made once typing pauses.
    const search = searchIn(userEvent, searchbox, names);
    await search('parc', ['Brocante']);
    await search('1', ['Marché de Noël']);
  });

  test('every required field is checked before sending, its message under it and focused; then the multipart form is sent', async () => {
    server.route('POST /api/events/addEvent', () => {
      const created = event(3, 'Fête du club', { date: '2027-01-05' });
      serveEvents([created, ...EVENTS]);
      return { status: 201, body: { message: 'Événement créé avec succès', event: created } };
    });
    renderRoute(<EventsPage />, { path: '/events' });
    await screen.findByText('Marché de Noël');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un événement' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel événement' });
    const submit = () =>
      userEvent.click(within(dialog).getByRole('button', { name: "Ajouter l'événement" }));
    await submit();
    await toaster.waitForToast('error', "Veuillez saisir le nom de l'événement.");
    // Each missing field says so under it; the keyboard is on the first one.
    const nameField = within(dialog).getByLabelText(/^Nom/);
    await waitFor(() => expect(document.activeElement).toBe(nameField));
    expect(nameField.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText("Veuillez saisir le nom de l'événement.").id).toBe(
      nameField.getAttribute('aria-describedby'),
    );
    for (const message of [
      "Veuillez saisir le lieu de l'événement.",
      "Veuillez choisir la date de l'événement.",
      "Veuillez saisir l'heure de début.",
      "Veuillez saisir l'heure de fin.",
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Fête du club');
    await userEvent.type(within(dialog).getByLabelText(/^Lieu/), 'Stade');
    await submit();
    await toaster.waitForToast('error', "Veuillez choisir la date de l'événement.");
    expect(within(dialog).queryByText("Veuillez saisir le nom de l'événement.")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Date/)),
    );
    expect(server.requests.some((request) => request.path === '/api/events/addEvent')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/^Date/), '05/01/2027');
    await userEvent.type(within(dialog).getByLabelText(/^Début/), '18:00');
    await userEvent.type(within(dialog).getByLabelText(/^Fin/), '23:30');
    await submit();
    await toaster.waitForToast('success', 'Événement créé avec succès');
    const sent = server.requests.find((request) => request.path === '/api/events/addEvent')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    for (const value of ['Fête du club', 'Stade', '2027-01-05', '18:00', '23:30']) {
      expect(sent.body).toContain(value);
    }
    // The list is read again.
    await waitFor(() => expect(names()).toEqual(['Fête du club', 'Marché de Noël', 'Brocante']));
  });

  test('a refusal of the server about a field is shown under it, which gets the keyboard', async () => {
    server.route('POST /api/events/addEvent', {
      status: 400,
      // The API names the field it refuses.
      body: {
        error: true,
        message: 'Le lien doit être une adresse web (https://…).',
        field: 'link',
      },
    });
    renderRoute(<EventsPage />, { path: '/events' });
    await screen.findByText('Marché de Noël');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un événement' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel événement' });
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Fête du club');
    await userEvent.type(within(dialog).getByLabelText(/^Lieu/), 'Stade');
    await userEvent.type(within(dialog).getByLabelText(/^Date/), '05/01/2027');
    await userEvent.type(within(dialog).getByLabelText(/^Début/), '18:00');
    await userEvent.type(within(dialog).getByLabelText(/^Fin/), '23:30');
    const link = within(dialog).getByLabelText(/^Lien/);
    await userEvent.type(link, 'ftp://club');
    await userEvent.click(within(dialog).getByRole('button', { name: "Ajouter l'événement" }));

    // Under the field, and not said again in a toast.
    await expectMessageAtField(
      link,
      'Le lien doit être une adresse web (https://…).',
      toaster.toasts,
    );
    expect(within(dialog).getByLabelText(/^Nom/).getAttribute('aria-invalid')).toBeNull();
  });

  test('deletes after confirmation', async () => {
    server.route('DELETE /api/events/deleteEvent', () => {
      serveEvents(EVENTS.filter((listed) => listed.name !== 'Brocante'));
      return { body: { message: 'Événement supprimé avec succès' } };
    });
    renderRoute(<EventsPage />, { path: '/events' });
    await screen.findByText('Brocante');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Brocante' }));
    await userEvent.click(
      within(
        screen.getByRole('alertdialog', { name: 'Etes vous sûr de vouloir supprimer?' }),
      ).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    await waitFor(() => expect(names()).toEqual(['Marché de Noël']));
  });
});
