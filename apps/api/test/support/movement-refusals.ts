// The 400s a payment and a refund share: both forms send the same fields (amount, paid_at,
// method), refused with the same sentences but for the word naming the movement.
import { todayIso } from '@app/shared/dates';
import { expectFailure } from './http.js';

/**
 * Sends each bad body with `send` and expects its 400, naming the field; `notPositive` is the
 * amount the suite picks as neither positive nor allowed.
 */
export async function expectMovementRefusals(
  send: (body: {
    amount: number;
    paid_at: string;
    method: string;
  }) => PromiseLike<{ status: number; body: unknown }>,
  noun: 'paiement' | 'remboursement',
  notPositive: number,
): Promise<void> {
  const amount = `Le montant du ${noun} doit être un nombre positif avec au plus 2 décimales.`;
  for (const [body, message, field] of [
    [{ amount: notPositive, paid_at: todayIso(), method: 'Cash' }, amount, 'amount'],
    [{ amount: 1.001, paid_at: todayIso(), method: 'Cash' }, amount, 'amount'],
    [
      { amount: 1, paid_at: '2026-02-30', method: 'Cash' },
      `Veuillez indiquer une date de ${noun} valide.`,
      'paid_at',
    ],
    [
      { amount: 1, paid_at: todayIso(), method: 'Chèque' },
      'Le moyen de paiement doit être Cash, Carte bancaire ou Virement.',
      'method',
    ],
  ] as const) {
    expectFailure(await send(body), 400, message, field);
  }
}
