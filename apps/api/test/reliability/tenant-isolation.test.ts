// Tenant isolation matrix: built from the routes the API registers, so a new route
// without an entry here fails the suite. For every route that takes an id, organization B calls it
// with organization A's ids and must get exactly what an unknown id gets; afterwards A's data is
// unchanged, and nothing B can list, export or download contains A's data.
import { unzipSync } from 'fflate';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../support/app.js';
import { pdfPages } from '../support/pdf-text.js';
import { DECLARED_ROUTES } from '../support/routes.js';
import { recordReliability } from './report.js';
import { organizationSnapshot } from './snapshot.js';
import { PDF, asApp, binary, multipart } from '../support/http.js';
import { tenant, type Tenant } from '../support/tenant-fixture.js';
import { createUser } from '../support/factories.js';
import { signIn } from '../support/session.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { receiveDocument } from '../../src/modules/purchase-invoices/receive.js';
import { rulesDir } from '../einvoice/schematron.js';

const SECRET = 'ALPHA-SECRET';
const MISSING = 2_147_483_000;

type Ids = Tenant['ids'];

let ctx: TestContext;
let a: Tenant;
let b: Tenant;

const allMissing = (): Ids =>
  Object.fromEntries(
    [
      'client',
      'event',
      'category',
      'subCategory',
      'product',
      'service',
      'quote',
      'invoice',
      'creditNote',
      'payment',
      'sale',
      'expense',
      'revenue',
      'request',
      'invitation',
      'member',
    ].map((key) => [key, MISSING]),
  ) as Ids;

type Call = (target: Ids, own: Ids) => request.Test;

/** Each tenant's reminder (the fixture has none), by its invoice: written in beforeAll. */
const reminders = new Map<number, number>();
const reminderOf = (target: Ids) => reminders.get(target.invoice) ?? MISSING;

const agent = () => request(ctx.app);

/** A one-day quote of one unit of `product` at 1 € for `client`, with no service. */
const oneDayQuote = (client: number, product: number) => ({
  client_id: client,
  products: [{ product_id: product, quantity: 1, price: 1 }],
  services: [],
  rent_date: '2026-05-01',
  reserved_from: '2026-05-01',
  reserved_until: '2026-05-01',
});

/** The mail B tries to send of a document named by `id` (`{ quote_id }`…). */
const pirateMail = (id: Record<string, number>) => ({
  ...id,
  to: 'pirate@exemple.be',
  subject: 'x',
  message: 'x',
});

/** Each tenant's bank line (the fixture has none), by the tenant's invoice id. */
const bankLineIds = new Map<number, number>();
const bankLineOf = (t: Ids) => bankLineIds.get(t.invoice) ?? MISSING;

/** Each tenant's received purchase invoice (the fixture has none), by the tenant's invoice id. */
const receivedIds = new Map<number, number>();
const receivedOf = (t: Ids) => receivedIds.get(t.invoice) ?? MISSING;

