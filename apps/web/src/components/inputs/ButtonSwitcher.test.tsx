import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { ButtonSwitcher } from './ButtonSwitcher';

const OPTIONS = [
  { value: 'sortie', label: 'Sortie' },
  { value: 'rentrée', label: 'Rentrée' },
] as const;

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'sortie' | 'rentrée'>('sortie');
  return (
    <ButtonSwitcher
      label="Type d'opération"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

test('exactly one option is active', () => {
  render(<Harness />);
  expect(screen.getByRole('group', { name: "Type d'opération" })).toBeTruthy();
  expect(pressed()).toEqual(['Sortie']);
});

test('clicking another option activates it; clicking the active one changes nothing', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  render(<Harness onChange={(value) => changes.push(value)} />);

  await user.click(screen.getByRole('button', { name: 'Rentrée' }));
  expect(pressed()).toEqual(['Rentrée']);

  await user.click(screen.getByRole('button', { name: 'Rentrée' }));
  expect(changes).toEqual(['rentrée']);
});
