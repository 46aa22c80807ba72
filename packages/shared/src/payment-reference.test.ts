import { describe, expect, test } from 'vitest';
import {
  belgianReferenceForInvoice,
  creditorReference,
  formatCreditorReference,
  formatStructuredCommunication,
  frenchReferenceForInvoice,
  isValidCreditorReference,
  isValidStructuredCommunication,
  parseStructuredCommunication,
  structuredCommunication,
  structuredCommunicationDigits,
} from './payment-reference';

// Check digits verified by hand: for the Belgian communication, base mod 97 (0 → 97), e.g.
// 909337554 = 97 × 9374614 + 93 → "+++090/9337/55493+++", Febelfin's example. For RF, 98 minus
// (reference + "RF00", letters as 10…35) mod 97, e.g. 539007547034271500 mod 97 = 80 → RF18, the
// ISO 11649 example.

describe('Belgian structured communication', () => {
  test.each([
    { base: 909337554, digits: '090933755493', text: '+++090/9337/55493+++' },
    // Remainder 0 is written 97.
    { base: 0, digits: '000000000097', text: '+++000/0000/00097+++' },
    { base: 97, digits: '000000009797', text: '+++000/0000/09797+++' },
    { base: 1, digits: '000000000101', text: '+++000/0000/00101+++' },
    { base: 1234567890, digits: '123456789002', text: '+++123/4567/89002+++' },
    { base: 9999999999, digits: '999999999948', text: '+++999/9999/99948+++' },
  ])('$base → $text', ({ base, digits, text }) => {
    expect(structuredCommunicationDigits(base)).toBe(digits);
    expect(structuredCommunication(base)).toBe(text);
    expect(parseStructuredCommunication(text)).toBe(digits);
  });

  test.each([-1, 10_000_000_000, 1.5, Number.NaN])('base %s throws', (base) => {
    expect(() => structuredCommunication(base)).toThrow(RangeError);
  });

  test.each([
    { text: '+++090/9337/55493+++', digits: '090933755493' },
    { text: '***090/9337/55493***', digits: '090933755493' },
    { text: '090/9337/55493', digits: '090933755493' },
    { text: ' 090 9337 55493 ', digits: '090933755493' },
    { text: '090933755493', digits: '090933755493' },
  ])('reads "$text"', ({ text, digits }) => {
    expect(parseStructuredCommunication(text)).toBe(digits);
    expect(isValidStructuredCommunication(text)).toBe(true);
    expect(formatStructuredCommunication(text)).toBe('+++090/9337/55493+++');
  });

  test.each([
    { text: '+++090/9337/55494+++', why: 'wrong check digits' },
    { text: '+++090/9337/55400+++', why: 'check digits 00 are never used' },
    { text: '+++000/0000/00000+++', why: 'base 0 takes 97, not 00' },
    { text: '+++090/9337/5549+++', why: '11 digits' },
    { text: '+++090/9337/554930+++', why: '13 digits' },
    { text: '+++09A/9337/55493+++', why: 'a letter' },
    { text: '', why: 'empty' },
  ])('refuses "$text" ($why)', ({ text }) => {
    expect(parseStructuredCommunication(text)).toBeNull();
    expect(isValidStructuredCommunication(text)).toBe(false);
    expect(() => formatStructuredCommunication(text)).toThrow(RangeError);
  });

  test.each([
    // 2024000001 mod 97 = 38.
    { year: 2024, sequence: 1, text: '+++202/4000/00138+++' },
    { year: 2024, sequence: 42, text: '+++202/4000/04279+++' },
    { year: 2025, sequence: 123456, text: '+++202/5123/45639+++' },
  ])('invoice FAC-$year-$sequence → $text', ({ year, sequence, text }) => {
    expect(belgianReferenceForInvoice(year, sequence)).toBe(text);
    expect(isValidStructuredCommunication(text)).toBe(true);
  });

  test.each([
    { year: 2024, sequence: 1_000_000 },
    { year: 2024, sequence: -1 },
    { year: 2024, sequence: 1.5 },
    { year: 999, sequence: 1 },
    { year: 10_000, sequence: 1 },
  ])('invoice $year/$sequence throws', ({ year, sequence }) => {
    expect(() => belgianReferenceForInvoice(year, sequence)).toThrow(RangeError);
  });
});

describe('ISO 11649 creditor reference', () => {
  test.each([
    { reference: '539007547034', expected: 'RF18539007547034', shown: 'RF18 5390 0754 7034' },
    { reference: '5390 0754 7034', expected: 'RF18539007547034', shown: 'RF18 5390 0754 7034' },
    { reference: 'abc', expected: 'RF45ABC', shown: 'RF45 ABC' },
    { reference: '1', expected: 'RF741', shown: 'RF74 1' },
    // The padding keeps 2 digits when the check is below 10.
    { reference: 'FAC2025123456', expected: 'RF05FAC2025123456', shown: 'RF05 FAC2 0251 2345 6' },
  ])('$reference → $expected', ({ reference, expected, shown }) => {
    expect(creditorReference(reference)).toBe(expected);
    expect(isValidCreditorReference(expected)).toBe(true);
    expect(formatCreditorReference(expected)).toBe(shown);
  });

  test.each(['', 'A'.repeat(22), 'FAC-2024', 'FAC_1', 'é'])(
    'creditorReference(%j) throws',
    (ref) => {
      expect(() => creditorReference(ref)).toThrow(RangeError);
    },
  );

  test.each([
    { text: 'RF18 5390 0754 7034', expected: true },
    { text: 'rf18539007547034', expected: true },
    { text: 'RF19539007547034', expected: false },
    { text: 'RF18539007547035', expected: false },
    { text: 'RF18', expected: false },
    { text: `RF18${'1'.repeat(22)}`, expected: false },
    { text: 'XX18539007547034', expected: false },
    { text: 'RF1A539007547034', expected: false },
  ])('isValidCreditorReference($text) → $expected', ({ text, expected }) => {
    expect(isValidCreditorReference(text)).toBe(expected);
  });

  test.each([
    { year: 2024, sequence: 1, expected: 'RF60FAC20240001' },
    { year: 2025, sequence: 123456, expected: 'RF05FAC2025123456' },
  ])('invoice FAC-$year-$sequence → $expected', ({ year, sequence, expected }) => {
    expect(frenchReferenceForInvoice(year, sequence)).toBe(expected);
  });

  test('invoice sequences beyond 999999 throw', () => {
    expect(() => frenchReferenceForInvoice(2024, 1_000_000)).toThrow(RangeError);
  });
});
