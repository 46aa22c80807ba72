import { TextInput } from '../inputs/TextInput';

export interface EntitySearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a list. */
export function EntitySearch({ label, placeholder, value, onChange }: EntitySearchProps) {
  return (
    <TextInput
      type="search"
      label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      fieldClass="search-field"
    />
  );
}
