import { describe, expect, test } from 'vitest';
import { manages, reads } from './contract.js';
import { readableLines, weekOf } from './home.js';
import { HOME_LINE_SOURCES } from './home-endpoints.js';

describe('weekOf', () => {
  test.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-27', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2026-12-31', '2026-12-28', '2027-01-03'],
  ])('%s is in the week from %s to %s', (day, from, until) => {
    expect(weekOf(day)).toEqual({ from, until });
  });
});

describe('readableLines', () => {
  test('every line of today’s sources is read by viewers', () => {
    expect(readableLines('viewer', HOME_LINE_SOURCES)).toEqual(Object.keys(HOME_LINE_SOURCES));
  });

  test('a line whose list the role cannot read is left out', () => {
    const sources = {
      ...HOME_LINE_SOURCES,
      cash_this_month: { access: manages('consulter la trésorerie') },
      unpaid_total: { access: reads('consulter les factures') },
    };
    expect(readableLines('member', sources)).not.toContain('cash_this_month');
    expect(readableLines('member', sources)).toContain('unpaid_total');
    expect(readableLines('admin', sources)).toContain('cash_this_month');
  });
});
