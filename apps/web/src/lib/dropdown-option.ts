/** One choice of a SearchableDropdown, a native select or a ButtonSwitcher, built by pages and lib
 * helpers alike. */
export interface DropdownOption<Value extends string | number = string | number> {
  value: Value;
  label: string;
}
