// What a validated invoice shows, written once at validation (invoices.snapshot): seller and buyer
// as they were that day, the lines, the VAT per rate, the totals, the dates and the payment
// reference. The PDF (and later the e-invoice) is made from this alone, so nothing that happens
// afterwards to the client, the organization or the catalogue can change the document.
import { priceDocument, priceLine, type VatLine } from '@app/shared/pricing';
import type { DbOrTx } from '../../db/prisma.js';
import { decimalToNumber, fromDbDate } from '../../db/values.js';
import type { InvoiceLine, Organization, Prisma } from '../../generated/prisma/client.js';
import { buyerSnapshot, sellerSnapshot } from '../documents/document-parties.js';
import type { InvoiceSnapshot } from '../documents/snapshot-types.js';

/** Number, dates and reference: what validation gives; a pending invoice shows its own. */
export type InvoiceStamp = {
  number: string;
  issueDate: string;
  dueDate: string;
  paymentReference: string | null;
};

/** The VAT lines of a snapshot, from the shared pricing's. */
export const snapshotVatLines = (lines: readonly VatLine[]): InvoiceSnapshot['vat_lines'] =>
  lines.map((line) => ({ rate: line.rate, base_cents: line.baseCents, vat_cents: line.vatCents }));

/** The invoice's frozen lines priced with the seller's VAT status: lines, VAT lines and totals. */
function pricedLines(
  lines: readonly InvoiceLine[],
  isVatSubject: boolean,
): Pick<InvoiceSnapshot, 'lines' | 'vat_lines' | 'totals'> {
  const input = (line: InvoiceLine) => ({
    priceCents: line.price_at_time_of_quote_cents,
    quantity: line.quantity,
    discountCents: line.discount_cents,
    vatRate: isVatSubject ? decimalToNumber(line.tva_rate) : 0,
  });
  const products = lines.filter((line) => line.kind === 'product');
  const priced = priceDocument({
    products: products.map(input),
    services: lines.filter((line) => line.kind === 'service').map(input),
    coefficient: products[0] ? decimalToNumber(products[0].coefficient) : 1,
    isVatSubject,
  });
  return {
    lines: lines.map((line) => {
      const coefficient = decimalToNumber(line.coefficient);
      const p = priceLine(input(line), coefficient);
      return {
        line_id: line.id,
        kind: line.kind,
        name: line.name,
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.price_at_time_of_quote_cents,
        discount_cents: p.discountCents,
        vat_rate: p.vatRate,
        coefficient,
        net_cents: p.netCents,
        total_incl_vat_cents: p.totalCents,
      };
    }),
    vat_lines: snapshotVatLines(priced.vatLines),
    totals: {
      excl_vat_cents: priced.totalExclVatCents,
      vat_cents: priced.totalVatCents,
      incl_vat_cents: priced.totalInclVatCents,
      discount_cents: priced.totalDiscountCents,
    },
  };
}

/** The invoice's rows a snapshot reads besides the organization: client, lines, quote, sale. */
export const snapshotInvoiceInclude = {
  client: true,
  lines: { orderBy: { position: 'asc' } },
  quote: { select: { reserved_from: true, reserved_until: true, formatted_quote_id: true } },
  sale: { select: { recorded_date: true } },
} as const satisfies Prisma.InvoiceInclude;

type SnapshotInvoice = Prisma.InvoiceGetPayload<{ include: typeof snapshotInvoiceInclude }>;

/**
 * The snapshot of an invoice as it would be issued now: the organization's and the client's
 * current identity, the invoice's frozen lines priced with the organization's current VAT status.
 * Undefined when the invoice is not the organization's.
 */
export async function buildInvoiceSnapshot(
  db: DbOrTx,
  organizationId: number,
  invoiceId: number,
  stamp: InvoiceStamp,
): Promise<InvoiceSnapshot | undefined> {
  const invoice = await db.invoice.findFirst({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    include: snapshotInvoiceInclude,
  });
  if (!invoice) return undefined;
  const org = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
  });
  return invoiceSnapshotOf(invoice, org, stamp);
}

/** The snapshot from rows already read (the invoice with snapshotInvoiceInclude, its organization). */
export function invoiceSnapshotOf(
  invoice: SnapshotInvoice,
  org: Organization,
  stamp: InvoiceStamp,
): InvoiceSnapshot {
  return {
    version: 1,
    number: stamp.number,
    issue_date: stamp.issueDate,
    due_date: stamp.dueDate,
    type: invoice.quote_id !== null ? 'Location' : 'Vente',
    rental_period: invoice.quote
      ? {
          from: fromDbDate(invoice.quote.reserved_from),
          until: fromDbDate(invoice.quote.reserved_until),
        }
      : null,
    delivery_date: invoice.sale ? fromDbDate(invoice.sale.recorded_date) : null,
    seller: { ...sellerSnapshot(org), facturx: org.country === 'FR' || org.facturx_pdf },
    buyer: buyerSnapshot(invoice.client),
    ...pricedLines(invoice.lines, org.is_vat_subject),
    payment_reference: stamp.paymentReference,
    quote_number: invoice.quote?.formatted_quote_id ?? null,
  };
}
