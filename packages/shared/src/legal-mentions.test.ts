import { describe, expect, test } from 'vitest';
import { invoiceMentions, vatFranchiseMention } from './legal-mentions';

describe('invoiceMentions', () => {
  test.each([
    {
      case: 'BE, VAT subject',
      country: 'BE',
      isVatSubject: true,
      buyerType: 'company',
      expected: [],
    },
    {
      case: 'BE, franchise',
      country: 'BE',
      isVatSubject: false,
      buyerType: 'company',
      expected: ['Régime particulier de franchise des petites entreprises'],
    },
    {
      case: 'FR, VAT subject, business client',
      country: 'FR',
      isVatSubject: true,
      buyerType: 'company',
      expected: [
        'Pas d’escompte pour paiement anticipé.',
        'Pénalités de retard : taux de refinancement de la BCE majoré de 10 points (art. L441-10 du Code de commerce).',
        'Indemnité forfaitaire pour frais de recouvrement : 40 €',
      ],
    },
    {
      case: 'FR, franchise, private client',
      country: 'FR',
      isVatSubject: false,
      buyerType: 'person',
      expected: [
        'TVA non applicable, art. 293 B du CGI',
        'Pas d’escompte pour paiement anticipé.',
        'Pénalités de retard : taux de refinancement de la BCE majoré de 10 points (art. L441-10 du Code de commerce).',
      ],
    },
  ] as const)('$case', ({ country, isVatSubject, buyerType, expected }) => {
    expect(invoiceMentions({ country, isVatSubject, buyerType })).toEqual(expected);
  });

  test('the franchise mention follows the country', () => {
    expect(vatFranchiseMention('BE')).toBe(
      'Régime particulier de franchise des petites entreprises',
    );
    expect(vatFranchiseMention('FR')).toBe('TVA non applicable, art. 293 B du CGI');
  });
});
