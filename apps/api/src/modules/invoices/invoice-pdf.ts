import { MSG_INVOICE_NOT_FOUND } from '@app/shared/invoices';
import { priceDocument, priceLine } from '@app/shared/pricing';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { buildDocumentPdf, type DocumentLine } from '../documents/document-pdf.js';
import { documentOrganization } from '../documents/document-organization.js';

/** The invoice's PDF, from its frozen lines (spec: FACTURE- plus the formatted id). */
export async function invoicePdf(db: DbOrTx, organizationId: number, invoiceId: number) {
  const invoice = await db.invoice.findFirst({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    include: {
      client: true,
      lines: { orderBy: { position: 'asc' } },
      quote: { select: { reserved_from: true, reserved_until: true } },
    },
  });
  if (!invoice) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
  const organization = await documentOrganization(db, organizationId);
  const input = (line: (typeof invoice.lines)[number]) => ({
    priceCents: line.price_at_time_of_quote_cents,
    quantity: line.quantity,
    discountCents: line.discount_cents,
    vatRate: line.tva_rate.toNumber(),
  });
  const products = invoice.lines.filter((line) => line.kind === 'product');
  const services = invoice.lines.filter((line) => line.kind === 'service');
  const coefficient = products[0]?.coefficient.toNumber() ?? 1;
  const priced = priceDocument({
    products: products.map(input),
    services: services.map(input),
    coefficient,
    isVatSubject: organization.isVatSubject,
  });
  const lines: DocumentLine[] = invoice.lines.map((line) => {
    const lineCoefficient = line.coefficient.toNumber();
    const p = priceLine(
      organization.isVatSubject ? input(line) : { ...input(line), vatRate: 0 },
      lineCoefficient,
    );
    return {
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.price_at_time_of_quote_cents,
      discountCents: p.discountCents,
      vatRate: p.vatRate,
      totalExclCents: p.netCents,
      totalInclCents: p.totalCents,
      coefficient: lineCoefficient,
    };
  });
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const bytes = await buildDocumentPdf({
    title: 'FACTURE',
    number: invoice.formatted_invoice_id,
    issueDate: iso(invoice.issue_date),
    ...(invoice.quote
      ? {
          rentalPeriod: {
            from: iso(invoice.quote.reserved_from),
            to: iso(invoice.quote.reserved_until),
          },
        }
      : {}),
    organization,
    client: {
      name: invoice.client.client_name,
      address: invoice.client.client_address,
      email: invoice.client.client_email,
      vatNumber: invoice.client.vat_number,
    },
    lines,
    totals: {
      exclCents: priced.totalExclVatCents,
      vatLines: priced.vatLines,
      vatCents: priced.totalVatCents,
      inclCents: priced.totalInclVatCents,
    },
  });
  return { bytes, fileName: `FACTURE-${invoice.formatted_invoice_id}.pdf` };
}
