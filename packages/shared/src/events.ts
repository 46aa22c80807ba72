// Events (spec part 2 §3 Event, §5, §7 Events). The API validates its requests with these
// schemas; the web forms can pre-validate with them.
import { z } from 'zod';
import { toBusinessDate } from './dates.js';
import {
  formValue,
  optionalText,
  requiredId,
  requiredText,
  tooLongMessage,
} from './form-values.js';

export const MSG_EVENT_NAME_REQUIRED = "Veuillez saisir le nom de l'événement.";
export const MSG_EVENT_LOCATION_REQUIRED = "Veuillez saisir le lieu de l'événement.";
export const MSG_EVENT_DATE_REQUIRED = "Veuillez choisir la date de l'événement.";
export const MSG_EVENT_DATE_INVALID = "La date de l'événement n'est pas valide.";
export const MSG_EVENT_START_REQUIRED = "Veuillez saisir l'heure de début.";
export const MSG_EVENT_END_REQUIRED = "Veuillez saisir l'heure de fin.";
export const MSG_EVENT_TIME_INVALID = "L'heure doit être au format HH:mm (par exemple 09:30).";
export const MSG_EVENT_LINK_INVALID = 'Le lien doit être une adresse web (https://…).';
export const MSG_EVENT_ID_MISSING = "ID de l'événement non spécifié.";
export const MSG_EVENT_NOT_FOUND = 'Événement introuvable.';
export const MSG_EVENT_NO_PICTURE = "Cet événement n'a pas d'image.";

/** 'HH:mm', 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:mm'; the seconds an <input type="time"> may add ("09:30:00") are dropped. */
const time = (missing: string) =>
  z.preprocess(
    (value) => {
      const text = formValue(value);
      return text !== undefined && /^\d\d:\d\d:\d\d$/.test(text) ? text.slice(0, 5) : text;
    },
    z.string({ error: missing }).regex(TIME_PATTERN, MSG_EVENT_TIME_INVALID),
  );

/**
 * A calendar date 'YYYY-MM-DD'; an ISO timestamp counts as its day in Brussels. The shared
 * reader also refuses years outside 1900–2999 (typos such as '0202', and PostgreSQL has no year 0).
 */
const date = z.preprocess(
  formValue,
  z.string({ error: MSG_EVENT_DATE_REQUIRED }).transform((text, ctx) => {
    const day = toBusinessDate(text);
    if (day === undefined) ctx.addIssue({ code: 'custom', message: MSG_EVENT_DATE_INVALID });
    return day ?? '';
  }),
);

/** Only web addresses: a javascript: link would run in the app when clicked. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * addEvent (multipart; the picture travels as `file`). An end time before the start time is an
 * event that runs past midnight.
 */
export const eventInputSchema = z.object({
  name: requiredText(MSG_EVENT_NAME_REQUIRED, 200, tooLongMessage(200)),
  location: requiredText(MSG_EVENT_LOCATION_REQUIRED, 300, tooLongMessage(300)),
  date,
  start_at: time(MSG_EVENT_START_REQUIRED),
  end_at: time(MSG_EVENT_END_REQUIRED),
  link: optionalText(2000, MSG_EVENT_LINK_INVALID).refine(
    (link) => link === null || isWebAddress(link),
    MSG_EVENT_LINK_INVALID,
  ),
});
export type EventInput = z.output<typeof eventInputSchema>;

/** updateEvent: event_id plus the event fields; without a new file the picture stays. */
export const updateEventSchema = z.object({
  event_id: requiredId(MSG_EVENT_ID_MISSING),
  ...eventInputSchema.shape,
});

/** deleteEvent: JSON { event_id }. */
export const eventIdSchema = z.object({ event_id: requiredId(MSG_EVENT_ID_MISSING) });

export interface EventDto {
  event_id: number;
  name: string;
  location: string;
  /** YYYY-MM-DD. */
  date: string;
  start_at: string;
  end_at: string;
  link: string | null;
  /** Same-origin URL of the picture, or null. */
  picture: string | null;
  picture_name: string | null;
}

export interface EventListResponse {
  events: EventDto[];
  unauthorized: boolean;
}

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_EVENT_CREATED = 'Événement créé avec succès';
export const MSG_EVENT_UPDATED = 'Événement modifié avec succès';
export const MSG_EVENT_DELETED = 'Événement supprimé avec succès';
