import { useMemo, useState, type KeyboardEvent } from 'react';
import type { DropdownOption } from '../lib/dropdown-option';
import { controlAttributes, FormField, useControlId } from './FieldLabel';

export interface SearchableDropdownProps<Value extends string | number> {
  label: string;
  options: readonly DropdownOption<Value>[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  noResultsText?: string;
  fieldClass?: string;
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A combobox: typing filters the options (case and accent insensitive), arrows move, Enter
 * chooses, Escape closes and restores the current choice.
 */
export function SearchableDropdown<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = 'Rechercher…',
  required,
  disabled,
  id,
  noResultsText = 'Aucun résultat',
  fieldClass,
}: SearchableDropdownProps<Value>) {
  const inputId = useControlId(id);
  const listId = `${inputId}-options`;
  const selected = options.find((option) => option.value === value) ?? null;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const filtered = useMemo(() => {
    const needle = normalize(query.trim());
    return needle === ''
      ? options
      : options.filter((option) => normalize(option.label).includes(needle));
  }, [options, query]);

  const openList = () => {
    if (disabled) return;
    setQuery('');
    setActiveIndex(Math.max(0, selected ? options.indexOf(selected) : 0));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (option: DropdownOption<Value>) => {
    onChange(option.value);
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.min(index + 1, filtered.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const option = filtered[activeIndex];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
    }
  };

  const optionId = (index: number) => `${inputId}-option-${index}`;
  const activeOption = open && filtered[activeIndex] ? optionId(activeIndex) : undefined;

  return (
    <FormField
      inputId={inputId}
      label={label}
      required={required}
      fieldClass={fieldClass ? `dropdown ${fieldClass}` : 'dropdown'}
    >
      <div className="dropdown__control">
        <input
          {...controlAttributes(inputId, required)}
          type="text"
          role="combobox"
          className="input dropdown__input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          placeholder={selected ? selected.label : placeholder}
          disabled={disabled}
          value={open ? query : (selected?.label ?? '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            if (!open) setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={handleKeyDown}
          onBlur={close}
        />
        {selected && !required && !disabled ? (
          <button
            type="button"
            className="dropdown__clear"
            aria-label={`Effacer : ${label}`}
            onClick={() => onChange(null)}
          >
            ×
          </button>
        ) : null}
        <span className="dropdown__chevron" aria-hidden="true" />
      </div>
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className="dropdown__list">
          {filtered.length === 0 ? (
            <li className="dropdown__empty" role="presentation">
              {noResultsText}
            </li>
          ) : (
            filtered.map((option, index) => (
              <li
                key={String(option.value)}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                className={
                  index === activeIndex ? 'dropdown__option is-active' : 'dropdown__option'
                }
                // mousedown, not click: choosing must happen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActiveIndex(index)}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </FormField>
  );
}
