import {
  MSG_EVENT_DATE_REQUIRED,
  MSG_EVENT_END_REQUIRED,
  MSG_EVENT_LOCATION_REQUIRED,
  MSG_EVENT_NAME_REQUIRED,
  MSG_EVENT_START_REQUIRED,
  type EventDto,
} from '@app/shared/events';
import { formatDateFr } from '@app/shared/format';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import {
  deleteEvent,
  getEventPicture,
  listEvents,
  saveEvent,
  type EventDraft,
} from '../../api/events';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateInput } from '../../components/DateInput';
import { FileInput } from '../../components/FileInput';
import { FormDialog } from '../../components/FormDialog';
import { LoadError } from '../../components/LoadError';
import { Pagination, pageCountOf, pageSlice } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { TimeInput } from '../../components/TimeInput';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import './events.css';

export const EVENTS_PAGE_SIZE = 25;
const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';
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

/** The first missing required field's message (spec §5), or undefined. */
export function missingEventField(draft: EventDraft): string | undefined {
  if (!draft.name.trim()) return MSG_EVENT_NAME_REQUIRED;
  if (!draft.location.trim()) return MSG_EVENT_LOCATION_REQUIRED;
  if (!draft.date) return MSG_EVENT_DATE_REQUIRED;
  if (!draft.start_at) return MSG_EVENT_START_REQUIRED;
  if (!draft.end_at) return MSG_EVENT_END_REQUIRED;
  return undefined;
}

type Editing = { mode: 'create' } | { mode: 'edit'; event: EventDto };

export default function EventsPage() {
  useDocumentTitle('Événements');
  const { state, reload, update } = useRemoteData(listEvents);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<EventDraft>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<EventDto | null>(null);
  const [deleteRunning, setDeleteRunning] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);

  const events = useMemo(() => (state.status === 'loaded' ? state.data : []), [state]);
  const filtered = useMemo(
    () => events.filter((event) => matchesEvent(event, search)),
    [events, search],
  );
  const pageCount = pageCountOf(filtered.length, EVENTS_PAGE_SIZE);
  const current = Math.min(page, pageCount);

  const open = (next: Editing) => {
    setEditing(next);
    setDraft(
      next.mode === 'edit'
        ? {
            name: next.event.name,
            location: next.event.location,
            date: next.event.date,
            start_at: next.event.start_at,
            end_at: next.event.end_at,
            link: next.event.link ?? '',
            picture: null,
          }
        : EMPTY,
    );
  };

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const save = async () => {
    if (!editing) return;
    const missing = missingEventField(draft);
    if (missing) {
      toast.error(missing);
      return;
    }
    setSaving(true);
    try {
      const result = await saveEvent(
        draft,
        editing.mode === 'edit' ? editing.event.event_id : undefined,
      );
      if (!result) return;
      toast.success(result.message);
      update((list) =>
        [...list.filter((event) => event.event_id !== result.event.event_id), result.event].sort(
          (a, b) => b.date.localeCompare(a.date) || a.start_at.localeCompare(b.start_at),
        ),
      );
      setEditing(null);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteRunning(true);
    try {
      const result = await deleteEvent(deleting.event_id);
      if (!result) return;
      toast.success(result.message);
      update((list) => list.filter((e) => e.event_id !== deleting.event_id));
      setDeleting(null);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setDeleteRunning(false);
    }
  };

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

  return (
    <section className="page events-page" aria-labelledby="page-title">
      <div className="events-page__header">
        <h1 id="page-title" className="page__title">
          Événements
        </h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => open({ mode: 'create' })}
        >
          Ajouter un événement
        </button>
      </div>
      <TextInput
        type="search"
        label="Rechercher un événement"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        placeholder="Nom, numéro ou lieu"
        fieldClass="search-field"
      />

      {state.status === 'loading' ? <Spinner block label="Chargement des événements" /> : null}
      {state.status === 'failed' ? <LoadError what="les événements" onRetry={reload} /> : null}
      {state.status === 'loaded' && filtered.length === 0 ? (
        <p className="empty-state">
          {events.length === 0
            ? 'Aucun événement pour le moment : ajoutez votre premier événement.'
            : 'Aucun événement ne correspond à la recherche.'}
        </p>
      ) : null}
      {state.status === 'loaded' && filtered.length > 0 ? (
        <div className="table-wrapper">
          <table className="data-table">
            <caption className="sr-only">Événements</caption>
            <thead>
              <tr>
                {['Nom', 'Lieu', 'Date', 'Début', 'Fin', 'Action'].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pageSlice(filtered, current, EVENTS_PAGE_SIZE).map((event) => (
                <tr key={event.event_id}>
                  <td data-label="Nom">
                    {event.link ? (
                      <a href={event.link} target="_blank" rel="noopener noreferrer">
                        {event.name}
                      </a>
                    ) : (
                      event.name
                    )}
                  </td>
                  <td data-label="Lieu">{event.location}</td>
                  <td data-label="Date">{formatDateFr(event.date)}</td>
                  <td data-label="Début">{event.start_at}</td>
                  <td data-label="Fin">{event.end_at}</td>
                  <td className="data-table__actions">
                    {event.picture ? (
                      <button
                        type="button"
                        className="button button--ghost button--sm"
                        aria-label={`Télécharger l'image de ${event.name}`}
                        disabled={downloading === event.event_id}
                        onClick={() => void download(event)}
                      >
                        Image
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      aria-label={`Modifier ${event.name}`}
                      onClick={() => open({ mode: 'edit', event })}
                    >
                      Modifier
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--sm"
                      aria-label={`Supprimer ${event.name}`}
                      onClick={() => setDeleting(event)}
                    >
                      Supprimer
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        page={current}
        pageCount={pageCount}
        onChange={setPage}
        label="Pagination des événements"
      />

      <FormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? "Modifier l'événement" : 'Nouvel événement'}
        submitLabel={editing?.mode === 'edit' ? 'Enregistrer' : "Ajouter l'événement"}
        onSubmit={() => void save()}
        onClose={() => setEditing(null)}
        loading={saving}
      >
        <TextInput
          label="Nom"
          required
          value={draft.name}
          onChange={(value) => set('name', value)}
        />
        <TextInput
          label="Lieu"
          required
          value={draft.location}
          onChange={(value) => set('location', value)}
        />
        <DateInput
          label="Date"
          required
          value={draft.date}
          onChange={(value) => set('date', value)}
        />
        <div className="events-page__times">
          <TimeInput
            label="Début"
            required
            value={draft.start_at}
            onChange={(value) => set('start_at', value)}
          />
          <TimeInput
            label="Fin"
            required
            value={draft.end_at}
            onChange={(value) => set('end_at', value)}
          />
        </div>
        <TextInput
          label="Lien"
          type="url"
          value={draft.link}
          onChange={(value) => set('link', value)}
        />
        <FileInput
          label={editing?.mode === 'edit' && editing.event.picture ? "Remplacer l'image" : 'Image'}
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          file={draft.picture}
          onChange={(file) => set('picture', file)}
        />
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        title={MSG_DELETE_CONFIRMATION}
        message={deleting ? `L'événement « ${deleting.name} » sera supprimé.` : ''}
        confirmLabel="Supprimer"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={deleteRunning}
      />
    </section>
  );
}
