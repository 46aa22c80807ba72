import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { compareValues, useSortedPage } from './useSortedPage';

interface Person {
  name: string;
  age: number;
}

const PEOPLE: Person[] = [
  { name: 'Émile', age: 40 },
  { name: 'anne', age: 9 },
  { name: 'Bruno', age: 100 },
];
const COLUMNS = [
  { key: 'name', sortValue: (person: Person) => person.name },
  { key: 'age', sortValue: (person: Person) => person.age },
  { key: 'note' },
];
const names = (rows: readonly Person[]) => rows.map((person) => person.name);

describe('useSortedPage', () => {
  test.each([
    [9, 100, -1],
    ['Émile', 'anne', 1],
    ['item 2', 'item 10', -1],
  ])('compareValues(%s, %s) has the sign %i', (left, right, sign) => {
    expect(Math.sign(compareValues(left, right))).toBe(sign);
  });

  test('sorts, reverses on a second sort, and keeps the order on a column without value', () => {
    const { result } = renderHook(() => useSortedPage(PEOPLE, COLUMNS, 25, undefined));
    expect(names(result.current.visible)).toEqual(['Émile', 'anne', 'Bruno']);
    act(() => result.current.sortBy('age'));
    expect(names(result.current.visible)).toEqual(['anne', 'Émile', 'Bruno']);
    act(() => result.current.sortBy('age'));
    expect(names(result.current.visible)).toEqual(['Bruno', 'Émile', 'anne']);
    act(() => result.current.sortBy('note'));
    expect(names(result.current.visible)).toEqual(['Émile', 'anne', 'Bruno']);
  });

  test('a new page size or a new reset key goes back to page 1', () => {
    const { result, rerender } = renderHook(
      ({ resetKey }: { resetKey: string }) => useSortedPage(PEOPLE, COLUMNS, 1, resetKey),
      { initialProps: { resetKey: 'a' } },
    );
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ resetKey: 'b' });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.changePageSize(2));
    expect(result.current.page).toBe(1);
    expect(result.current.pageCount).toBe(2);
  });
});
