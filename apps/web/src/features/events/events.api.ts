import { eventFieldOfMessage, type EventDto, type EventListResponse } from '@app/shared/events';
import { apiRequest, blobOf, successOf } from '../../api/client';
import { deleteById } from '../../api/delete-by-id';
import { createOrUpdate, type SaveCalls } from '../../api/form-request';

const BASE = '/api/events';
const SAVE: SaveCalls = { create: `${BASE}/addEvent`, update: `${BASE}/updateEvent` };

type EventSaved = { message: string; event: EventDto };

export type EventDraft = {
  name: string;
  location: string;
  date: string;
  start_at: string;
  end_at: string;
  link: string;
  picture: File | null;
};

/** The events, or undefined when the list could not be read (or is flagged unauthorized). */
export async function listEvents(signal?: AbortSignal): Promise<EventDto[] | undefined> {
  const result = successOf(await apiRequest<EventListResponse>(`${BASE}/list`, { signal }));
  return result && !result.unauthorized ? result.events : undefined;
}

function form(draft: EventDraft, eventId?: number): FormData {
  const data = new FormData();
  if (eventId !== undefined) data.append('event_id', String(eventId));
  for (const key of ['name', 'location', 'date', 'start_at', 'end_at', 'link'] as const) {
    data.append(key, draft[key]);
  }
  if (draft.picture) data.append('file', draft.picture);
  return data;
}

/** The saved event, a refusal about one of its fields, or undefined (the helper said why). */
export async function saveEvent(draft: EventDraft, eventId?: number) {
  const body = form(draft, eventId);
  return createOrUpdate<EventSaved>(SAVE, eventId !== undefined, body, eventFieldOfMessage);
}

export const deleteEvent = (eventId: number) =>
  deleteById(`${BASE}/deleteEvent`, 'event_id', eventId);

/** The picture's bytes (PNG and others come back as a Blob from the fetch helper). */
export async function getEventPicture(eventId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getEventFile?event_id=${eventId}`));
}
