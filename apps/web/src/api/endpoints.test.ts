// The typed client of the declared endpoints: each call goes where its declaration
// says, with its fields where the declaration reads them, through the one fetch helper.
import { CLIENTS } from '@app/shared/clients-endpoints';
import { clientIdSchema } from '@app/shared/clients';
import { area, json, reads, sends, works } from '@app/shared/contract';
import { invoiceIdSchema } from '@app/shared/invoices';
import { INVOICES } from '@app/shared/invoices-endpoints';
import { ORGANIZATION } from '@app/shared/organization-endpoints';
import { QUOTE_MOVEMENTS, QUOTES } from '@app/shared/quotes-endpoints';
import { addPaymentSchema } from '@app/shared/payments';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../test/api-test';
import { client } from '../test/fixtures';
import { call, callPage, requestOf } from './endpoints';

const { server } = setUpApiTest();

/** Declarations of the shapes the spec uses: an id in the query string of a POST, an upload. */
const THINGS = area('/api/things', {
  addPayment: {
    method: 'POST',
    summary: 'Un paiement de la facture nommée dans la requête.',
    query: invoiceIdSchema,
    body: addPaymentSchema,
    answer: json<{ message: string }>({ status: 201 }),
    access: works('ajouter un paiement'),
    input: sends<{ invoice_id: number; amount: number; paid_at: string }>(),
  },
  addReceipt: {
    method: 'POST',
    summary: 'Un justificatif.',
    body: clientIdSchema,
    multipart: true,
    answer: json<{ message: string }>(),
    access: works('ajouter un justificatif'),
    input: sends<{ label: string; file: Blob }>(),
  },
  details: {
    method: 'GET',
    summary: 'Un élément.',
    query: clientIdSchema,
    answer: json<{ thing: { thing_id: number } }>(),
    access: reads('consulter un élément'),
    input: sends<{ client_id: number }>(),
  },
});

const last = () => server.requests.at(-1)!;

describe('requestOf', () => {
  test('a GET sends its fields in the query string, without the empty ones', () => {
    expect(requestOf(THINGS.details, { client_id: 4, q: '', none: undefined })).toEqual({
      url: '/api/things/details?client_id=4',
      options: { method: 'GET' },
    });
  });

  test('a POST sends in the query string what its declaration reads there, the rest as JSON', () => {
    expect(
      requestOf(THINGS.addPayment, { invoice_id: 7, amount: 12.5, paid_at: '2026-11-27' }),
    ).toEqual({
      url: '/api/things/addPayment?invoice_id=7',
      options: { method: 'POST', body: { amount: 12.5, paid_at: '2026-11-27' } },
    });
  });
});

describe('requestOf: the path’s parameters and the spec’s DELETE with a JSON body', () => {
  test('a path parameter fills the path and leaves the body', () => {
    expect(
      requestOf(QUOTE_MOVEMENTS.recordDeparture, {
        id: 12,
        date: '2026-11-27',
        by: 'Camille',
        note: '',
      }),
    ).toEqual({
      url: '/api/quote/departure/12',
      options: { method: 'PUT', body: { date: '2026-11-27', by: 'Camille', note: '' } },
    });
    expect(requestOf(QUOTE_MOVEMENTS.undoReturn, { id: 12 }).url).toBe('/api/quote/return/12');
    expect(requestOf(ORGANIZATION.getOrganizationFile, { fileType: 'logo_image' })).toEqual({
      url: '/api/organization/files/logo_image',
      options: { method: 'GET' },
    });
  });

  test('deleteQuote sends its quote_id in the JSON body only, as the spec does', () => {
    expect(requestOf(QUOTES.deleteQuote, { quote_id: 5 })).toEqual({
      url: '/api/quote/deleteQuote',
      options: { method: 'DELETE', body: { quote_id: 5 } },
    });
  });
});

describe('call', () => {
  test('createClient: a POST of JSON to the declared path, its answer typed', async () => {
    server.route('POST /api/clients/createClient', {
      status: 201,
      body: { message: 'Client créé avec succès', client: { client_id: 3 } },
    });
    const { client_id: _id, ...fields } = client(3, 'Patro');
    const answer = await call(CLIENTS.createClient, fields);
    expect(answer).toMatchObject({ message: 'Client créé avec succès' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/clients/createClient' });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body)).toMatchObject({ client_name: 'Patro', country: 'BE' });
  });

  test('deleteClient: a DELETE with its id in a JSON body, as the spec sends it', async () => {
    server.route('DELETE /api/clients/deleteClient', { body: { message: 'Client supprimé' } });
    await call(CLIENTS.deleteClient, { client_id: 9 });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/clients/deleteClient' });
    expect(JSON.parse(last().body)).toEqual({ client_id: 9 });
  });

  test('undoDeparture: a DELETE to the quote’s own path', async () => {
    server.route('DELETE /api/quote/departure/31', { body: { message: 'Sortie annulée.' } });
    const answer = await call(QUOTE_MOVEMENTS.undoDeparture, { id: 31 });
    expect(answer).toEqual({ message: 'Sortie annulée.' });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/quote/departure/31' });
  });

  test('createInvoice: its id in the query string and no body, as the spec sends it', () => {
    expect(requestOf(INVOICES.createInvoice, { quote_id: 7 })).toEqual({
      url: '/api/invoice/createInvoice?quote_id=7',
      options: { method: 'POST' },
    });
  });

  test('an upload goes as multipart/form-data, its file included', async () => {
    server.route('POST /api/things/addReceipt', { body: { message: 'Reçu' } });
    await call(THINGS.addReceipt, { label: 'Reçu été', file: new Blob(['%PDF-1.4']) });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="label"');
    expect(last().body).toContain('Reçu été');
    expect(last().body).toContain('%PDF-1.4');
  });

  test('callPage: one page of a declared list, its page, size, sort and search in the query', async () => {
    server.route('GET /api/clients/list', {
      body: { items: [], total: 0, page: 2, page_size: 25 },
    });
    const page = await callPage(CLIENTS.list, {
      page: 2,
      page_size: 25,
      sort: 'client_name',
      q: 'pat',
    });
    expect(page).toEqual({ items: [], total: 0, page: 2, page_size: 25 });
    expect(last().query).toEqual({ page: '2', page_size: '25', sort: 'client_name', q: 'pat' });
  });
});
