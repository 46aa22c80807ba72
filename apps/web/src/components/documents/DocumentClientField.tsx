import type { DropdownOption } from '../../lib/dropdown-option';
import { SearchableDropdown } from '../inputs/SearchableDropdown';

export interface DocumentClientFieldProps {
  id: string;
  clients: readonly DropdownOption<number>[];
  value: number | null;
  onChange: (clientId: number | null) => void;
}

/** The required Client of a quote or a sale, picked among the organization's clients. */
export function DocumentClientField({ id, clients, value, onChange }: DocumentClientFieldProps) {
  return (
    <SearchableDropdown
      id={id}
      label="Client"
      required
      options={clients}
      value={value}
      onChange={onChange}
      placeholder="Sélectionnez un client"
      noResultsText="Aucun client : ajoutez-le depuis la page Clients."
    />
  );
}
