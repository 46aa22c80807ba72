import type { RoleAction } from '@app/shared/roles';
import { useCan } from '../../session/useCan';
import { ActionIcon, type ActionIconName } from '../buttons/ActionIcon';
import { LoadingButton } from '../buttons/LoadingButton';
import './row-actions.css';

export interface RowActionButtonProps {
  /** What the button does, also its tooltip: 'Modifier le devis'. */
  label: string;
  /** The row it acts on, after the label in the accessible name: 'Modifier le devis DEV-…'. */
  row: string;
  /** A pictogram, or a short text where no pictogram says it ("XML"). */
  icon: ActionIconName | { text: string };
  onClick: () => void;
  danger?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** A tooltip other than the label, such as why the button is disabled. */
  title?: string;
  /** What the button changes: hidden from a role that may not. Reads leave it out. */
  needs?: RoleAction;
  /** The word shown beside the pictogram where there is room; by default the label's verb. */
  text?: string;
}

// The words that start the label's object: "Modifier | le devis", "Mettre à jour | la facture".
const OBJECT_START = new Set(['le', 'la', 'les', 'du', 'des', 'de', 'au', 'un', 'une', 'par']);

/** The label's verb, "Modifier" of "Modifier le devis", shown beside the pictogram. */
export function shortActionText(label: string): string {
  const words = label.split(' ');
  const end = words.findIndex(
    (word, index) =>
      index > 0 && (OBJECT_START.has(word) || word.startsWith('l’') || word.startsWith("l'")),
  );
  return (end === -1 ? words : words.slice(0, end)).join(' ');
}

/** One pictogram button of a list row's Actions cell. */
export function RowActionButton({
  label,
  row,
  icon,
  onClick,
  danger = false,
  loading = false,
  disabled = false,
  title = label,
  needs,
  text = shortActionText(label),
}: RowActionButtonProps) {
  const { allowed } = useCan(needs ?? 'write');
  if (needs && !allowed) return null;
  return (
    <LoadingButton
      variant="ghost"
      className={`button--sm icon-action${danger ? ' icon-action--danger' : ''}`}
      aria-label={`${label} ${row}`}
      title={title}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {typeof icon === 'string' ? (
        <>
          <ActionIcon name={icon} />
          {/* The name is the aria-label; this word only shows it where the row has room. */}
          <span className="icon-action__text" aria-hidden="true">
            {text}
          </span>
        </>
      ) : (
        <span className="row-action-text">{icon.text}</span>
      )}
    </LoadingButton>
  );
}
