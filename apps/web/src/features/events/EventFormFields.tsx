import type { EventDto } from '@app/shared/events';
import type { EventDraft } from './events.api';
import { DateInput } from '../../components/dates/DateInput';
import { FileInput } from '../../components/inputs/FileInput';
import { TextInput } from '../../components/inputs/TextInput';
import { TimeInput } from '../../components/dates/TimeInput';
import type { EntityFormContent } from '../../components/lists/useEntityEditor';

/** The event dialog's fields; a picture already stored is replaced, never shown. */
export function EventFormFields({
  draft,
  entity,
  bind,
  set,
}: EntityFormContent<EventDto, EventDraft>) {
  return (
    <>
      <TextInput label="Nom" required {...bind('name')} />
      <TextInput label="Lieu" required {...bind('location')} />
      <DateInput label="Date" required {...bind('date')} />
      <div className="events-page__times">
        <TimeInput label="Début" required {...bind('start_at')} />
        <TimeInput label="Fin" required {...bind('end_at')} />
      </div>
      <TextInput label="Lien" type="url" {...bind('link')} />
      <FileInput
        label={entity?.picture ? "Remplacer l'image" : 'Image'}
        accept="image/png,image/jpeg,image/svg+xml,image/webp"
        file={draft.picture}
        onChange={set('picture')}
      />
    </>
  );
}
