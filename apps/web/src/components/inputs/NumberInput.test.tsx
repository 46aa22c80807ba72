import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CLAMP_HIGHLIGHT_CLASS, NumberInput } from './NumberInput';

function Harness({ max, initial = null }: { max?: number; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberInput label="Prix" value={value} onChange={setValue} max={max} required />
      <output aria-label="Valeur">{value === null ? 'null' : String(value)}</output>
      <button type="button" onClick={() => setValue(0)}>
        Réinitialiser
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Prix' }) as HTMLInputElement;
const shownValue = () => screen.getByLabelText('Valeur').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

afterEach(() => {
  vi.useRealTimers();
});

describe('NumberInput', () => {
  test('is labelled, marked required, and shows a decimal comma', () => {
    render(<Harness />);
    expect(screen.getByText('*')).toBeTruthy();
    expect(input().getAttribute('aria-required')).toBe('true');

    type('12,5');
    expect(input().value).toBe('12,5');
    expect(shownValue()).toBe('12.5');

    type('12.50');
    expect(input().value).toBe('12,50');
    expect(shownValue()).toBe('12.5');
  });

  test('a value set by the form shows with a comma', () => {
    render(<Harness initial={3.25} />);
    expect(input().value).toBe('3,25');
  });

  test('an amount (2 decimals) shows 12,50 once left or loaded', async () => {
    const user = userEvent.setup();
    function Amount() {
      const [value, setValue] = useState<number | null>(7.5);
      return (
        <>
          <NumberInput label="Montant" value={value} onChange={setValue} decimals={2} />
          <output aria-label="Valeur">{String(value)}</output>
        </>
      );
    }
    render(<Amount />);
    const amount = screen.getByRole('textbox', { name: 'Montant' }) as HTMLInputElement;
    expect(amount.value).toBe('7,50');

    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(amount.value).toBe('12,5');
    await user.tab();
    expect(amount.value).toBe('12,50');
    expect(shownValue()).toBe('12.5');
  });

  test('a third digit after the comma is not taken: what shows is what is saved', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '2,555');
    expect(input().value).toBe('2,55');
    expect(shownValue()).toBe('2.55');
  });

  test('refuses letters and keeps the previous text', () => {
    render(<Harness initial={4} />);
    type('4a');
    expect(input().value).toBe('4');
    expect(shownValue()).toBe('4');
  });

  test('an empty field gives null', () => {
    render(<Harness initial={4} />);
    type('');
    expect(shownValue()).toBe('null');
  });

  test('clamps to the maximum and highlights the field for 1 second', () => {
    vi.useFakeTimers();
    render(<Harness max={100} />);

    type('250');

    expect(input().value).toBe('100');
    expect(shownValue()).toBe('100');
    expect(input().classList.contains(CLAMP_HIGHLIGHT_CLASS)).toBe(true);

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(input().classList.contains(CLAMP_HIGHLIGHT_CLASS)).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input().classList.contains(CLAMP_HIGHLIGHT_CLASS)).toBe(false);
  });

  test('no highlight for a value within the maximum', () => {
    render(<Harness max={100} />);
    type('99');
    expect(input().classList.contains(CLAMP_HIGHLIGHT_CLASS)).toBe(false);
  });

  test('follows a value set by the parent (a form reset)', () => {
    render(<Harness initial={42} />);
    type('42.');
    expect(input().value).toBe('42,');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(input().value).toBe('0');
  });
});
