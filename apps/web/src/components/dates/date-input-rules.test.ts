import { describe } from 'vitest';
import { testConversions } from '../../test/conversions';
import { formatDateText, parseDateText } from './date-input-rules';

describe('parseDateText', () => {
  testConversions(parseDateText, [
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
    // Not dates.
    ['31/02/2026', null],
    ['29/02/2026', null],
    ['00/01/2026', null],
    ['12/13/2026', null],
    ['24/11/202', null],
    ['24/11', null],
    ['2411202', null],
    ['demain', null],
    ['11/24/2026', null],
    ['2026-13-01', null],
    ['01/01/0999', null],
  ]);
});

describe('formatDateText', () => {
  testConversions(formatDateText, [
    ['2026-11-24', '24/11/2026'],
    ['2026-01-05T00:00:00.000Z', '05/01/2026'],
    ['', ''],
    ['garbage', ''],
  ]);
});
