import type { ReactNode } from 'react';
import { EntitySearch } from './EntitySearch';

export interface SearchToolbarProps {
  /** The search field's label, such as 'Rechercher un devis'. */
  label: string;
  placeholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** The list's other filters, beside the search field (a switch, a period). */
  children?: ReactNode;
}

/** The row above a list: its search field, then its other filters. */
export function SearchToolbar({
  label,
  placeholder,
  search,
  onSearchChange,
  children,
}: SearchToolbarProps) {
  return (
    <div className="list-toolbar">
      <EntitySearch
        label={label}
        placeholder={placeholder}
        value={search}
        onChange={onSearchChange}
      />
      {children}
    </div>
  );
}
