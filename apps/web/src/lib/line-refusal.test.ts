import { describe, expect, test } from 'vitest';
import { checkedAt, draftRowOfIssue, linePickerId, refusedLinePickerId } from './line-refusal';

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

describe('the line a check before sending is about', () => {
  const chosen = (line: { name: string | undefined }) => line.name !== undefined;

  test.each<[PropertyKey[], number | undefined]>([
    [['products', 0, 'price'], 0],
    // The request leaves the empty row out: its second line is the table's third row.
    [['products', 1, 'price'], 2],
    [['products', 2, 'price'], undefined],
    [['products'], undefined],
    [['client_id'], undefined],
  ])('%j is row %s', (path, row) => {
    expect(draftRowOfIssue(path, lines, chosen)).toBe(row);
  });

  const IDS = { lines: 'lines', client_id: 'client' };

  test.each<[Parameters<typeof checkedAt<'lines' | 'client_id'>>[0], string | undefined]>([
    [{ message: 'Prix invalide', field: 'lines', row: 2 }, 'lines-3'],
    [{ message: 'Au moins une ligne', field: 'lines' }, 'lines'],
    [{ message: 'Client requis', field: 'client_id' }, 'client'],
    [{ message: 'Hors du formulaire', field: undefined, row: 1 }, undefined],
  ])('%j goes under %s', (check, fieldId) => {
    expect(checkedAt(check, IDS)).toEqual({ message: check!.message, fieldId });
  });

  test('no check, nothing to show', () => {
    expect(checkedAt(null, IDS)).toBeNull();
  });
});
