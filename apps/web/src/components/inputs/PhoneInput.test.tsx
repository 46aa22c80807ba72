import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { PhoneInput, splitPhone } from './PhoneInput';

function Harness({ initial = '', defaultPrefix }: { initial?: string; defaultPrefix?: '+33-' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput value={value} onChange={setValue} defaultPrefix={defaultPrefix} required />
      <output aria-label="Valeur">{value}</output>
    </>
  );
}

const value = () => screen.getByLabelText('Valeur').textContent;

test('defaults to +32- and builds "+32-471234567"', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect((screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLSelectElement).value).toBe(
    '+32-',
  );
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0471 23-45');
  expect(value()).toBe('+32-04712345');
});

test('the prefix can be +33-, chosen before or after the number', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Indicatif' }), '+33');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '612345678');
  expect(value()).toBe('+33-612345678');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Indicatif' }), '+32');
  expect(value()).toBe('+32-612345678');
});

test('an existing value is split into prefix and number', () => {
  render(<Harness initial="+33-612345678" />);
  expect((screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement).value).toBe(
    '612345678',
  );
  expect(splitPhone('+32-471234567')).toEqual({ prefix: '+32-', number: '471234567' });
  expect(splitPhone('0471234567')).toEqual({ prefix: '+32-', number: '0471234567' });
});

test('an empty field starts with the prefix it is given (+33- for a French organization)', async () => {
  const user = userEvent.setup();
  render(<Harness defaultPrefix="+33-" />);
  expect((screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLSelectElement).value).toBe(
    '+33-',
  );
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '612345678');
  expect(value()).toBe('+33-612345678');
});
