import { expect, test } from 'vitest';

/**
 * One test per `[input, expected]` case: `convert(input)` is exactly `expected` (null where the
 * input is refused). For the pure text rules of the inputs (dates, times).
 */
export function testConversions<I, O>(
  convert: (input: I) => O,
  cases: readonly (readonly [I, O])[],
) {
  test.each(cases.map(([input, expected]) => ({ input, expected })))(
    '$input → $expected',
    ({ input, expected }) => {
      expect(convert(input)).toBe(expected);
    },
  );
}
