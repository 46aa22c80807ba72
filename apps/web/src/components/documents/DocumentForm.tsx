import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import toast from 'react-hot-toast';
import type { FieldErrors } from '../../lib/validation';
import { useCan } from '../../session/useCan';
import { FieldErrorsProvider, useFormFieldErrors } from '../inputs/FieldErrorsContext';
import './DocumentEditorPage.css';

/** What keeps a draft from being saved, and the id of the field to send the keyboard to. */
export interface FormProblem {
  message: string;
  fieldId?: string | undefined;
}

/**
 * The save of a document form: refuses while saving or locked, reports the draft's first
 * problem (a toast, and the message under its field, which gets the keyboard), then runs `save`
 * with the button's spinner. A refusal of the server that `save` gives back goes under its field
 * the same way, without a toast; one about no field of the form is toasted. A network
 * failure was already shown by the fetch helper, and the draft is kept. `problems` goes to the
 * `DocumentForm`.
 */
export function useDocumentSave({
  locked,
  problem,
  save,
}: {
  locked: boolean;
  problem: () => FormProblem | null;
  /** Resolves to the server's refusal when it was about the draft, else to nothing. */
  save: () => Promise<FormProblem | void>;
}) {
  const [saving, setSaving] = useState(false);
  const { containerRef, errors, report, clear } = useFormFieldErrors<HTMLFormElement>();
  const show = (found: FormProblem) => {
    report(found.fieldId ? { [found.fieldId]: found.message } : {});
    // A field without a control of its own (a table of lines) still gets the keyboard.
    if (found.fieldId) document.getElementById(found.fieldId)?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || locked) return;
    const found = problem();
    if (found) {
      toast.error(found.message);
      show(found);
      return;
    }
    clear();
    setSaving(true);
    try {
      const refused = await save();
      if (refused?.fieldId) show(refused);
      else if (refused) toast.error(refused.message);
    } catch {
      // Network failure: the fetch helper already said so; the draft is kept.
    } finally {
      setSaving(false);
    }
  };
  return {
    saving,
    onSubmit: (event: FormEvent) => void submit(event),
    problems: { formRef: containerRef, errors, clear },
  };
}

/** The messages a document form shows under its fields, as `useDocumentSave` keeps them. */
export interface DocumentFormProblems {
  formRef: RefObject<HTMLFormElement | null>;
  /** By control id. */
  errors: FieldErrors;
  /** Called as soon as a field is edited: the messages go. */
  clear: () => void;
}

export interface DocumentFormProps {
  /** The area's own class, beside `document-form`. */
  className: string;
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** Shown, not editable: the note says why. */
  locked: boolean;
  lockedNote: ReactNode;
  /** Shown above an editable form, e.g. what else the change updates. */
  note?: ReactNode;
  /** The hidden legend of the fields: 'Informations du devis'. */
  legend: string;
  /** The fields of the form's grid. */
  fields: ReactNode;
  /** The line tables and the totals. */
  children: ReactNode;
  /** The buttons at the bottom, if any. */
  actions: ReactNode;
  /** The draft's problem under its field (from `useDocumentSave`). */
  problems?: DocumentFormProblems;
}

const NO_ERRORS: FieldErrors = {};

/** The Créer and Modifier form of a document: note, fields, line tables, totals and buttons. */
export function DocumentForm({
  className,
  label,
  onSubmit,
  locked,
  lockedNote,
  note = null,
  legend,
  fields,
  children,
  actions,
  problems,
}: DocumentFormProps) {
  // A viewer sees the document as a locked one, without its buttons.
  const role = useCan('write');
  const frozen = locked || !role.allowed;
  const shownNote = !role.allowed ? role.reason : locked ? lockedNote : note;
  return (
    <form
      ref={problems?.formRef}
      className={`document-form ${className}`}
      onSubmit={onSubmit}
      onChange={problems?.clear}
      noValidate
      aria-label={label}
    >
      {shownNote ? (
        <p className="notice" role="note">
          {shownNote}
        </p>
      ) : null}
      <FieldErrorsProvider errors={problems?.errors ?? NO_ERRORS}>
        <fieldset className="document-form__fields" disabled={frozen}>
          <legend className="sr-only">{legend}</legend>
          <div className="form-grid">{fields}</div>
        </fieldset>
        {role.allowed ? (
          children
        ) : (
          <fieldset disabled className="role-lock">
            {children}
          </fieldset>
        )}
      </FieldErrorsProvider>
      {actions && role.allowed ? <div className="document-form__actions">{actions}</div> : null}
    </form>
  );
}
