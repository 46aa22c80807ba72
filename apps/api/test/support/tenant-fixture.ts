// An organization with one of everything (clients, catalogue with images, quotes, a validated
// invoice with its frozen PDF, a payment, a credit note, a sale, an expense and a revenue with
// their receipts, a join request, an invitation), made through the API as a user would: the
// tenant isolation matrix and the backup round trip start from it.
import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../../src/db/prisma.js';
import { createOrganization, createUser } from './factories.js';
import { multipart, PDF, PNG, withSession } from './http.js';
import { signIn } from './session.js';

export type Ids = {
  client: number;
  event: number;
  category: number;
  subCategory: number;
  product: number;
  service: number;
  quote: number;
  invoice: number;
  creditNote: number;
  payment: number;
  sale: number;
  expense: number;
  revenue: number;
  request: number;
  invitation: number;
  member: number;
};

export type Tenant = { orgId: number; cookie: string; ids: Ids };

/** An organization with one of everything, named with `marker` so leaks are easy to spot. */
export async function tenant(ctx: { app: Express; db: Db }, marker: string): Promise<Tenant> {
  const organization = await createOrganization(ctx.db, { organization_name: `${marker} org` });
  const orgId = organization.organization_id;
  const user = await createUser(ctx.db, { organization_id: orgId, name: `${marker} membre` });
  const cookie = await signIn(ctx.app, user);
  const post = (path: string) => withSession(ctx.app, cookie).post(path);
  const client = await post('/api/clients/createClient').send({ client_name: `${marker} client` });
  const event = await post('/api/events/addEvent')
    .field('name', `${marker} event`)
    .field('location', 'Lieu')
    .field('date', '2026-05-01')
    .field('start_at', '10:00')
    .field('end_at', '12:00')
    .attach('file', PNG, 'affiche.png');
  const category = await post('/api/category/createCategory').send({
    name: `${marker} cat`,
    type: 'category',
  });
  const categoryId = category.body.category.category_id as number;
  const sub = await post('/api/category/createCategory').send({
    name: `${marker} sub`,
    type: 'sub_category',
    category_id: categoryId,
  });
  const product = await post('/api/products/addProduct')
    .field('name', `${marker} product`)
    .field('price', '10')
    .field('category_id', String(categoryId))
    .field('stock', '50')
    .attach('file', PNG, 'produit.png');
  const service = await post('/api/services/addService').send({
    name: `${marker} service`,
    description: 'd',
    price: 20,
  });
  const ids = {
    client: client.body.client.client_id as number,
    event: event.body.event.event_id as number,
    product: product.body.product.product_id as number,
    service: service.body.service.service_id as number,
  };
  const quote = await post('/api/quote/createQuote').send({
    client_id: ids.client,
    products: [{ product_id: ids.product, quantity: 1, price: 10, tva_rate: 21 }],
    services: [{ service_id: ids.service, quantity: 1, price: 20, tva_rate: 21 }],
    rent_date: '2026-05-01',
    reserved_from: '2026-05-01',
    reserved_until: '2026-05-02',
    description: `${marker} quote`,
    event_id: ids.event,
  });
  // A second quote gets the invoice, so the first one stays editable and deletable.
  const invoiced = await post('/api/quote/createQuote').send({
    client_id: ids.client,
    products: [{ product_id: ids.product, quantity: 1, price: 10 }],
    services: [],
    rent_date: '2026-05-01',
    reserved_from: '2026-05-01',
    reserved_until: '2026-05-01',
  });
  const invoice = await post(`/api/invoice/createInvoice?quote_id=${invoiced.body.quote.quote_id}`);
  const invoiceId = invoice.body.invoice.invoice_id as number;
  await withSession(ctx.app, cookie).get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
  const payment = await post(`/api/invoice/addPayment?invoice_id=${invoiceId}`).send({
    amount: 1,
    paid_at: '2026-05-02',
    method: 'Virement',
  });
  const creditNote = await post(`/api/invoice/createCreditNote?invoice_id=${invoiceId}`).send({
    reason: `${marker} avoir`,
  });
  const sale = await post('/api/sale/createSale').send({
    name: `${marker} sale`,
    recorded_date: '2026-05-01',
    client_id: ids.client,
    products: [{ product_id: ids.product, quantity: 1, unit_price: 10 }],
  });
  const expense = await multipart(
    post('/api/accounting/addExpense'),
    {
      product_name: `${marker} expense`,
      price: 12,
      recorded_date: '2026-05-01',
      payment_method: 'Cash',
      user_id: user.user_id,
      event_id: ids.event,
    },
    { bytes: PDF, name: 'ticket.pdf' },
  );
  const revenue = await multipart(
    post('/api/accounting/revenue/addRevenue'),
    {
      product_name: `${marker} revenue`,
      unit_price: 5,
      amount: 3,
      recorded_date: '2026-05-01',
      event_id: ids.event,
    },
    { bytes: PDF, name: 'caisse.pdf' },
  );
  const asker = await createUser(ctx.db, { name: `${marker} asker` });
  await request(ctx.app)
    .post('/api/organization/requests/create')
    .set('Cookie', await signIn(ctx.app, asker))
    .send({ email: organization.email });
  const joinRequest = await ctx.db.joinRequest.findFirstOrThrow({
    where: { organization_id: orgId },
  });
  await withSession(ctx.app, cookie)
    .put('/api/organization/addOrganizationUser')
    .send({ email: `${marker.toLowerCase()}-invite@exemple.be` });
  const invitation = await ctx.db.invitation.findFirstOrThrow({
    where: { organization_id: orgId },
  });
  return {
    orgId,
    cookie,
    ids: {
      ...ids,
      category: categoryId,
      subCategory: sub.body.subCategory.sub_category_id as number,
      quote: quote.body.quote.quote_id as number,
      invoice: invoiceId,
      creditNote: creditNote.body.credit_note.credit_note_id as number,
      payment: payment.body.payment.payment_id as number,
      sale: sale.body.sale.sale_id as number,
      expense: expense.body.expense.expense_id as number,
      revenue: revenue.body.revenue.revenue_id as number,
      request: joinRequest.request_id,
      invitation: invitation.invitation_id,
      member: user.user_id,
    },
  };
}
