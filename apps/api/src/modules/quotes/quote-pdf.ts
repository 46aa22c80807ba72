import { eurosToCents } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { buildDocumentPdf } from '../documents/document-pdf.js';
import { documentClient, documentOrganization } from '../documents/document-organization.js';
import { getQuoteDetails } from './quotes.service.js';

/** The quote's PDF and its download name (spec: DEVIS_ plus the formatted id). */
export async function quotePdf(db: DbOrTx, organizationId: number, quoteId: number) {
  const details = await getQuoteDetails(db, organizationId, quoteId);
  const organization = await documentOrganization(db, organizationId);
  const quote = details.quote;
  const client = await documentClient(db, organizationId, details.client.client_id);
  const bytes = await buildDocumentPdf({
    title: 'DEVIS',
    number: quote.formatted_quote_id,
    // The day the quote was made (in Brussels); the rental dates are the period below.
    issueDate: quote.created_at,
    rentalPeriod: { from: quote.reserved_from, to: quote.reserved_until },
    validUntil: quote.valid_until,
    organization,
    client,
    description: quote.description || null,
    lines: [
      ...details.products.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: eurosToCents(line.price),
        discountCents: eurosToCents(line.discount),
        vatRate: line.tva_rate,
        totalExclCents: eurosToCents(line.total_excl_vat),
        totalInclCents: eurosToCents(line.total_incl_vat),
        coefficient: quote.coefficient,
      })),
      ...details.services.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: eurosToCents(line.price),
        discountCents: eurosToCents(line.discount),
        vatRate: line.tva_rate,
        totalExclCents: eurosToCents(line.total_excl_vat),
        totalInclCents: eurosToCents(line.total_incl_vat),
      })),
    ],
    totals: {
      exclCents: eurosToCents(quote.total_excl_vat),
      vatLines: quote.vat_lines.map((line) => ({
        rate: line.rate,
        baseCents: eurosToCents(line.base),
        vatCents: eurosToCents(line.vat),
      })),
      vatCents: eurosToCents(quote.total_vat),
      inclCents: eurosToCents(quote.total_price),
    },
  });
  return { bytes, fileName: `DEVIS_${quote.formatted_quote_id}.pdf` };
}
