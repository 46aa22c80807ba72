import { screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/**
 * A required field with a text value (DateInput, TimeInput) held in state as a form holds it:
 * the value it gives is shown in "Valeur" ("vide" when empty), and "Réinitialiser" sets
 * `resetTo` from outside.
 */
export function TextFieldHarness({
  field: Field,
  label,
  initial = '',
  resetTo,
}: {
  field: ComponentType<TextFieldProps>;
  label: string;
  initial?: string | undefined;
  resetTo: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label={label} value={value} onChange={setValue} required />
      <output aria-label="Valeur">{value === '' ? 'vide' : value}</output>
      <button type="button" onClick={() => setValue(resetTo)}>
        Réinitialiser
      </button>
    </>
  );
}

/** The value the harness holds, as shown in "Valeur". */
export const shownValue = () => screen.getByLabelText('Valeur').textContent;
