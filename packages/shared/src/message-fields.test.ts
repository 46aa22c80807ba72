import { describe, expect, test } from 'vitest';
import {
import { messageFields, quotedName } from './message-fields.js';
import { MSG_QUANTITY_INVALID, quoteStockMessage } from './quotes.js';
import { saleStockMessage } from './sales.js';

describe('the field a refusal is about', () => {
  test.each([
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
