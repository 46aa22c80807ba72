import type { RoleAction } from '@app/shared/roles';
import { useCan } from '../../session/useCan';
import { ActionIcon, type ActionIconName } from '../buttons/ActionIcon';
import { LoadingButton } from '../buttons/LoadingButton';

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
        <ActionIcon name={icon} />
      ) : (
        <span className="row-action-text">{icon.text}</span>
      )}
    </LoadingButton>
  );
}