/** Each route taking an id: how B calls it with the target ids (A's, or unknown ones). */
const ID_ROUTES: Record<string, Call> = {
  'DELETE /api/organization/invitations/cancel': (t) =>
    agent().delete(`/api/organization/invitations/cancel?invitation_id=${t.invitation}`),
  'PUT /api/organization/invitations/accept': (t) =>
    agent().put(`/api/organization/invitations/accept?invitation_id=${t.invitation}`),
  'PUT /api/organization/invitations/decline': (t) =>
    agent().put(`/api/organization/invitations/decline?invitation_id=${t.invitation}`),
  // Roles: another organization's member is as unknown as a missing id.
  'PUT /api/organization/members/role': (t) =>
    agent().put(`/api/organization/members/role?user_id=${t.member}`).send({ role: 'viewer' }),
  'DELETE /api/organization/members/remove': (t) =>
    agent().delete(`/api/organization/members/remove?user_id=${t.member}`),
  'PUT /api/organization/requests/validate': (t) =>
    agent().put(`/api/organization/requests/validate?request_id=${t.request}`),
  'DELETE /api/organization/requests/delete': (t) =>
    agent().delete(`/api/organization/requests/delete?request_id=${t.request}`),
  // The requester's own withdrawal: another organization's request is as unknown as a missing id.
  'DELETE /api/organization/cancelJoinRequest': (t) =>
    agent().delete(`/api/organization/cancelJoinRequest?request_id=${t.request}`),
  'POST /api/accounting/addExpense': (t) =>
    multipart(
      agent().post('/api/accounting/addExpense'),
      {
        product_name: 'x',
        price: '1',
        recorded_date: '2026-05-01',
        payment_method: 'Cash',
        user_id: -1,
        event_id: t.event,
      },
      { bytes: PDF, name: 'ticket.pdf' },
    ),
  'PUT /api/accounting/updateExpense': (t) =>
    multipart(agent().put('/api/accounting/updateExpense'), {
      expense_id: t.expense,
      product_name: 'piraté',
      price: '1',
      recorded_date: '2026-05-01',
      payment_method: 'Cash',
      user_id: -1,
    }),
  'GET /api/accounting/getExpenseDetails': (t) =>
    agent().get(`/api/accounting/getExpenseDetails?expense_id=${t.expense}`),
  'GET /api/accounting/getExpensesFile': (t) =>
    agent().get(`/api/accounting/getExpensesFile?expense_id=${t.expense}`),
  'DELETE /api/accounting/deleteExpense': (t) =>
    agent()
      .delete(`/api/accounting/deleteExpense?expense_id=${t.expense}`)
      .send({ expense_id: t.expense }),
  'POST /api/accounting/revenue/addRevenue': (t) =>
    multipart(agent().post('/api/accounting/revenue/addRevenue'), {
      product_name: 'x',
      unit_price: '1',
      recorded_date: '2026-05-01',
      event_id: t.event,
    }),
  'PUT /api/accounting/revenue/updateRevenue': (t) =>
    multipart(agent().put('/api/accounting/revenue/updateRevenue'), {
      revenue_id: t.revenue,
      product_name: 'piraté',
      unit_price: '1',
      recorded_date: '2026-05-01',
    }),
  'GET /api/accounting/revenue/getRevenueDetails': (t) =>
    agent().get(`/api/accounting/revenue/getRevenueDetails?revenue_id=${t.revenue}`),
  'GET /api/accounting/revenue/getRevenuesFile': (t) =>
    agent().get(`/api/accounting/revenue/getRevenuesFile?revenue_id=${t.revenue}`),
  'DELETE /api/accounting/revenue/deleteRevenue': (t) =>
    agent().delete(`/api/accounting/revenue/deleteRevenue?revenue_id=${t.revenue}`),
  'POST /api/accounting/dashboard/eventRevenues': (t) =>
    agent().post('/api/accounting/dashboard/eventRevenues').send({ event_id: t.event }),
  'POST /api/accounting/dashboard/productRentalStats': (t) =>
    agent().post('/api/accounting/dashboard/productRentalStats').send({ product_id: t.product }),
  'POST /api/products/addProduct': (t) =>
    multipart(agent().post('/api/products/addProduct'), {
      name: 'x',
      price: '1',
      category_id: t.category,
      stock: '1',
    }),
  'POST /api/products/updateProduct': (t, own) =>
    multipart(agent().post('/api/products/updateProduct'), {
      productId: t.product,
      name: 'piraté',
      price: '1',
      category_id: own.category,
      stock: '0',
    }),
  'DELETE /api/products/removeProduct': (t) =>
    agent().delete(`/api/products/removeProduct?product_id=${t.product}`),
  'GET /api/products/getProductImage': (t) =>
    agent().get(`/api/products/getProductImage?product_id=${t.product}`),
  // Another organization's quote to exclude is no quote of the caller's: nothing is excluded.
  'GET /api/products/availability': (t) =>
    agent().get(
      `/api/products/availability?from=2026-01-01&until=2026-12-31&exclude_quote_id=${t.quote}`,
    ),
  'POST /api/services/updateService': (t) =>
    agent()
      .post('/api/services/updateService')
      .send({ serviceId: t.service, name: 'piraté', description: 'd', price: 1 }),
  'DELETE /api/services/removeService': (t) =>
    agent().delete(`/api/services/removeService?service_id=${t.service}`),
  'POST /api/category/createCategory': (t) =>
    agent()
      .post('/api/category/createCategory')
      .send({ name: 'x', type: 'sub_category', category_id: t.category }),
  'PUT /api/category/updateCategory': (t) =>
    agent()
      .put('/api/category/updateCategory')
      .send({ category_id: t.category, name: 'piraté', type: 'category' }),
  'DELETE /api/category/deleteCategory': (t) =>
    agent().delete(`/api/category/deleteCategory?category_id=${t.subCategory}&type=sub_category`),
  'PUT /api/clients/updateClient': (t) =>
    agent().put('/api/clients/updateClient').send({ client_id: t.client, client_name: 'piraté' }),
  'DELETE /api/clients/deleteClient': (t) =>
    agent().delete('/api/clients/deleteClient').send({ client_id: t.client }),
  'GET /api/clients/getClientOverview': (t) =>
    agent().get(`/api/clients/getClientOverview?client_id=${t.client}`),
  'PUT /api/events/updateEvent': (t) =>
    multipart(agent().put('/api/events/updateEvent'), {
      event_id: t.event,
      name: 'piraté',
      location: 'l',
      date: '2026-05-01',
      start_at: '10:00',
      end_at: '11:00',
    }),
  'DELETE /api/events/deleteEvent': (t) =>
    agent().delete('/api/events/deleteEvent').send({ event_id: t.event }),
  'GET /api/events/getEventFile': (t) =>
    agent().get(`/api/events/getEventFile?event_id=${t.event}`),
  'GET /api/quote/getQuoteDetails': (t) =>
    agent().get(`/api/quote/getQuoteDetails?quote_id=${t.quote}`),
  'GET /api/quote/getQuoteHistory': (t) =>
    agent().get(`/api/quote/getQuoteHistory?quote_id=${t.quote}`),
  'GET /api/quote/getQuotePdf': (t) => agent().get(`/api/quote/getQuotePdf?quote_id=${t.quote}`),
  'POST /api/quote/createQuote': (t, own) =>
    agent().post('/api/quote/createQuote').send(oneDayQuote(own.client, t.product)),
  'PUT /api/quote/updateQuote': (t, own) =>
    agent()
      .put('/api/quote/updateQuote')
      .send({ quote_id: t.quote, ...oneDayQuote(own.client, own.product) }),
  'POST /api/quote/validateQuote': (t) =>
    agent().post('/api/quote/validateQuote').send({ quote_id: t.quote }),
  'DELETE /api/quote/deleteQuote': (t) =>
    agent().delete('/api/quote/deleteQuote').send({ quote_id: t.quote }),
  // Documents by email: without SMTP the id is still checked first (404).
  // Departure and return: a valid body, so only the id can refuse.
  'PUT /api/quote/departure/:id': (t) =>
    agent().put(`/api/quote/departure/${t.quote}`).send({ date: '2026-05-01', by: 'piraté' }),
  'DELETE /api/quote/departure/:id': (t) => agent().delete(`/api/quote/departure/${t.quote}`),
  'PUT /api/quote/return/:id': (t) =>
    agent().put(`/api/quote/return/${t.quote}`).send({ date: '2026-05-02', by: 'piraté' }),
  'DELETE /api/quote/return/:id': (t) => agent().delete(`/api/quote/return/${t.quote}`),
  'GET /api/quote/getQuoteEmailDraft': (t) =>
    agent().get(`/api/quote/getQuoteEmailDraft?quote_id=${t.quote}`),
  'POST /api/quote/sendQuoteEmail': (t) =>
    agent()
      .post('/api/quote/sendQuoteEmail')
      .send(pirateMail({ quote_id: t.quote })),
  'GET /api/invoice/getInvoiceEmailDraft': (t) =>
    agent().get(`/api/invoice/getInvoiceEmailDraft?invoice_id=${t.invoice}`),
  'POST /api/invoice/sendInvoiceEmail': (t) =>
    agent()
      .post('/api/invoice/sendInvoiceEmail')
      .send(pirateMail({ invoice_id: t.invoice })),
  'GET /api/invoice/getCreditNoteEmailDraft': (t) =>
    agent().get(`/api/invoice/getCreditNoteEmailDraft?credit_note_id=${t.creditNote}`),
  'POST /api/invoice/sendCreditNoteEmail': (t) =>
    agent()
      .post('/api/invoice/sendCreditNoteEmail')
      .send(pirateMail({ credit_note_id: t.creditNote })),
  'POST /api/invoice/createInvoice': (t) =>
    agent().post(`/api/invoice/createInvoice?quote_id=${t.quote}`),
  'GET /api/invoice/getInvoicePdf': (t) =>
    agent().get(`/api/invoice/getInvoicePdf?invoice_id=${t.invoice}`),
  'GET /api/invoice/getReminderPdf': (t) =>
    agent().get(`/api/invoice/getReminderPdf?reminder_id=${reminderOf(t)}`),
  'GET /api/clients/getStatementPdf': (t) =>
    agent().get(`/api/clients/getStatementPdf?client_id=${t.client}`),
  'GET /api/invoice/getInvoiceUbl': (t) =>
    agent().get(`/api/invoice/getInvoiceUbl?invoice_id=${t.invoice}`),
  'GET /api/invoice/getInvoiceCii': (t) =>
    agent().get(`/api/invoice/getInvoiceCii?invoice_id=${t.invoice}`),
  'GET /api/invoice/getCreditNoteUbl': (t) =>
    agent().get(`/api/invoice/getCreditNoteUbl?credit_note_id=${t.creditNote}`),
  'GET /api/invoice/validateInvoice': (t) =>
    asApp(agent().get(`/api/invoice/validateInvoice?invoice_id=${t.invoice}`)),
  'GET /api/invoice/getInvoiceDetails': (t) =>
    agent().get(`/api/invoice/getInvoiceDetails?invoice_id=${t.invoice}`),
  'GET /api/invoice/getInvoiceHistory': (t) =>
    agent().get(`/api/invoice/getInvoiceHistory?invoice_id=${t.invoice}`),
  'POST /api/invoice/createCreditNote': (t) =>
    agent().post(`/api/invoice/createCreditNote?invoice_id=${t.invoice}`).send({ reason: 'x' }),
  'GET /api/invoice/getCreditNotePdf': (t) =>
    agent().get(`/api/invoice/getCreditNotePdf?credit_note_id=${t.creditNote}`),
  'POST /api/invoice/addPayment': (t) =>
    agent()
      .post(`/api/invoice/addPayment?invoice_id=${t.invoice}`)
      .send({ amount: 0.01, paid_at: '2026-05-03', method: 'Cash', create_revenue: true }),
  'POST /api/invoice/addRefund': (t) =>
    agent()
      .post(`/api/invoice/addRefund?invoice_id=${t.invoice}`)
      .send({ amount: 0.01, paid_at: '2026-05-03', method: 'Cash', create_expense: true }),
  'DELETE /api/invoice/deletePayment': (t) =>
    agent().delete(`/api/invoice/deletePayment?payment_id=${t.payment}`),
  'GET /api/sale/getSaleDetails': (t) => agent().get(`/api/sale/getSaleDetails?sale_id=${t.sale}`),
  'GET /api/sale/getSaleHistory': (t) => agent().get(`/api/sale/getSaleHistory?sale_id=${t.sale}`),
  'GET /api/sale/getSalePdf': (t) => agent().get(`/api/sale/getSalePdf?sale_id=${t.sale}`),
  'POST /api/sale/createSale': (t, own) =>
    agent()
      .post('/api/sale/createSale')
      .send({
        name: 'x',
        recorded_date: '2026-05-01',
        client_id: t.client,
        products: [{ product_id: own.product, quantity: 1, unit_price: 1 }],
      }),
  'PUT /api/sale/updateSale': (t, own) =>
    agent()
      .put('/api/sale/updateSale')
      .send({
        sale_id: t.sale,
        name: 'piraté',
        recorded_date: '2026-05-01',
        client_id: own.client,
        products: [{ product_id: own.product, quantity: 1, unit_price: 1 }],
      }),
  'DELETE /api/sale/deleteSale': (t) => agent().delete(`/api/sale/deleteSale?sale_id=${t.sale}`),
  'POST /api/clients/sendStatement': (t) =>
    agent().post(`/api/clients/sendStatement?client_id=${t.client}`),
  'PUT /api/clients/reminderPause': (t) =>
    agent().put(`/api/clients/reminderPause?client_id=${t.client}`).send({ paused: true }),
  'POST /api/invoice/sendReminder': (t) =>
    agent().post(`/api/invoice/sendReminder?invoice_id=${t.invoice}`),
  // B's own line to review matched to the target invoice: A's must answer as a missing one.
  'PUT /api/bank/lines/match': (t, own) =>
    agent()
      .put(`/api/bank/lines/match?line_id=${bankLineOf(own)}`)
      .send({ invoice_id: t.invoice }),
  'DELETE /api/bank/lines/match': (t) =>
    agent().delete(`/api/bank/lines/match?line_id=${bankLineOf(t)}`),
  'PUT /api/bank/lines/ignore': (t) =>
    agent()
      .put(`/api/bank/lines/ignore?line_id=${bankLineOf(t)}`)
      .send({}),
  'DELETE /api/bank/lines/ignore': (t) =>
    agent().delete(`/api/bank/lines/ignore?line_id=${bankLineOf(t)}`),
  'PUT /api/accounting/receivedDocuments/reject': (t) =>
    agent()
      .put(`/api/accounting/receivedDocuments/reject?received_document_id=${receivedOf(t)}`)
      .send({}),
  'DELETE /api/accounting/receivedDocuments/reject': (t) =>
    agent().delete(
      `/api/accounting/receivedDocuments/reject?received_document_id=${receivedOf(t)}`,
    ),
  'GET /api/accounting/getReceivedDocumentFile': (t) =>
    agent().get(`/api/accounting/getReceivedDocumentFile?received_document_id=${receivedOf(t)}`),
  // Another organization's invoice is never queued for Peppol: it answers as a missing one.
  'POST /api/invoice/sendPeppol': (t) =>
    agent().post(`/api/invoice/sendPeppol?invoice_id=${t.invoice}`),
};

