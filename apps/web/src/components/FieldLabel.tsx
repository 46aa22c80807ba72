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
