import { OptionSelect } from '../inputs/OptionSelect';
import type { ServerPaging } from './usePagedList';

/** A sort of the paged call, `key:asc` or `key:desc`, as the select offers it. */
export interface SortOption {
  value: `${string}:${'asc' | 'desc'}`;
  label: string;
}

/** A sort of the paged call both ways, as the select offers them: ascending first. */
export const bothWays = (key: string, ascending: string, descending: string): SortOption[] => [
  { value: `${key}:asc`, label: ascending },
  { value: `${key}:desc`, label: descending },
];

/** The sort of a list without column headers (cards): a select driving the server's sort. */
export function SortSelect({
  sorts,
  paging,
}: {
  sorts: readonly SortOption[];
  paging: ServerPaging;
}) {
  const value = paging.sort ? `${paging.sort.key}:${paging.sort.ascending ? 'asc' : 'desc'}` : '';
  return (
    <OptionSelect
      label="Trier par"
      value={value}
      options={[{ value: '', label: 'Ordre par défaut' }, ...sorts]}
      onChange={(chosen) => {
        const [key, order] = chosen.split(':');
        paging.onSortChange(key ? { key, ascending: order === 'asc' } : null);
      }}
      fieldClass="list-sort"
    />
  );
}
