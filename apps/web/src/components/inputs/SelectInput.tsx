import type { DropdownOption } from '../../lib/dropdown-option';
import { LabelledSelect } from './LabelledSelect';
import { SelectOptions } from './SelectOptions';

export interface SelectInputProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: DropdownOption<number>[];
  /** The first, empty choice ("Choisir une catégorie", "Aucune"). */
  placeholder: string;
  required?: boolean;
  fieldClass?: string;
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
}

/** A labelled native select over numeric ids; the empty choice is null. */
export function SelectInput({ value, onChange, options, placeholder, ...props }: SelectInputProps) {
  return (
    <LabelledSelect
      {...props}
      value={value ?? ''}
      onChange={(raw) => onChange(raw ? Number(raw) : null)}
    >
      <option value="">{placeholder}</option>
      <SelectOptions options={options} />
    </LabelledSelect>
  );
}
