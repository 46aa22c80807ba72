import type { EventDto } from '@app/shared/events';
import { EVENTS, type EventForm } from '@app/shared/events-endpoints';
import { blobOf, successOf } from '../../api/client';
import { call } from '../../api/endpoints';
import { formCall } from '../../api/form-request';

/** The dialog's draft: the form's fields, the picture as the chosen file. */
export type EventDraft = Omit<EventForm, 'file'> & { picture: File | null };

/** The events, or undefined when the list could not be read (or is flagged unauthorized). */
export async function listEvents(signal?: AbortSignal): Promise<EventDto[] | undefined> {
  const result = successOf(await call(EVENTS.listEvents, {}, { signal }));
  return result && !result.unauthorized ? result.events : undefined;
}

/** The saved event, a refusal about one of its fields, or undefined (the helper said why). */
export async function saveEvent(draft: EventDraft, eventId?: number) {
  const { picture, ...fields } = draft;
  const form: EventForm = picture ? { ...fields, file: picture } : fields;
  return eventId === undefined
    ? formCall(EVENTS.addEvent, form)
    : formCall(EVENTS.updateEvent, { event_id: String(eventId), ...form });
}

/** The server's message, or undefined when it refused (the fetch helper said why). */
export async function deleteEvent(eventId: number) {
  return successOf(await call(EVENTS.deleteEvent, { event_id: eventId }));
}

/** The picture's bytes (PNG and others come back as a Blob from the fetch helper). */
export async function getEventPicture(eventId: number): Promise<Blob | undefined> {
  return blobOf(await call(EVENTS.getEventFile, { event_id: eventId }));
}
