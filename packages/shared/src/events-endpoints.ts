// The events' endpoints (spec part 2 §7 "Events"), declared once for the API, the web and the
// OpenAPI document (contract.ts).
import { z } from 'zod';
import { IMAGE_TYPES } from './catalogue-endpoints.js';
import { area, file, json, reads, sends, works } from './contract.js';
import {
  eventIdSchema,
  eventInputSchema,
  updateEventSchema,
  type EventDto,
  type EventListResponse,
} from './events.js';

/** An event's fields, as its multipart form sends them (the picture as `file`). */
export interface EventForm {
  name: string;
  location: string;
  date: string;
  start_at: string;
  end_at: string;
  link: string;
  file?: Blob;
}

/** `{ message, event }`: an event created or updated. */
export type EventSaved = { message: string; event: EventDto };

const messageSchema = z.object({ message: z.string() });

export const EVENTS = area(
  '/api/events',
  {
    listEvents: {
      method: 'GET',
      summary: 'Les événements de l’organisation.',
      answer: json<EventListResponse>(),
      access: reads('consulter les événements'),
      input: sends<Record<string, never>>(),
    },
    addEvent: {
      method: 'POST',
      summary: 'Crée un événement (formulaire multipart ; l’image en `file`, facultative).',
      body: eventInputSchema,
      multipart: true,
      answer: json<EventSaved>({ status: 201 }),
      access: works('créer un événement'),
      input: sends<EventForm>(),
    },
    updateEvent: {
      method: 'PUT',
      summary: 'Modifie un événement ; sans nouvelle image, l’ancienne reste.',
      body: updateEventSchema,
      multipart: true,
      answer: json<EventSaved>(),
      access: works('modifier un événement'),
      input: sends<EventForm & { event_id: string }>(),
    },
    deleteEvent: {
      method: 'DELETE',
      summary: 'Supprime un événement (son id dans le corps JSON, ou en `?event_id=`).',
      body: eventIdSchema,
      answer: json<{ message: string }>({ schema: messageSchema }),
      access: works('supprimer un événement'),
      input: sends<{ event_id: number }>(),
    },
    getEventFile: {
      method: 'GET',
      summary: 'L’image d’un événement, en téléchargement.',
      query: eventIdSchema,
      answer: file(...IMAGE_TYPES),
      access: reads('consulter les événements'),
      input: sends<{ event_id: number }>(),
    },
  },
  { listEvents: '/list' },
);
