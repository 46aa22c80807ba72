export const DEFAULT_SIBLING_COUNT = 2;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of the given 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** First, last, the current page and its siblings; gaps become ellipses. */
export function pageItems(
  page: number,
  pageCount: number,
  siblings = DEFAULT_SIBLING_COUNT,
): PageItem[] {
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let current = from; current <= to; current += 1) items.push(current);
  if (to < pageCount - 1) items.push('ellipsis-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** Précédent or Suivant (a page button says nothing more than its number). */
export type PaginationStep = 'previous' | 'next';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number, step?: PaginationStep) => void;
  /** Names the navigation landmark ("Pagination des utilisateurs"). */
  label?: string;
}

/** Page buttons with previous/next; renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__button"
        onClick={() => onChange(page - 1, 'previous')}
        disabled={page <= 1}
      >
        Précédent
      </button>
      <ul className="pagination__pages">
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={item === page ? 'pagination__page is-current' : 'pagination__page'}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__button"
        onClick={() => onChange(page + 1, 'next')}
        disabled={page >= pageCount}
      >
        Suivant
      </button>
    </nav>
  );
}
