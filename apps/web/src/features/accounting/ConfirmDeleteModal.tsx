import type { KeyboardEvent, MouseEvent } from 'react';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';

export const DELETE_TITLE = 'Etes vous sûr de vouloir supprimer?';

export interface ConfirmDeleteModalProps {
  /** The entry's name, or null when the modal is closed. */
  name: string | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec §2: the delete confirmation closes on Escape (ConfirmDialog does it), on the Delete key
 * and on a click outside the dialog.
 */
export function ConfirmDeleteModal({
  name,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  const cancel = () => {
    if (!loading) onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      cancel();
    }
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.classList.contains('modal-backdrop')) cancel();
  };
  return (
    // The wrapper only listens to what bubbles up from the dialog; it has no role of its own.
    <div className="confirm-delete" onKeyDown={onKeyDown} onMouseDown={onMouseDown}>
      <ConfirmDialog
        open={name !== null}
        title={DELETE_TITLE}
        message={name ? `L'entrée « ${name} » sera supprimée définitivement.` : ''}
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        loading={loading}
        onConfirm={onConfirm}
        onCancel={cancel}
      />
    </div>
  );
}
