import {
  MSG_RECEIVED_DUPLICATE,
  MSG_RECEIVED_IMPORTED,
  MSG_RECEIVED_REJECTED,
  MSG_RECEIVED_RESTORED,
  type ReceivedDocumentDto,
  type ReceivedStatus,
} from '@app/shared/purchase-invoices';
import { PURCHASE_INVOICES } from '@app/shared/purchase-invoices-endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { failure, type RecordedRequest, type Reply } from '../../test/http-server';
import { plain, renderRoutes } from '../../test/render-route';
import userEvent from '../../test/user-event';
import ReceivedPage from './ReceivedPage';

const { server, toaster } = setUpApiTest();

const LIST = `GET ${PURCHASE_INVOICES.listReceivedDocuments.path}`;
const IMPORT = `POST ${PURCHASE_INVOICES.importPurchaseInvoice.path}`;
const REVIEW = PURCHASE_INVOICES.rejectReceivedDocument.path;

function received(id: number, changes: Partial<ReceivedDocumentDto> = {}): ReceivedDocumentDto {
  return {
    received_document_id: id,
    source: 'upload',
    sender: null,
    format: 'ubl_invoice',
    status: 'to_book',
    expense_id: null,
    received_at: '2026-03-06T09:00:00Z',
    file_name: `facture-${id}.xml`,
    draft: {
      kind: 'invoice',
      supplier: {
        name: `Fournisseur ${id}`,
        endpoint_id: null,
        vat_number: null,
        registration: null,
      },
      document_number: `F-${id}`,
      issue_date: '2026-03-05',
      due_date: '2026-04-04',
      currency: 'EUR',
      amount_cents: 165_625,
      vat: [{ rate: 21, amount_cents: 28_745 }],
      payment_reference: '+++090/9337/55493+++',
      iban: 'BE68539007547034',
    },
    ...changes,
  };
}

/** The API's documents, moved as the review endpoints say. */
function receivedApi(initial: ReceivedDocumentDto[]) {
  const documents = new Map(initial.map((d) => [d.received_document_id, d]));
  const counts = () => {
    const count = (status: ReceivedStatus) =>
      [...documents.values()].filter((d) => d.status === status).length;
    return { to_book: count('to_book'), booked: count('booked'), rejected: count('rejected') };
  };
  server.route(LIST, (request) => {
    const status = request.query.status ?? 'to_book';
    const items = [...documents.values()].filter((d) => d.status === status);
    return { body: { items, total: items.length, page: 1, page_size: 25, counts: counts() } };
  });
  const move =
    (status: ReceivedStatus, message: string) =>
    (request: RecordedRequest): Reply => {
      const id = Number(request.query.received_document_id);
      const changed = { ...documents.get(id)!, status };
      documents.set(id, changed);
      return { body: { message, received: changed } };
    };
  return { documents, move };
}

const statusButton = (name: RegExp) => screen.getByRole('button', { name });
const render = () =>
  renderRoutes(
    [
      { path: '/received', element: <ReceivedPage /> },
      { path: '/accounting', element: <h1>Compta</h1> },
    ],
    '/received',
  );

