import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useCan } from '../../session/useCan';
import { focusFirstInvalid } from '../inputs/FieldErrorsContext';
import './FormDialog.css';
import { LoadingButton } from '../buttons/LoadingButton';
import { ModalFrame } from './ModalFrame';
import { PlainButton } from '../buttons/PlainButton';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Extra actions on the left of the footer (for example Supprimer in an edit modal). */
  extraActions?: ReactNode;
  /** Counts the submits refused by the form's check: each puts the keyboard on the first field
   *  that shows a message. */
  refusals?: number;
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
  refusals = 0,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Every form dialog saves something: a viewer sees it, cannot submit it.
  const { allowed, reason } = useCan('write');
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && allowed) onSubmit();
  };

  return (
    <ModalFrame
      open={open}
      busy={loading}
      onClose={onClose}
      role="dialog"
      className="modal modal--form"
      title={title}
      titleId={titleId}
      closeOnBackdrop
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('input, select, textarea')}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {allowed ? extraActions : null}
          <PlainButton variant="secondary" onClick={onClose} disabled={loading}>
            Annuler
          </PlainButton>
          <LoadingButton type="submit" loading={loading} disabled={!allowed} title={reason}>
            {submitLabel}
          </LoadingButton>
        </div>
      </form>
    </ModalFrame>
  );
}
