import type { InvoiceListItem } from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { invoiceListItem as invoice } from '../../test/fixtures';
import { setUpTestServer, type RecordedRequest } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { renderRoute } from '../../test/render-route';
import { HIDDEN_INVOICES, showHiddenFromNotice } from '../../test/hidden-notice';
import { bodyRows } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import userEvent from '../../test/user-event';
import InvoicesPage from './InvoicesPage';

const server = setUpTestServer();
const toaster = setUpToaster();

const OLD_VALIDATED = invoice({
  invoice_id: 3,
  formatted_invoice_id: 'FAC-2026-0001',
  issue_date: '2026-02-01',
  status: 'Validated',
});

/** The server's invoices: the switch off leaves the validated ones out, the search finds numbers. */
let invoices: InvoiceListItem[] = [];
const listed = (request: RecordedRequest) =>
  pagedReply(
    invoices.filter(
      (item) => request.query.show_validated !== 'false' || item.status !== 'Validated',
    ),
    request,
    (item) => [item.client.client_name, item.formatted_invoice_id],
  );

beforeEach(() => {
  localStorage.clear();
  invoices = [invoice({}), OLD_VALIDATED];
  server.route('GET /api/invoice/getInvoiceList', listed);
});

const ids = () =>
  bodyRows(screen.getByRole('table', { name: 'Factures' })).map(
    (row) => within(row).getAllByRole('cell')[0]!.textContent,
  );

describe('/invoices: nothing looks lost', () => {
  test('an invoice just validated stays in the list, the switch off; a line says validated ones are hidden', async () => {
    server.route('GET /api/invoice/validateInvoice', () => {
      const validated = {
        invoice_id: 1,
        formatted_invoice_id: 'FAC-2026-0002',
        issue_date: '2026-05-02',
        due_date: '2026-06-01',
        payment_reference: '+++000/0000/00101+++',
        total_amount: 225.67,
      };
      invoices = [{ ...invoices[0]!, ...validated, status: 'Validated' }, OLD_VALIDATED];
      return { body: { message: 'Facture validée avec succès', invoice: validated } };
    });
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('PROV-1');
    expect(screen.getByText('Les factures validées sont masquées.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture PROV-1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Valider la facture PROV-1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider la facture' }));
    await toaster.waitForToast('success', 'Facture validée avec succès');
    // Read again from the server, with its definitive number; the older validated one stays hidden.
    await waitFor(() => expect(ids()).toEqual(['FAC-2026-0002']));
    expect(localStorage.getItem('showValidated')).toBeNull();

    // The line's button turns the switch on (remembered): every validated invoice shows.
    await showHiddenFromNotice(HIDDEN_INVOICES, ids, ['FAC-2026-0002', 'FAC-2026-0001']);
  });

  test('the page left and opened again: the validated invoices are hidden again, as the switch says', async () => {
    invoices = [{ ...invoice({}), status: 'Validated', formatted_invoice_id: 'FAC-2026-0002' }];
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    expect(await screen.findByText('Aucune facture ne correspond.')).toBeTruthy();
    expect(screen.getByText('Les factures validées sont masquées.')).toBeTruthy();
  });

  test('a link naming a payment status (the home’s overdue line) opens the list filtered, validated shown', async () => {
    const overdue = { ...OLD_VALIDATED, payment_status: 'overdue' as const };
    server.route('GET /api/invoice/getInvoiceList', (request) =>
      pagedReply(
        request.query.payment_status === 'overdue' && request.query.show_validated !== 'false'
          ? [overdue]
          : [],
        request,
        (item) => [item.formatted_invoice_id],
      ),
    );
    renderRoute(<InvoicesPage />, { path: '/invoices?payment=overdue', pattern: '/invoices' });
    await waitFor(() => expect(ids()).toEqual(['FAC-2026-0001']));
    expect(localStorage.getItem('showValidated')).toBe('true');
  });
});
