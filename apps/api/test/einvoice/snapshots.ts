// Frozen snapshots of a small invoice and credit note, for tests of the e-invoice writers.
import type {
  CreditNoteSnapshot,
  InvoiceSnapshot,
} from '../../src/modules/documents/snapshot-types.js';

export const belgianSeller: InvoiceSnapshot['seller'] = {
  name: 'ASBL Les Amis <&> "Tentes"',
  address: 'Rue Haute 1',
  postal_code: '1000',
  city: 'Bruxelles',
  country: 'BE',
  enterprise_number: '0123456749',
  vat_number: 'BE0123456749',
  email: 'compta@amis.be',
  phone: '+32 2 123 45 67',
  siret: null,
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  is_vat_subject: true,
  payment_terms_days: 30,
  terms: 'Conditions',
};

export const belgianCompany: InvoiceSnapshot['buyer'] = {
  name: 'Client SA',
  address: 'Avenue Louise 2',
  postal_code: '4000',
  city: 'Liège',
  country: 'BE',
  enterprise_number: '0403170701',
  vat_number: 'BE0403170701',
  email: 'factures@client.be',
  phone: null,
  client_type: 'company',
};

/** A tent for 2 units at a 2,5 day coefficient with a 5 € discount (21 %), and a service (6 %). */
export function rentalSnapshot(overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  const tentNet = Math.round(1999 * 2 * 2.5) - 500;
  const tentVat = Math.round((tentNet * 21) / 100);
  return {
    version: 1,
    number: 'FAC-2026-0007',
    issue_date: '2026-11-24',
    due_date: '2026-12-24',
    type: 'Location',
    rental_period: { from: '2026-11-01', until: '2026-11-03' },
    delivery_date: null,
    seller: belgianSeller,
    buyer: belgianCompany,
    lines: [
      {
        line_id: 11,
        kind: 'product',
        name: 'Tente 6×3',
        description: null,
        quantity: 2,
        unit_price_cents: 1999,
        discount_cents: 500,
        vat_rate: 21,
        coefficient: 2.5,
        net_cents: tentNet,
        total_incl_vat_cents: tentNet + tentVat,
      },
      {
        line_id: 12,
        kind: 'service',
        name: 'Montage',
        description: 'Montage sur place',
        quantity: 1,
        unit_price_cents: 10000,
        discount_cents: 0,
        vat_rate: 6,
        coefficient: 1,
        net_cents: 10000,
        total_incl_vat_cents: 10600,
      },
    ],
    vat_lines: [
      { rate: 6, base_cents: 10000, vat_cents: 600 },
      { rate: 21, base_cents: tentNet, vat_cents: tentVat },
    ],
    totals: {
      excl_vat_cents: tentNet + 10000,
      vat_cents: tentVat + 600,
      incl_vat_cents: tentNet + 10000 + tentVat + 600,
      discount_cents: 500,
    },
    payment_reference: '+++000/0000/00101+++',
    ...overrides,
  };
}

/** A credit note giving back the service of rentalSnapshot(). */
export function creditNoteSnapshot(): CreditNoteSnapshot {
  const invoice = rentalSnapshot();
  const service = invoice.lines[1]!;
  return {
    version: 1,
    number: 'NC-2026-0002',
    issue_date: '2026-11-25',
    reason: 'Montage annulé',
    invoice: { number: invoice.number, issue_date: invoice.issue_date },
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: [service],
    vat_lines: [{ rate: 6, base_cents: 10000, vat_cents: 600 }],
    totals: { excl_vat_cents: 10000, vat_cents: 600, incl_vat_cents: 10600 },
  };
}
