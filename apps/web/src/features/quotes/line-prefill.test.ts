// A product's or service's default VAT rate (its tva_rate, set in the catalogue) prefills the
// quote lines that pick it (issue #30 §6).
import { expect, test } from 'vitest';
import { productChoices, serviceChoices } from '../../lib/picker-choices';
import { product, service } from '../../test/fixtures';
import { blankLine, chooseItem } from './quote-draft';

const [tent] = productChoices([product(1, 'Tente 3x3', { price: 45.5, stock: 4, tva_rate: 6 })]);
const [show] = serviceChoices([service(10, 'Animation', { price: 150, tva_rate: 12 })]);

test('[devis] a quote line takes the default rate of the product or service it picks', () => {
  expect(chooseItem(blankLine(), tent)).toMatchObject({ itemId: 1, price: 45.5, tva_rate: 6 });
  expect(chooseItem(blankLine(), show)).toMatchObject({ itemId: 10, price: 150, tva_rate: 12 });
});
