// Events (spec part 2 §3 Event, §5, §7 Events).

export const MSG_EVENT_NAME_REQUIRED = "Veuillez saisir le nom de l'événement.";
export const MSG_EVENT_LOCATION_REQUIRED = "Veuillez saisir le lieu de l'événement.";
export const MSG_EVENT_DATE_REQUIRED = "Veuillez choisir la date de l'événement.";
export const MSG_EVENT_START_REQUIRED = "Veuillez saisir l'heure de début.";
export const MSG_EVENT_END_REQUIRED = "Veuillez saisir l'heure de fin.";
export const MSG_EVENT_TIME_INVALID = "L'heure doit être au format HH:mm (par exemple 09:30).";
export const MSG_EVENT_LINK_INVALID = 'Le lien doit être une adresse web (https://…).';
export const MSG_EVENT_ID_MISSING = "ID de l'événement non spécifié.";
export const MSG_EVENT_NOT_FOUND = 'Événement introuvable.';
export const MSG_EVENT_NO_PICTURE = "Cet événement n'a pas d'image.";

/** 'HH:mm', 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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
