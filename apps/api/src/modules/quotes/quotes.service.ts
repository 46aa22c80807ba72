import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { MSG_PRODUCT_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '@app/shared/catalogue';
import { MSG_EVENT_NOT_FOUND } from '@app/shared/events';
import { addDaysIso, todayIso } from '@app/shared/dates';
import { MAX_STORED_CENTS } from '@app/shared/money';
import { dayCoefficient, priceDocument, type PricedLineInput } from '@app/shared/pricing';
import {
  MSG_QUOTE_ALREADY_FINISHED,
  MSG_QUOTE_FROZEN,
  MSG_QUOTE_HAS_INVOICE,
  MSG_QUOTE_TOTAL_TOO_LARGE,
  quoteStockMessage,
} from '@app/shared/quotes';
import type { QuoteFields, QuoteLineFields } from '@app/shared/quote-fields';
import { lockOwn } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { refreshHeldUntil } from '../availability/availability.data.js';
import { reserve } from '../availability/availability.service.js';
import { nextDocumentNumber } from '../numbering/document-numbers.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { findOwnQuote, listSelect, lockOwnQuote, toListItem } from './quotes.data.js';
import { recordDocumentEvent } from '../history/document-events.data.js';
import type { StoredEventKind } from '@app/shared/document-history';

/**
 * Checks every reference against the organization (another organization's id is "not found")
 * and the stock of each product.
 */
async function assertOwnReferences(tx: DbOrTx, organizationId: number, fields: QuoteFields) {
  const owned = { organization_id: organizationId };
  // Locked for 'use': the client or event cannot be deleted before the quote is saved.
  if (!(await lockOwn(tx, 'clients', fields.client_id, organizationId, 'use'))) {
    throw new AppError('NOT_FOUND', MSG_CLIENT_NOT_FOUND, { field: 'client_id' });
  }
  if (
    fields.event_id !== null &&
    !(await lockOwn(tx, 'events', fields.event_id, organizationId, 'use'))
  ) {
    throw new AppError('NOT_FOUND', MSG_EVENT_NOT_FOUND, { field: 'event_id' });
  }
  const products = await tx.product.findMany({
    where: { ...owned, product_id: { in: fields.products.map((line) => line.itemId) } },
    select: { product_id: true, name: true, stock: true },
  });
  if (products.length !== fields.products.length) {
    throw new AppError('NOT_FOUND', MSG_PRODUCT_NOT_FOUND, { field: 'products' });
  }
  for (const line of fields.products) {
    const product = products.find((p) => p.product_id === line.itemId)!;
    if (line.quantity > product.stock) {
      throw new AppError('BAD_REQUEST', quoteStockMessage(product.name, product.stock), {
        field: 'products',
      });
    }
  }
  const services = await tx.service.count({
    where: { ...owned, service_id: { in: fields.services.map((line) => line.itemId) } },
  });
  if (services !== fields.services.length) {
    throw new AppError('NOT_FOUND', MSG_SERVICE_NOT_FOUND, { field: 'services' });
  }
}

/**
 * Checks the references and the availability of the products over the reservation,
 * then prices the lines with the shared pricing functions. `quoteId`: the quote being changed.
 */
async function prepare(
  tx: DbOrTx,
  organizationId: number,
  fields: QuoteFields,
  quoteId: number | null = null,
) {
  const organization = await tx.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { is_vat_subject: true, quote_validity_days: true },
  });
  await assertOwnReferences(tx, organizationId, fields);
  const overbooked = await reserve(
    tx,
    organizationId,
    { from: fields.reserved_from, until: fields.reserved_until, lines: fields.products },
    { excludeQuoteId: quoteId, allowOverbooking: fields.allow_overbooking },
  );

  const vat = (line: QuoteLineFields) => (organization.is_vat_subject ? line.vatRate : 0);
  const coefficient =
    fields.coefficient ?? dayCoefficient(fields.reserved_from, fields.reserved_until);
  const toPriced = (line: QuoteLineFields): PricedLineInput => ({
    priceCents: line.priceCents,
    quantity: line.quantity,
    discountCents: line.discountCents,
    vatRate: vat(line),
  });
  const priced = priceDocument({
    products: fields.products.map(toPriced),
    services: fields.services.map(toPriced),
    coefficient,
    isVatSubject: organization.is_vat_subject,
  });
  // Each line fits, but their total may not fit the 32-bit column (it answered 500).
  if (priced.totalInclVatCents > MAX_STORED_CENTS) {
    throw new AppError('BAD_REQUEST', MSG_QUOTE_TOTAL_TOO_LARGE);
  }
  const lineRows = (lines: QuoteLineFields[], pricedLines: typeof priced.products) =>
    lines.map((line, position) => ({
      organization_id: organizationId,
      quantity: line.quantity,
      price_cents: line.priceCents,
      tva_rate: vat(line),
      // The discount actually applied: a too-large one is ignored (spec §5).
      discount_cents: pricedLines[position]!.discountCents,
      position,
    }));
  return {
    coefficient,
    columns: {
      client_id: fields.client_id,
      event_id: fields.event_id,
      rent_date: toDbDate(fields.rent_date),
      reserved_from: toDbDate(fields.reserved_from),
      reserved_until: toDbDate(fields.reserved_until),
      valid_until: validUntil(fields.valid_until, quoteId, organization.quote_validity_days),
      coefficient,
      description: fields.description,
      discount_cents: priced.totalDiscountCents,
      total_price_cents: priced.totalInclVatCents,
      overbooked,
    },
    productRows: lineRows(fields.products, priced.products).map((row, i) => ({
      ...row,
      product_id: fields.products[i]!.itemId,
    })),
    serviceRows: lineRows(fields.services, priced.services).map((row, i) => ({
      ...row,
      service_id: fields.services[i]!.itemId,
    })),
  };
}

