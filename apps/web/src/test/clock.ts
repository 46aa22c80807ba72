import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file (or describe block) starts on `instant` with an empty localStorage, where
 * the pages keep the user's filters. Only Date is faked: requests and React's scheduling keep
 * real timers.
 */
export function startEachTestOn(instant: string) {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => vi.useRealTimers());
}
