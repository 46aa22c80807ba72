import { useState } from 'react';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * An on/off preference kept in local storage under `key` ('true' / 'false'), such as the
 * showFinished and showValidated switches of spec part 2 §9.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key));
  const set = (next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(key, String(next));
    } catch {
      // Private browsing without storage: the choice lasts for this visit only.
    }
  };
  return [value, set];
}
