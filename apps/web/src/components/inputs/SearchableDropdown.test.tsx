import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { SearchableDropdown } from './SearchableDropdown';

const EVENTS = [
  { value: 1, label: 'Fête de la musique' },
  { value: 2, label: 'Brocante' },
  { value: 3, label: 'Marché de Noël' },
];

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <SearchableDropdown label="Événement" options={EVENTS} value={value} onChange={setValue} />
      <output aria-label="Choix">{String(value)}</output>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Événement' });
const choice = () => screen.getByLabelText('Choix').textContent;

test('typing filters the options, ignoring case and accents', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(combobox(), 'FETE');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Fête de la musique',
  ]);
});

test('arrows and Enter choose an option', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(combobox());
  expect(combobox().getAttribute('aria-expanded')).toBe('true');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
  expect(choice()).toBe('2');
  expect(combobox().getAttribute('aria-expanded')).toBe('false');
  expect((combobox() as HTMLInputElement).value).toBe('Brocante');
});

test('Escape closes the list and keeps the current choice', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(combobox());
  await user.click(screen.getByRole('option', { name: 'Marché de Noël' }));
  expect(choice()).toBe('3');

  await user.click(combobox());
  await user.keyboard('bro{Escape}');
  expect(combobox().getAttribute('aria-expanded')).toBe('false');
  expect(choice()).toBe('3');
  expect((combobox() as HTMLInputElement).value).toBe('Marché de Noël');
});

test('shows "Aucun résultat" when nothing matches, and can be cleared', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(combobox(), 'zzz');
  expect(screen.getByText('Aucun résultat')).toBeTruthy();
  await user.keyboard('{Escape}');

  await user.click(combobox());
  await user.keyboard('{Enter}');
  expect(choice()).toBe('1');
  await user.click(screen.getByRole('button', { name: 'Effacer : Événement' }));
  expect(choice()).toBe('null');
});

test('Enter on the closed picker opens it and does not submit its form', async () => {
  const user = userEvent.setup();
  const submitted: string[] = [];
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted.push('sent');
      }}
    >
      <Harness />
      <button type="submit">Envoyer</button>
    </form>,
  );
  await user.tab();
  expect(document.activeElement).toBe(combobox());
  await user.keyboard('{Enter}');
  expect(combobox().getAttribute('aria-expanded')).toBe('true');
  expect(submitted).toEqual([]);

  await user.keyboard('{ArrowDown}{Enter}');
  expect(choice()).toBe('2');
  expect(submitted).toEqual([]);
});

test('typing over a chosen value starts a new search', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(combobox());
  await user.click(screen.getByRole('option', { name: 'Brocante' }));
  expect((combobox() as HTMLInputElement).value).toBe('Brocante');

  // The list is closed and the input shows "Brocante": the caret is after it.
  await user.keyboard('mar');
  expect(combobox().getAttribute('aria-expanded')).toBe('true');
  expect((combobox() as HTMLInputElement).value).toBe('mar');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Marché de Noël',
  ]);
  await user.keyboard('{Enter}');
  expect(choice()).toBe('3');
});

test('the active option is marked for assistive technologies and scrolled into view', async () => {
  // jsdom lays nothing out and has no scrollIntoView: record which option asks to be shown.
  const shown: string[] = [];
  const scrollIntoView = function (this: Element) {
    shown.push(this.textContent ?? '');
  };
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrollIntoView,
    configurable: true,
  });
  try {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Marché de Noël' });
    expect(combobox().getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.className).toContain('is-active');
    expect(shown.at(-1)).toBe('Marché de Noël');
    await user.keyboard('{ArrowUp}');
    expect(shown.at(-1)).toBe('Brocante');
  } finally {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  }
});
