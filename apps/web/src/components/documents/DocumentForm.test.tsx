import { render, screen } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { setUpToaster } from '../../test/toasts';
import { DateInput } from '../dates/DateInput';
import { DocumentForm, useDocumentSave } from './DocumentForm';
import { NumberInput } from '../inputs/NumberInput';
import { TextInput } from '../inputs/TextInput';

const toaster = setUpToaster();

/** The text of the message tied to a control, as a screen reader reads it with the control. */
const messageUnder = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
};

const MSG_DATE = 'Veuillez choisir la date.';
const MSG_PRICE = 'Veuillez saisir le prix.';

function Harness() {
  const [name, setName] = useState('Fête');
  const [date, setDate] = useState('');
  const [price, setPrice] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const { saving, onSubmit, problems } = useDocumentSave({
    locked: false,
    problem: () => {
      if (date === '') return { message: MSG_DATE, fieldId: 'doc-date' };
      if (price === null) return { message: MSG_PRICE, fieldId: 'doc-price' };
      return null;
    },
    save: async () => setSent(true),
  });
  return (
    <DocumentForm
      className="test-form"
      label="Document"
      onSubmit={onSubmit}
      problems={problems}
      locked={false}
      lockedNote={null}
      legend="Informations"
      fields={
        <>
          <TextInput id="doc-name" label="Nom" value={name} onChange={setName} />
          <DateInput id="doc-date" label="Date" value={date} onChange={setDate} required />
          <NumberInput id="doc-price" label="Prix" value={price} onChange={setPrice} required />
        </>
      }
      actions={
        <button type="submit" disabled={saving}>
          Enregistrer
        </button>
      }
    >
      {sent ? <p>Envoyé</p> : null}
    </DocumentForm>
  );
}

test('the draft’s problem is shown under its field, which gets the keyboard; editing takes it away', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const date = screen.getByRole('textbox', { name: /^Date/ });
  const price = screen.getByRole('textbox', { name: /^Prix/ });

  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(toaster.toasts()).toContainEqual({ type: 'error', message: MSG_DATE });
  expect(document.activeElement).toBe(date);
  expect(date.getAttribute('aria-invalid')).toBe('true');
  expect(messageUnder(date)).toBe(MSG_DATE);
  expect(price.getAttribute('aria-invalid')).toBeNull();

  await user.type(date, '24/11/2026');
  expect(date.getAttribute('aria-invalid')).toBeNull();
  expect(messageUnder(date)).toBeUndefined();

  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(document.activeElement).toBe(price);
  expect(messageUnder(price)).toBe(MSG_PRICE);

  await user.type(price, '12,50');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Envoyé')).toBeTruthy();
  expect(messageUnder(price)).toBeUndefined();
});
