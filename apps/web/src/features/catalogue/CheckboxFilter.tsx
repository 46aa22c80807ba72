import { useId, useState } from 'react';
import { matchesName } from './catalogue-filters';

export interface CheckboxFilterProps {
  legend: string;
  options: { id: number; name: string }[];
  /** At most one option is chosen; choosing it again clears the filter. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A checkbox list with its own search box (spec part 2 §2). */
export function CheckboxFilter({ legend, options, value, onChange }: CheckboxFilterProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = options.filter((option) => matchesName(option.name, search));
  return (
    <fieldset className="checkbox-filter">
      <legend>{legend}</legend>
      <label htmlFor={searchId} className="sr-only">
        Rechercher dans {legend.toLowerCase()}
      </label>
      <input
        id={searchId}
        type="search"
        className="input checkbox-filter__search"
        placeholder="Rechercher…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="checkbox-filter__options">
        {shown.length === 0 ? <p className="checkbox-filter__empty">Aucun résultat</p> : null}
        {shown.map((option) => (
          <label key={option.id} className="checkbox-filter__option">
            <input
              type="checkbox"
              checked={value === option.id}
              onChange={(event) => onChange(event.target.checked ? option.id : null)}
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
