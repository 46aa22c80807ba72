import { describe, expect, test } from 'vitest';
import { formatDateText, parseDateText } from './date-input-rules';

describe('parseDateText', () => {
  test.each([
    ['24/11/2026', '2026-11-24'],
    ['24-11-2026', '2026-11-24'],
    ['24.11.2026', '2026-11-24'],
    ['24 11 2026', '2026-11-24'],
    ['24112026', '2026-11-24'],
    [' 1/2/2026 ', '2026-02-01'],
    ['24/11/26', '2026-11-24'],
    ['2026-11-24', '2026-11-24'],
    ['29/02/2028', '2028-02-29'],
    ['31/12/2026', '2026-12-31'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (text, iso) => {
    expect(parseDateText(text)).toBe(iso);
  });

  test.each([
    ['31/02/2026'],
    ['29/02/2026'],
    ['00/01/2026'],
    ['12/13/2026'],
    ['24/11/202'],
    ['24/11'],
    ['2411202'],
    ['demain'],
    ['11/24/2026'],
    ['2026-13-01'],
    ['01/01/0999'],
  ])('%j is not a date', (text) => {
    expect(parseDateText(text)).toBeNull();
  });
});

describe('formatDateText', () => {
  test.each([
    ['2026-11-24', '24/11/2026'],
    ['2026-01-05T00:00:00.000Z', '05/01/2026'],
    ['', ''],
    ['garbage', ''],
  ])('%j → %j', (iso, text) => {
    expect(formatDateText(iso)).toBe(text);
  });
});
