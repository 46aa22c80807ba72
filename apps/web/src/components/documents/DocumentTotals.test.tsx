import { priceDocument } from '@app/shared/pricing';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DocumentTotals } from './DocumentTotals';

const document = priceDocument({
  products: [],
  services: [{ priceCents: 10000, quantity: 1, vatRate: 21 }],
  coefficient: 1,
  isVatSubject: true,
});

test.each([
  ['BE', 'Total HTVA', 'Total TVAC'],
  ['FR', 'Total HT', 'Total TTC'],
] as const)('the totals of a %s organization say %s and %s', (country, excl, incl) => {
  render(<DocumentTotals document={document} isVatSubject country={country} />);
  expect(screen.getByText(excl).nextSibling?.textContent).toMatch(/^100,00/);
  expect(screen.getByText(incl).nextSibling?.textContent).toMatch(/^121,00/);
});
