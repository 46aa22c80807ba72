import { describe, expect, test } from 'vitest';
import { departureSchema, missingUnits, returnSchema } from './rental-movements.js';

describe('departure and return fields', () => {
  test.each([
    [
      { date: '2026-06-12', by: ' Marie ', note: '' },
      { date: '2026-06-12', by: 'Marie', note: null },
    ],
    [{ date: '2026-06-12T22:30:00Z' }, { date: '2026-06-13', by: null, note: null }],
  ])('departure %j reads as %j', (body, read) => {
    expect(departureSchema.parse(body)).toEqual(read);
  });

  test.each([
    [{}, 'Veuillez saisir la date de retour.'],
    [{ date: '2026-02-30' }, 'Veuillez saisir la date de retour.'],
    [{ date: '2026-06-14', products: 'x' }, 'Liste des produits retournés invalide.'],
    [
      { date: '2026-06-14', products: [{ product_id: 1, quantity_returned: -1 }] },
      'La quantité retournée doit être un nombre entier positif ou nul.',
    ],
    [
      { date: '2026-06-14', products: [{ product_id: 1, quantity_returned: 1.5 }] },
      'La quantité retournée doit être un nombre entier positif ou nul.',
    ],
    [
      {
        date: '2026-06-14',
        products: [
          { product_id: 1, quantity_returned: 1 },
          { product_id: 1, quantity_returned: 2 },
        ],
      },
      'Un même produit ne peut figurer qu’une fois au retour.',
    ],
  ])('return %j is refused: %s', (body, message) => {
    expect(returnSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  test.each([
    [{ quantity: 6, quantity_returned: null }, 0],
    [{ quantity: 6, quantity_returned: 4 }, 2],
    [{ quantity: 6, quantity_returned: 6 }, 0],
    [{ quantity: 3, quantity_returned: 5 }, 0],
  ])('missing units of %j: %i', (line, missing) => {
    expect(missingUnits(line)).toBe(missing);
  });
});
