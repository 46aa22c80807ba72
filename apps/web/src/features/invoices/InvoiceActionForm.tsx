import { useId, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { isFieldRefusal, type FieldRefusal } from '../../api/form-request';
import {
  FieldErrorsProvider,
  useFormFieldErrors,
} from '../../components/inputs/FieldErrorsContext';

/** What keeps the form from being sent: the message and the id of the control it goes under. */
export interface ActionProblem {
  message: string;
  fieldId: string;
}

export interface InvoiceActionSubmit<T> {
  /** The form's own check before anything is sent. */
  check: () => ActionProblem | null;
  /** The request (`formCall`): the answer, a refusal about a field, or undefined. */
  send: () => Promise<T | FieldRefusal | undefined>;
  /** The id of the control a refusal of the server goes under (undefined: none, a toast). */
  fieldIdOf: (refusal: FieldRefusal) => string | undefined;
  done: (data: T) => void;
}

/**
 * The submit of a form in the invoice's details: the check first, then the request
 * with the dialog marked busy. A problem, the form's or the server's, goes under the control it
 * is about, which gets the keyboard, and is not toasted; a refusal about no field was toasted by
 * the fetch helper. The draft stays as typed.
 */
export function useInvoiceAction(onBusy: (busy: boolean) => void) {
  const [saving, setSaving] = useState(false);
  const { containerRef, errors, report, clear } = useFormFieldErrors<HTMLFormElement>();

  const show = ({ message, fieldId }: ActionProblem) => {
    if (document.getElementById(fieldId)) report({ [fieldId]: message });
    else toast.error(message);
  };

  const submit = async <T,>({ check, send, fieldIdOf, done }: InvoiceActionSubmit<T>) => {
    if (saving) return;
    const problem = check();
    if (problem) return show(problem);
    clear();
    setSaving(true);
    onBusy(true);
    try {
      const result = await send();
      if (isFieldRefusal(result)) {
        show({ message: result.refused, fieldId: fieldIdOf(result) ?? '' });
      } else if (result !== undefined) {
        done(result);
      }
    } catch {
      // Network failure: the fetch helper already said so; the draft stays.
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  return { saving, submit, problems: { formRef: containerRef, errors, clear } };
}

export interface InvoiceActionFormProps {
  title: string;
  /** The messages under the fields, as `useInvoiceAction` keeps them. */
  problems: ReturnType<typeof useInvoiceAction>['problems'];
  onSubmit: () => void;
  /** The buttons, after the fields. */
  footer: ReactNode;
  children: ReactNode;
}

/** A form inside the invoice's details: its heading, its fields and their messages, its buttons. */
export function InvoiceActionForm({
  title,
  problems,
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
    <form
      ref={problems.formRef}
      className="invoice-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      onChange={problems.clear}
    >
      <h4 id={titleId} className="invoice-form__title">
        {title}
      </h4>
      <FieldErrorsProvider errors={problems.errors}>{children}</FieldErrorsProvider>
      {footer}
    </form>
  );
}
