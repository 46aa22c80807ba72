import { describe, expect, test } from 'vitest';
import {
  MSG_CURSOR_INVALID,
  MSG_PAGE_INVALID,
  MSG_PAGE_SIZE_INVALID,
  MSG_PERIOD_INVALID,
  MSG_SORT_INVALID,
  pagedQuery,
  pageSearchParams,
} from './paged-list.js';

const schema = pagedQuery(['name', 'date'], 'date');

const messageOf = (input: Record<string, unknown>) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('pagedQuery', () => {
  test('defaults: 50 a page, the default sort in its default order, no search, open period', () => {
    expect(schema.parse({ page: '2' })).toEqual({
      page: 2,
      page_size: 50,
      sort: 'date',
      order: 'desc',
      q: undefined,
      from: undefined,
      until: undefined,
    });
  });

  test('a sort asked for is ascending unless said; the search is trimmed', () => {
    expect(schema.parse({ page: '1', sort: 'name', q: '  sono ' })).toMatchObject({
      sort: 'name',
      order: 'asc',
      q: 'sono',
    });
    expect(schema.parse({ page: '1', sort: 'name', order: 'desc' }).order).toBe('desc');
  });

  test.each([
    [{}, MSG_PAGE_INVALID],
    [{ page: '0' }, MSG_PAGE_INVALID],
    [{ page: '1.5' }, MSG_PAGE_INVALID],
    [{ page: ['1', '2'] }, MSG_PAGE_INVALID],
    [{ page: '1', page_size: '201' }, MSG_PAGE_SIZE_INVALID],
    [{ page: '1', sort: 'secret' }, MSG_SORT_INVALID],
    [{ page: '1', from: '2026-02-30' }, MSG_PERIOD_INVALID],
    [{ page: '1', from: '2026-03-02', until: '2026-03-01' }, MSG_PERIOD_INVALID],
  ])('refuses %o', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  test('the query string the web sends leaves out what is not set', () => {
    expect(
      pageSearchParams({ page: 3, page_size: 25, q: undefined, sort: 'name' }).toString(),
    ).toBe('page=3&page_size=25&sort=name');
  });

  test('cursors: one of after and before, base64url; the flag sent as 1, or not at all', () => {
    expect(schema.parse({ page: '3', after: 'eyJzIjoiZGF0ZSJ9', cursors: '1' })).toMatchObject({
      after: 'eyJzIjoiZGF0ZSJ9',
      cursors: true,
    });
    for (const input of [
      { page: '3', after: 'a+b' },
      { page: '3', before: 'x'.repeat(4097) },
      { page: '3', after: 'a', before: 'b' },
      { page: '3', cursors: 'true' },
    ]) {
      expect(messageOf(input)).toBe(MSG_CURSOR_INVALID);
    }
    expect(pageSearchParams({ page: 2, after: 'abc', cursors: true }).toString()).toBe(
      'page=2&after=abc&cursors=1',
    );
    expect(pageSearchParams({ page: 1, cursors: false }).toString()).toBe('page=1');
  });
});
