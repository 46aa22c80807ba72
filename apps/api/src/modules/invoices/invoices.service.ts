import { todayIso } from '@app/shared/dates';
import {
  MSG_INVOICE_ALREADY_VALIDATED,
  MSG_INVOICE_NOT_FOUND,
  type InvoiceListItem,
} from '@app/shared/invoices';
import { centsToEuros } from '@app/shared/money';
import { priceDocument } from '@app/shared/pricing';
import { MSG_QUOTE_FROZEN, MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { nextDocumentNumber } from '../numbering/document-numbers.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';

export const MSG_INVOICE_CREATED = 'Facture créée avec succès';
export const MSG_INVOICE_VALIDATED = 'Facture validée avec succès';
export const MSG_INVOICE_REFRESHED = 'Facture mise à jour avec succès';
export const MSG_SALE_NOT_FOUND = 'Vente introuvable.';
export const MSG_SALE_INVOICE_EXISTS = 'Cette vente a déjà une facture.';

const num = (value: { toNumber(): number }) => value.toNumber();

type SnapshotLine = {
  kind: 'product' | 'service';
  product_id: number | null;
  service_id: number | null;
  name: string;
  description: string | null;
  quantity: number;
  price_at_time_of_quote_cents: number;
  tva_rate: number;
  discount_cents: number;
  coefficient: number;
};

/** Totals of a snapshot, with the same shared pricing as the quote or sale it copies. */
function totals(lines: SnapshotLine[], isVatSubject: boolean) {
  const input = (line: SnapshotLine) => ({
    priceCents: line.price_at_time_of_quote_cents,
    quantity: line.quantity,
    discountCents: line.discount_cents,
    vatRate: line.tva_rate,
  });
  // Product lines of a quote share its coefficient; services and sale lines use 1.
  const coefficient = lines.find((line) => line.kind === 'product')?.coefficient ?? 1;
  return priceDocument({
    products: lines.filter((line) => line.kind === 'product').map(input),
    services: lines.filter((line) => line.kind === 'service').map(input),
    coefficient,
    isVatSubject,
  });
}

/** The columns an invoice takes from its snapshot: client, totals, today's date and the lines. */
async function snapshotColumns(
  tx: DbOrTx,
  organizationId: number,
  clientId: number,
  lines: SnapshotLine[],
) {
  const organization = await tx.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { is_vat_subject: true },
  });
  const priced = totals(lines, organization.is_vat_subject);
  return {
    client_id: clientId,
    issue_date: new Date(`${todayIso()}T00:00:00Z`),
    total_amount_cents: priced.totalInclVatCents,
    discount_cents: priced.totalDiscountCents,
    lines: {
      create: lines.map((line, position) => ({
        ...line,
        organization_id: organizationId,
        position,
      })),
    },
  };
}

const invoiceSelect = { invoice_id: true, formatted_invoice_id: true } as const;

async function insertInvoice(
  tx: DbOrTx,
  organizationId: number,
  source: { quote_id: number } | { sale_id: number },
  clientId: number,
  lines: SnapshotLine[],
) {
  await assertWithinPlanLimit(tx, organizationId, 'factures');
  const columns = await snapshotColumns(tx, organizationId, clientId, lines);
  const formatted_invoice_id = await nextDocumentNumber(tx, organizationId, 'invoice');
  const invoice = await tx.invoice.create({
    data: { organization_id: organizationId, formatted_invoice_id, ...source, ...columns },
    select: invoiceSelect,
  });
  return { ...invoice, refreshed: false };
}

/**
 * A pending invoice made again from its quote, which may have changed since: same number, new
 * lines, totals and date. A validated invoice never gets here.
 */
async function refreshInvoice(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  clientId: number,
  lines: SnapshotLine[],
) {
  const columns = await snapshotColumns(tx, organizationId, clientId, lines);
  await tx.invoiceLine.deleteMany({ where: { invoice_id: invoiceId } });
  const invoice = await tx.invoice.update({
    where: { invoice_id: invoiceId },
    data: columns,
    select: invoiceSelect,
  });
  return { ...invoice, refreshed: true };
}

/**
 * The invoice of a quote: a copy of its lines and prices, status Pending. While that invoice is
 * pending, asking again makes it anew from the quote as it is now (spec §4: creating an invoice
 * stays available until the invoice is validated); once validated, the quote is frozen.
 */
