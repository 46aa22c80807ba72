// The reminder levels of the settings: 1 to 3, each with its delay, title and text; the formal
// notice can only be the last one.
import { REMINDER_LEVELS_MAX, REMINDER_PLACEHOLDERS } from '@app/shared/reminders';
import { PlainButton } from '../../components/buttons/PlainButton';
import { FieldError } from '../../components/inputs/FieldLabel';
import { NumberInput } from '../../components/inputs/NumberInput';
import { TextArea } from '../../components/inputs/TextArea';
import { TextInput } from '../../components/inputs/TextInput';
import {
  controlId,
  withLevelAdded,
  withLevelRemoved,
  type LevelDraft,
} from './reminder-settings-draft';

const ORDINALS = ['Première', 'Deuxième', 'Troisième'];

/** The words a text may use, and what each becomes. */
function PlaceholdersHelp() {
  return (
    <div className="reminder-settings__help">
      <p>Dans le texte, ces mots sont remplacés par les valeurs de la facture :</p>
      <dl className="reminder-settings__placeholders">
        {Object.entries(REMINDER_PLACEHOLDERS).map(([word, meaning]) => (
          <div key={word}>
            <dt>
              <code>{word}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

interface LevelProps {
  level: LevelDraft;
  index: number;
  last: boolean;
  onChange: (level: LevelDraft) => void;
  onRemove: (() => void) | undefined;
}

function LevelFields({ level, index, last, onChange, onRemove }: LevelProps) {
  const id = (field: string) => controlId('levels', index, field);
  const name = `${ORDINALS[index] ?? `Relance ${index + 1}`} relance`;
  return (
    <fieldset className="reminder-settings__level">
      <legend>{name}</legend>
      <NumberInput
        id={id('days')}
        label={
          index === 0
            ? 'Délai (jours après l’échéance)'
            : 'Délai (jours après la relance précédente)'
        }
        value={level.days}
        onChange={(days) => onChange({ ...level, days })}
        decimals={0}
        required
      />
      <TextInput
        id={id('title')}
        label="Titre"
        value={level.title}
        onChange={(title) => onChange({ ...level, title })}
        required
      />
      <TextArea
        id={id('text')}
        label="Texte"
        value={level.text}
        onChange={(text) => onChange({ ...level, text })}
        rows={5}
        required
      />
      {last ? (
        <div className="reminder-settings__check">
          <input
            id={id('formal_notice')}
            type="checkbox"
            checked={level.formal_notice}
            onChange={(event) => onChange({ ...level, formal_notice: event.target.checked })}
          />
          <label htmlFor={id('formal_notice')}>
            Cette relance est la mise en demeure (la dernière)
          </label>
        </div>
      ) : null}
      {onRemove ? (
        <PlainButton variant="secondary" className="button--sm" onClick={onRemove}>
          Retirer la {name.toLowerCase()}
        </PlainButton>
      ) : null}
    </fieldset>
  );
}

export function ReminderLevelsFields({
  levels,
  onChange,
  error,
}: {
  levels: LevelDraft[];
  onChange: (levels: LevelDraft[]) => void;
  /** A message about the levels as a whole (the server's, or the schema's about the list). */
  error: string | undefined;
}) {
  const change = (index: number, level: LevelDraft) =>
    onChange(levels.map((current, at) => (at === index ? level : current)));
  return (
    <div className="reminder-settings__levels" id={controlId('levels')} tabIndex={-1}>
      <FieldError inputId={controlId('levels')} error={error} />
      <PlaceholdersHelp />
      {levels.map((level, index) => (
        <LevelFields
          key={index}
          level={level}
          index={index}
          last={index === levels.length - 1}
          onChange={(next) => change(index, next)}
          onRemove={levels.length > 1 ? () => onChange(withLevelRemoved(levels, index)) : undefined}
        />
      ))}
      {levels.length < REMINDER_LEVELS_MAX ? (
        <PlainButton variant="secondary" onClick={() => onChange(withLevelAdded(levels))}>
          Ajouter une relance
        </PlainButton>
      ) : null}
    </div>
  );
}
