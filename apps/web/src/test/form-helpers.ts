import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { TestServer } from './http-server';
import { field, plain } from './render-route';

/** The requests the page sent to `METHOD /path`, oldest first. */
export const requestsTo = (server: TestServer, method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

/** Chooses an option of a searchable dropdown, both found by their accessible names. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** The options a searchable dropdown offers, in order; the list is closed again. */
export async function optionsOf(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const names = screen.getAllByRole('option').map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

/** Types each text into the field of its label, in order, as a user fills a form. */
export async function fillIn(user: UserEvent, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) await user.type(field(label), text);
}

/** Replaces the text of a labelled field with what the user types. */
export async function typeInto(user: UserEvent, label: string, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.type(input, text);
}

/**
 * Searching a list as the user does: `search(text, expected)` replaces the search box's text and
 * waits until `shown()` (what the list shows) equals `expected`.
 */
export function searchIn(
  user: Pick<UserEvent, 'clear' | 'type'>,
  searchbox: HTMLElement,
  shown: () => unknown,
) {
  return async (text: string, expected: unknown) => {
    await user.clear(searchbox);
    await user.type(searchbox, text);
    await waitFor(() => expect(shown()).toEqual(expected));
  };
}

/** The Totaux block of a quote or sale form as { line: amount }, with ordinary spaces. */
export const totals = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Totaux' }))
      .getAllByRole('term')
      .map((term) => [plain(term.textContent), plain(term.nextElementSibling?.textContent)]),
  );
