import { describe, expect, test } from 'vitest';
import { creditableByRate, creditableCents, splitCreditAmount } from './credit-amount';
import { vatLines, type VatLine } from './pricing';

const rate = (rate: number, baseCents: number, vatCents: number): VatLine => ({
  rate,
  baseCents,
  vatCents,
});

const totalOf = (lines: VatLine[]) =>
  lines.reduce((total, line) => total + line.baseCents + line.vatCents, 0);

describe('splitCreditAmount', () => {
  // 1 000 € + 21 % and 500 € + 6 %: 1 210 € and 530 € left, 1 740 € in all.
  const twoRates = [rate(6, 50_000, 3_000), rate(21, 100_000, 21_000)];

  test.each([
    // amount, expected parts (rate, base, VAT)
    [174_000, [rate(6, 50_000, 3_000), rate(21, 100_000, 21_000)]],
    [17_400, [rate(6, 5_000, 300), rate(21, 10_000, 2_100)]],
    [10_000, [rate(6, 2_874, 172), rate(21, 5_747, 1_207)]],
    [1, [rate(21, 1, 0)]],
    [3, [rate(6, 1, 0), rate(21, 2, 0)]],
    [99_999, [rate(6, 28_735, 1_724), rate(21, 57_471, 12_069)]],
  ])('%i cents split over 6 %% and 21 %%', (amount, expected) => {
    const parts = splitCreditAmount(amount, twoRates);
    expect(parts).toEqual(expected);
    expect(totalOf(parts)).toBe(amount);
  });

  test('every amount adds up to the cent, each part within a cent of base × rate, never more than left', () => {
    const left = [rate(0, 1_999, 0), rate(5.5, 12_345, 679), rate(20, 77_777, 15_555)];
    for (let amount = 1; amount <= creditableCents(left); amount += 97) {
      const parts = splitCreditAmount(amount, left);
      expect(totalOf(parts)).toBe(amount);
      for (const part of parts) {
        const [own] = vatLines([{ vatRate: part.rate, netCents: part.baseCents }]);
        expect(Math.abs(part.vatCents - own!.vatCents)).toBeLessThanOrEqual(1);
        const limit = left.find((line) => line.rate === part.rate)!;
        expect(part.baseCents).toBeLessThanOrEqual(limit.baseCents);
        expect(part.vatCents).toBeLessThanOrEqual(limit.vatCents);
      }
    }
  });

  test('nothing to split, and no more than what is left', () => {
    expect(splitCreditAmount(0, [rate(21, 100, 21)])).toEqual([]);
    expect(splitCreditAmount(10, [rate(21, 0, 0)])).toEqual([]);
    expect(() => splitCreditAmount(122, [rate(21, 100, 21)])).toThrow(RangeError);
  });

  test('amounts beyond 2^53 once multiplied stay exact', () => {
    const left = [rate(21, 826_446_280, 173_553_719), rate(6, 943_396_226, 56_603_774)];
    const parts = splitCreditAmount(999_999_999, left);
    expect(totalOf(parts)).toBe(999_999_999);
  });
});

describe('creditableByRate', () => {
  test('takes earlier credit notes off each rate; a rate they never touched stays whole', () => {
    const invoice = [rate(6, 50_000, 3_000), rate(21, 100_000, 21_000)];
    const left = creditableByRate(invoice, [[rate(21, 10_000, 2_100)], [rate(21, 5_000, 1_050)]]);
    expect(left).toEqual([rate(6, 50_000, 3_000), rate(21, 85_000, 17_850)]);
    expect(creditableCents(left)).toBe(155_850);
  });
});
