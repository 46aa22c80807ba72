import { describe, expect, test } from 'vitest';
import {
  availabilityQuerySchema,
  MSG_AVAILABILITY_PERIOD_INVALID,
  MSG_AVAILABILITY_PERIOD_TOO_LONG,
  overbookingMessage,
} from './availability.js';

describe('availabilityQuerySchema', () => {
  test('a period of days included, with an optional quote to leave out', () => {
    expect(availabilityQuerySchema.parse({ from: '2026-06-10', until: '2026-06-10' })).toEqual({
      from: '2026-06-10',
      until: '2026-06-10',
      exclude_quote_id: null,
    });
    expect(
      availabilityQuerySchema.parse({
        from: '2026-01-01',
        until: '2026-12-31',
        exclude_quote_id: '7',
      }),
    ).toMatchObject({ exclude_quote_id: 7 });
    // 2028 is a leap year: 366 days is the longest period.
    expect(
      availabilityQuerySchema.safeParse({ from: '2028-01-01', until: '2028-12-31' }).success,
    ).toBe(true);
  });

  test.each([
    [{}, MSG_AVAILABILITY_PERIOD_INVALID],
    [{ from: '2026-02-30', until: '2026-03-01' }, MSG_AVAILABILITY_PERIOD_INVALID],
    [{ from: '2026-06-12', until: '2026-06-10' }, MSG_AVAILABILITY_PERIOD_INVALID],
    [{ from: '2026-01-01', until: '2027-01-02' }, MSG_AVAILABILITY_PERIOD_TOO_LONG],
  ])('%o is refused', (query, message) => {
    const parsed = availabilityQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

test('the overbooking message names the product, the day, what is left and who holds it', () => {
  expect(
    overbookingMessage({
      product: 'Tente',
      day: '2026-06-12',
      requested: 3,
      available: -1,
      stock: 2,
      quotes: ['DEV-2026-0001 (Patro)', 'DEV-2026-0002 (Comité)'],
    }),
  ).toBe(
    '« Tente » n’est pas disponible en 3 exemplaire(s) le 12/06/2026 : 0 disponible(s) sur 2, ' +
      'déjà réservé par DEV-2026-0001 (Patro), DEV-2026-0002 (Comité). ' +
      'Enregistrez quand même pour accepter la surréservation.',
  );
});
