export interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}

/** A label tied to its control; the '*' marker is visual, the control carries aria-required. */
export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export function fieldClassName(extra?: string): string {
  return extra ? `field ${extra}` : 'field';
}

/** Id of the message under a control, for its aria-describedby. */
export const fieldErrorId = (inputId: string) => `${inputId}-error`;

/** The attributes a control takes when a message about it is shown. */
export function errorAttributes(inputId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(inputId) } : {};
}

/** The message of the form's check under the field at fault, read with the control. */
export function FieldError({ inputId, error }: { inputId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(inputId)} className="field__error">
      {error}
    </p>
  );
}
