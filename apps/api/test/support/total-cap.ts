import type { Response } from 'supertest';
import { expect } from 'vitest';
import { expectFailure } from './http.js';

/**
 * A document's total is capped by what 32-bit cents hold (21 474 836,47 €): `send` with
 * `amounts.tooLarge` is refused with a 400 that names the document (`du devis`, `de la vente`)
 * and no field, as no one line is wrong; with `amounts.largest` it is saved (201, answered).
 */
export async function expectTotalCap(
  send: (amount: number) => PromiseLike<Response>,
  amounts: { tooLarge: number; largest: number },
  document: string,
  nothingSaved: () => Promise<void>,
): Promise<Response> {
  const tooLarge = await send(amounts.tooLarge);
  expectFailure(
    tooLarge,
    400,
    `Le total ${document} dépasse 21 474 836,47 €, le plus grand montant enregistrable.`,
  );
  expect(tooLarge.body).not.toHaveProperty('field');
  await nothingSaved();
  const largest = await send(amounts.largest);
  expect(largest.status).toBe(201);
  return largest;
}
