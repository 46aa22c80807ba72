import { eurosToCents } from '@app/shared/money';
import { priceLine, priceSale } from '@app/shared/pricing';
import type { DbOrTx } from '../../db/prisma.js';
import { buildDocumentPdf } from '../documents/document-pdf.js';
import { documentClient, documentOrganization } from '../documents/document-organization.js';
import { getSale } from './sales.service.js';

/** The sale's PDF, downloaded as DEVIS-{formatted_sale_id}.pdf as the spec says. */
export async function salePdf(db: DbOrTx, organizationId: number, saleId: number) {
  const sale = await getSale(db, organizationId, saleId);
  const organization = await documentOrganization(db, organizationId);
  const client = await documentClient(db, organizationId, sale.client.client_id);
  const inputs = sale.products.map((line) => ({
    priceCents: eurosToCents(line.unit_price),
    quantity: line.quantity,
    vatRate: organization.isVatSubject ? line.tva_rate : 0,
  }));
  const totals = priceSale(inputs, organization.isVatSubject);
  const bytes = await buildDocumentPdf({
    title: 'VENTE',
    number: sale.formatted_sale_id,
    issueDate: sale.recorded_date,
    organization,
    client,
    description: sale.name,
    lines: sale.products.map((line, index) => {
      const p = priceLine(inputs[index]!);
      return {
        name: line.product.name,
        quantity: line.quantity,
        unitPriceCents: inputs[index]!.priceCents,
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
