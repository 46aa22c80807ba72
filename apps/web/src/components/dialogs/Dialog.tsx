import { useId, type ReactNode } from 'react';
import './FormDialog.css';
import { ModalFrame } from './ModalFrame';
import { PlainButton } from '../buttons/PlainButton';

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

  return (
    <ModalFrame
      open={open}
      busy={busy}
      onClose={onClose}
      role="dialog"
      className="modal modal--form modal--wide"
      title={title}
      titleId={titleId}
      closeOnBackdrop
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('.modal__header button')}
      headerAction={
        <PlainButton variant="secondary" small onClick={onClose} disabled={busy}>
          Fermer
        </PlainButton>
      }
    >
      {children}
    </ModalFrame>
  );
}
