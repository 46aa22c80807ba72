import { useMemo, useState, type KeyboardEvent } from 'react';
import type { DropdownOption } from '../../lib/dropdown-option';

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A key that types a character (not a shortcut, not a key being composed by an IME). */
function isPrintable(event: KeyboardEvent<HTMLInputElement>): boolean {
  return (
    event.key.length === 1 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.nativeEvent.isComposing
  );
}

interface ComboboxOptions<Value extends string | number> {
  options: readonly DropdownOption<Value>[];
  selected: DropdownOption<Value> | null;
  onChange: (value: Value | null) => void;
  disabled?: boolean;
}

/**
 * The state of a combobox list: typing filters the options (case and accent insensitive),
 * arrows move, Enter opens the closed list or chooses, Escape closes and restores the current
 * choice.
 */
export function useCombobox<Value extends string | number>({
  options,
  selected,
  onChange,
  disabled,
}: ComboboxOptions<Value>) {
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

  const move = (event: KeyboardEvent<HTMLInputElement>, step: (index: number) => number) => {
    event.preventDefault();
    if (!open) openList();
    else setActiveIndex(step);
  };

  const search = (text: string) => {
    setQuery(text);
    setActiveIndex(0);
    if (!open) setOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      move(event, (index) => Math.min(index + 1, filtered.length - 1));
    } else if (event.key === 'ArrowUp') {
      move(event, (index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && !open) {
      // A closed picker opens rather than submitting its form.
      event.preventDefault();
      openList();
    } else if ((event.key === 'Enter' || event.key === 'Escape') && open) {
      event.preventDefault();
      const option = filtered[activeIndex];
      if (event.key === 'Escape') close();
      else if (option) choose(option);
    } else if (!open && !disabled && isPrintable(event)) {
      // The closed input shows the chosen label: a character typed starts a new search
      // instead of being appended to that label.
      event.preventDefault();
      search(event.key);
    }
  };

  /** The input's text changed (typing, pasting, a composed character). */
  const type = (text: string) => {
    // Closed, the text was the chosen label plus what came in: search only what came in.
    const label = selected?.label;
    search(!open && label && text.startsWith(label) ? text.slice(label.length) : text);
  };

  return {
    open,
    query,
    filtered,
    activeIndex,
    setActiveIndex,
    toggle: () => (open ? close() : openList()),
    close,
    choose,
    type,
    handleKeyDown,
  };
}
