import { useId, type FormEvent, type ReactNode } from 'react';
import './FormDialog.css';
import { LoadingButton } from './LoadingButton';
import { useModalFocus } from './useModalFocus';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Extra actions on the left of the footer (for example Supprimer in an edit modal). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * A modal form: focus starts on the first field, stays inside (Tab cycles) and returns on close;
 * Escape or a click outside closes it unless a save is running; Enter submits.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  loading = false,
  extraActions,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const { dialogRef, handleKeyDown } = useModalFocus({
    open,
    busy: loading,
    onClose,
    initialFocus: (dialog) => dialog.querySelector<HTMLElement>('input, select, textarea'),
  });

  if (!open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) onSubmit();
  };

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !loading) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal modal--form"
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <div className="modal__body">{children}</div>
          <div className="modal__actions">
            {extraActions}
            <button
              type="button"
              className="button button--secondary"
              onClick={onClose}
              disabled={loading}
            >
              Annuler
            </button>
            <LoadingButton type="submit" loading={loading}>
              {submitLabel}
            </LoadingButton>
          </div>
        </form>
      </div>
    </div>
  );
}