/** Routes without an id of another tenant to try: public, or scoped by the session alone. */
const NO_ID_ROUTES = new Set([
  'GET /api/health/',
  'GET /api/ready/',
  'GET /api/openapi.json',
  'GET /api/auth/config',
  'GET /api/auth/verifyToken',
  'POST /api/auth/verifyToken',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/google',
  'POST /api/auth/forgotPassword',
  'POST /api/auth/resetPassword',
  'GET /api/auth/profile',
  'PUT /api/auth/updateProfile',
  'PUT /api/auth/changePassword',
  'POST /api/auth/verifyEmail',
  'POST /api/auth/resendVerification',
  'GET /api/stripe/getPlans',
  'POST /api/stripe/createCheckoutSession',
  'POST /api/stripe/modifySubscription',
  'POST /api/stripe/customerPortal',
  'POST /api/stripe/cancelSubscription',
  'POST /api/stripe/webhook',
  'GET /api/organization/getOrganization',
  'GET /api/organization/getHome',
  'GET /api/organization/reminderSettings',
  'PUT /api/organization/reminderSettings',
  'POST /api/organization/updateOrganization',
  'POST /api/organization/addOrganization',
  'POST /api/organization/updateOrganizationTerms',
  'POST /api/organization/updateOrganizationFiles',
  'GET /api/organization/files/:fileType',
  'GET /api/organization/export',
  'GET /api/organization/audit',
  'PUT /api/organization/addOrganizationUser',
  'GET /api/organization/invitations',
  'GET /api/organization/invitations/sent',
  // A token of a mailed link, not an id: the link is the proof, whoever opens it.
  'POST /api/organization/invitations/acceptLink',
  'PUT /api/organization/leave',
  'GET /api/organization/requests/list',
  'POST /api/organization/requests/create',
  'GET /api/organization/myJoinRequests',
  'GET /api/users/list',
  'GET /api/clients/list',
  'POST /api/clients/createClient',
  'GET /api/events/list',
  'POST /api/events/addEvent',
  'GET /api/products/list',
  'GET /api/services/list',
  'POST /api/services/addService',
  'GET /api/category/getCategoryList',
  'POST /api/accounting/getExpenses',
  'POST /api/accounting/revenue/getRevenues',
  'POST /api/accounting/exportAccounting',
  'POST /api/accounting/dashboard/expensesVsRevenues',
  'POST /api/accounting/dashboard/revenuesAndExpensesOverTime',
  'GET /api/quote/getQuoteList',
  'GET /api/invoice/getInvoiceList',
  'POST /api/sale/getSales',
  'GET /api/planning/',
  // A file of the caller's own account; the invoices it may pay are looked up in the caller's
  // organization only (bank-import.test.ts: another organization's reference is never matched).
  'POST /api/bank/importStatement',
  // The caller's organization's lines, and the invoices it may pay among its own.
  'GET /api/bank/lines',
  // Scoped by the session's organization: reminders.test.ts reads what each one's list holds.
  'GET /api/invoice/reminders',
  // The Peppol network's public directory: nothing of the organization is read or kept.
  'GET /api/peppol/lookup',
  // A file of the caller's, received into the caller's organization; its list is the caller's.
  'POST /api/accounting/importPurchaseInvoice',
  'GET /api/accounting/receivedDocuments',
  // Signed by the access point; it names its own reference of a transmission, never an id.
  'POST /api/peppol/webhook',
  // The caller's organization's own Peppol identifier and registration.
  'GET /api/organization/getPeppolSettings',
  'POST /api/organization/registerPeppol',
]);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await tenant(ctx, SECRET);
  b = await tenant(ctx, 'BETA');
  for (const { orgId, ids } of [a, b]) {
    const reminder = await ctx.db.invoiceReminder.create({
      data: {
        organization_id: orgId,
        invoice_id: ids.invoice,
        level: 1,
        title: 'Rappel de paiement',
        body: 'Rappel.',
        channel: 'post',
        sent_on: new Date(),
        amount_due_cents: 100,
      },
    });
    reminders.set(ids.invoice, reminder.reminder_id);
  }
});
beforeAll(async () => {
  // A credit line to review per tenant, named after it (what B lists must hold only its own).
  for (const [t, name] of [
    [a, SECRET],
    [b, 'BETA'],
  ] as const) {
    const { statement_id } = await ctx.db.bankStatement.create({
      data: {
        organization_id: t.orgId,
        format: 'coda',
        account_iban: 'BE68539007547034',
        from_date: new Date('2026-05-01'),
        until_date: new Date('2026-05-01'),
        opening_balance_cents: 0,
        closing_balance_cents: 100,
        imported_by: t.ids.member,
      },
    });
    const line = await ctx.db.bankLine.create({
      data: {
        organization_id: t.orgId,
        statement_id,
        account_iban: 'BE68539007547034',
        bank_ref: `${name}/0000`,
        booking_date: new Date('2026-05-01'),
        value_date: new Date('2026-05-01'),
        amount_cents: 100,
        counterparty_name: `${name} payeur`,
      },
    });
    bankLineIds.set(t.ids.invoice, line.line_id);
  }
});
beforeAll(async () => {
  // A received purchase invoice per tenant, its file named after it.
  const bytes = readFileSync(path.join(rulesDir, 'examples', 'ubl', 'base-example.xml'));
  for (const [t, name] of [
    [a, SECRET],
    [b, 'BETA'],
  ] as const) {
    const fileName = `${name}-facture.xml`;
    const received = await receiveDocument(ctx.db, t.orgId, {
      bytes,
      fileName,
      source: 'upload',
      sender: null,
    });
    receivedIds.set(t.ids.invoice, received.received_document_id);
  }
});
afterAll(() => ctx.close());

