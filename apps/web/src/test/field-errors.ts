import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RenderedToaster, ShownToast } from './toasts';

/** The texts of the elements that describe a control (its aria-describedby), in order. */
export function descriptionsOf(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

/**
 * What a user sees of a refusal about a field: the keyboard on the control, marked
 * invalid, the message under it (read with it), and no toast saying it again.
 */
export async function expectMessageAtField(
  control: HTMLElement,
  message: string,
  toasts: () => ShownToast[],
) {
  await waitFor(() => expect(document.activeElement).toBe(control));
  expect(control.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionsOf(control)).toContain(message);
  expect(toasts().map((toast) => toast.message)).not.toContain(message);
}

/** `expectMessageAtField`, then, once the pending toasts have had their chance, no toast at all. */
export async function expectOnlyAtField(
  control: HTMLElement,
  message: string,
  toaster: Pick<RenderedToaster, 'toasts' | 'flush'>,
) {
  await expectMessageAtField(control, message, toaster.toasts);
  await toaster.flush();
  expect(toaster.toasts()).toEqual([]);
}
