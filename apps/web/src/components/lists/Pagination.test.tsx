import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { expect, test } from 'vitest';
import { pageCountOf, pageItems, pageSlice, Pagination } from './Pagination';

test.each([
  [1, 1, [1]],
  [1, 3, [1, 2, 3]],
  [1, 10, [1, 2, 3, 'ellipsis-end', 10]],
  [5, 10, [1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 10]],
  [10, 10, [1, 'ellipsis-start', 8, 9, 10]],
  [4, 7, [1, 2, 3, 4, 5, 6, 7]],
])('page %s of %s shows %j (2 siblings)', (page, count, expected) => {
  expect(pageItems(page, count)).toEqual(expected);
});

test.each([
  [0, 10, 1],
  [10, 10, 1],
  [11, 10, 2],
  [23, 10, 3],
])('%s items at %s per page make %s pages', (total, size, expected) => {
  expect(pageCountOf(total, size)).toBe(expected);
});

test('pageSlice returns the rows of a 1-based page', () => {
  expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  expect(pageSlice([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
});

test('renders nothing for one page; otherwise marks the current page', async () => {
  const user = userEvent.setup();
  const pages: number[] = [];
  const { rerender } = render(<Pagination page={1} pageCount={1} onChange={() => undefined} />);
  expect(screen.queryByRole('navigation')).toBeNull();

  rerender(<Pagination page={2} pageCount={3} onChange={(page) => pages.push(page)} />);
  expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  await user.click(screen.getByRole('button', { name: 'Précédent' }));
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(pages).toEqual([1, 3]);
});
