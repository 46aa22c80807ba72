import { useCallback, useSyncExternalStore } from 'react';

/** What each screen's copy of a flag listens to: a change made on this page. */
const listeners = new Set<() => void>();

/** The choices made where local storage refuses writes (private browsing): kept for this page. */
const memory = new Map<string, boolean>();

function readFlag(key: string): boolean {
  const remembered = memory.get(key);
  if (remembered !== undefined) return remembered;
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the app changed it: this one follows instead of writing back its old value.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * An on/off preference kept in local storage under `key` ('true' / 'false'), such as the
 * showFinished and showValidated switches of spec part 2 §9. Local storage is the one copy: each
 * screen reads it, and follows a change made by another screen or another tab, so that none keeps
 * an old value of its own and writes it back.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => readFlag(key));
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Private browsing without storage: the choice lasts until the page is reloaded.
        memory.set(key, next);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
