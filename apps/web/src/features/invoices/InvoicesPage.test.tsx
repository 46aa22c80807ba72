import { todayIso } from '@app/shared/dates';
import {
  creditTooLargeMessage,
  type CreditNoteListItem,
  type InvoiceDetailsResponse,
  type InvoiceListItem,
  type InvoicePageItem,
} from '@app/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { whileRecordingDownloads } from '../../test/downloads';
import { expectMessageAtField } from '../../test/field-errors';
import { client, creditNoteListItem, invoiceListItem as invoice } from '../../test/fixtures';
import { setUpTestServer, failure, type RecordedRequest } from '../../test/http-server';
import { pagedReply } from '../../test/paged-reply';
import { searchIn } from '../../test/form-helpers';
import { jsonBody, renderRoute } from '../../test/render-route';
import { bodyRows, cellTexts, columnHeaders } from '../../test/tables';
import { setUpToaster } from '../../test/toasts';
import InvoicesPage, { MSG_CONFIRM_VALIDATION } from './InvoicesPage';

const server = setUpTestServer();
const toaster = setUpToaster();

/** The message under the control, which has the keyboard, and never toasted. */
async function expectNoToastOf(control: HTMLElement, message: string) {
  await expectMessageAtField(control, message, toaster.toasts);
  await toaster.flush();
  expect(toaster.toasts().map((toast) => toast.message)).not.toContain(message);
}

