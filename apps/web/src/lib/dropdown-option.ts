/** One choice of a SearchableDropdown, built by pages and lib helpers alike. */
export interface DropdownOption<Value extends string | number = string | number> {
  value: Value;
  label: string;
}
