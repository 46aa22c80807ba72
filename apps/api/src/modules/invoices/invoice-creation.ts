// Invoices made from a quote or a sale: a copy of its lines, PROV-<id> until validation; while
// pending, made anew from the quote as it is now.
import { addDaysIso, todayIso } from '@app/shared/dates';
import { priceDocument } from '@app/shared/pricing';
import { MSG_QUOTE_FROZEN, MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import { MSG_SALE_INVOICED } from '@app/shared/sales';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { decimalToNumber, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { quoteLinePriceSelect } from '../quotes/quotes.data.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { lockOwnInvoice } from './invoices.data.js';
import { invoiceStatusSelect } from '../documents/document-selects.js';
import { lockOwnSale, type LockedSale } from '../documents/locked-sale.js';
import { recordDocumentEvent } from '../history/document-events.data.js';

export const MSG_INVOICE_CREATED = 'Facture créée avec succès';
export const MSG_INVOICE_REFRESHED = 'Facture mise à jour avec succès';
export const MSG_SALE_INVOICE_EXISTS = 'Cette vente a déjà une facture.';

type LineCopy = {
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

/** The values of a quote's or a sale's line that its invoice line copies. */
type SourceLine = {
  quantity: number;
  price_cents: number;
  tva_rate: Parameters<typeof decimalToNumber>[0];
  discount_cents: number;
};

/** An invoice line: a copy of the line of a product or a service as the quote or sale has it. */
function copyLine(
  kind: LineCopy['kind'],
  itemId: number,
  item: { name: string; description: string | null },
  line: SourceLine,
  coefficient: number,
): LineCopy {
  return {
    kind,
    product_id: kind === 'product' ? itemId : null,
    service_id: kind === 'service' ? itemId : null,
    name: item.name,
    description: item.description,
    quantity: line.quantity,
    price_at_time_of_quote_cents: line.price_cents,
    tva_rate: decimalToNumber(line.tva_rate),
    discount_cents: line.discount_cents,
    coefficient,
  };
}

/** Totals of a snapshot, with the same shared pricing as the quote or sale it copies. */
function totals(lines: LineCopy[], isVatSubject: boolean) {
  const input = (line: LineCopy) => ({
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

/**
 * The columns a pending invoice takes from its quote or sale: client, totals, today's date, the
 * due date after the organization's payment terms, and a copy of the lines.
 */
async function copyColumns(
  tx: DbOrTx,
  organizationId: number,
  clientId: number,
  lines: LineCopy[],
) {
  const organization = await tx.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { is_vat_subject: true, payment_terms_days: true },
  });
  const priced = totals(lines, organization.is_vat_subject);
  const issueDate = todayIso();
  return {
    client_id: clientId,
    issue_date: toDbDate(issueDate),
    due_date: toDbDate(addDaysIso(issueDate, organization.payment_terms_days)),
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

/** PROV-12: what a pending invoice is called until validation gives it its number. */
export const provisionalReference = (invoiceId: number) => `PROV-${invoiceId}`;

async function insertInvoice(
  tx: DbOrTx,
  organizationId: number,
  source: { quote_id: number } | { sale_id: number },
  clientId: number,
  lines: LineCopy[],
) {
  await assertWithinPlanLimit(tx, organizationId, 'factures');
  const columns = await copyColumns(tx, organizationId, clientId, lines);
  // Numbered at validation, so that numbers and issue dates run in the same order; until then a
  // provisional reference made of its id, unique like the number.
  const { invoice_id } = await tx.invoice.create({
    data: { organization_id: organizationId, formatted_invoice_id: '', ...source, ...columns },
    select: { invoice_id: true },
  });
  const invoice = await tx.invoice.update({
    where: { organization_id: organizationId, invoice_id },
    data: { formatted_invoice_id: provisionalReference(invoice_id) },
    select: invoiceSelect,
  });
  return { ...invoice, refreshed: false };
}

/**
 * A pending invoice made again from its quote, which may have changed since: same reference, new
 * lines, totals and dates. A validated invoice never gets here.
 */
async function refreshInvoice(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  clientId: number,
  lines: LineCopy[],
  frozenMessage = MSG_QUOTE_FROZEN,
) {
  // Validation locks the invoice, not the quote: lock it here too and look again, so that a
  // validation that got there first is never rewritten.
  const locked = await lockOwnInvoice(tx, organizationId, invoiceId);
  if (locked.status !== 'Pending') throw new AppError('CONFLICT', frozenMessage);
  const columns = await copyColumns(tx, organizationId, clientId, lines);
  await tx.invoiceLine.deleteMany({
    where: { organization_id: organizationId, invoice_id: invoiceId },
  });
  const invoice = await tx.invoice.update({
    where: { organization_id: organizationId, invoice_id: invoiceId },
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
export async function createInvoiceFromQuote(
  db: Db,
  organizationId: number,
  quoteId: number,
  userId?: number,
) {
  return db.$transaction(async (tx) => {
    // Two clicks on "create invoice" make one invoice: the second waits here, then sees it.
    await lockOwnOr404(tx, 'quotes', quoteId, organizationId, MSG_QUOTE_NOT_FOUND);
    const quote = await tx.quote.findUniqueOrThrow({
      where: { organization_id: organizationId, quote_id: quoteId },
      select: {
        client_id: true,
        coefficient: true,
        invoice: invoiceStatusSelect,
        products: {
          orderBy: { position: 'asc' },
          select: {
            product_id: true,
            ...quoteLinePriceSelect,
            product: { select: { name: true } },
          },
        },
        services: {
          orderBy: { position: 'asc' },
          select: {
            service_id: true,
            ...quoteLinePriceSelect,
            service: { select: { name: true, description: true } },
          },
        },
      },
    });
    if (quote.invoice?.status === 'Validated') throw new AppError('CONFLICT', MSG_QUOTE_FROZEN);
    const coefficient = decimalToNumber(quote.coefficient);
    const lines = [
      ...quote.products.map((line) =>
        copyLine(
          'product',
          line.product_id,
          { ...line.product, description: null },
          line,
          coefficient,
        ),
      ),
      ...quote.services.map((line) =>
        copyLine(
          'service',
          line.service_id,
          { name: line.service.name, description: line.service.description || null },
          line,
          1,
        ),
      ),
    ];
    const made = quote.invoice
      ? await refreshInvoice(tx, organizationId, quote.invoice.invoice_id, quote.client_id, lines)
      : await insertInvoice(tx, organizationId, { quote_id: quoteId }, quote.client_id, lines);
    return invoiceMadeEvent(tx, organizationId, made, userId);
  });
}

/** A sale's lines as invoice lines: its products at the sale's prices, no discount. */
const saleLines = (sale: LockedSale) =>
  sale.products.map((line) =>
    copyLine(
      'product',
      line.product_id,
      { ...line.product, description: null },
      { ...line, price_cents: line.unit_price_cents, discount_cents: 0 },
      1,
    ),
  );

/** The invoice of a direct sale (type Vente). */
export async function createInvoiceFromSale(
  db: Db,
  organizationId: number,
  saleId: number,
  userId?: number,
) {
  return db.$transaction(async (tx) => {
    const sale = await lockOwnSale(tx, organizationId, saleId);
    if (sale.invoice) throw new AppError('CONFLICT', MSG_SALE_INVOICE_EXISTS);
    const made = await insertInvoice(
      tx,
      organizationId,
      { sale_id: saleId },
      sale.client_id,
      saleLines(sale),
    );
    return invoiceMadeEvent(tx, organizationId, made, userId);
  });
}

/** The invoice's history says it was made (or made anew from its quote), and by whom. */
async function invoiceMadeEvent<Made extends { invoice_id: number; refreshed: boolean }>(
  tx: DbOrTx,
  organizationId: number,
  made: Made,
  userId: number | undefined,
): Promise<Made> {
  await recordDocumentEvent(tx, {
    organizationId,
    userId,
    document: { invoice_id: made.invoice_id },
    kind: made.refreshed ? 'updated' : 'created',
  });
  return made;
}

/**
 * The pending invoice of a sale made again from the sale as it now is, inside the transaction
 * that changed the sale (which holds the sale's lock); a validated one answers 409.
 */
export async function refreshSaleInvoice(tx: DbOrTx, organizationId: number, saleId: number) {
  const sale = await lockOwnSale(tx, organizationId, saleId);
  if (!sale.invoice) return;
  await refreshInvoice(
    tx,
    organizationId,
    sale.invoice.invoice_id,
    sale.client_id,
    saleLines(sale),
    MSG_SALE_INVOICED,
  );
}
