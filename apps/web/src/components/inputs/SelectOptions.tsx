import type { DropdownOption } from '../../lib/dropdown-option';

/** The choices of a native select, in order. */
export function SelectOptions({ options }: { options: readonly DropdownOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
