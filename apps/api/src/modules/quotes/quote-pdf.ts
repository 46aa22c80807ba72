import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate, fromDbDateOrNull } from '../../db/values.js';
import type { DocumentLine } from '../documents/document-data.js';
import { buildDocumentPdf } from '../documents/document-pdf.js';
import { documentClient, documentOrganization } from '../documents/document-organization.js';
import { findPricedQuote, type PricedQuoteLine } from './quote-details.js';

const documentLine = (line: PricedQuoteLine): DocumentLine => ({
  name: line.name,
  quantity: line.quantity,
  unitPriceCents: line.priceCents,
  discountCents: line.discountCents,
  vatRate: line.vatRate,
  totalExclCents: line.netCents,
  totalInclCents: line.totalCents,
});

/** The quote's PDF and its download name (spec: DEVIS_ plus the formatted id). */
export async function quotePdf(db: DbOrTx, organizationId: number, quoteId: number) {
  const quote = await findPricedQuote(db, organizationId, quoteId);
  const { row, totals, coefficient } = quote;
  const organization = await documentOrganization(db, organizationId);
  const client = await documentClient(db, organizationId, row.client.client_id);
  const bytes = await buildDocumentPdf({
    title: 'DEVIS',
    number: row.formatted_quote_id,
    // The day the quote was made (in Brussels); the rental dates are the period below.
    issueDate: row.created_at.toISOString(),
    rentalPeriod: { from: fromDbDate(row.reserved_from), to: fromDbDate(row.reserved_until) },
    validUntil: fromDbDateOrNull(row.valid_until),
    signature: true,
    organization,
    client,
    description: row.description || null,
    lines: [
      ...quote.products.map((line) => ({ ...documentLine(line), coefficient })),
      ...quote.services.map((line) => ({ ...documentLine(line), description: line.description })),
    ],
    totals: {
      exclCents: totals.totalExclVatCents,
      vatLines: totals.vatLines,
      vatCents: totals.totalVatCents,
      inclCents: totals.totalInclVatCents,
    },
  });
  return { bytes, fileName: `DEVIS_${row.formatted_quote_id}.pdf` };
}
