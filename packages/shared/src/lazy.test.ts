import { describe, expect, it } from 'vitest';
import { formatEuros } from './format';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes its value at the first call only, then answers the same value', () => {
    let made = 0;
    const value = lazy(() => ({ made: (made += 1) }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined or falsy rather than making it again', () => {
    let made = 0;
    const nothing = lazy(() => {
      made += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });

  it('leaves the formatters made on first use answering as before', () => {
    expect(formatEuros(123450)).toBe('1\u202f234,50\u00a0€');
  });
});
