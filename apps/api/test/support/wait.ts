import type request from 'supertest';

/**
 * Polls `check` every `intervalMs` until it gives a value other than undefined or false, and
 * returns it; fails with `what` once `timeoutMs` has passed. Tests wait on a condition this
 * way, never for a fixed time.
 */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  { timeoutMs = 5000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined && found !== false) return found;
    if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** When the rate-limit window a response reports ends (draft-7 `RateLimit: …, reset=<s>`). */
export function rateLimitResetAt(res: request.Response): number {
  const reset = /reset=(\d+)/.exec(String(res.headers['ratelimit'] ?? ''));
  if (!reset) throw new Error(`no RateLimit header on a ${res.status} answer`);
  return Date.now() + Number(reset[1]) * 1000;
}
