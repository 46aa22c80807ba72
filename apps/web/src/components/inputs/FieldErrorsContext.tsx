import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { FieldRefusal } from '../../api/form-request';
import type { FieldErrors } from '../../lib/validation';

/** A form's messages by control id: each control inside shows its own under it. */
const FieldErrorsContext = createContext<FieldErrors>({});

export function FieldErrorsProvider({
  errors,
  children,
}: {
  errors: FieldErrors;
  children: ReactNode;
}) {
  return <FieldErrorsContext value={errors}>{children}</FieldErrorsContext>;
}

/** The message the surrounding form holds about the control with this id. */
export function useContextFieldError(inputId: string): string | undefined {
  return useContext(FieldErrorsContext)[inputId];
}

/** The first control inside that shows a message (aria-invalid), focused. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A refusal of the server about a field, in a form whose controls have the ids
 * `${idPrefix}-${field}`: the keyboard goes to the control and the message comes back
 * to show under it; a form without such a control toasts it and gets undefined.
 */
export function refusalAtControl(
  { field, refused }: FieldRefusal,
  idPrefix: string,
): FieldErrors | undefined {
  const control = document.getElementById(`${idPrefix}-${field}`);
  if (!control) {
    toast.error(refused);
    return undefined;
  }
  control.focus();
  return { [field]: refused };
}

/**
 * A form's messages under its fields, by control id: `report` shows them and, once they are
 * drawn, puts the keyboard on the first field at fault; `clear` removes them (a field edited).
 */
export function useFormFieldErrors<Container extends HTMLElement>() {
  const containerRef = useRef<Container>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reports, setReports] = useState(0);

  useEffect(() => {
    if (reports > 0) focusFirstInvalid(containerRef.current);
  }, [reports]);

  const report = (next: FieldErrors) => {
    setErrors(next);
    setReports((count) => count + 1);
  };
  const clear = () => setErrors((current) => (Object.keys(current).length ? {} : current));

  return { containerRef, errors, report, clear };
}
