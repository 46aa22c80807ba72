import type { EventDto } from '@app/shared/events';
import type { EventDraft } from './events.api';
import { DateInput } from '../../components/DateInput';
import { FileInput } from '../../components/FileInput';
import { TextInput } from '../../components/TextInput';
import { TimeInput } from '../../components/TimeInput';
import type { EntityFormContent } from '../../components/useEntityEditor';

/** The event dialog's fields; a picture already stored is replaced, never shown. */
export function EventFormFields({
  draft,
  entity,
  errors,
  set,
}: EntityFormContent<EventDto, EventDraft>) {
  return (
    <>
      <TextInput
        label="Nom"
        required
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextInput
        label="Lieu"
        required
        value={draft.location}
        onChange={set('location')}
        error={errors.location}
      />
      <DateInput
        label="Date"
        required
        value={draft.date}
        onChange={set('date')}
        error={errors.date}
      />
      <div className="events-page__times">
        <TimeInput
          label="Début"
          required
          value={draft.start_at}
          onChange={set('start_at')}
          error={errors.start_at}
        />
        <TimeInput
          label="Fin"
          required
          value={draft.end_at}
          onChange={set('end_at')}
          error={errors.end_at}
        />
      </div>
      <TextInput
        label="Lien"
        type="url"
        value={draft.link}
        onChange={set('link')}
        error={errors.link}
      />
      <FileInput
        label={entity?.picture ? "Remplacer l'image" : 'Image'}
        accept="image/png,image/jpeg,image/svg+xml,image/webp"
        file={draft.picture}
        onChange={set('picture')}
      />
    </>
  );
}
