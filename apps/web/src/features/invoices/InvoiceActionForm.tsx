import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Outcome } from '../../api/outcome';

/**
 * The submit of a form in the invoice's details: the check first (its message shown above the
 * buttons), then the request with the dialog marked busy; the server's refusal is shown the same
 * way and the draft stays as typed.
 */
export function useInvoiceAction(onBusy: (busy: boolean) => void) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async <T,>(
    check: () => string | null,
    send: () => Promise<Outcome<T>>,
    done: (data: T) => void,
  ) => {
    if (saving) return;
    const problem = check();
    setError(problem);
    if (problem !== null) return;
    setSaving(true);
    onBusy(true);
    try {
      const result = await send();
      if (!result.ok) {
        setError(result.message);
        return;
      }
      done(result.data);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays.
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  return { saving, error, submit };
}

export interface InvoiceActionFormProps {
  title: string;
  error: string | null;
  onSubmit: () => void;
  /** The buttons, after the error. */
  footer: ReactNode;
  children: ReactNode;
}

/** A form inside the invoice's details: its heading, its fields, its error, its buttons. */
export function InvoiceActionForm({
  title,
  error,
  onSubmit,
  footer,
  children,
}: InvoiceActionFormProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="invoice-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h4 id={titleId} className="invoice-form__title">
        {title}
      </h4>
      {children}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {footer}
    </form>
  );
}
