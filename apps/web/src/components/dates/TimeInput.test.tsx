import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { expect, test } from 'vitest';
import { shownValue, TextFieldHarness } from '../../test/text-field-harness';
import { TimeInput } from './TimeInput';
import { MSG_INVALID_TIME } from './time-input-rules';

const Harness = ({ initial }: { initial?: string }) => (
  <TextFieldHarness field={TimeInput} label="Début" initial={initial} resetTo="09:15" />
);

const field = () => screen.getByRole('textbox', { name: /^Début/ }) as HTMLInputElement;

test('a 24-hour text field: 18h30 typed is 18:30, shown as 18:30 once left', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(field().type).toBe('text');
  expect(field().placeholder).toBe('hh:mm');
  await user.type(field(), '18h30');
  expect(shownValue()).toBe('18:30');
  await user.tab();
  expect(field().value).toBe('18:30');
  expect(field().getAttribute('aria-invalid')).toBeNull();
});

test('text that is no time gives no value and, once left, a French message under the field', async () => {
  const user = userEvent.setup();
  render(<Harness initial="10:00" />);
  expect(field().value).toBe('10:00');
  await user.clear(field());
  await user.type(field(), '6 PM');
  expect(shownValue()).toBe('vide');
  expect(screen.queryByText(MSG_INVALID_TIME)).toBeNull();
  await user.tab();
  expect(screen.getByText(MSG_INVALID_TIME).id).toBe(field().getAttribute('aria-describedby'));
  expect(field().getAttribute('aria-invalid')).toBe('true');
  // A time the form sets replaces the text and the message.
  await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
  expect(field().value).toBe('09:15');
  expect(screen.queryByText(MSG_INVALID_TIME)).toBeNull();
});
