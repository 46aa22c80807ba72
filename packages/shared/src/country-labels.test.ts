import { describe, expect, test } from 'vitest';
import { BIC_PLACEHOLDERS, phonePrefix, vatLabels } from './country-labels';
import { normalizeBic } from './legal-identity';

describe('vatLabels', () => {
  test.each([
    ['BE', 'Total HTVA', 'Total TVAC', 'P.U. HTVA'],
    ['FR', 'Total HT', 'Total TTC', 'P.U. HT'],
  ] as const)('%s says %s and %s', (country, totalExcl, totalIncl, unitPriceExcl) => {
    expect(vatLabels(country)).toMatchObject({ totalExcl, totalIncl, unitPriceExcl });
  });
});

describe('phone prefix and BIC example', () => {
  test.each([
    ['BE', '+32-'],
    ['FR', '+33-'],
  ] as const)(
    '%s phones start with %s and its BIC example is a valid BIC of the country',
    (country, prefix) => {
      expect(phonePrefix(country)).toBe(prefix);
      const bic = normalizeBic(BIC_PLACEHOLDERS[country]);
      expect(bic?.slice(4, 6)).toBe(country);
    },
  );
});
