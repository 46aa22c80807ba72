// A product's default VAT rate (its tva_rate, set in the catalogue) prefills the sale lines that
// pick it (issue #30 §6).
import { expect, test } from 'vitest';
import { productChoices } from '../../lib/picker-choices';
import { product } from '../../test/fixtures';
import { blankLine, chooseProduct } from './sale-draft';

const [tent] = productChoices([product(1, 'Tente 3x3', { price: 45.5, stock: 4, tva_rate: 6 })]);

test('[ventes] a sale line takes the default rate of the product it picks, not 21 %', () => {
  expect(blankLine().tva_rate).toBe(21);
  expect(chooseProduct(blankLine(), tent, {})).toMatchObject({ productId: 1, tva_rate: 6 });
});
