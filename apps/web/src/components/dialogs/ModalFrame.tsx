import type { ReactNode } from 'react';
import { useModalFocus } from './useModalFocus';

export interface ModalFrameProps {
  open: boolean;
  /** While true, Escape and a click outside do nothing. */
  busy: boolean;
  onClose: () => void;
  role: 'dialog' | 'alertdialog';
  className: string;
  title: string;
  /** The title's id, for the modal's name (and its form's). */
  titleId: string;
  describedBy?: string;
  /** A click on the backdrop closes the modal (a form does; a question waits for its answer). */
  closeOnBackdrop?: boolean;
  initialFocus: (dialog: HTMLDivElement) => HTMLElement | null | undefined;
  focusable?: string;
  /** A button beside the title (Fermer), the two shown together in the modal's header. */
  headerAction?: ReactNode;
  children: ReactNode;
}

/** The backdrop, the modal box with its keyboard contract (useModalFocus) and its title. */
export function ModalFrame({
  open,
  busy,
  onClose,
  role,
  className,
  title,
  titleId,
  describedBy,
  closeOnBackdrop = false,
  initialFocus,
  focusable,
  headerAction,
  children,
}: ModalFrameProps) {
  const { dialogRef, handleKeyDown } = useModalFocus({
    open,
    busy,
    onClose,
    initialFocus,
    focusable,
  });

  if (!open) return null;

  const heading = (
    <h2 id={titleId} className="modal__title">
      {title}
    </h2>
  );

  return (
    <div
      className="modal-backdrop"
      onMouseDown={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget && !busy) onClose();
            }
          : undefined
      }
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={className}
        onKeyDown={handleKeyDown}
      >
        {headerAction ? (
          <div className="modal__header">
            {heading}
            {headerAction}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </div>
  );
}