/**
 * The validity date given; else a new quote is valid for the organization's setting from today
 * (Brussels), and an update leaves the stored date as it is (the web form does not send one).
 */
function validUntil(given: string | null, quoteId: number | null, validityDays: number) {
  if (given) return toDbDate(given);
  return quoteId === null ? toDbDate(addDaysIso(todayIso(), validityDays)) : undefined;
}

/** `userId`: the author, for the quote's history (the demo seed has none). */
export async function createQuote(
  db: Db,
  organizationId: number,
  fields: QuoteFields,
  userId?: number,
) {
  return db.$transaction(async (tx) => {
    const prepared = await prepare(tx, organizationId, fields);
    await assertWithinPlanLimit(tx, organizationId, 'devis');
    const formatted_quote_id = await nextDocumentNumber(tx, organizationId, 'quote');
    const created = await tx.quote.create({
      data: {
        ...prepared.columns,
        organization_id: organizationId,
        formatted_quote_id,
        products: { create: prepared.productRows },
        services: { create: prepared.serviceRows },
      },
      select: { quote_id: true, formatted_quote_id: true },
    });
    await quoteEvent(tx, organizationId, created.quote_id, 'created', userId);
    return created;
  });
}

export async function updateQuote(
  db: Db,
  organizationId: number,
  quoteId: number,
  fields: QuoteFields,
  userId?: number,
) {
  return db.$transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, organizationId, quoteId);
    if (quote.invoice?.status === 'Validated') throw new AppError('CONFLICT', MSG_QUOTE_FROZEN);
    const prepared = await prepare(tx, organizationId, fields, quoteId);
    const returned = await returnedByProduct(tx, organizationId, quoteId);
    await tx.quoteProduct.deleteMany({
      where: { organization_id: organizationId, quote_id: quoteId },
    });
    await tx.quoteService.deleteMany({
      where: { organization_id: organizationId, quote_id: quoteId },
    });
    const updated = await tx.quote.update({
      where: { organization_id: organizationId, quote_id: quoteId },
      data: {
        ...prepared.columns,
        products: {
          create: prepared.productRows.map((row) => {
            const back = returned.get(row.product_id);
            return {
              ...row,
              quantity_returned: back == null ? null : Math.min(back, row.quantity),
            };
          }),
        },
        services: { create: prepared.serviceRows },
      },
      select: { quote_id: true, formatted_quote_id: true },
    });
    await refreshHeldUntil(tx, organizationId, quoteId);
    await quoteEvent(tx, organizationId, quoteId, 'updated', userId);
    return updated;
  });
}

/** The units recorded back at the return per product: kept when the lines are rewritten. */
async function returnedByProduct(tx: DbOrTx, organizationId: number, quoteId: number) {
  const lines = await tx.quoteProduct.findMany({
    where: { organization_id: organizationId, quote_id: quoteId },
    select: { product_id: true, quantity_returned: true },
  });
  return new Map(lines.map((line) => [line.product_id, line.quantity_returned]));
}

export async function listQuotes(db: DbOrTx, organizationId: number) {
  const rows = await db.quote.findMany({
    where: { organization_id: organizationId },
    select: listSelect,
    orderBy: [{ created_at: 'desc' }, { quote_id: 'desc' }],
  });
  return rows.map(toListItem);
}

/** Pending → Finished, once. */
export async function validateQuote(
  db: Db,
  organizationId: number,
  quoteId: number,
  userId?: number,
) {
  const done = await db.$transaction(async (tx) => {
    const finished = await tx.quote.updateMany({
      where: { quote_id: quoteId, organization_id: organizationId, status: 'Pending' },
      data: { status: 'Finished' },
    });
    if (finished.count === 1) await quoteEvent(tx, organizationId, quoteId, 'finished', userId);
    return finished.count === 1;
  });
  if (done) return;
  await findOwnQuote(db, organizationId, quoteId);
  throw new AppError('CONFLICT', MSG_QUOTE_ALREADY_FINISHED);
}

/** A quote with an invoice stays (the invoice refers to it). */
export async function deleteQuote(db: Db, organizationId: number, quoteId: number) {
  await db.$transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, organizationId, quoteId);
    if (quote.invoice) {
      throw new AppError(
        'CONFLICT',
        quote.invoice.status === 'Validated' ? MSG_QUOTE_FROZEN : MSG_QUOTE_HAS_INVOICE,
      );
    }
    await tx.quote.delete({ where: { organization_id: organizationId, quote_id: quoteId } });
  });
}

/** An entry of the quote's history, in the change's transaction. */
export const quoteEvent = (
  tx: DbOrTx,
  organizationId: number,
  quoteId: number,
  kind: StoredEventKind,
  userId: number | undefined,
) => recordDocumentEvent(tx, { organizationId, userId, document: { quote_id: quoteId }, kind });
