import { describe, expect, test } from 'vitest';
import { creditTooLargeMessage } from './invoices.js';
import { quotedName } from './message-fields.js';
import { MSG_QUANTITY_INVALID, quoteStockMessage } from './quotes.js';
import { saleStockMessage } from './sales.js';

describe('the name a message quotes (the line it is about)', () => {
  test.each([
    [quoteStockMessage('Chaise « pliante »', 12), 'Chaise « pliante »'],
    [saleStockMessage('Tente 3x3', 1), 'Tente 3x3'],
    [creditTooLargeMessage('Livraison', 2), 'Livraison'],
    [MSG_QUANTITY_INVALID, undefined],
  ])('%j → %j', (message, name) => {
    expect(quotedName(message)).toBe(name);
  });
});
