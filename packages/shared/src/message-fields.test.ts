import { describe, expect, test } from 'vitest';
import {
  MSG_EVENT_NOT_FOUND as MSG_ENTRY_EVENT_NOT_FOUND,
  MSG_MEMBER_NOT_FOUND,
  MSG_PRICE_INVALID as MSG_ENTRY_PRICE_INVALID,
  MSG_REQUIRED_FIELDS,
  expenseFieldOfMessage,
  revenueFieldOfMessage,
} from './accounting.js';
import {
  MSG_CREDIT_NOTE_NOTHING_LEFT,
  MSG_CREDIT_NOTE_REASON_TOO_LONG,
  creditNoteFieldOfMessage,
  creditTooLargeMessage,
} from './invoices.js';
import { messageFields, quotedName } from './message-fields.js';
import {
  MSG_QUANTITY_INVALID,
  MSG_QUOTE_DATES_ORDER,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_TOTAL_TOO_LARGE,
  quoteStockMessage,
} from './quotes.js';
import { quoteFieldOfMessage } from './quote-fields.js';
import { saleStockMessage } from './sales.js';
import { MSG_PAYMENT_PENDING, paymentFieldOfMessage, paymentTooLargeMessage } from './payments.js';

describe('the field a refusal is about', () => {
  test.each([
    [
      'quote',
      quoteFieldOfMessage,
      'Trop grand : 5000 caractères au plus (champ description)',
      'description',
    ],
    ['quote', quoteFieldOfMessage, MSG_QUOTE_NEEDS_DATES, 'rent_date'],
    ['quote', quoteFieldOfMessage, MSG_QUOTE_DATES_ORDER, 'reserved_until'],
    ['quote', quoteFieldOfMessage, MSG_QUANTITY_INVALID, 'products'],
    ['quote', quoteFieldOfMessage, quoteStockMessage('Chaise « pliante »', 12), 'products'],
    ['quote', quoteFieldOfMessage, MSG_QUOTE_TOTAL_TOO_LARGE, undefined],
    ['quote', quoteFieldOfMessage, 'Invalide (champ quote_id)', undefined],
    ['expense', expenseFieldOfMessage, MSG_MEMBER_NOT_FOUND, 'user_id'],
    ['expense', expenseFieldOfMessage, MSG_REQUIRED_FIELDS, 'file'],
    ['expense', expenseFieldOfMessage, MSG_ENTRY_PRICE_INVALID, 'price'],
    ['revenue', revenueFieldOfMessage, MSG_ENTRY_PRICE_INVALID, 'unit_price'],
    ['revenue', revenueFieldOfMessage, MSG_ENTRY_EVENT_NOT_FOUND, 'event_id'],
    ['revenue', revenueFieldOfMessage, MSG_REQUIRED_FIELDS, undefined],
    ['payment', paymentFieldOfMessage, paymentTooLargeMessage(47_900), 'amount'],
    ['payment', paymentFieldOfMessage, paymentTooLargeMessage(0), undefined],
    ['payment', paymentFieldOfMessage, MSG_PAYMENT_PENDING, undefined],
    ['credit note', creditNoteFieldOfMessage, MSG_CREDIT_NOTE_REASON_TOO_LONG, 'reason'],
    ['credit note', creditNoteFieldOfMessage, creditTooLargeMessage('Tente', 2), 'lines'],
    ['credit note', creditNoteFieldOfMessage, MSG_CREDIT_NOTE_NOTHING_LEFT, undefined],
  ] as const)('%s: « %s » → %s', (_area, fieldOf, message, field) => {
    expect(fieldOf(message)).toBe(field);
  });

  test.each([
    ['Le lien doit être une adresse web (https://…).', 'link'],
    ['Nombre trop grand (champ price)', 'price'],
    ['Entrée invalide (champ lines.0.quantity)', 'lines'],
    ['Entrée invalide (champ organization_id)', undefined],
    ['Cette opération entre en conflit avec des données existantes.', undefined],
    ['', undefined],
  ])('a listed message, or a generic one naming a listed field: %j → %s', (message, field) => {
    const fieldOf = messageFields({
      link: ['Le lien doit être une adresse web (https://…).'],
      price: [],
      lines: [],
    });
    expect(fieldOf(message)).toBe(field);
  });

  test('a message listed under two fields is refused: the form could not tell where to show it', () => {
    expect(() => messageFields({ a: ['Même message.'], b: ['Même message.'] })).toThrow(
      'Même message.',
    );
  });
});

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
