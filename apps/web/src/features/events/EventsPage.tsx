import {
  MSG_EVENT_DATE_REQUIRED,
  MSG_EVENT_END_REQUIRED,
  MSG_EVENT_LOCATION_REQUIRED,
  MSG_EVENT_NAME_REQUIRED,
  MSG_EVENT_START_REQUIRED,
  type EventDto,
} from '@app/shared/events';
import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { deleteEvent, getEventPicture, listEvents, saveEvent, type EventDraft } from './events.api';
import {
  ENTITY_PAGE_SIZE,
  PagedEntityListPage,
  type EntityListTexts,
} from '../../components/lists/PagedEntityListPage';
import type { TableColumn } from '../../components/lists/SortableTable';
import type { EntityForm } from '../../components/lists/useEntityEditor';
import { pageOfList } from '../../components/lists/usePagedList';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import type { FieldErrors } from '../../lib/validation';
import { EventFormFields } from './EventFormFields';
import './events.css';

export const EVENTS_PAGE_SIZE = ENTITY_PAGE_SIZE;
const MSG_DOWNLOAD_FAILED = 'Erreur lors du téléchargement du fichier';

const EMPTY: EventDraft = {
  name: '',
  location: '',
  date: '',
  start_at: '',
  end_at: '',
  link: '',
  picture: null,
};

/** Spec part 2 §2: the search matches the name, the id and the location. */
export function matchesEvent(event: EventDto, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [event.name, String(event.event_id), event.location].some((value) =>
    value.toLocaleLowerCase('fr').includes(needle),
  );
}

/** The message of each missing required field (spec §5), in the dialog's order. */
export function missingEventFields(draft: EventDraft): FieldErrors {
  const missing: FieldErrors = {};
  if (!draft.name.trim()) missing.name = MSG_EVENT_NAME_REQUIRED;
  if (!draft.location.trim()) missing.location = MSG_EVENT_LOCATION_REQUIRED;
  if (!draft.date) missing.date = MSG_EVENT_DATE_REQUIRED;
  if (!draft.start_at) missing.start_at = MSG_EVENT_START_REQUIRED;
  if (!draft.end_at) missing.end_at = MSG_EVENT_END_REQUIRED;
  return missing;
}

const TEXTS: EntityListTexts = {
  title: 'Événements',
  add: 'Ajouter un événement',
  search: 'Rechercher un événement',
  searchPlaceholder: 'Nom, numéro ou lieu',
  loading: 'Chargement des événements',
  loadFailed: 'les événements',
  empty: 'Aucun événement pour le moment : ajoutez votre premier événement.',
  noMatch: 'Aucun événement ne correspond à la recherche.',
  pagination: 'Pagination des événements',
  actions: 'Action',
};

const COLUMNS: readonly TableColumn<EventDto>[] = [
  {
    key: 'name',
    label: 'Nom',
    render: (event) =>
      event.link ? (
        <a href={event.link} target="_blank" rel="noopener noreferrer">
          {event.name}
        </a>
      ) : (
        event.name
      ),
  },
  { key: 'location', label: 'Lieu', render: (event) => event.location },
  { key: 'date', label: 'Date', render: (event) => formatDateFr(event.date) },
  { key: 'start_at', label: 'Début', render: (event) => event.start_at },
  { key: 'end_at', label: 'Fin', render: (event) => event.end_at },
];

/** The API sends the events whole: searched and paged here, in its order. */
const fetchEventsPage = pageOfList(listEvents, matchesEvent);

const FORM: EntityForm<EventDto, EventDraft> = {
  createTitle: 'Nouvel événement',
  editTitle: "Modifier l'événement",
  createLabel: "Ajouter l'événement",
  empty: EMPTY,
  // The stored picture is not downloaded into the draft: a new file replaces it.
  draftOf: (event) => ({
    name: event.name,
    location: event.location,
    date: event.date,
    start_at: event.start_at,
    end_at: event.end_at,
    link: event.link ?? '',
    picture: null,
  }),
  validate: (draft) => {
    const missing = missingEventFields(draft);
    const first = Object.values(missing)[0];
    if (!first) return true;
    toast.error(first);
    return missing;
  },
  save: async (draft, event) => {
    const result = await saveEvent(draft, event?.event_id);
    if (!result || 'refused' in result) return result;
    return { message: result.message, entity: result.event };
  },
  fields: (content) => <EventFormFields {...content} />,
};

/** The Image button's download, with the button disabled while its picture is fetched. */
function usePictureDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (event: EventDto) => {
    setDownloading(event.event_id);
    try {
      const picture = await getEventPicture(event.event_id);
      if (picture) saveBlob(picture, event.picture_name ?? `evenement-${event.event_id}`);
      else toast.error(MSG_DOWNLOAD_FAILED);
    } catch {
      toast.error(MSG_DOWNLOAD_FAILED);
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download };
}

export default function EventsPage() {
  useDocumentTitle('Événements');
  const { downloading, download } = usePictureDownload();

  return (
    <PagedEntityListPage
      texts={TEXTS}
      className="events-page"
      queryKey={AREA_KEYS.events}
      fetchPage={fetchEventsPage}
      keyOf={(event) => event.event_id}
      columns={COLUMNS}
      rowActions={(event) =>
        event.picture ? (
          <button
            type="button"
            className="button button--ghost button--sm"
            aria-label={`Télécharger l'image de ${event.name}`}
            disabled={downloading === event.event_id}
            onClick={() => void download(event)}
          >
            Image
          </button>
        ) : null
      }
      editing={{
        form: FORM,
        nameOf: (event) => event.name,
        remove: (event) => deleteEvent(event.event_id),
        deleteMessage: (event) => `L'événement « ${event.name} » sera supprimé.`,
      }}
    />
  );
}
