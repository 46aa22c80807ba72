import { FormField, useField } from './FieldLabel';
import { SelectOptions } from './SelectOptions';

export interface OptionSelectProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  id?: string;
  required?: boolean;
  fieldClass?: string;
  error?: string | undefined;
}

/** A labelled native select over a fixed set of codes (country, client type), no empty choice. */
export function OptionSelect<Value extends string>({
  value,
  onChange,
  options,
  ...props
}: OptionSelectProps<Value>) {
  const { field, control } = useField(props);
  return (
    <FormField {...field}>
      <select
        {...control}
        className="input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        <SelectOptions options={options} />
      </select>
    </FormField>
  );
}
