// The credit note form (issue #30 §4): nothing is chosen at first, the user picks units or types
// an amount, and nothing is issued before a confirmation; against a loopback HTTP server.
import {
  creditAmountTooLargeMessage,
  MSG_CREDIT_NOTE_AMOUNT_INVALID,
  type InvoiceLineDto,
} from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import userEvent from '../../test/user-event';
import { expectOnlyAtField } from '../../test/field-errors';
import { requestsTo } from '../../test/form-helpers';
import { setUpTestServer } from '../../test/http-server';
import { jsonBody, plain, renderRoute } from '../../test/render-route';
import { setUpToaster } from '../../test/toasts';
import { CreditNoteForm, MSG_CONFIRM_CREDIT_NOTE, MSG_CREDIT_NOTE_EMPTY } from './CreditNoteForm';

const server = setUpTestServer();
const toaster = setUpToaster();

const line = (id: number, name: string, quantity: number, credited = 0): InvoiceLineDto => ({
  invoice_line_id: id,
  kind: 'product',
  name,
  quantity,
  credited_quantity: credited,
  unit_price: 50,
  vat_rate: 21,
  total_excl_vat: 50 * quantity,
});

const LINES = [line(31, 'Tente 3x3', 3), line(32, 'Livraison', 2, 1)];

const CREATED = {
  status: 201,
  body: {
    message: 'Note de crédit créée avec succès',
    credit_note: { credit_note_id: 8, formatted_credit_note_id: 'NC-2026-0002', total_amount: 25 },
  },
};

function renderForm() {
  const onSaved = vi.fn();
  renderRoute(
    <CreditNoteForm
      invoiceId={3}
      lines={LINES}
      onBusy={() => undefined}
      onCancel={() => undefined}
      onSaved={onSaved}
    />,
    { path: '/invoices' },
  );
  const form = screen.getByRole('form', { name: 'Créer une note de crédit' });
  return { form, onSaved };
}

const sent = () => requestsTo(server, 'POST', '/api/invoice/createCreditNote');
const submit = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Émettre la note de crédit' }));

/** The confirmation asks what it says, is answered, and the note goes. */
async function confirmIssue(question: string) {
  const confirm = screen.getByRole('alertdialog', { name: 'Émettre la note de crédit' });
  expect(plain(confirm.textContent)).toContain(question);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Émettre la note de crédit' }));
  await waitFor(() => expect(sent()).toHaveLength(1));
}

describe('CreditNoteForm', () => {
  test('starts with nothing selected: no quantity, and an empty submit says to pick something', async () => {
    const { form } = renderForm();
    const tents = within(form).getByLabelText('Quantité à créditer : Tente 3x3 (reste 3)');
    const delivery = within(form).getByLabelText('Quantité à créditer : Livraison (reste 1)');
    expect([(tents as HTMLInputElement).value, (delivery as HTMLInputElement).value]).toEqual([
      '',
      '',
    ]);
    expect(
      within(form).getByRole('button', { name: 'Des lignes' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.type(within(form).getByLabelText(/^Motif/), 'Rien de choisi');
    await submit(form);
    await expectOnlyAtField(tents, MSG_CREDIT_NOTE_EMPTY, toaster);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  test('asks for a confirmation naming what is credited; Annuler sends nothing, confirming sends the lines', async () => {
    server.route('POST /api/invoice/createCreditNote', CREATED);
    const { form, onSaved } = renderForm();
    await userEvent.type(within(form).getByLabelText(/^Motif/), 'Une tente rendue');
    await userEvent.type(within(form).getByLabelText(/Tente 3x3/), '1');
    await submit(form);
    const confirm = screen.getByRole('alertdialog', { name: 'Émettre la note de crédit' });
    expect(plain(confirm.textContent)).toContain(
      `Créditer 1 × Tente 3x3 ? ${MSG_CONFIRM_CREDIT_NOTE}`,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent()).toHaveLength(0);

    await submit(form);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Émettre la note de crédit',
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toHaveLength(1);
    expect(jsonBody(sent()[0]!)).toEqual({
      reason: 'Une tente rendue',
      lines: [{ invoice_line_id: 31, quantity: 1 }],
    });
    await toaster.waitForToast('success', 'Note de crédit créée avec succès : NC-2026-0002');
  });

  test('Tout créditer fills what is left and the confirmation says so; the request names no line', async () => {
    server.route('POST /api/invoice/createCreditNote', CREATED);
    const { form } = renderForm();
    await userEvent.type(within(form).getByLabelText(/^Motif/), 'Annulation');
    await userEvent.click(within(form).getByRole('button', { name: 'Tout créditer' }));
    await submit(form);
    await confirmIssue('Créditer tout ce qui reste de la facture ?');
    expect(jsonBody(sent()[0]!)).toEqual({ reason: 'Annulation' });
  });

  test('amount mode: an amount is required, confirmed with its euros, sent alone; the server’s refusal goes under it', async () => {
    const tooMuch = creditAmountTooLargeMessage('60,40 €');
    server.route('POST /api/invoice/createCreditNote', {
      status: 400,
      body: { error: true, message: tooMuch, field: 'amount' },
    });
    const { form, onSaved } = renderForm();
    await userEvent.type(within(form).getByLabelText(/^Motif/), 'Geste commercial');
    await userEvent.click(within(form).getByRole('button', { name: 'Un montant TTC' }));
    expect(within(form).queryByLabelText(/Quantité à créditer/)).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Tout créditer' })).toBeNull();
    const amount = within(form).getByLabelText(/^Montant à créditer \(TTC\)/);
    await submit(form);
    await expectOnlyAtField(amount, MSG_CREDIT_NOTE_AMOUNT_INVALID, toaster);

    await userEvent.type(amount, '75,5');
    await submit(form);
    await confirmIssue('Créditer un montant de 75,50 € TTC ?');
    expect(jsonBody(sent()[0]!)).toEqual({ reason: 'Geste commercial', amount: 75.5 });
    await expectOnlyAtField(amount, tooMuch, toaster);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