export async function createInvoiceFromQuote(db: Db, organizationId: number, quoteId: number) {
  return db.$transaction(async (tx) => {
    // Two clicks on "create invoice" make one invoice: the second waits here, then sees it.
    await tx.$executeRaw`SELECT 1 FROM quotes WHERE quote_id = ${quoteId} FOR UPDATE`;
    const quote = await tx.quote.findFirst({
      where: { quote_id: quoteId, organization_id: organizationId },
      select: {
        client_id: true,
        coefficient: true,
        invoice: { select: { invoice_id: true, status: true } },
        products: {
          orderBy: { position: 'asc' },
          select: {
            product_id: true,
            quantity: true,
            price_cents: true,
            tva_rate: true,
            discount_cents: true,
            product: { select: { name: true } },
          },
        },
        services: {
          orderBy: { position: 'asc' },
          select: {
            service_id: true,
            quantity: true,
            price_cents: true,
            tva_rate: true,
            discount_cents: true,
            service: { select: { name: true, description: true } },
          },
        },
      },
    });
    if (!quote) throw new AppError('NOT_FOUND', MSG_QUOTE_NOT_FOUND);
    if (quote.invoice?.status === 'Validated') throw new AppError('CONFLICT', MSG_QUOTE_FROZEN);
    const coefficient = num(quote.coefficient);
    const lines: SnapshotLine[] = [
      ...quote.products.map((line) => ({
        kind: 'product' as const,
        product_id: line.product_id,
        service_id: null,
        name: line.product.name,
        description: null,
        quantity: line.quantity,
        price_at_time_of_quote_cents: line.price_cents,
        tva_rate: num(line.tva_rate),
        discount_cents: line.discount_cents,
        coefficient,
      })),
      ...quote.services.map((line) => ({
        kind: 'service' as const,
        product_id: null,
        service_id: line.service_id,
        name: line.service.name,
        description: line.service.description || null,
        quantity: line.quantity,
        price_at_time_of_quote_cents: line.price_cents,
        tva_rate: num(line.tva_rate),
        discount_cents: line.discount_cents,
        coefficient: 1,
      })),
    ];
    return quote.invoice
      ? refreshInvoice(tx, organizationId, quote.invoice.invoice_id, quote.client_id, lines)
      : insertInvoice(tx, organizationId, { quote_id: quoteId }, quote.client_id, lines);
  });
}

/** The invoice of a direct sale (type Vente). */
export async function createInvoiceFromSale(db: Db, organizationId: number, saleId: number) {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM sales WHERE sale_id = ${saleId} FOR UPDATE`;
    const sale = await tx.sale.findFirst({
      where: { sale_id: saleId, organization_id: organizationId },
      select: {
        client_id: true,
        invoice: { select: { invoice_id: true } },
        products: {
          orderBy: { row_id: 'asc' },
          select: {
            product_id: true,
            quantity: true,
            unit_price_cents: true,
            tva_rate: true,
            product: { select: { name: true } },
          },
        },
      },
    });
    if (!sale) throw new AppError('NOT_FOUND', MSG_SALE_NOT_FOUND);
    if (sale.invoice) throw new AppError('CONFLICT', MSG_SALE_INVOICE_EXISTS);
    const lines: SnapshotLine[] = sale.products.map((line) => ({
      kind: 'product',
      product_id: line.product_id,
      service_id: null,
      name: line.product.name,
      description: null,
      quantity: line.quantity,
      price_at_time_of_quote_cents: line.unit_price_cents,
      tva_rate: num(line.tva_rate),
      discount_cents: 0,
      coefficient: 1,
    }));
    return insertInvoice(tx, organizationId, { sale_id: saleId }, sale.client_id, lines);
  });
}

export async function listInvoices(db: DbOrTx, organizationId: number): Promise<InvoiceListItem[]> {
  const rows = await db.invoice.findMany({
    where: { organization_id: organizationId },
    select: {
      invoice_id: true,
      formatted_invoice_id: true,
      quote_id: true,
      sale_id: true,
      issue_date: true,
      total_amount_cents: true,
      status: true,
      client: { select: { client_id: true, client_name: true } },
      quote: { select: { discount_cents: true } },
    },
    orderBy: [{ issue_date: 'desc' }, { invoice_id: 'desc' }],
  });
  return rows.map((row) => ({
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.formatted_invoice_id,
    quote_id: row.quote_id,
    sale_id: row.sale_id,
    type: row.quote_id !== null ? 'Location' : 'Vente',
    client: row.client,
    issue_date: row.issue_date.toISOString().slice(0, 10),
    total_amount: centsToEuros(row.total_amount_cents),
    status: row.status,
    quote: row.quote ? { discount: centsToEuros(row.quote.discount_cents) } : null,
  }));
}

/** Pending → Validated, once; a validated invoice is immutable and never deleted. */
export async function validateInvoice(db: Db, organizationId: number, invoiceId: number) {
  const done = await db.invoice.updateMany({
    where: { invoice_id: invoiceId, organization_id: organizationId, status: 'Pending' },
    data: { status: 'Validated', validated_at: new Date() },
  });
  if (done.count === 1) return;
  const exists = await db.invoice.count({
    where: { invoice_id: invoiceId, organization_id: organizationId },
  });
  if (exists === 0) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
  throw new AppError('CONFLICT', MSG_INVOICE_ALREADY_VALIDATED);
}
