import type { Paged } from '@app/shared/paged-list';
import type { RecordedRequest, Reply } from './http-server';

/**
 * What a paged list call answers in tests: `rows` searched (case-insensitive, in
 * what `searched` gives of a row), sorted on `sortValue(row, key)` and cut to the requested page,
 * as the API does.
 */
export function pagedReply<Row>(
  rows: readonly Row[],
  request: RecordedRequest,
  searched: (row: Row) => (string | null | undefined)[],
  sortValue: (row: Row, key: string) => string | number = (row, key) =>
    (row as Record<string, string | number>)[key] ?? '',
): Reply {
  const page = Number(request.query.page ?? 1);
  const pageSize = Number(request.query.page_size ?? 50);
  const q = request.query.q?.toLocaleLowerCase('fr');
  let shown = q
    ? rows.filter((row) =>
        searched(row).some((text) => (text ?? '').toLocaleLowerCase('fr').includes(q)),
      )
    : [...rows];
  const { sort, order } = request.query;
  if (sort) {
    const direction = order === 'desc' ? -1 : 1;
    shown = shown.sort((a, b) => {
      const left = sortValue(a, sort);
      const right = sortValue(b, sort);
      const compared =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right), 'fr');
      return compared * direction;
    });
  }
  const body: Paged<Row> = {
    items: shown.slice((page - 1) * pageSize, page * pageSize),
    total: shown.length,
    page,
    page_size: pageSize,
  };
  return { body };
}
