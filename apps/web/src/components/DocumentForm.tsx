import { useState, type FormEvent, type ReactNode } from 'react';
import { reportProblem } from '../lib/validation';
import './DocumentEditorPage.css';

/** What keeps a draft from being saved, and the id of the field to send the keyboard to. */
export interface FormProblem {
  message: string;
  fieldId?: string | undefined;
}

/**
 * The save of a document form: refuses while saving or locked, reports the draft's first
 * problem on its field, then runs `save` with the button's spinner. A network failure was
 * already shown by the fetch helper, and the draft is kept.
 */
export function useDocumentSave({
  locked,
  problem,
  save,
}: {
  locked: boolean;
  problem: () => FormProblem | null;
  save: () => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || locked) return;
    const found = problem();
    if (found) {
      reportProblem(found.message, found.fieldId);
      return;
    }
    setSaving(true);
    try {
      await save();
    } catch {
      // Network failure: the fetch helper already said so; the draft is kept.
    } finally {
      setSaving(false);
    }
  };
  return { saving, onSubmit: (event: FormEvent) => void submit(event) };
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
}

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
}: DocumentFormProps) {
  return (
    <form
      className={`document-form ${className}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {locked || note ? (
        <p className="notice" role="note">
          {locked ? lockedNote : note}
        </p>
      ) : null}
      <fieldset className="document-form__fields" disabled={locked}>
        <legend className="sr-only">{legend}</legend>
        <div className="form-grid">{fields}</div>
      </fieldset>
      {children}
      {actions ? <div className="document-form__actions">{actions}</div> : null}
    </form>
  );
}
