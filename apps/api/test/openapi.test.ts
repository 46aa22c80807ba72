// The contract as an OpenAPI 3.1 document: generated from the declarations in
// @app/shared, valid against the official OpenAPI 3.1 schema, public, and saying of each declared
// route what the API does (method, path, parameters, body, answer, minimal role).
import { Validator } from '@seriousme/openapi-schema-validator';
import { DECLARED_ENDPOINTS, routeKey } from '@app/shared/endpoints';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { registeredRoutes } from './support/routes.js';

const ctx = useTestContext();

const documentOf = async () => {
  const res = await request(ctx.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.body as {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
};

/** A JSON request body that requires (at least) `fields`. */
const jsonRequiring = (...fields: string[]) => ({
  content: { 'application/json': { schema: { required: expect.arrayContaining(fields) } } },
});

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document, served without a session', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('names every declared endpoint, and every declared endpoint is a route of the API', async () => {
    const document = await documentOf();
    // OpenAPI names a path's parameters {id}, Express :id.
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(documented.sort()).toEqual(DECLARED_ENDPOINTS.map(routeKey).sort());
    const registered = registeredRoutes(ctx.app);
    for (const route of documented) expect(registered).toContain(route);
  });

  test('says what createClient reads, answers and refuses, and who may call it', async () => {
    const operation = (await documentOf()).paths['/api/clients/createClient']!.post!;
    expect(operation).toMatchObject({
      operationId: 'createClient',
      'x-minimal-role': 'member',
      security: [{ session: [] }],
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['client_name'],
              properties: {
                client_name: { type: 'string', maxLength: 200 },
                client_type: { enum: ['company', 'person'] },
              },
            },
          },
        },
      },
      responses: {
        '201': {
          content: {
            'application/json': { schema: { properties: { client: { type: 'object' } } } },
          },
        },
        '400': {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
        },
        '403': {},
      },
    });
    const list = (await documentOf()).paths['/api/clients/list']!.get!;
    expect((list.parameters as { name: string; required: boolean }[]).map((p) => p.name)).toEqual([
      'page',
      'page_size',
      'sort',
      'order',
      'q',
      'from',
      'until',
      'after',
      'before',
      'cursors',
    ]);
    expect(list['x-minimal-role']).toBe('viewer');
  });

  test('says how the catalogue is called: a multipart upload, an id in the query of a DELETE', async () => {
    const { paths } = await documentOf();
    expect(paths['/api/products/addProduct']!.post).toMatchObject({
      operationId: 'addProduct',
      'x-minimal-role': 'member',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { required: expect.arrayContaining(['name', 'price', 'category_id', 'stock']) },
          },
        },
      },
      responses: { '201': {} },
    });
    expect(paths['/api/products/removeProduct']!.delete!.parameters).toMatchObject([
      { name: 'product_id', in: 'query', required: true },
    ]);
    expect(paths['/api/category/deleteCategory']!.delete!.parameters).toMatchObject([
      { name: 'type', in: 'query' },
      { name: 'category_id', in: 'query', required: true },
    ]);
    expect(paths['/api/products/getProductImage']!.get!['x-minimal-role']).toBe('viewer');
  });

  test('says how the events are called: a DELETE with a JSON body, a picture download', async () => {
    const { paths } = await documentOf();
    expect(paths['/api/events/deleteEvent']!.delete).toMatchObject({
      'x-minimal-role': 'member',
      requestBody: { content: { 'application/json': { schema: { required: ['event_id'] } } } },
    });
    expect(paths['/api/events/updateEvent']!.put!.requestBody).toMatchObject({
      content: { 'multipart/form-data': {} },
    });
    expect(paths['/api/events/getEventFile']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      responses: { '200': { content: { 'image/png': {}, 'image/jpeg': {} } } },
    });
  });

  test('says how the sales are called: a period in a POST body or a page, a PDF, a DELETE with its id in either place', async () => {
    const { paths } = await documentOf();
    const getSales = paths['/api/sale/getSales']!.post!;
    expect(getSales['x-minimal-role']).toBe('viewer');
    expect(getSales.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { startDate: {}, endDate: {} } } } },
    });
    expect(getSales.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'page', required: false })]),
    );
    expect(paths['/api/sale/getSalePdf']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      responses: { '200': { content: { 'application/pdf': {} } } },
    });
    const deleteSale = paths['/api/sale/deleteSale']!.delete!;
    expect(deleteSale).toMatchObject({
      'x-minimal-role': 'member',
      parameters: [{ name: 'sale_id', in: 'query', required: false }],
      requestBody: { content: { 'application/json': { schema: { required: ['sale_id'] } } } },
    });
    expect(paths['/api/sale/createSale']!.post!.requestBody).toMatchObject({
      content: {
        'application/json': { schema: { required: expect.arrayContaining(['products', 'name']) } },
      },
    });
  });

  test('says how the quotes are called: a list or a page, a PDF, a save read id first, a DELETE with its id in either place', async () => {
    const { paths } = await documentOf();
    const list = paths['/api/quote/getQuoteList']!.get!;
    expect(list['x-minimal-role']).toBe('viewer');
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'page', required: false }),
        expect.objectContaining({ name: 'show_finished', required: false }),
      ]),
    );
    expect(paths['/api/quote/getQuoteDetails']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      parameters: [{ name: 'quote_id', in: 'query', required: true }],
    });
    expect(paths['/api/quote/getQuotePdf']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      responses: { '200': { content: { 'application/pdf': {} } } },
    });
    expect(paths['/api/quote/createQuote']!.post!['x-minimal-role']).toBe('member');
    expect(paths['/api/quote/updateQuote']!.put!['x-minimal-role']).toBe('member');
    expect(paths['/api/quote/validateQuote']!.post).toMatchObject({
      'x-minimal-role': 'member',
      requestBody: { content: { 'application/json': { schema: { required: ['quote_id'] } } } },
    });
    expect(paths['/api/quote/deleteQuote']!.delete).toMatchObject({
      'x-minimal-role': 'member',
      parameters: [{ name: 'quote_id', in: 'query', required: false }],
      requestBody: { content: { 'application/json': { schema: { required: ['quote_id'] } } } },
    });
  });

  test('says how the invoices are called: a GET that writes, files, ids in the query of a POST, the e-mails', async () => {
    const { paths } = await documentOf();
    const invoice = (name: string) => paths[`/api/invoice/${name}`]!;
    // Who may call them: validateInvoice writes, though a GET.
    for (const [operation, role] of [
      [invoice('validateInvoice').get, 'member'],
      [invoice('getInvoiceDetails').get, 'viewer'],
      [invoice('getCreditNoteEmailDraft').get, 'viewer'],
      [invoice('deletePayment').delete, 'member'],
      [paths['/api/quote/getQuoteEmailDraft']!.get, 'viewer'],
    ] as const) {
      expect(operation!['x-minimal-role']).toBe(role);
    }
    expect(invoice('validateInvoice').get!.parameters).toMatchObject([
      { name: 'invoice_id', in: 'query', required: true },
    ]);
    expect(invoice('getInvoiceUbl').get!.responses).toMatchObject({
      '200': { content: { 'application/xml': {} } },
    });
    expect(invoice('getCreditNotePdf').get!.responses).toMatchObject({
      '200': { content: { 'application/pdf': {} } },
    });
    expect(invoice('addPayment').post).toMatchObject({
      'x-minimal-role': 'member',
      parameters: [{ name: 'invoice_id', in: 'query', required: true }],
      requestBody: jsonRequiring('amount', 'paid_at', 'method'),
      responses: { '201': {} },
    });
    expect(invoice('getInvoiceList').get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'payment_status' })]),
    );
    for (const operation of [invoice('sendCreditNoteEmail'), paths['/api/quote/sendQuoteEmail']!]) {
      expect(operation.post).toMatchObject({
        'x-minimal-role': 'member',
        requestBody: jsonRequiring('to', 'subject', 'message'),
      });
    }
  });

  test('says how the accounting is called: a receipt upload, a zip, a dashboard read, the revenues under /revenue', async () => {
    const { paths } = await documentOf();
    expect(paths['/api/accounting/addExpense']!.post).toMatchObject({
      'x-minimal-role': 'member',
      requestBody: { content: { 'multipart/form-data': {} } },
    });
    expect(paths['/api/accounting/exportAccounting']!.post).toMatchObject({
      'x-minimal-role': 'member',
      responses: { '200': { content: { 'application/zip': {} } } },
    });
    expect(paths['/api/accounting/dashboard/eventRevenues']!.post).toMatchObject({
      'x-minimal-role': 'viewer',
      requestBody: { content: { 'application/json': { schema: { required: ['event_id'] } } } },
    });
    expect(paths['/api/accounting/revenue/deleteRevenue']!.delete).toMatchObject({
      'x-minimal-role': 'member',
      parameters: [{ name: 'revenue_id', in: 'query', required: false }],
    });
    expect(paths['/api/accounting/revenue/getRevenuesFile']!.get!['x-minimal-role']).toBe('viewer');
  });

  test('says how the members are managed: an id in the query and a role in the body, the invited person’s calls with a session only, the Journal for admins', async () => {
    const { paths } = await documentOf();
    expect(paths['/api/organization/members/role']!.put).toMatchObject({
      'x-minimal-role': 'admin',
      parameters: [{ name: 'user_id', in: 'query' }],
      requestBody: { content: { 'application/json': { schema: { required: ['role'] } } } },
    });
    expect(paths['/api/organization/requests/delete']!.delete).toMatchObject({
      'x-minimal-role': 'admin',
      parameters: [{ name: 'request_id', in: 'query' }],
    });
    for (const [path, method] of [
      ['/api/organization/invitations', 'get'],
      ['/api/organization/invitations/accept', 'put'],
      ['/api/organization/requests/create', 'post'],
    ] as const) {
      const operation = paths[path]![method]!;
      expect(operation.security).toEqual([{ session: [] }]);
      expect(operation).not.toHaveProperty('x-minimal-role');
    }
    expect(paths['/api/organization/requests/create']!.post!.responses).toHaveProperty('201');
    expect(paths['/api/organization/audit']!.get).toMatchObject({
      'x-minimal-role': 'admin',
      parameters: [{ name: 'page', in: 'query' }],
    });
    expect(paths['/api/users/list']!.get!['x-minimal-role']).toBe('viewer');
  });

  test('says how the organization itself is called: created with a session, its images as a multipart upload, its data as a zip', async () => {
    const { paths } = await documentOf();
    const addOrganization = paths['/api/organization/addOrganization']!.post!;
    expect(addOrganization.security).toEqual([{ session: [] }]);
    expect(addOrganization.responses).toHaveProperty('201');
    expect(paths['/api/organization/updateOrganizationFiles']!.post).toMatchObject({
      'x-minimal-role': 'admin',
      requestBody: { content: { 'multipart/form-data': { schema: { required: ['fileType'] } } } },
    });
    expect(paths['/api/organization/export']!.get).toMatchObject({
      'x-minimal-role': 'admin',
      responses: { '200': { content: { 'application/zip': {} } } },
    });
    expect(paths['/api/organization/leave']!.put!['x-minimal-role']).toBe('viewer');
  });

  test('says how a quote’s equipment goes and comes back: the quote named by the path, {id}', async () => {
    const { paths } = await documentOf();
    expect(paths).not.toHaveProperty('/api/quote/departure/:id');
    const departure = paths['/api/quote/departure/{id}']!;
    expect(departure.put).toMatchObject({
      operationId: 'recordDeparture',
      'x-minimal-role': 'member',
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: { required: ['date'] } } } },
    });
    expect(departure.delete).toMatchObject({
      operationId: 'undoDeparture',
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    expect(departure.delete).not.toHaveProperty('requestBody');
    expect(paths['/api/quote/return/{id}']!.put).toMatchObject({
      'x-minimal-role': 'member',
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    expect(paths['/api/organization/files/{fileType}']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      parameters: [
        {
          name: 'fileType',
          in: 'path',
          required: true,
          schema: { enum: ['logo_image', 'background_image'] },
        },
      ],
      responses: { '200': { content: { 'image/png': {} } } },
    });
  });

  test('says who signs in, subscribes and probes: anyone, a session, the owners', async () => {
    const { paths } = await documentOf();
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/auth/config', 'get'],
      ['/api/stripe/getPlans', 'get'],
      ['/api/stripe/webhook', 'post'],
      ['/api/health/', 'get'],
      ['/api/ready/', 'get'],
    ] as const) {
      expect(paths[path]![method]!.security).toEqual([]);
    }
    expect(paths['/api/auth/login']!.post!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
    expect(Object.keys(paths['/api/auth/verifyToken']!).sort()).toEqual(['get', 'post']);
    for (const [path, method] of [
      ['/api/auth/profile', 'get'],
      ['/api/auth/changePassword', 'put'],
    ] as const) {
      expect(paths[path]![method]!.security).toEqual([{ session: [] }]);
      expect(paths[path]![method]).not.toHaveProperty('x-minimal-role');
    }
    expect(paths['/api/stripe/createCheckoutSession']!.post).toMatchObject({
      'x-minimal-role': 'owner',
      requestBody: { content: { 'application/json': { schema: { required: ['priceId'] } } } },
    });
    expect(paths['/api/planning/']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      parameters: [
        { name: 'from', in: 'query' },
        { name: 'until', in: 'query' },
      ],
    });
    expect(paths['/api/products/availability']!.get).toMatchObject({
      'x-minimal-role': 'viewer',
      parameters: [
        { name: 'from', in: 'query', required: true },
        { name: 'until', in: 'query', required: true },
        { name: 'exclude_quote_id', in: 'query', required: false },
      ],
    });
  });
});
