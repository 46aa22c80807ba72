import { ActionIcon } from '../../components/buttons/ActionIcon';
import { RowActionButton } from '../../components/lists/RowActionButton';
import { useCan } from '../../session/useCan';
import type { Entry } from './accounting-entry';

export interface EntryActionsProps {
  entry: Entry;
  downloading: boolean;
  onDownload: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function IconButton({
  icon,
  label,
  onClick,
  danger = false,
}: {
  icon: 'edit' | 'delete';
  label: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button button--ghost button--sm icon-action${danger ? ' icon-action--danger' : ''}`}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <ActionIcon name={icon} />
    </button>
  );
}

/** A row's Actions cell: download the proof, edit, delete. */
export function EntryActions({
  entry,
  downloading,
  onDownload,
  onEdit,
  onDelete,
}: EntryActionsProps) {
  const downloadLabel = `Télécharger le justificatif de ${entry.name}`;
  const editLabel = `Modifier ${entry.name}`;
  const removeLabel = `Supprimer ${entry.name}`;
  const { allowed } = useCan('write');
  return (
    <>
      <RowActionButton
        label="Télécharger le justificatif de"
        row={entry.name}
        icon="download"
        title={entry.fileName ? downloadLabel : 'Aucun justificatif'}
        disabled={!entry.fileName}
        loading={downloading}
        onClick={onDownload}
      />
      {allowed ? (
        <>
          <IconButton icon="edit" label={editLabel} onClick={onEdit} />
          <IconButton icon="delete" label={removeLabel} onClick={onDelete} danger />
        </>
      ) : null}
    </>
  );
}
