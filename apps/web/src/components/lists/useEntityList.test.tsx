import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { EmptyList } from './EntityListState';
import { useEntityList } from './useEntityList';

const NAMES = ['Anne', 'Bruno', 'Chloé', 'Anaïs', 'Arnaud'];
const startsWith = (name: string, search: string) => name.startsWith(search);

describe('useEntityList', () => {
  test('pages the matches; a new search goes back to page 1', () => {
    const { result } = renderHook(() => useEntityList(NAMES, startsWith, { pageSize: 2 }));
    expect(result.current.rows).toEqual(['Anne', 'Bruno']);
    expect(result.current.pageCount).toBe(3);
    act(() => result.current.setPage(3));
    expect(result.current.rows).toEqual(['Arnaud']);
    act(() => result.current.setSearch('A'));
    expect(result.current.page).toBe(1);
    expect(result.current.filtered).toEqual(['Anne', 'Anaïs', 'Arnaud']);
    expect(result.current.rows).toEqual(['Anne', 'Anaïs']);
  });

  test('without a page size every match is shown; a new scope clears the search', () => {
    const { result, rerender } = renderHook(
      ({ scope }) => useEntityList(NAMES, startsWith, { scope }),
      { initialProps: { scope: 'one' } },
    );
    act(() => result.current.setSearch('B'));
    expect(result.current.rows).toEqual(['Bruno']);
    rerender({ scope: 'two' });
    expect(result.current.search).toBe('');
    expect(result.current.rows).toEqual(NAMES);
  });
});

describe('EmptyList', () => {
  test.each([
    [0, 0, 'Rien.'],
    [3, 0, 'Aucun résultat.'],
    [3, 2, null],
  ])('total %i, shown %i → %s', (total, shown, expected) => {
    const { container } = render(
      <EmptyList total={total} shown={shown} empty="Rien." noMatch="Aucun résultat." />,
    );
    expect(container.textContent || null).toBe(expected);
    if (expected) expect(screen.getByText(expected).className).toBe('empty-state');
  });
});
