import { describe, expect, test } from 'vitest';
import { linePickerId, refusedLinePickerId } from './line-refusal';

const lines = [{ name: 'Chaise' }, { name: undefined }, { name: 'Tente « 3x3 »' }];
const nameOf = (line: { name: string | undefined }) => line.name;

describe('the line a refusal is about (issue #19)', () => {
  test.each([
    [0, 'lines'],
    [1, 'lines-2'],
    [4, 'lines-5'],
  ])('line %i has the picker %s', (index, id) => {
    expect(linePickerId('lines', index)).toBe(id);
  });

  test.each([
    ['Tente « 3x3 »', 'lines-3'],
    ['Chaise', 'lines'],
    ['Table', 'lines'],
    [undefined, 'lines'],
  ])('a message quoting %j goes under %s', (quoted, id) => {
    expect(refusedLinePickerId('lines', lines, nameOf, quoted)).toBe(id);
  });
});
