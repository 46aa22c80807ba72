import { ACCOUNTING } from '@app/shared/accounting-endpoints';
import { screen } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { combobox, field, renderRoutes } from '../../test/render-route';
import userEvent from '../../test/user-event';
import { bankSortieState } from './accounting-drafts';
import AccountingPage from './AccountingPage';

// Issue #31: the bank page opens Ajouter › Sortie with a debit line's draft in the router state.
const { server, toaster } = setUpApiTest({ startOn: '2026-03-15T10:00:00Z' });

const ADD = ACCOUNTING.addExpense.path;

test('a bank line’s Sortie is prefilled, still asks for its receipt, and sends bank_line_id', async () => {
  server.route(`POST ${ADD}`, { body: { message: 'Dépense ajoutée avec succès' } });
  const state = bankSortieState({
    bank_line_id: 2,
    product_name: 'Fournisseur',
    price: 80.5,
    recorded_date: '2026-03-05',
    payment_method: 'Virement',
  });
  const user = userEvent.setup();
  const { router } = renderRoutes(
    [
      { path: '/bank', element: <Navigate to="/accounting" state={state} /> },
      { path: '/accounting', element: <AccountingPage /> },
    ],
    '/bank',
  );
  expect(await screen.findByText(/Sortie préparée depuis une ligne bancaire/)).toBeTruthy();
  expect(field('Nom').value).toBe('Fournisseur');
  expect(field('Prix').value).toBe('80,50');
  expect(field('Date').value).toBe('05/03/2026');
  expect(combobox('Moyen de paiement').value).toBe('Virement');
  // Read once: a reload of the page starts blank.
  expect(router.state.location.state).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));
  expect(server.requests.some((r) => r.path === ADD)).toBe(false);
  const receipt = new File(['%PDF-1.4 reçu'], 'recu.pdf', { type: 'application/pdf' });
  await user.upload(field('Justificatif'), receipt);
  await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));
  await toaster.waitForToast('success', 'Dépense ajoutée avec succès');
  const sent = server.requests.find((r) => r.path === ADD)!;
  expect(sent.body).toMatch(/name="bank_line_id"\r\n\r\n2\r\n/);
  expect(sent.body).toMatch(/name="payment_method"\r\n\r\nVirement\r\n/);
  expect(sent.body).toMatch(/name="price"\r\n\r\n80.5\r\n/);
  // Saved: the form is blank again, without the bank line.
  expect(screen.queryByText(/Sortie préparée depuis une ligne bancaire/)).toBeNull();
});

test('without a bank line in the router state, the Sortie form starts blank', async () => {
  renderRoutes([{ path: '/accounting', element: <AccountingPage /> }], '/accounting');
  expect(await screen.findByRole('form', { name: 'Nouvelle sortie' })).toBeTruthy();
  expect(field('Nom').value).toBe('');
  expect(screen.queryByText(/Sortie préparée depuis une ligne bancaire/)).toBeNull();
});
