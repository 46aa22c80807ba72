/** The choices of a native select, in order. */
export function SelectOptions({
  options,
}: {
  options: readonly { value: string | number; label: string }[];
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
