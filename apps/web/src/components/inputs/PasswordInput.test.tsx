import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { PasswordInput } from './PasswordInput';

function Harness() {
  const [value, setValue] = useState('');
  return <PasswordInput value={value} onChange={setValue} required />;
}

test('the toggle shows and hides the password', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const field = screen.getByLabelText(/^Mot de passe/) as HTMLInputElement;
  await user.type(field, 's3cret!');
  expect(field.type).toBe('password');
  expect(field.value).toBe('s3cret!');

  await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
  expect(field.type).toBe('text');

  await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
  expect(field.type).toBe('password');
  expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeTruthy();
});

test('the toggle is a plain button: it never submits the form', async () => {
  const user = userEvent.setup();
  let submitted = false;
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted = true;
      }}
    >
      <Harness />
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
  expect(submitted).toBe(false);
});
