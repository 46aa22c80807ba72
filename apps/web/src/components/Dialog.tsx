import { useId, type ReactNode } from 'react';
import './FormDialog.css';
import { useModalFocus } from './useModalFocus';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** While true (a save is running) Escape, a click outside and Fermer do nothing. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A modal that shows a document and holds its own forms: focus starts on Fermer, stays inside
 * (Tab cycles) and returns on close; Escape or a click outside closes it.
 */
export function Dialog({ open, title, onClose, busy = false, children }: DialogProps) {
  const titleId = useId();
  const { dialogRef, handleKeyDown } = useModalFocus({
    open,
    busy,
    onClose,
    initialFocus: (dialog) => dialog.querySelector<HTMLElement>('.modal__header button'),
  });

  if (!open) return null;

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal modal--form modal--wide"
        onKeyDown={handleKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={onClose}
            disabled={busy}
          >
            Fermer
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