describe('tenant isolation', () => {
  test('every declared route is in the matrix', () => {
    const uncovered = DECLARED_ROUTES.filter(
      (route) => !(route in ID_ROUTES) && !NO_ID_ROUTES.has(route),
    );
    expect(uncovered).toEqual([]);
  });

  test('organization B using organization A’s ids gets exactly what an unknown id gets', async () => {
    const before = await organizationSnapshot(ctx.db, a.orgId);
    const differences: string[] = [];
    for (const [route, call] of Object.entries(ID_ROUTES)) {
      const foreign = await call(a.ids, b.ids).set('Cookie', b.cookie);
      const missing = await call(allMissing(), b.ids).set('Cookie', b.cookie);
      if (
        foreign.status !== missing.status ||
        JSON.stringify(foreign.body) !== JSON.stringify(missing.body)
      ) {
        differences.push(
          `${route}: ${foreign.status} ${JSON.stringify(foreign.body)} ≠ ${missing.status} ${JSON.stringify(missing.body)}`,
        );
      }
      expect(foreign.status, route).toBeGreaterThanOrEqual(400);
      expect(foreign.status, route).toBeLessThan(500);
    }
    const unchanged = (await organizationSnapshot(ctx.db, a.orgId)) === before;
    recordReliability('tenant-isolation', {
      routes: DECLARED_ROUTES.length,
      idRoutes: Object.keys(ID_ROUTES).length,
      leaks: differences.length + (unchanged ? 0 : 1),
    });
    expect(differences).toEqual([]);
    expect(unchanged).toBe(true);
  });

  test('nothing B lists, exports or downloads contains A’s data', async () => {
    const range = { startDate: '2000-01-01', endDate: '2100-12-31' };
    const reads = [
      agent().get('/api/organization/getOrganization'),
      agent().get('/api/organization/requests/list'),
      // The audit trail: B's entries only.
      agent().get('/api/organization/audit'),
      agent().get('/api/users/list'),
      agent().get('/api/clients/list'),
      agent().get('/api/events/list'),
      agent().get('/api/products/list'),
      agent().get('/api/services/list'),
      agent().get('/api/category/getCategoryList'),
      agent().get('/api/quote/getQuoteList'),
      agent().get('/api/invoice/getInvoiceList'),
      agent().post('/api/sale/getSales').send(range),
      agent().post('/api/accounting/getExpenses').send(range),
      agent().post('/api/accounting/revenue/getRevenues').send(range),
      // The paged answers of the same lists.
      agent().get('/api/quote/getQuoteList?page=1'),
      agent().post('/api/sale/getSales?page=1').send({}),
      agent().post('/api/accounting/getExpenses?page=1').send({}),
      agent().post('/api/accounting/revenue/getRevenues?page=1').send({}),
      agent().get('/api/invoice/getInvoiceList?page=1'),
      agent().get('/api/clients/list?page=1'),
      agent().get('/api/products/list?page=1'),
      agent().get('/api/services/list?page=1'),
      // Both tenants book the same days: B's planning holds its own rentals and products only.
      agent().get('/api/planning?from=2026-01-01&until=2026-12-31'),
      agent().get('/api/bank/lines?page=1'),
      agent().get('/api/accounting/receivedDocuments?page=1'),
    ];
    for (const read of reads) {
      const res = await read.set('Cookie', b.cookie);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
      expect(JSON.stringify(res.body)).toContain('BETA');
    }
    // Dashboards carry amounts only: B's are its own (12 € of expenses, 3 × 5 € of revenues).
    const sums = await agent()
      .post('/api/accounting/dashboard/expensesVsRevenues')
      .set('Cookie', b.cookie)
      .send(range);
    expect(sums.body).toEqual({ expenseAmount: 12, revenueAmount: 15 });
    const zip = await binary(
      agent().post('/api/accounting/exportAccounting').set('Cookie', b.cookie).send(range),
    );
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    for (const [name, bytes] of Object.entries(files)) {
      expect(name).not.toContain(SECRET.toLowerCase());
      expect(Buffer.from(bytes).toString('latin1')).not.toContain(SECRET);
    }
    for (const path of [
      `/api/quote/getQuotePdf?quote_id=${b.ids.quote}`,
      `/api/invoice/getInvoicePdf?invoice_id=${b.ids.invoice}`,
      `/api/sale/getSalePdf?sale_id=${b.ids.sale}`,
      `/api/invoice/getCreditNotePdf?credit_note_id=${b.ids.creditNote}`,
      `/api/invoice/getReminderPdf?reminder_id=${reminderOf(b.ids)}`,
      `/api/clients/getStatementPdf?client_id=${b.ids.client}`,
    ]) {
      const pdf = await binary(agent().get(path).set('Cookie', b.cookie));
      expect(pdf.status).toBe(200);
      const text = (await pdfPages(pdf.body as Buffer)).join(' ');
      expect(text).toContain('BETA');
      expect(text).not.toContain(SECRET);
    }
  });

  test('the organization export holds every table of B, B’s files, and nothing of A', async () => {
    const res = await binary(agent().get('/api/organization/export').set('Cookie', b.cookie));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="donnees-beta-org-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    for (const [name, bytes] of Object.entries(files)) {
      expect(name).not.toContain(SECRET);
      expect(Buffer.from(bytes).toString('latin1')).not.toContain(SECRET);
    }
    const json = (name: string) =>
      JSON.parse(Buffer.from(files[name] ?? []).toString('utf8')) as Record<string, unknown>[];

    // Every table with an organization_id, only B's rows.
    const tenantTables = await ctx.db.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'organization_id'`;
    for (const { table_name: table } of tenantTables) {
      const rows = json(`tables/${table}.json`);
      if (table !== 'users') {
        expect(
          rows.every((row) => row.organization_id === b.orgId),
          table,
        ).toBe(true);
      }
      const stored = await ctx.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE organization_id = $1`,
        b.orgId,
      );
      expect(rows.length, table).toBe(stored[0]?.n);
    }
    expect(json('tables/clients.json').map((row) => row.client_name)).toEqual(['BETA client']);

    // Members: who they are, never how they sign in.
    const users = json('tables/users.json');
    expect(users).toEqual([
      { user_id: b.ids.member, name: 'BETA membre', email: expect.any(String) as string },
    ]);

    // The receipt of B's expense, byte for byte, named after its file.
    const [expense] = json('tables/expenses.json');
    const receipt = Object.keys(files).find((name) =>
      name.startsWith(`files/${String(expense?.file_id)}-`),
    );
    expect(receipt).toBe(`files/${String(expense?.file_id)}-ticket.pdf`);
    expect(Buffer.from(files[receipt ?? ''] ?? []).equals(PDF)).toBe(true);
    const storedFiles = json('tables/stored_files.json');
    expect(storedFiles.every((file) => !('data' in file))).toBe(true);
    expect(Object.keys(files).filter((name) => name.startsWith('files/'))).toHaveLength(
      storedFiles.length,
    );

    // Without an organization: the 401 of the other organization routes.
    const loner = await createUser(ctx.db);
    const refused = await agent()
      .get('/api/organization/export')
      .set('Cookie', await signIn(ctx.app, loner));
    expect(refused.status).toBe(401);
  });
});
