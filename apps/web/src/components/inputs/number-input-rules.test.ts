import { describe, expect, test } from 'vitest';
import { applyNumberInput, formatNumberText, parseNumberText } from './number-input-rules';

describe('applyNumberInput (spec part 1 §5, decimal comma of issue #19)', () => {
  test.each([
    // raw, max, text, value, clamped
    ['12', undefined, '12', 12, false],
    ['0', undefined, '0', 0, false],
    ['12.5', undefined, '12,5', 12.5, false],
    ['12,5', undefined, '12,5', 12.5, false],
    ['12,50', undefined, '12,50', 12.5, false],
    ['12.50', undefined, '12,50', 12.5, false],
    ['12,', undefined, '12,', 12, false],
    ['12.', undefined, '12,', 12, false],
    [',5', undefined, '0,5', 0.5, false],
    ['.5', undefined, '0,5', 0.5, false],
    ['0,50', undefined, '0,50', 0.5, false],
    ['', undefined, '', null, false],
    ['  7 ', undefined, '7', 7, false],
    ['150', 100, '100', 100, true],
    ['100,01', 100, '100', 100, true],
    ['2', 1.5, '1,5', 1.5, true],
    ['100', 100, '100', 100, false],
    ['99,99', 100, '99,99', 99.99, false],
    ['5', 0, '0', 0, true],
    ['', 100, '', null, false],
  ])('%j with max %s → text %j, value %s, clamped %s', (raw, max, text, value, clamped) => {
    expect(applyNumberInput(raw, max)).toEqual({ accepted: true, text, value, clamped });
  });

  test.each([
    ['abc'],
    ['12a'],
    ['-3'],
    ['1.2.3'],
    ['1,2,3'],
    ['1,2.3'],
    ['1e5'],
    ['+4'],
    ['1 000'],
    ['12,555'],
    ['0.125'],
  ])('%j is refused: the field keeps its previous text', (raw) => {
    expect(applyNumberInput(raw)).toEqual({ accepted: false });
  });

  test('no maximum when max is null', () => {
    expect(applyNumberInput('1000000', null)).toEqual({
      accepted: true,
      text: '1000000',
      value: 1000000,
      clamped: false,
    });
  });
});

describe('parseNumberText / formatNumberText', () => {
  test.each([
    ['', null],
    [',', null],
    ['.', null],
    ['3', 3],
    ['3,25', 3.25],
    ['3.25', 3.25],
  ])('parseNumberText(%j) = %s', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  test.each([
    [null, undefined, ''],
    [undefined, undefined, ''],
    [0, undefined, '0'],
    [12.5, undefined, '12,5'],
    [Number.NaN, undefined, ''],
    [12.5, 2, '12,50'],
    [12, 2, '12,00'],
    [0.1 + 0.2, 2, '0,30'],
  ])('formatNumberText(%s, %s) = %j', (value, decimals, text) => {
    expect(formatNumberText(value, decimals)).toBe(text);
  });
});
