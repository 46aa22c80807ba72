import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from './user-event';

/** The invoices' and the quotes' switch, where it is remembered, and the line saying it hides. */
export const HIDDEN_INVOICES = {
  switchName: 'Afficher les factures validées',
  storageKey: 'showValidated',
  notice: 'Les factures validées sont masquées.',
};
export const HIDDEN_QUOTES = {
  switchName: 'Afficher les devis terminés',
  storageKey: 'showFinished',
  notice: 'Les devis terminés sont masqués.',
};

/**
 * Presses the "Les afficher" of a list's hidden-documents line: the switch it names turns on and
 * is remembered under `storageKey`, the rows become `shownIds()` and the line goes.
 */
export async function showHiddenFromNotice(
  { switchName, storageKey, notice }: { switchName: string; storageKey: string; notice: string },
  shownIds: () => (string | null)[],
  expected: string[],
) {
  await userEvent.click(screen.getByRole('button', { name: 'Les afficher' }));
  const toggle = screen.getByRole('switch', { name: switchName }) as HTMLInputElement;
  expect(toggle.checked).toBe(true);
  expect(localStorage.getItem(storageKey)).toBe('true');
  await waitFor(() => expect(shownIds()).toEqual(expected));
  expect(screen.queryByText(notice)).toBeNull();
}
