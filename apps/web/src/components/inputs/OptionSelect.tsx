import type { DropdownOption } from '../../lib/dropdown-option';
import { LabelledSelect } from './LabelledSelect';
import { SelectOptions } from './SelectOptions';

export interface OptionSelectProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly DropdownOption<Value>[];
  id?: string;
  required?: boolean;
  fieldClass?: string;
  error?: string | undefined;
}

/** A labelled native select over a fixed set of codes (country, client type), no empty choice. */
export function OptionSelect<Value extends string>({
  onChange,
  options,
  ...props
}: OptionSelectProps<Value>) {
  return (
    <LabelledSelect
      {...props}
      onChange={(raw) => {
        const chosen = options.find((option) => option.value === raw);
        if (chosen) onChange(chosen.value);
      }}
    >
      <SelectOptions options={options} />
    </LabelledSelect>
  );
}
