import { addDaysIso, todayIso } from '@app/shared/dates';
import {
  MSG_INVOICE_ALREADY_VALIDATED,
  MSG_INVOICE_NOT_FOUND,
  type CreditNoteListItem,
  type InvoiceDetailsResponse,
  type InvoiceListItem,
  type InvoiceListResponse,
} from '@app/shared/invoices';
import { centsToEuros } from '@app/shared/money';
import { missingLegalIdentity } from '@app/shared/organization';
import { priceDocument } from '@app/shared/pricing';
import { MSG_QUOTE_FROZEN, MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { decimalToNumber, fromDbDate, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { allocateDocumentNumber } from '../numbering/document-numbers.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { freezeInvoice, freezeLegacyInvoice, paymentReference } from './invoice-freeze.js';
import { organizationLogo, renderInvoicePdf } from './invoice-pdf.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import { invoiceBalances, type InvoiceBalance } from './invoice-balances.js';
import {
  buildInvoiceSnapshot,
  type InvoiceSnapshot,
  type InvoiceStamp,
} from './invoice-snapshot.js';
import { paymentSelect, toPaymentDto } from './payments.service.js';

export const MSG_INVOICE_CREATED = 'Facture créée avec succès';
export const MSG_INVOICE_VALIDATED = 'Facture validée avec succès';
export const MSG_INVOICE_REFRESHED = 'Facture mise à jour avec succès';
export const MSG_SALE_NOT_FOUND = 'Vente introuvable.';
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
  // Numbered at validation (DESIGN.md "Numbering"); until then a provisional reference made of
  // its id, unique like the number.
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
) {
  // Validation locks the invoice, not the quote: lock it here too and look again, so that a
  // validation that got there first is never rewritten.
  const [locked] = await tx.$queryRaw<{ status: string }[]>`
    SELECT status FROM invoices
    WHERE invoice_id = ${invoiceId} AND organization_id = ${organizationId}
    FOR UPDATE`;
  if (locked?.status !== 'Pending') throw new AppError('CONFLICT', MSG_QUOTE_FROZEN);
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
export async function createInvoiceFromQuote(db: Db, organizationId: number, quoteId: number) {
  return db.$transaction(async (tx) => {
    // Two clicks on "create invoice" make one invoice: the second waits here, then sees it.
    await tx.$executeRaw`SELECT 1 FROM quotes
      WHERE quote_id = ${quoteId} AND organization_id = ${organizationId} FOR UPDATE`;
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
    const coefficient = decimalToNumber(quote.coefficient);
    const lines: LineCopy[] = [
      ...quote.products.map((line) => ({
        kind: 'product' as const,
        product_id: line.product_id,
        service_id: null,
        name: line.product.name,
        description: null,
        quantity: line.quantity,
        price_at_time_of_quote_cents: line.price_cents,
        tva_rate: decimalToNumber(line.tva_rate),
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
        tva_rate: decimalToNumber(line.tva_rate),
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
    await tx.$executeRaw`SELECT 1 FROM sales
      WHERE sale_id = ${saleId} AND organization_id = ${organizationId} FOR UPDATE`;
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
    const lines: LineCopy[] = sale.products.map((line) => ({
      kind: 'product',
      product_id: line.product_id,
      service_id: null,
      name: line.product.name,
      description: null,
      quantity: line.quantity,
      price_at_time_of_quote_cents: line.unit_price_cents,
      tva_rate: decimalToNumber(line.tva_rate),
      discount_cents: 0,
      coefficient: 1,
    }));
    return insertInvoice(tx, organizationId, { sale_id: saleId }, sale.client_id, lines);
  });
}

type InvoiceRow = {
  invoice_id: number;
  formatted_invoice_id: string;
  quote_id: number | null;
  sale_id: number | null;
  issue_date: Date;
  due_date: Date;
  payment_reference: string | null;
  total_amount_cents: number;
  status: 'Pending' | 'Validated';
  client: { client_id: number; client_name: string };
  quote: { discount_cents: number } | null;
};

const invoiceRowSelect = {
  invoice_id: true,
  formatted_invoice_id: true,
  quote_id: true,
  sale_id: true,
  issue_date: true,
  due_date: true,
  payment_reference: true,
  total_amount_cents: true,
  status: true,
  client: { select: { client_id: true, client_name: true } },
  quote: { select: { discount_cents: true } },
} as const;

/**
 * The client's name each validated invoice was issued to (its snapshot's): the list shows what
 * the document says, whatever the client is called today.
 */
async function issuedNames(db: DbOrTx, organizationId: number) {
  const rows = await db.$queryRaw<{ invoice_id: number; name: string }[]>`
    SELECT invoice_id, snapshot->'buyer'->>'name' AS name FROM invoices
    WHERE organization_id = ${organizationId} AND snapshot IS NOT NULL`;
  return new Map(rows.map((row) => [row.invoice_id, row.name]));
}

function toListItem(
  row: InvoiceRow,
  balance: InvoiceBalance | undefined,
  issuedName?: string,
): InvoiceListItem {
  const paid = balance?.paidCents ?? 0;
  const credited = balance?.creditedCents ?? 0;
  return {
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.formatted_invoice_id,
    quote_id: row.quote_id,
    sale_id: row.sale_id,
    type: row.quote_id !== null ? 'Location' : 'Vente',
    client: { client_id: row.client.client_id, client_name: issuedName ?? row.client.client_name },
    issue_date: fromDbDate(row.issue_date),
    due_date: fromDbDate(row.due_date),
    payment_reference: row.payment_reference,
    total_amount: centsToEuros(row.total_amount_cents),
    status: row.status,
    quote: row.quote ? { discount: centsToEuros(row.quote.discount_cents) } : null,
    amount_paid: centsToEuros(paid),
    amount_credited: centsToEuros(credited),
    amount_due: centsToEuros(balance?.amountDueCents ?? row.total_amount_cents),
    payment_status: balance?.paymentStatus ?? 'unpaid',
  };
}

const creditNoteSelect = {
  credit_note_id: true,
  formatted_credit_note_id: true,
  invoice_id: true,
  issue_date: true,
  reason: true,
  total_amount_cents: true,
  invoice: {
    select: {
      formatted_invoice_id: true,
      client: { select: { client_id: true, client_name: true } },
    },
  },
} as const;

function toCreditNoteItem(row: {
  credit_note_id: number;
  formatted_credit_note_id: string;
  invoice_id: number;
  issue_date: Date;
  reason: string;
  total_amount_cents: number;
  invoice: { formatted_invoice_id: string; client: { client_id: number; client_name: string } };
}): CreditNoteListItem {
  return {
    credit_note_id: row.credit_note_id,
    formatted_credit_note_id: row.formatted_credit_note_id,
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.invoice.formatted_invoice_id,
    type: 'Avoir',
    client: row.invoice.client,
    issue_date: fromDbDate(row.issue_date),
    reason: row.reason,
    total_amount: -centsToEuros(row.total_amount_cents),
  };
}

/** Invoices with their balance, and the credit notes (type Avoir, negative amounts). */
export async function listInvoices(
  db: DbOrTx,
  organizationId: number,
): Promise<InvoiceListResponse> {
  const rows = await db.invoice.findMany({
    where: { organization_id: organizationId },
    select: invoiceRowSelect,
    orderBy: [{ issue_date: 'desc' }, { invoice_id: 'desc' }],
  });
  const balances = new Map(
    (await invoiceBalances(db, organizationId)).map((balance) => [balance.invoiceId, balance]),
  );
  const creditNotes = await db.creditNote.findMany({
    where: { organization_id: organizationId },
    select: creditNoteSelect,
    orderBy: [{ issue_date: 'desc' }, { credit_note_id: 'desc' }],
  });
  const names = await issuedNames(db, organizationId);
  return {
    invoices: rows.map((row) =>
      toListItem(row, balances.get(row.invoice_id), names.get(row.invoice_id)),
    ),
    credit_notes: creditNotes.map(toCreditNoteItem),
  };
}

/**
 * One invoice with its lines (and what credit notes took back of each), VAT per rate, totals,
 * payments and credit notes. A validated invoice answers from its snapshot, as its PDF does.
 */
export async function getInvoiceDetails(
  db: DbOrTx,
  organizationId: number,
  invoiceId: number,
): Promise<InvoiceDetailsResponse> {
  const row = await db.invoice.findFirst({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    select: {
      ...invoiceRowSelect,
      snapshot: true,
      lines: {
        orderBy: { position: 'asc' },
        select: { id: true, credited: { select: { quantity: true } } },
      },
      payments: { orderBy: [{ paid_at: 'asc' }, { payment_id: 'asc' }], select: paymentSelect },
      credit_notes: { orderBy: { credit_note_id: 'asc' }, select: creditNoteSelect },
    },
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
  const [balance] = await invoiceBalances(db, organizationId, [invoiceId]);
  const snapshot =
    (row.snapshot as unknown as InvoiceSnapshot | null) ??
    (await buildInvoiceSnapshot(db, organizationId, invoiceId, {
      number: row.formatted_invoice_id,
      issueDate: fromDbDate(row.issue_date),
      dueDate: fromDbDate(row.due_date),
      paymentReference: row.payment_reference,
    }))!;
  const credited = new Map(
    row.lines.map((line) => [line.id, line.credited.reduce((n, c) => n + c.quantity, 0)]),
  );
  return {
    invoice: {
      ...toListItem(row, balance, row.snapshot ? snapshot.buyer.name : undefined),
      lines: snapshot.lines.map((line) => ({
        invoice_line_id: line.line_id,
        kind: line.kind,
        name: line.name,
        quantity: line.quantity,
        credited_quantity: credited.get(line.line_id) ?? 0,
        unit_price: centsToEuros(line.unit_price_cents),
        vat_rate: line.vat_rate,
        total_excl_vat: centsToEuros(line.net_cents),
      })),
      vat_lines: snapshot.vat_lines.map((line) => ({
        rate: line.rate,
        base: centsToEuros(line.base_cents),
        vat: centsToEuros(line.vat_cents),
      })),
      total_excl_vat: centsToEuros(snapshot.totals.excl_vat_cents),
      total_vat: centsToEuros(snapshot.totals.vat_cents),
      payments: row.payments.map(toPaymentDto),
      credit_notes: row.credit_notes.map(toCreditNoteItem),
    },
  };
}

export const MSG_IDENTITY_INCOMPLETE =
  'Avant de valider une facture, complétez les informations légales de l’organisation (page Organisation, onglet Informations) : ';

/**
 * Pending → Validated, once: the invoice gets the next FAC number, today's date as issue date,
 * its due date and payment reference, and is frozen (snapshot and PDF). A validated invoice never
 * changes and is never deleted; it is corrected by a credit note.
 */
export async function validateInvoice(db: Db, organizationId: number, invoiceId: number) {
  return db.$transaction(async (tx) => {
    // Locks in the order every writer takes them, within the organization's scope (another
    // organization's id locks nothing): the quote or sale first, so that an update of the quote
    // or a refresh of its invoice either finishes before or sees the validated invoice; then the
    // invoice itself.
    await tx.$executeRaw`SELECT 1 FROM quotes WHERE quote_id = (
      SELECT quote_id FROM invoices
      WHERE invoice_id = ${invoiceId} AND organization_id = ${organizationId}
    ) FOR UPDATE`;
    await tx.$executeRaw`SELECT 1 FROM sales WHERE sale_id = (
      SELECT sale_id FROM invoices
      WHERE invoice_id = ${invoiceId} AND organization_id = ${organizationId}
    ) FOR UPDATE`;
    const [invoice] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status FROM invoices
      WHERE invoice_id = ${invoiceId} AND organization_id = ${organizationId}
      FOR UPDATE`;
    if (!invoice) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
    if (invoice.status !== 'Pending') {
      throw new AppError('CONFLICT', MSG_INVOICE_ALREADY_VALIDATED);
    }
    const org = await tx.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
    });
    const missing = missingLegalIdentity(org);
    if (missing.length > 0) {
      throw new AppError('CONFLICT', `${MSG_IDENTITY_INCOMPLETE}${missing.join(', ')}.`);
    }
    const { number, year, sequence } = await allocateDocumentNumber(tx, organizationId, 'invoice');
    // Read once the counter's row lock is held, so that validation times, issue dates and
    // numbers run in the same order.
    const now = new Date();
    const issueDate = todayIso(now);
    const stamp: InvoiceStamp = {
      number,
      issueDate,
      dueDate: addDaysIso(issueDate, org.payment_terms_days),
      paymentReference: paymentReference(org.country, year, sequence),
    };
    await tx.invoice.update({
      where: { organization_id: organizationId, invoice_id: invoiceId },
      data: {
        status: 'Validated',
        validated_at: now,
        formatted_invoice_id: stamp.number,
        issue_date: toDbDate(stamp.issueDate),
        due_date: toDbDate(stamp.dueDate),
        payment_reference: stamp.paymentReference,
      },
    });
    const snapshot = await freezeInvoice(tx, organizationId, invoiceId, stamp);
    return {
      invoice_id: invoiceId,
      formatted_invoice_id: snapshot.number,
      issue_date: snapshot.issue_date,
      due_date: snapshot.due_date,
      payment_reference: snapshot.payment_reference,
      total_amount: centsToEuros(snapshot.totals.incl_vat_cents),
    };
  });
}

/**
 * The invoice's PDF (spec: FACTURE- plus its reference). A validated invoice sends the bytes
 * stored at validation; a pending one is drawn from the current data and marked provisional.
 */
export async function invoicePdf(db: Db, organizationId: number, invoiceId: number) {
  const invoice = await db.invoice.findFirst({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    select: {
      formatted_invoice_id: true,
      status: true,
      pdf_file: { select: { data: true } },
    },
  });
  if (!invoice) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
  await assertPlanIncludes(db, organizationId, 'creation_factures_pdf');
  const fileName = `FACTURE-${invoice.formatted_invoice_id}.pdf`;
  if (invoice.pdf_file) return { bytes: Buffer.from(invoice.pdf_file.data), fileName };
  if (invoice.status === 'Validated') {
    await freezeLegacyInvoice(db, organizationId, invoiceId);
    return invoicePdf(db, organizationId, invoiceId);
  }
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { payment_terms_days: true },
  });
  const issueDate = todayIso();
  const snapshot = await buildInvoiceSnapshot(db, organizationId, invoiceId, {
    number: invoice.formatted_invoice_id,
    issueDate,
    dueDate: addDaysIso(issueDate, organization.payment_terms_days),
    paymentReference: null,
  });
  if (!snapshot) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
  const logo = await organizationLogo(db, organizationId);
  return { bytes: await renderInvoicePdf(snapshot, logo, { provisional: true }), fileName };
}
