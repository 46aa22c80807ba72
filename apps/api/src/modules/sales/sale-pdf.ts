import { priceLine, priceSale } from '@app/shared/pricing';
import type { DbOrTx } from '../../db/prisma.js';
import { decimalToNumber, fromDbDate } from '../../db/values.js';
import { buildDocumentPdf } from '../documents/document-pdf.js';
import { documentClient, documentOrganization } from '../documents/document-organization.js';
import { findOwnSale } from './sales.data.js';

/** The sale's PDF, downloaded as DEVIS-{formatted_sale_id}.pdf as the spec says. */
export async function salePdf(db: DbOrTx, organizationId: number, saleId: number) {
  const sale = await findOwnSale(db, organizationId, saleId);
  const organization = await documentOrganization(db, organizationId);
  const client = await documentClient(db, organizationId, sale.client.client_id);
  const inputs = sale.products.map((line) => ({
    priceCents: line.unit_price_cents,
    quantity: line.quantity,
    vatRate: organization.isVatSubject ? decimalToNumber(line.tva_rate) : 0,
  }));
  const totals = priceSale(inputs, organization.isVatSubject);
  const bytes = await buildDocumentPdf({
    title: 'VENTE',
    number: sale.formatted_sale_id,
    issueDate: fromDbDate(sale.recorded_date),
    // A sale is not a rental: the organization's rental conditions do not apply to it.
    organization: { ...organization, terms: '' },
    client,
    description: sale.name,
    lines: sale.products.map((line, index) => {
      const p = priceLine(inputs[index]!);
      return {
        name: line.product.name,
        quantity: line.quantity,
        unitPriceCents: line.unit_price_cents,
        discountCents: 0,
        vatRate: p.vatRate,
        totalExclCents: p.netCents,
        totalInclCents: p.totalCents,
      };
    }),
    totals: {
      exclCents: totals.totalExclVatCents,
      vatLines: totals.vatLines,
      vatCents: totals.totalVatCents,
      inclCents: totals.totalInclVatCents,
    },
  });
  return { bytes, fileName: `DEVIS-${sale.formatted_sale_id}.pdf` };
}