describe('import', () => {
  test('sends the file as `file`, says what was received, and reads the list again', async () => {
    const api = receivedApi([]);
    server.route(IMPORT, () => {
      api.documents.set(1, received(1));
      return {
        status: 201,
        body: { message: MSG_RECEIVED_IMPORTED, received: received(1), duplicate: false },
      };
    });
    render();
    expect(await screen.findByText(/Aucune facture à comptabiliser/)).toBeTruthy();
    const file = new File(['<Invoice/>'], 'facture.xml', { type: 'application/xml' });
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Importer une facture (UBL, CII ou PDF Factur-X)'), file);
    const said = await screen.findByText(new RegExp(MSG_RECEIVED_IMPORTED));
    const upload = server.requests.find((r) => r.method === 'POST')!;
    expect(upload.body).toContain('name="file"; filename="facture.xml"');
    expect(plain(said.textContent)).toBe(
      `${MSG_RECEIVED_IMPORTED} Fournisseur 1 — F-1, 1 656,25 €.`,
    );
    const list = await screen.findByRole('list', { name: /Factures à comptabiliser/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(statusButton(/^À comptabiliser \(1\)$/)).toBeTruthy();
  });

  test('a duplicate is said; a refusal is shown in French, not toasted', async () => {
    receivedApi([]);
    server.route(IMPORT, {
      status: 201,
      body: { message: MSG_RECEIVED_DUPLICATE, received: received(1), duplicate: true },
    });
    render();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Importer une facture (UBL, CII ou PDF Factur-X)');
    await user.upload(input, new File(['x'], 'encore.xml', { type: 'application/xml' }));
    expect(await screen.findByText(new RegExp(MSG_RECEIVED_DUPLICATE))).toBeTruthy();

    const refusal = 'Ce fichier n’est pas un XML valide (ligne 1 : …).';
    server.route(IMPORT, failure(400, refusal));
    await user.upload(input, new File(['x'], 'autre.xml', { type: 'application/xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`autre.xml : ${refusal}`);
    expect(toaster.toasts()).toEqual([]);
  });
});

describe('the list', () => {
  test('a card shows supplier, number, dates, amount, format and payment details', async () => {
    receivedApi([received(1, { format: 'facturx', source: 'peppol' })]);
    render();
    const list = await screen.findByRole('list', { name: /Factures à comptabiliser/ });
    const text = plain(within(list).getByRole('listitem').textContent);
    expect(text).toContain('Fournisseur 1');
    expect(text).toContain('Facture F-1 du 05/03/2026');
    expect(text).toContain('1 656,25 €');
    expect(text).toContain('Factur-X');
    expect(text).toContain('Reçue par Peppol le 06/03/2026');
    expect(text).toContain('échéance 04/04/2026');
    expect(text).toContain('+++090/9337/55493+++');
  });

  test('Comptabiliser opens the Sortie form with the invoice’s draft', async () => {
    receivedApi([received(1)]);
    const { router } = render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Comptabiliser Fournisseur 1 — F-1' }),
    );
    expect(await screen.findByRole('heading', { name: 'Compta' })).toBeTruthy();
    expect(router.state.location.state).toEqual({
      receivedSortie: {
        received_document_id: 1,
        product_name: 'Fournisseur 1 — F-1',
        price: 1656.25,
        recorded_date: '2026-03-05',
        payment_method: 'Virement',
      },
    });
  });

  test('Rejeter sets a document aside, Rétablir brings it back; counts follow', async () => {
    const api = receivedApi([received(1), received(2, { status: 'booked', expense_id: 4 })]);
    server.route(`PUT ${REVIEW}`, api.move('rejected', MSG_RECEIVED_REJECTED));
    server.route(`DELETE ${REVIEW}`, api.move('to_book', MSG_RECEIVED_RESTORED));
    render();
    expect(await screen.findByRole('button', { name: /^Comptabilisées \(1\)$/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rejeter Fournisseur 1 — F-1' }));
    await toaster.waitForToast('success', MSG_RECEIVED_REJECTED);
    expect(server.requests.find((r) => r.method === 'PUT')!.query).toEqual({
      received_document_id: '1',
    });
    expect(await screen.findByText(/Aucune facture à comptabiliser/)).toBeTruthy();
    await userEvent.click(statusButton(/^Rejetées \(1\)$/));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rétablir Fournisseur 1 — F-1' }),
    );
    await toaster.waitForToast('success', MSG_RECEIVED_RESTORED);
    expect(await screen.findByText('Aucune facture rejetée.')).toBeTruthy();
    expect(statusButton(/^À comptabiliser \(1\)$/)).toBeTruthy();
  });

  test('a booked document can be downloaded, not booked again', async () => {
    receivedApi([received(2, { status: 'booked', expense_id: 4 })]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Comptabilisées \(1\)$/ }));
    const card = within(
      await screen.findByRole('list', { name: /Factures comptabilisées/ }),
    ).getByRole('listitem');
    expect(
      within(card).getByRole('button', { name: 'Télécharger Fournisseur 2 — F-2' }),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Comptabiliser/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Rejeter/ })).toBeNull();
  });
});
