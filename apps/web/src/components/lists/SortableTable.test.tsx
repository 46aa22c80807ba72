import { render, screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { expect, test, vi } from 'vitest';
import { useState } from 'react';
import { SortableTable, type SortableTableProps, type TableColumn } from './SortableTable';
import type { TableSort } from './useSortedPage';
import { firstCells } from '../../test/tables';

interface Line {
  id: number;
  name: string;
  price: number;
}

const COLUMNS: TableColumn<Line>[] = [
  { key: 'name', label: 'Nom', render: (row) => row.name, sortValue: (row) => row.name },
  {
    key: 'price',
    label: 'Prix',
    render: (row) => `${row.price} €`,
    sortValue: (row) => row.price,
  },
  { key: 'note', label: 'Note', render: () => '—' },
];

const lines = (count: number): Line[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Ligne ${index + 1}`,
    price: index + 1,
  }));

const names = () => firstCells();

/** The table of these lines, captioned "Lignes", with the props a test adds. */
type LinesProps = Omit<Partial<SortableTableProps<Line>>, 'rows'> & { rows: readonly Line[] };

function LinesTable({ rows, ...props }: LinesProps) {
  return (
    <SortableTable caption="Lignes" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} {...props} />
  );
}

const renderLines = (rows: Line[], props: Partial<SortableTableProps<Line>> = {}) =>
  render(<LinesTable rows={rows} {...props} />);

test('headers sort (numbers as numbers, text in French order) and a second click reverses', async () => {
  const user = userEvent.setup();
  const rows: Line[] = [
    { id: 1, name: 'été', price: 100 },
    { id: 2, name: 'Eau', price: 9 },
    { id: 3, name: 'zèbre', price: 10 },
  ];
  renderLines(rows);
  expect(names()).toEqual(['été', 'Eau', 'zèbre']);
  await user.click(screen.getByRole('button', { name: 'Prix' }));
  expect(names()).toEqual(['Eau', 'zèbre', 'été']);
  expect(screen.getByRole('columnheader', { name: 'Prix' }).getAttribute('aria-sort')).toBe(
    'ascending',
  );
  await user.click(screen.getByRole('button', { name: 'Prix' }));
  expect(names()).toEqual(['été', 'zèbre', 'Eau']);
  await user.click(screen.getByRole('button', { name: 'Nom' }));
  expect(names()).toEqual(['Eau', 'été', 'zèbre']);
  // A column without a sort value has no sort button.
  expect(screen.queryByRole('button', { name: 'Note' })).toBeNull();
});

test('25 rows per page by default, 10 or 50 on demand, two sibling pages', async () => {
  const user = userEvent.setup();
  renderLines(lines(130), { paginationLabel: 'Pagination des lignes' });
  expect(names()).toHaveLength(25);
  const pageSize = screen.getByRole('combobox', { name: 'Lignes par page' });
  expect([...(pageSize as HTMLSelectElement).options].map((o) => o.value)).toEqual([
    '10',
    '25',
    '50',
  ]);
  await user.selectOptions(pageSize, '10');
  expect(names()).toHaveLength(10);
  const nav = screen.getByRole('navigation', { name: 'Pagination des lignes' });
  for (const target of ['Page 3', 'Page 5', 'Page 7']) {
    await user.click(within(nav).getByRole('button', { name: target }));
  }
  expect(names()[0]).toBe('Ligne 61');
  expect(
    within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent),
  ).toEqual(['1', '5', '6', '7', '8', '9', '13']);
  await user.selectOptions(pageSize, '50');
  expect(names()).toHaveLength(50);
  expect(names()[0]).toBe('Ligne 1');
});

test('clickable rows open on click, Enter or Space; no Actions column without actions', async () => {
  const user = userEvent.setup();
  const open = vi.fn();
  renderLines(lines(2), { onRowClick: open });
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  await user.click(screen.getByRole('row', { name: /Ligne 2/ }));
  expect(open).toHaveBeenLastCalledWith({ id: 2, name: 'Ligne 2', price: 2 });
  screen.getByRole('row', { name: /Ligne 1/ }).focus();
  await user.keyboard('{Enter}');
  expect(open).toHaveBeenLastCalledWith({ id: 1, name: 'Ligne 1', price: 1 });
  expect(open).toHaveBeenCalledTimes(2);
});

test('a new reset key brings the table back to page 1', async () => {
  const user = userEvent.setup();
  const props = {
    caption: 'Lignes',
    columns: COLUMNS,
    rows: lines(60),
    rowKey: (r: Line) => r.id,
  };
  const view = render(<SortableTable {...props} resetKey="a" />);
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(names()[0]).toBe('Ligne 26');
  view.rerender(<SortableTable {...props} resetKey="b" />);
  expect(names()[0]).toBe('Ligne 1');
});

/** A table paged by a "server": sorts and cuts 35 lines as asked, like the API does. */
function ServerPagedLines() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<TableSort>(null);
  const all = lines(35);
  const sorted = sort?.key === 'price' && !sort.ascending ? [...all].reverse() : all;
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <LinesTable
      rows={rows}
      server={{
        page,
        pageSize,
        total: all.length,
        sort,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
        onSortChange: setSort,
      }}
    />
  );
}

test('server mode: the rows are shown as the server gives them; sort and pages are asked of it', async () => {
  const user = userEvent.setup();
  render(<ServerPagedLines />);
  expect(names()).toHaveLength(10);
  expect(names()[0]).toBe('Ligne 1');
  const pages = () => screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pages()).getByRole('button', { name: 'Page 4' })).toBeTruthy();

  await user.click(within(pages()).getByRole('button', { name: 'Page 4' }));
  expect(names()).toEqual(['Ligne 31', 'Ligne 32', 'Ligne 33', 'Ligne 34', 'Ligne 35']);
  // Ascending first, then descending on a second click.
  await user.click(screen.getByRole('button', { name: /^Prix/ }));
  await user.click(screen.getByRole('button', { name: /^Prix/ }));
  expect(names()).toEqual(['Ligne 5', 'Ligne 4', 'Ligne 3', 'Ligne 2', 'Ligne 1']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Lignes par page' }), '25');
  expect(names()).toHaveLength(25);
  expect(names()[0]).toBe('Ligne 35');
});
