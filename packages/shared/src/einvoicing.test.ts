import { describe, expect, it } from 'vitest';
import { buyerEinvoiceMissing, goesThroughPeppol, sellerEinvoiceMissing } from './einvoicing';

const readySeller = {
  country: 'BE' as const,
  enterprise_number: '0123456749',
  address: 'Rue Haute 1',
  postal_code: '1000',
  city: 'Bruxelles',
  bank_account: 'BE68 5390 0754 7034',
  is_vat_subject: true,
  vat_number: 'BE0123456749',
};

describe('sellerEinvoiceMissing', () => {
  it('is empty for an organization with its full identity', () => {
    expect(sellerEinvoiceMissing(readySeller)).toEqual([]);
  });

  it('names every missing field in French, in the order of the form', () => {
    expect(
      sellerEinvoiceMissing({
        ...readySeller,
        enterprise_number: null,
        address: ' ',
        postal_code: null,
        city: '',
        bank_account: 'BE00 0000',
        vat_number: null,
      }),
    ).toEqual([
      'numéro d’entreprise',
      'adresse',
      'code postal',
      'ville',
      'IBAN valide',
      'numéro de TVA',
    ]);
  });

  it('asks a French organization for its SIREN and a VAT number only when subject to VAT', () => {
    expect(
      sellerEinvoiceMissing({
        ...readySeller,
        country: 'FR',
        bank_account: 'FR76 3000 6000 0112 3456 7890 189',
        enterprise_number: null,
        is_vat_subject: false,
        vat_number: null,
      }),
    ).toEqual(['SIREN']);
  });
});

describe('buyerEinvoiceMissing', () => {
  const company = {
    country: 'BE' as const,
    client_type: 'company' as const,
    enterprise_number: '0403170701',
    client_address: 'Avenue 2',
    postal_code: '4000',
    city: 'Liège',
    client_email: null,
  };

  it('is empty for a company with its registration and address', () => {
    expect(buyerEinvoiceMissing(company)).toEqual([]);
  });

  it('asks a company for its registration number', () => {
    expect(buyerEinvoiceMissing({ ...company, country: 'FR', enterprise_number: null })).toEqual([
      'SIREN',
    ]);
  });

  it('asks nothing of a person, who receives the PDF and no Peppol invoice', () => {
    const person = { ...company, client_type: 'person' as const, enterprise_number: null };
    expect(goesThroughPeppol('person')).toBe(false);
    expect(goesThroughPeppol('company')).toBe(true);
    expect(buyerEinvoiceMissing({ ...person, client_address: null, city: null })).toEqual([]);
  });

  it('asks for the postal address', () => {
    expect(
      buyerEinvoiceMissing({ ...company, client_address: null, postal_code: '', city: null }),
    ).toEqual(['adresse', 'code postal', 'ville']);
  });
});
