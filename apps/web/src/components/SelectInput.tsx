import { FormField, useField } from './FieldLabel';
import { SelectOptions } from './SelectOptions';

export interface SelectInputProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  options: { value: number; label: string }[];
  /** The first, empty choice ("Choisir une catégorie", "Aucune"). */
  placeholder: string;
  required?: boolean;
  fieldClass?: string;
}

/** A labelled native select over numeric ids; the empty choice is null. */
export function SelectInput({ value, onChange, options, placeholder, ...props }: SelectInputProps) {
  const { field, control } = useField(props);
  return (
    <FormField {...field}>
      <select
        {...control}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{placeholder}</option>
        <SelectOptions options={options} />
      </select>
    </FormField>
  );
}
