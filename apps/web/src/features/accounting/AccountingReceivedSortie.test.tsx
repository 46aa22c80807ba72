import { ACCOUNTING } from '@app/shared/accounting-endpoints';
import { screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { combobox, field, renderRoutes } from '../../test/render-route';
import userEvent from '../../test/user-event';
import { receivedSortieState } from './accounting-drafts';
import AccountingPage from './AccountingPage';

// Issue #33: « Factures reçues » opens Ajouter › Sortie with a received invoice's draft.
const { server, toaster } = setUpApiTest({ startOn: '2026-03-15T10:00:00Z' });

const ADD = ACCOUNTING.addExpense.path;

test('a received invoice’s Sortie is prefilled, needs no receipt, and sends received_document_id', async () => {
  server.route(`POST ${ADD}`, { body: { message: 'Dépense ajoutée avec succès' } });
  const state = receivedSortieState({
    received_document_id: 7,
    product_name: 'Fournisseur SA — F-2026-12',
    price: 1656.25,
    recorded_date: '2026-03-05',
    payment_method: 'Virement',
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/received', element: <Navigate to="/accounting" state={state} /> },
      { path: '/accounting', element: <AccountingPage /> },
    ],
    '/received',
  );
  expect(await screen.findByText(/Sortie préparée depuis une facture reçue/)).toBeTruthy();
  expect(field('Nom').value).toBe('Fournisseur SA — F-2026-12');
  expect(field('Prix').value).toBe('1656,25');
  expect(field('Date').value).toBe('05/03/2026');
  expect(combobox('Moyen de paiement').value).toBe('Virement');

  await user.click(screen.getByRole('button', { name: 'Ajouter la sortie' }));
  await toaster.waitForToast('success', 'Dépense ajoutée avec succès');
  const sent = server.requests.find((r) => r.path === ADD)!;
  expect(sent.body).toMatch(/name="received_document_id"\r\n\r\n7\r\n/);
  expect(sent.body).not.toContain('name="file"');
  // Saved: the form is blank again, without the received invoice.
  await waitFor(() =>
    expect(screen.queryByText(/Sortie préparée depuis une facture reçue/)).toBeNull(),
  );
});
