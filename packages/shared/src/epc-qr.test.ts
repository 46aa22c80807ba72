import { describe, expect, test } from 'vitest';
import { epcQrPayload, type EpcQrInput } from './epc-qr';

const lines = (...fields: string[]) => fields.join('\n');

describe('epcQrPayload', () => {
  test.each<{ name: string; input: EpcQrInput; payload: string }>([
    {
      name: 'Belgian invoice with a structured communication',
      input: {
        bic: 'gkcc bebb',
        name: 'Les Amis du Parc asbl',
        iban: 'BE68 5390 0754 7034',
        amountCents: 12_345,
        reference: '+++090/9337/55493+++',
      },
      payload: lines(
        'BCD',
        '002',
        '1',
        'SCT',
        'GKCCBEBB',
        'Les Amis du Parc asbl',
        'BE68539007547034',
        'EUR123.45',
        '',
        '090933755493',
      ),
    },
    {
      name: 'French invoice with an RF reference and no BIC',
      input: {
        name: 'Association Élan',
        iban: 'FR1420041010050500013M02606',
        amountCents: 5,
        reference: 'RF18 5390 0754 7034',
      },
      payload: lines(
        'BCD',
        '002',
        '1',
        'SCT',
        '',
        'Association Élan',
        'FR1420041010050500013M02606',
        'EUR0.05',
        '',
        'RF18539007547034',
      ),
    },
    {
      name: 'free text, line breaks flattened',
      input: {
        name: 'Club\nde foot',
        iban: 'DE89370400440532013000',
        amountCents: 100,
        text: 'Facture FAC-2024-0001\r\nmerci',
      },
      payload: lines(
        'BCD',
        '002',
        '1',
        'SCT',
        '',
        'Club de foot',
        'DE89370400440532013000',
        'EUR1.00',
        '',
        '',
        'Facture FAC-2024-0001 merci',
      ),
    },
    {
      name: 'no amount: the payer types it',
      input: { name: 'Asbl', iban: 'BE68539007547034', amountCents: null },
      payload: lines('BCD', '002', '1', 'SCT', '', 'Asbl', 'BE68539007547034'),
    },
    {
      name: 'largest amount',
      input: { name: 'Asbl', iban: 'BE68539007547034', amountCents: 99_999_999_999 },
      payload: lines('BCD', '002', '1', 'SCT', '', 'Asbl', 'BE68539007547034', 'EUR999999999.99'),
    },
    {
      name: 'name and text cut to 70 and 140 characters',
      input: {
        name: 'N'.repeat(80),
        iban: 'BE68539007547034',
        amountCents: 1,
        text: 'T'.repeat(150),
      },
      payload: lines(
        'BCD',
        '002',
        '1',
        'SCT',
        '',
        'N'.repeat(70),
        'BE68539007547034',
        'EUR0.01',
        '',
        '',
        'T'.repeat(140),
      ),
    },
  ])('$name', ({ input, payload }) => {
    expect(epcQrPayload(input)).toBe(payload);
  });

  test.each<{ why: string; input: EpcQrInput }>([
    { why: 'bad IBAN', input: { name: 'Asbl', iban: 'BE68539007547035' } },
    { why: 'bad BIC', input: { name: 'Asbl', iban: 'BE68539007547034', bic: 'GKCC' } },
    { why: 'empty name', input: { name: ' \n ', iban: 'BE68539007547034' } },
    { why: 'zero amount', input: { name: 'Asbl', iban: 'BE68539007547034', amountCents: 0 } },
    { why: 'negative amount', input: { name: 'A', iban: 'BE68539007547034', amountCents: -100 } },
    {
      why: 'amount too large',
      input: { name: 'Asbl', iban: 'BE68539007547034', amountCents: 100_000_000_000 },
    },
    { why: 'fractional cents', input: { name: 'A', iban: 'BE68539007547034', amountCents: 1.5 } },
    {
      why: 'invalid structured communication',
      input: { name: 'Asbl', iban: 'BE68539007547034', reference: '+++090/9337/55494+++' },
    },
    {
      why: 'invalid RF reference',
      input: { name: 'Asbl', iban: 'BE68539007547034', reference: 'RF19539007547034' },
    },
    {
      why: 'reference and text together',
      input: {
        name: 'Asbl',
        iban: 'BE68539007547034',
        reference: 'RF18539007547034',
        text: 'Facture 1',
      },
    },
    {
      // 70 four-byte characters: 280 bytes of name alone.
      why: 'over 331 bytes',
      input: { name: '😀'.repeat(70), iban: 'BE68539007547034', text: 'é'.repeat(140) },
    },
  ])('throws on $why', ({ input }) => {
    expect(() => epcQrPayload(input)).toThrow(RangeError);
  });

  test('the longest payload of plain characters fits', () => {
    const payload = epcQrPayload({
      bic: 'GEBABEBBXXX',
      name: 'N'.repeat(70),
      iban: 'GB82WEST12345698765432',
      amountCents: 99_999_999_999,
      text: 'T'.repeat(140),
    });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });
});
