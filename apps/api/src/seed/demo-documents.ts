// Quotes, invoices and sales over the year for the demo organization, made through the same use
// cases as the API so their numbers, totals and stock are what the app itself would produce.
import { addDaysIso, todayIso } from '@app/shared/dates';
import type { Db } from '../db/prisma.js';
import { centsToEuros, eurosToCents } from '@app/shared/money';
import { createCreditNote } from '../modules/credit-notes/credit-notes.service.js';
import {
  createInvoiceFromQuote,
  createInvoiceFromSale,
} from '../modules/invoices/invoice-creation.js';
import { getInvoiceDetails } from '../modules/invoices/invoice-queries.js';
import { validateInvoice } from '../modules/invoices/invoices.service.js';
import { addPayment } from '../modules/payments/payments.service.js';
import { createQuote, validateQuote } from '../modules/quotes/quotes.service.js';
import { createSale } from '../modules/sales/sales.service.js';

type Catalogue = {
  products: { product_id: number; stock: number; price_cents: number }[];
  services: { service_id: number; price_cents: number }[];
  clients: { client_id: number }[];
  events: { event_id: number }[];
};

export async function seedDemoDocuments(db: Db, organizationId: number): Promise<void> {
  const where = { organization_id: organizationId };
  const catalogue: Catalogue = {
    products: await db.product.findMany({ where, orderBy: { product_id: 'asc' } }),
    services: await db.service.findMany({ where, orderBy: { service_id: 'asc' } }),
    clients: await db.client.findMany({ where, orderBy: { client_id: 'asc' } }),
    events: await db.event.findMany({ where, orderBy: { event_id: 'asc' } }),
  };
  const { products, services, clients } = catalogue;
  if (products.length < 6 || clients.length === 0 || services.length === 0) return;
  const today = todayIso();
  for (let i = 0; i < 8; i++) await seedDemoQuote(db, organizationId, catalogue, today, i);
  for (let i = 0; i < 6; i++) await seedDemoSale(db, organizationId, catalogue, today, i);
}

/** The i-th quote of the year, invoiced and paid or credited as the older ones were. */
async function seedDemoQuote(
  db: Db,
  organizationId: number,
  { products, services, clients, events }: Catalogue,
  today: string,
  i: number,
) {
  const start = addDaysIso(today, -300 + i * 40);
  const picked = [products[i % products.length]!, products[(i + 3) % products.length]!];
  const service = services[i % services.length]!;
  const quote = await createQuote(db, organizationId, {
    client_id: clients[i % clients.length]!.client_id,
    event_id: i % 3 === 0 && events.length > 0 ? events[i % events.length]!.event_id : null,
    products: picked.map((product, index) => ({
      itemId: product.product_id,
      quantity: Math.min(product.stock, 2 + index),
      priceCents: product.price_cents,
      vatRate: 21,
      discountCents: index === 0 && i % 2 === 0 ? 500 : 0,
    })),
    services: [
      {
        itemId: service.service_id,
        quantity: 1,
        priceCents: service.price_cents,
        vatRate: 21,
        discountCents: 0,
      },
    ],
    // The quote form has one start date: the rental date and the start of the reservation.
    rent_date: start,
    reserved_from: start,
    reserved_until: addDaysIso(start, 1 + (i % 4)),
    valid_until: addDaysIso(start, -1),
    coefficient: null,
    description: i % 2 === 0 ? 'Matériel livré la veille, repris le lendemain.' : '',
    // Demo quotes are 40 days apart: they never compete for the same units.
    allow_overbooking: false,
  });
  // Made two weeks before the rental, as a customer would ask.
  await db.quote.update({
    where: { organization_id: organizationId, quote_id: quote.quote_id },
    data: { created_at: new Date(`${addDaysIso(start, -14)}T09:00:00Z`) },
  });
  // The older ones and the last one were invoiced; the first three and the last one validated,
  // each the day after its rental ended.
  if (i < 5 || i === 7) {
    const invoice = await createInvoiceFromQuote(db, organizationId, quote.quote_id);
    await validateQuote(db, organizationId, quote.quote_id);
    const invoicedOn = addDaysIso(start, 2 + (i % 4));
    if (i < 3 || i === 7) {
      await settleDemoInvoice(db, organizationId, invoice.invoice_id, i, invoicedOn);
    }
  }
}

/**
 * The oldest invoice paid, the next one left unpaid (overdue), the third corrected by a credit
 * note for its service, the last one (not yet due) half paid.
 */
async function settleDemoInvoice(
  db: Db,
  organizationId: number,
  invoiceId: number,
  i: number,
  invoicedOn: string,
) {
  // The demo member did it all (the audit trail names them).
  const { user_id: userId } = await db.user.findFirstOrThrow({
    where: { organization_id: organizationId },
    orderBy: { user_id: 'asc' },
    select: { user_id: true },
  });
  // Mid-morning in Brussels on that day.
  const issued = await validateInvoice(
    db,
    organizationId,
    invoiceId,
    userId,
    new Date(`${invoicedOn}T09:00:00Z`),
  );
  const totalCents = eurosToCents(issued.total_amount);
  const paid = { 0: totalCents, 7: Math.round(totalCents / 2) }[i];
  if (paid) {
    await addPayment(
      db,
      organizationId,
      invoiceId,
      {
        amount: centsToEuros(paid),
        paid_at: issued.issue_date,
        method: 'Virement',
        create_revenue: false,
      },
      userId,
    );
  }
  if (i === 2) {
    const { invoice: read } = await getInvoiceDetails(db, organizationId, invoiceId);
    const service = read.lines.find((line) => line.kind === 'service');
    if (service) {
      await createCreditNote(
        db,
        organizationId,
        invoiceId,
        {
          reason: 'Livraison non effectuée : le client est venu chercher le matériel.',
          lines: [{ invoice_line_id: service.invoice_line_id, quantity: service.quantity }],
        },
        userId,
      );
    }
  }
}

const SALE_NAMES = [
  'Buvette tournoi',
  'Vente de gobelets',
  'Fin de saison',
  'Brocante',
  'Fête du club',
  'Marché',
];

/** The i-th sale of the year; the first two are invoiced. */
async function seedDemoSale(
  db: Db,
  organizationId: number,
  { products, clients }: Catalogue,
  today: string,
  i: number,
) {
  const product = products[(i * 2) % products.length]!;
  const sale = await createSale(db, organizationId, {
    name: SALE_NAMES[i]!,
    recorded_date: addDaysIso(today, -280 + i * 45),
    client_id: clients[(i + 2) % clients.length]!.client_id,
    lines: [
      {
        productId: product.product_id,
        quantity: Math.min(product.stock, 1 + (i % 2)),
        unitPriceCents: product.price_cents,
        vatRate: 21,
      },
    ],
  });
  if (i < 2) await createInvoiceFromSale(db, organizationId, sale.sale_id);
}
