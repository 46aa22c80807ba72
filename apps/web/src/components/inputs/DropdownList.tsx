import { useEffect, useRef } from 'react';
import type { DropdownOption } from '../../lib/dropdown-option';

interface DropdownListProps<Value extends string | number> {
  id: string;
  label: string;
  options: readonly DropdownOption<Value>[];
  value: Value | null;
  activeIndex: number;
  optionId: (index: number) => string;
  noResultsText: string;
  onChoose: (option: DropdownOption<Value>) => void;
  onActivate: (index: number) => void;
}

/** The open list of a SearchableDropdown. */
export function DropdownList<Value extends string | number>({
  id,
  label,
  options,
  value,
  activeIndex,
  optionId,
  noResultsText,
  onChoose,
  onActivate,
}: DropdownListProps<Value>) {
  const list = useRef<HTMLUListElement>(null);

  // The focus stays in the input (aria-activedescendant), so the browser does not scroll the
  // list itself: bring the active option into view as the arrows move it.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('.dropdown__option.is-active');
    // jsdom has no layout, hence no scrollIntoView.
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, options]);

  return (
    <ul ref={list} id={id} role="listbox" aria-label={label} className="dropdown__list">
      {options.length === 0 ? (
        <li className="dropdown__empty" role="presentation">
          {noResultsText}
        </li>
      ) : (
        options.map((option, index) => (
          <li
            key={String(option.value)}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={index === activeIndex ? 'dropdown__option is-active' : 'dropdown__option'}
            // mousedown, not click: choosing must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(option);
            }}
            onMouseEnter={() => onActivate(index)}
          >
            {option.label}
          </li>
        ))
      )}
    </ul>
  );
}
