import { render, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { expect, test } from 'vitest';
import { setUpToaster } from '../../test/toasts';
import userEvent from '../../test/user-event';

const toaster = setUpToaster();

/** A form whose submit toasts an error, then a success the second time. */
function TwoStepForm({ name }: { name: string }) {
  let tries = 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tries += 1;
    if (tries === 1) toast.error(`${name} : refusé`);
    else toast.success(`${name} : enregistré`);
  };
  return (
    <form aria-label={name} onSubmit={submit}>
      <button type="submit">Envoyer {name}</button>
    </form>
  );
}

test('a success dismisses the error toasts of its own form, not those of another form', async () => {
  const user = userEvent.setup();
  render(
    <>
      <TwoStepForm name="A" />
      <TwoStepForm name="B" />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Envoyer A' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer B' }));
  await toaster.waitForToast('error', 'B : refusé');

  await user.click(screen.getByRole('button', { name: 'Envoyer A' }));
  await waitFor(() =>
    expect(toaster.toasts()).toEqual([
      { type: 'error', message: 'B : refusé' },
      { type: 'success', message: 'A : enregistré' },
    ]),
  );
});
