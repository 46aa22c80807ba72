import type request from 'supertest';
import { expect } from 'vitest';

export type HostileTally = { requests: number; serverErrors: number };

/**
 * A hostile request's answer: never a 5xx; a refusal carries a French message, not an English
 * framework message or a stack trace (401 and 402 have the contract's fixed bodies).
 */
export function expectFrenchRefusalOrSuccess(
  tally: HostileTally,
  where: string,
  res: request.Response,
): void {
  tally.requests += 1;
  if (res.status >= 500) tally.serverErrors += 1;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400 && res.status !== 402 && res.status !== 401) {
    const body = res.body as { message?: unknown };
    expect(typeof body.message, where).toBe('string');
    expect(body.message as string, where).not.toMatch(
      /Error:|at .*\.js|undefined|Cannot|Unexpected token/,
    );
  }
}