/** Answers the credit note's confirmation (issue #30): nothing is issued before it. */
async function confirmCreditNote() {
  const confirm = await screen.findByRole('alertdialog', { name: 'Émettre la note de crédit' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Émettre la note de crédit' }));
}

const VALIDATED = invoice({
  invoice_id: 3,
  formatted_invoice_id: 'FAC-2026-0001',
  client: { client_id: 3, client_name: 'Brasserie du Coin', client_type: 'company' },
  issue_date: '2026-02-01',
  due_date: '2026-03-03',
  payment_reference: '+++090/9337/55493+++',
  total_amount: 1000,
  status: 'Validated',
  amount_paid: 400,
  amount_credited: 121,
  amount_due: 479,
  payment_status: 'partial',
});

const PAID = invoice({
  invoice_id: 4,
  formatted_invoice_id: 'FAC-2026-0002',
  client: { client_id: 4, client_name: 'Scouts de Wavre', client_type: 'company' },
  issue_date: '2026-02-10',
  due_date: '2026-03-12',
  payment_reference: '+++000/0000/04040+++',
  total_amount: 50,
  status: 'Validated',
  amount_paid: 50,
  amount_due: 0,
  payment_status: 'paid',
});

const CREDIT_NOTE = creditNoteListItem();

const INVOICES = [
  invoice({}),
  invoice({
    invoice_id: 2,
    formatted_invoice_id: 'PROV-2',
    quote_id: null,
    sale_id: 4,
    type: 'Vente',
    client: { client_id: 2, client_name: 'Patro de Namur', client_type: 'company' },
    issue_date: '2026-04-01',
    total_amount: 22.7,
    amount_due: 22.7,
    quote: null,
  }),
  VALIDATED,
  PAID,
];

const DETAILS: InvoiceDetailsResponse = {
  invoice: {
    ...VALIDATED,
    lines: [
      {
        invoice_line_id: 31,
        kind: 'product',
        name: 'Tente 3x3',
        quantity: 4,
        credited_quantity: 1,
        unit_price: 100,
        vat_rate: 21,
        total_excl_vat: 400,
      },
      {
        invoice_line_id: 32,
        kind: 'service',
        name: 'Livraison',
        quantity: 2,
        credited_quantity: 0,
        unit_price: 126.45,
        vat_rate: 21,
        total_excl_vat: 252.89,
      },
    ],
    vat_lines: [{ rate: 21, base: 826.45, vat: 173.55 }],
    total_excl_vat: 826.45,
    total_vat: 173.55,
    payments: [
      {
        payment_id: 91,
        amount: 400,
        paid_at: '2026-02-20',
        method: 'Virement',
        revenue_id: null,
        bank_line: null,
      },
    ],
    refunds: [],
    credit_notes: [CREDIT_NOTE],
  },
};

const number = (item: InvoicePageItem) =>
  'credit_note_id' in item ? item.formatted_credit_note_id : item.formatted_invoice_id;

/**
 * The invoices' list call, paged as the API answers it: the validated switch and the
 * payment filter applied, newest first, searched in the client and the numbers, then sorted.
 */
function invoicePages(invoices: InvoiceListItem[], creditNotes: CreditNoteListItem[]) {
  return (request: RecordedRequest) => {
    const showValidated = request.query.show_validated !== 'false';
    const payment = request.query.payment_status;
    const rows: InvoicePageItem[] = [
      ...invoices.filter(
        (item) =>
          (showValidated || item.status !== 'Validated') &&
          (payment === undefined || item.payment_status === payment),
      ),
      ...(showValidated && payment === undefined ? creditNotes : []),
    ].sort((a, b) => b.issue_date.localeCompare(a.issue_date));
    return pagedReply(
      rows,
      request,
      (item) => [item.client.client_name, item.formatted_invoice_id, number(item)],
      (item, key) =>
        key === 'id' ? number(item) : (item as unknown as Record<string, string | number>)[key]!,
    );
  };
}

/** The list as the server holds it once one invoice changed (validated, paid). */
const serveChanged = (invoiceId: number, changes: Partial<InvoiceListItem>) =>
  server.route(
    'GET /api/invoice/getInvoiceList',
    invoicePages(
      INVOICES.map((invoice) =>
        invoice.invoice_id === invoiceId ? { ...invoice, ...changes } : invoice,
      ),
      [CREDIT_NOTE],
    ),
  );

beforeEach(() => {
  localStorage.clear();
  server.route('GET /api/invoice/getInvoiceList', invoicePages(INVOICES, [CREDIT_NOTE]));
  server.route('GET /api/invoice/getInvoiceDetails', { body: DETAILS });
});

const table = () => screen.getByRole('table', { name: 'Factures' });
const rows = () => bodyRows(table());
const ids = () =>
  rows().map(
    (row) =>
      within(within(row).getAllByRole('cell')[0]!).getByText(/^(PROV|FAC|NC)-[\d-]+$/).textContent,
  );
const rowOf = (number: string) => rows().find((row) => within(row).queryByText(number) !== null)!;
const cellsOf = (number: string) => cellTexts(rowOf(number));
const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);

/** The page with validated invoices shown (the switch remembered on), once its credit note is listed. */
async function renderAllDocuments() {
  localStorage.setItem('showValidated', 'true');
  renderRoute(<InvoicesPage />, { path: '/invoices' });
  await screen.findByText('NC-2026-0001');
}

/** Renders the page and opens the details of FAC-2026-0001 from its row. */
async function openDetailsOfFirstValidated() {
  renderRoute(<InvoicesPage />, { path: '/invoices' });
  await screen.findByText('FAC-2026-0001');
  await userEvent.click(
    screen.getByRole('button', { name: 'Détails de la facture FAC-2026-0001' }),
  );
  return screen.findByRole('dialog', { name: 'Facture FAC-2026-0001' });
}

describe('/invoices', () => {
  test('each number links to its page; a credit note’s to its invoice’s page (issue #30)', async () => {
    await renderAllDocuments();
    expect(screen.getByRole('link', { name: 'FAC-2026-0001' }).getAttribute('href')).toBe(
      '/invoice/3',
    );
    expect(screen.getByRole('link', { name: 'NC-2026-0001' }).getAttribute('href')).toBe(
      '/invoice/3',
    );
  });

  test('lists pending invoices as provisional; the switch adds validated ones and credit notes', async () => {
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('PROV-1');
    expect(columnHeaders()).toEqual([
      'ID',
      'Type',
      'Client',
      'Date',
      'Réduction (€)',
      'Prix total',
      'Status',
      'Paiement',
      'Actions',
    ]);
    expect(ids()).toEqual(['PROV-2', 'PROV-1']);
    expect(cellsOf('PROV-1').slice(0, 8)).toEqual([
      'PROV-1Provisoire',
      'Location',
      'Comité des fêtes',
      '14/03/2026',
      '10,00 €',
      '225,67 €',
      'En attente',
      '—',
    ]);
    // A provisional invoice is validated, never paid: no details to open.
    expect(within(rowOf('PROV-1')).queryByRole('button', { name: /^Détails/ })).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Afficher les factures validées' }));
    expect(localStorage.getItem('showValidated')).toBe('true');
    // The switch asks the server for the validated documents too: the rows follow its answer.
    await waitFor(() =>
      expect(ids()).toEqual(['PROV-2', 'PROV-1', 'FAC-2026-0002', 'NC-2026-0001', 'FAC-2026-0001']),
    );
    expect(cellsOf('FAC-2026-0002').slice(0, 8)).toEqual([
      'FAC-2026-0002',
      'Location',
      'Scouts de Wavre',
      '10/02/2026',
      '10,00 €',
      '50,00 €',
      'Validée',
      'PayéePayé 50,00 €',
    ]);
    expect(cellsOf('NC-2026-0001').slice(0, 8)).toEqual([
      'NC-2026-0001sur FAC-2026-0001',
      'Avoir',
      'Brasserie du Coin',
      '05/02/2026',
      '—',
      '-121,00 €',
      'Émise',
      '—',
    ]);
    expect(within(rowOf('FAC-2026-0001')).getByText('Partielle')).toBeTruthy();
    expect(within(rowOf('FAC-2026-0001')).queryByRole('button', { name: /^Valider/ })).toBeNull();
  });

  test('the payment status filter keeps the invoices in that state and leaves credit notes out', async () => {
    await renderAllDocuments();
    const filter = screen.getByRole('combobox', { name: 'Statut de paiement' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Non payée', 'Partielle', 'Payée', 'En retard', 'À rembourser']);

    // Each choice is a new call, filtered by the server.
    const choose = async (label: string, expected: string[]) => {
      await userEvent.selectOptions(filter, label);
      await waitFor(() => expect(ids()).toEqual(expected));
    };
    await choose('Partielle', ['FAC-2026-0001']);
    expect(requestsTo('/api/invoice/getInvoiceList').at(-1)!.query).toMatchObject({
      page: '1',
      payment_status: 'partial',
    });
    await choose('Payée', ['FAC-2026-0002']);
    await choose('Non payée', ['PROV-2', 'PROV-1']);
    await userEvent.selectOptions(filter, 'En retard');
    expect(await screen.findByText('Aucune facture ne correspond.')).toBeTruthy();
    await choose('Tous', ['PROV-2', 'PROV-1', 'FAC-2026-0002', 'NC-2026-0001', 'FAC-2026-0001']);
  });

  test('search matches client and numbers (a credit note by its invoice too); sort toggles', async () => {
    localStorage.setItem('showValidated', 'true');
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('FAC-2026-0001');
    const searchbox = screen.getByRole('searchbox', { name: 'Rechercher une facture' });
    // The search is sent once typing pauses, and answered by the server.
    const search = searchIn(userEvent, searchbox, ids);
    await search('patro', ['PROV-2']);
    await search('2026-0001', ['NC-2026-0001', 'FAC-2026-0001']);
    expect(requestsTo('/api/invoice/getInvoiceList').at(-1)!.query.q).toBe('2026-0001');
    await userEvent.clear(searchbox);
    await waitFor(() => expect(ids()).toHaveLength(5));

    await userEvent.click(screen.getByRole('button', { name: /Prix total/ }));
    await waitFor(() =>
      expect(ids()).toEqual(['NC-2026-0001', 'PROV-2', 'FAC-2026-0002', 'PROV-1', 'FAC-2026-0001']),
    );
    expect(requestsTo('/api/invoice/getInvoiceList').at(-1)!.query).toMatchObject({
      sort: 'total_amount',
      order: 'asc',
    });
    await userEvent.click(screen.getByRole('button', { name: /Prix total/ }));
    await waitFor(() =>
      expect(ids()).toEqual(['FAC-2026-0001', 'PROV-1', 'FAC-2026-0002', 'PROV-2', 'NC-2026-0001']),
    );
  });

  test('pages come from the server: 25 rows a page, the next page asked for', async () => {
    localStorage.setItem('showValidated', 'true');
    const many = Array.from({ length: 30 }, (_, i) =>
      invoice({
        invoice_id: 100 + i,
        formatted_invoice_id: `PROV-${100 + i}`,
        issue_date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      }),
    );
    server.route('GET /api/invoice/getInvoiceList', invoicePages(many, []));
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('PROV-129');
    expect(ids()).toHaveLength(25);
    expect(requestsTo('/api/invoice/getInvoiceList')[0]!.query).toMatchObject({
      page: '1',
      page_size: '25',
    });
    const pagination = screen.getByRole('navigation', { name: 'Pagination des factures' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(ids()).toEqual(['PROV-104', 'PROV-103', 'PROV-102', 'PROV-101', 'PROV-100']),
    );
    expect(requestsTo('/api/invoice/getInvoiceList').at(-1)!.query.page).toBe('2');
  });

  test('an invoice sent over Peppol shows a small badge beside its status (issue #33)', async () => {
    serveChanged(VALIDATED.invoice_id, {
      peppol: { transmission_id: 8, status: 'failed', reason: 'Destinataire inconnu.' },
    });
    await renderAllDocuments();
    const row = screen.getByText('FAC-2026-0001').closest('tr')!;
    expect(within(row).getByTitle('Envoi via Peppol').textContent).toBe(
      'Peppol Échec : Destinataire inconnu.',
    );
    const other = screen.getByText('FAC-2026-0002').closest('tr')!;
    expect(within(other).queryByTitle('Envoi via Peppol')).toBeNull();
  });

  test('a credit note sent over Peppol shows its badge beside « Avoir » too', async () => {
    const sent = { transmission_id: 9, status: 'delivered', reason: null } as const;
    server.route(
      'GET /api/invoice/getInvoiceList',
      invoicePages(INVOICES, [{ ...CREDIT_NOTE, peppol: sent }]),
    );
    await renderAllDocuments();
    expect(within(rowOf('NC-2026-0001')).getByTitle('Envoi via Peppol').textContent).toBe(
      'Peppol Délivrée',
    );
  });

  test('with the switch off, an empty page tells validated invoices from none at all', async () => {
    server.route('GET /api/invoice/getInvoiceList', invoicePages([VALIDATED], []));
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    expect(await screen.findByText('Aucune facture ne correspond.')).toBeTruthy();
    expect(requestsTo('/api/invoice/getInvoiceList').map((request) => request.query)).toEqual([
      { page: '1', page_size: '25', show_validated: 'false' },
      { page: '1', page_size: '1' },
    ]);
  });

  test('downloads an invoice and a credit note under their own file names', async () => {
    const pdf = { headers: { 'content-type': 'application/pdf' }, body: Buffer.from('%PDF-1.4') };
    server.route('GET /api/invoice/getInvoicePdf', pdf);
    server.route('GET /api/invoice/getCreditNotePdf', pdf);
    await renderAllDocuments();
    await whileRecordingDownloads(async (downloads) => {
      await userEvent.click(
        screen.getByRole('button', { name: 'Télécharger la note de crédit NC-2026-0001' }),
      );
      await waitFor(() => expect(downloads.names).toEqual(['NOTE-DE-CREDIT-NC-2026-0001.pdf']));
      await userEvent.click(screen.getByRole('button', { name: 'Télécharger la facture PROV-2' }));
      await waitFor(() =>
        expect(downloads.names).toEqual(['NOTE-DE-CREDIT-NC-2026-0001.pdf', 'FACTURE-PROV-2.pdf']),
      );
    });
    expect(requestsTo('/api/invoice/getCreditNotePdf')[0]!.query).toEqual({ credit_note_id: '7' });
  });

  test('a validated invoice and a credit note download their Peppol XML; a pending invoice has none', async () => {
    const xml = { headers: { 'content-type': 'application/xml' }, body: Buffer.from('<Invoice/>') };
    server.route('GET /api/invoice/getInvoiceUbl', xml);
    server.route('GET /api/invoice/getCreditNoteUbl', xml);
    await renderAllDocuments();
    expect(screen.queryByRole('button', { name: 'XML Peppol de la facture PROV-2' })).toBeNull();
    await whileRecordingDownloads(async (downloads) => {
      await userEvent.click(
        screen.getByRole('button', { name: 'XML Peppol de la facture FAC-2026-0001' }),
      );
      await waitFor(() => expect(downloads.names).toEqual(['FACTURE-FAC-2026-0001.xml']));
      await userEvent.click(
        screen.getByRole('button', { name: 'XML Peppol de la note de crédit NC-2026-0001' }),
      );
      await waitFor(() =>
        expect(downloads.names).toEqual([
          'FACTURE-FAC-2026-0001.xml',
          'NOTE-DE-CREDIT-NC-2026-0001.xml',
        ]),
      );
    });
    expect(requestsTo('/api/invoice/getInvoiceUbl')[0]!.query).toEqual({ invoice_id: '3' });
    expect(requestsTo('/api/invoice/getCreditNoteUbl')[0]!.query).toEqual({ credit_note_id: '7' });
  });

  test('a private person’s invoice and credit note offer no Peppol XML: the PDF is theirs', async () => {
    const person = { client_id: 9, client_name: 'Marie Dupont', client_type: 'person' } as const;
    server.route(
      'GET /api/invoice/getInvoiceList',
      invoicePages(
        [{ ...VALIDATED, client: person }],
        [{ ...CREDIT_NOTE, invoice_id: 3, client: person }],
      ),
    );
    await renderAllDocuments();
    for (const [kind, number] of [
      ['facture', 'FAC-2026-0001'],
      ['note de crédit', 'NC-2026-0001'],
    ]) {
      expect(screen.getByRole('button', { name: `Télécharger la ${kind} ${number}` })).toBeTruthy();
      expect(
        screen.getByRole('button', { name: `Envoyer la ${kind} par e-mail ${number}` }),
      ).toBeTruthy();
      expect(
        screen.queryByRole('button', { name: `XML Peppol de la ${kind} ${number}` }),
      ).toBeNull();
    }
  });

  test('before validation, a client without what Peppol needs is flagged in the dialog', async () => {
    server.route('GET /api/clients/list', {
      body: {
        clients: [
          client(1, 'Comité des fêtes', { client_address: 'Place communale 1', city: 'Wavre' }),
          client(2, 'Patro', {
            enterprise_number: '0403170701',
            client_address: 'Rue 2',
            postal_code: '1300',
            city: 'Wavre',
          }),
        ],
        unauthorized: false,
      },
    });
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('PROV-1');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture PROV-1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Valider la facture PROV-1' });
    expect((await within(dialog).findByText(/Ce client ne pourra pas recevoir/)).textContent).toBe(
      'Ce client ne pourra pas recevoir la facture électronique (Peppol) : il manque numéro d’entreprise, code postal. Complétez sa fiche avant de valider si vous voulez l’envoyer par Peppol.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture PROV-2' }));
    const second = screen.getByRole('alertdialog', { name: 'Valider la facture PROV-2' });
    expect(within(second).queryByText(/Ce client ne pourra pas recevoir/)).toBeNull();
  });

  test('before validation, a private person is told the PDF is their document', async () => {
    server.route('GET /api/clients/list', {
      body: {
        clients: [client(1, 'Comité des fêtes', { client_type: 'person' })],
        unauthorized: false,
      },
    });
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('PROV-1');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture PROV-1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Valider la facture PROV-1' });
    expect((await within(dialog).findByText(/^Client particulier/)).textContent).toBe(
      'Client particulier : la facture se transmet en PDF, sans facture électronique Peppol (réservée aux entreprises et aux administrations).',
    );
  });

  test('validation asks first; a refusal is shown in the dialog; then the row gets its FAC number', async () => {
    localStorage.setItem('showValidated', 'true');
    let refuse = true;
    server.route('GET /api/invoice/validateInvoice', () => {
      if (refuse) {
        return failure(409, 'Complétez l’identité légale de l’organisation avant de valider.');
      }
      const invoice = {
        invoice_id: 1,
        formatted_invoice_id: 'FAC-2026-0003',
        issue_date: '2026-05-02',
        due_date: '2026-06-01',
        payment_reference: '+++000/0000/00101+++',
        total_amount: 225.67,
      };
      serveChanged(1, { ...invoice, status: 'Validated' });
      return { body: { message: 'Facture validée avec succès', invoice } };
    });
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    await screen.findByText('PROV-1');

    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture PROV-1' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Valider la facture PROV-1' });
    expect(within(dialog).getByText(MSG_CONFIRM_VALIDATION)).toBeTruthy();
    expect(MSG_CONFIRM_VALIDATION).toBe(
      'Valider la facture ? Elle recevra son numéro définitif et ne pourra plus être modifiée : toute correction se fera par une note de crédit.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo('/api/invoice/validateInvoice')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Valider la facture PROV-1' }));
    dialog = screen.getByRole('alertdialog', { name: 'Valider la facture PROV-1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider la facture' }));
    expect(
      await within(dialog).findByText(
        'Complétez l’identité légale de l’organisation avant de valider.',
      ),
    ).toBeTruthy();
    expect(ids()).toContain('PROV-1');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider la facture' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await toaster.waitForToast('success', 'Facture validée avec succès');
    expect(requestsTo('/api/invoice/validateInvoice').map((request) => request.query)).toEqual([
      { invoice_id: '1' },
      { invoice_id: '1' },
    ]);
    // The list is read again.
    await screen.findByText('FAC-2026-0003');
    expect(cellsOf('FAC-2026-0003').slice(0, 4)).toEqual([
      'FAC-2026-0003',
      'Location',
      'Comité des fêtes',
      '02/05/2026',
    ]);
    expect(cellsOf('FAC-2026-0003')[7]).toContain('éch. 01/06/2026');
    expect(within(rowOf('FAC-2026-0003')).getByText('Validée')).toBeTruthy();
  });

  test('details: a partial payment is sent with the right JSON and the balance follows', async () => {
    localStorage.setItem('showValidated', 'true');
    server.route('POST /api/invoice/addPayment', (request) => {
      const body = jsonBody(request) as { amount: number };
      const invoice = {
        invoice_id: 3,
        amount_paid: 400 + body.amount,
        amount_credited: 121,
        amount_due: 479 - body.amount,
        payment_status: 'partial' as const,
      };
      serveChanged(3, invoice);
      return {
        status: 201,
        body: {
          message: 'Paiement enregistré avec succès',
          payment: { payment_id: 92, ...body, revenue_id: 5 },
          invoice,
        },
      };
    });
    const dialog = await openDetailsOfFirstValidated();
    await within(dialog).findByText('Tente 3x3');
    const form = within(dialog).getByRole('form', { name: 'Enregistrer un paiement' });
    const amount = within(form).getByLabelText(/^Montant/) as HTMLInputElement;
    expect(amount.value).toBe('479,00');
    expect((within(form).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(
      todayIso().split('-').reverse().join('/'),
    );

    await userEvent.clear(amount);
    await userEvent.type(amount, '100.5');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /^Moyen de paiement/ }),
      'Cash',
    );
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Enregistrer aussi la rentrée en comptabilité' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));

    await waitFor(() => expect(requestsTo('/api/invoice/addPayment')).toHaveLength(1));
    const sent = requestsTo('/api/invoice/addPayment')[0]!;
    expect(sent.query).toEqual({ invoice_id: '3' });
    expect(jsonBody(sent)).toEqual({
      amount: 100.5,
      paid_at: todayIso(),
      method: 'Cash',
      create_revenue: true,
    });
    await toaster.waitForToast('success', 'Paiement enregistré avec succès');
    await waitFor(() =>
      expect(cellsOf('FAC-2026-0001')[7]).toBe('PartielleReste 378,50 € · éch. 03/03/2026'),
    );
  });

  test('details: a refused payment keeps the draft; the server message under Montant, focused, not toasted (issue #19)', async () => {
    localStorage.setItem('showValidated', 'true');
    // The API names the field it refuses.
    server.route('POST /api/invoice/addPayment', {
      status: 409,
      body: {
        error: true,
        message: 'Le paiement dépasse le solde dû de la facture (479,00 €).',
        field: 'amount',
      },
    });
    const dialog = await openDetailsOfFirstValidated();
    const form = await within(dialog).findByRole('form', { name: 'Enregistrer un paiement' });
    const amount = within(form).getByLabelText(/^Montant/) as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
    await expectNoToastOf(amount, 'Le paiement dépasse le solde dû de la facture (479,00 €).');
    expect(amount.value).toBe('500,00');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  test('details: deleting a payment asks first', async () => {
    localStorage.setItem('showValidated', 'true');
    server.route('DELETE /api/invoice/deletePayment', () => {
      const invoice = {
        invoice_id: 3,
        amount_paid: 0,
        amount_credited: 121,
        amount_due: 879,
        payment_status: 'unpaid' as const,
      };
      serveChanged(3, invoice);
      return { body: { message: 'Paiement supprimé avec succès', invoice } };
    });
    const dialog = await openDetailsOfFirstValidated();
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: /^Supprimer le paiement de 400,00\s€ du 20\/02\/2026$/,
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Supprimer le paiement' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('/api/invoice/deletePayment')[0]!.query).toEqual({ payment_id: '91' });
    await waitFor(() =>
      expect(cellsOf('FAC-2026-0001')[7]).toMatch(/^Non payéeReste 879,00 € · éch\. /),
    );
  });

  test('details: a partial credit note sends the reason and the chosen lines; Tout créditer sends the rest', async () => {
    localStorage.setItem('showValidated', 'true');
    server.route('POST /api/invoice/createCreditNote', (request) =>
      (jsonBody(request) as { reason: string }).reason === ''
        ? failure(400, 'Motif manquant')
        : {
            status: 201,
            body: {
              message: 'Note de crédit créée avec succès',
              credit_note: {
                credit_note_id: 8,
                formatted_credit_note_id: 'NC-2026-0002',
                total_amount: 121,
              },
            },
          },
    );
    const dialog = await openDetailsOfFirstValidated();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Créer une note de crédit' }),
    );
    const form = within(dialog).getByRole('form', { name: 'Créer une note de crédit' });
    const tents = within(form).getByLabelText(
      'Quantité à créditer : Tente 3x3 (reste 3)',
    ) as HTMLInputElement;
    const delivery = within(form).getByLabelText(
      'Quantité à créditer : Livraison (reste 2)',
    ) as HTMLInputElement;
    // Nothing is chosen at first (issue #30).
    expect([tents.value, delivery.value]).toEqual(['', '']);

    // The reason is required before anything is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre la note de crédit' }));
    await expectNoToastOf(
      within(form).getByLabelText(/^Motif/),
      'Veuillez indiquer le motif de la note de crédit.',
    );
    expect(requestsTo('/api/invoice/createCreditNote')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^Motif/), 'Une tente rendue');
    await userEvent.clear(tents);
    await userEvent.type(tents, '1');
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre la note de crédit' }));
    await confirmCreditNote();
    await waitFor(() => expect(requestsTo('/api/invoice/createCreditNote')).toHaveLength(1));
    const sent = requestsTo('/api/invoice/createCreditNote')[0]!;
    expect(sent.query).toEqual({ invoice_id: '3' });
    expect(jsonBody(sent)).toEqual({
      reason: 'Une tente rendue',
      lines: [{ invoice_line_id: 31, quantity: 1 }],
    });
    await toaster.waitForToast('success', 'Note de crédit créée avec succès : NC-2026-0002');
    // The list is read again so the new credit note shows.
    await waitFor(() => expect(requestsTo('/api/invoice/getInvoiceList')).toHaveLength(2));

    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Créer une note de crédit' }),
    );
    const again = within(dialog).getByRole('form', { name: 'Créer une note de crédit' });
    await userEvent.type(within(again).getByLabelText(/^Motif/), 'Annulation');
    await userEvent.clear(within(again).getByLabelText(/Tente 3x3/));
    await userEvent.click(within(again).getByRole('button', { name: 'Tout créditer' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Émettre la note de crédit' }));
    await confirmCreditNote();
    await waitFor(() => expect(requestsTo('/api/invoice/createCreditNote')).toHaveLength(2));
    expect(jsonBody(requestsTo('/api/invoice/createCreditNote')[1]!)).toEqual({
      reason: 'Annulation',
    });
  });

  test('details: a credit note refused for one line shows the message under that line, focused, not toasted (issue #19)', async () => {
    localStorage.setItem('showValidated', 'true');
    const message = creditTooLargeMessage('Livraison', 2);
    server.route('POST /api/invoice/createCreditNote', {
      status: 409,
      body: { error: true, message, field: 'lines' },
    });
    const dialog = await openDetailsOfFirstValidated();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Créer une note de crédit' }),
    );
    const form = within(dialog).getByRole('form', { name: 'Créer une note de crédit' });
    await userEvent.type(within(form).getByLabelText(/^Motif/), 'Livraison offerte');
    await userEvent.click(within(form).getByRole('button', { name: 'Tout créditer' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre la note de crédit' }));
    await confirmCreditNote();
    const delivery = within(form).getByLabelText('Quantité à créditer : Livraison (reste 2)');
    await expectNoToastOf(delivery, message);
    expect(
      within(form)
        .getByLabelText('Quantité à créditer : Tente 3x3 (reste 3)')
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(
      within(form)
        .getByLabelText(/^Motif/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
  });

  test('an empty list says how to make an invoice', async () => {
    server.route('GET /api/invoice/getInvoiceList', invoicePages([], []));
    renderRoute(<InvoicesPage />, { path: '/invoices' });
    expect(
      await screen.findByText(
        'Aucune facture pour le moment : créez-en une depuis un devis ou une vente.',
      ),
    ).toBeTruthy();
  });
});
