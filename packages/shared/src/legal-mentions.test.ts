import { describe, expect, test } from 'vitest';
import {
  invoiceMentions,
  LEGAL_FORMS,
  sellerLegalMention,
  vatFranchiseMention,
} from './legal-mentions';

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

describe('sellerLegalMention', () => {
  test.each([
    [
      { country: 'BE', legal_form: 'SRL', registry: 'RPM Liège, division Namur' },
      'SRL – RPM Liège, division Namur',
    ],
    [{ country: 'BE', legal_form: 'entreprise_individuelle' }, 'Entreprise individuelle'],
    [
      { country: 'FR', legal_form: 'SAS', registry: 'RCS Lyon', share_capital_cents: 1_000_000 },
      'SAS au capital de 10\u00a0000\u00a0€ – RCS Lyon',
    ],
    [
      { country: 'FR', legal_form: 'SARL', share_capital_cents: 150_050 },
      'SARL au capital de 1\u00a0500,50\u00a0€',
    ],
    [{ country: 'FR', legal_form: 'EI', registry: 'RM' }, 'EI – RM'],
    // A capital the form cannot have is not printed; a code no longer listed is printed as stored.
    [{ country: 'BE', legal_form: 'ASBL', share_capital_cents: 100 }, 'ASBL'],
    [{ country: 'FR', legal_form: 'SCA' }, 'SCA'],
    [{ country: 'BE', registry: '  ' }, null],
    [{ country: 'FR' }, null],
  ] as const)('%o → %s', (seller, expected) => {
    expect(sellerLegalMention(seller)).toBe(expected);
  });

  test('codes are unique within each country', () => {
    for (const forms of Object.values(LEGAL_FORMS)) {
      expect(new Set(forms.map((form) => form.code)).size).toBe(forms.length);
    }
  });
});
