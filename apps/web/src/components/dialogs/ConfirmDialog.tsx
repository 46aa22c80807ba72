import { useId, type ReactNode } from 'react';
import { LoadingButton } from '../buttons/LoadingButton';
import { ModalFrame } from './ModalFrame';
import { PlainButton } from '../buttons/PlainButton';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, word for word (for example the spec's leave confirmation). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs, the confirm button shows a spinner and refuses clicks. */
  loading?: boolean;
  variant?: 'primary' | 'danger';
}

/**
 * A modal question with two answers. Focus starts on the harmless answer, stays inside the
 * dialog (Tab cycles) and returns to where it was on close; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Annuler',
  onConfirm,
  onCancel,
  loading = false,
  variant = 'danger',
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();

  return (
    <ModalFrame
      open={open}
      busy={loading}
      onClose={onCancel}
      role="alertdialog"
      className="modal"
      title={title}
      titleId={titleId}
      describedBy={messageId}
      // The harmless answer first.
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('button')}
      focusable="button"
    >
      <p id={messageId} className="modal__message">
        {message}
      </p>
      <div className="modal__actions">
        <PlainButton variant="secondary" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </PlainButton>
        <LoadingButton variant={variant} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </LoadingButton>
      </div>
    </ModalFrame>
  );
}
