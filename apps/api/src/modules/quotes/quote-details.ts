// One quote as its details screen and its PDF show it: the stored lines priced in cents with the
// shared pricing functions. The details answer converts to euros; the PDF prints the cents.
import { centsToEuros } from '@app/shared/money';
import { priceDocument, priceLine } from '@app/shared/pricing';
import { MSG_QUOTE_NOT_FOUND, type QuoteDetailsResponse } from '@app/shared/quotes';
import { missingUnits } from '@app/shared/rental-movements';
import type { DbOrTx } from '../../db/prisma.js';
import { decimalToNumber } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import { listSelect, quoteLinePriceSelect, toListItem } from './quotes.data.js';

const lineSelect = { id: true, ...quoteLinePriceSelect } as const;

const detailsSelect = {
  ...listSelect,
  client: {
    select: {
      client_id: true,
      client_name: true,
      client_email: true,
      client_address: true,
      vat_number: true,
    },
  },
  organization: { select: { is_vat_subject: true } },
  products: {
    orderBy: { position: 'asc' },
    select: {
      ...lineSelect,
      product_id: true,
      quantity_returned: true,
      product: { select: { name: true, stock: true } },
    },
  },
  services: {
    orderBy: { position: 'asc' },
    select: {
      ...lineSelect,
      service_id: true,
      service: { select: { name: true, description: true } },
    },
  },
} as const;

type StoredLine = {
  id: number;
  quantity: number;
  price_cents: number;
  tva_rate: { toNumber(): number };
  discount_cents: number;
};

const pricingInput = (line: StoredLine) => ({
  priceCents: line.price_cents,
  quantity: line.quantity,
  discountCents: line.discount_cents,
  vatRate: decimalToNumber(line.tva_rate),
});

/** A stored line in cents: its unit price, its stored discount and rate, its priced amounts. */
function pricedLine(line: StoredLine, name: string, coefficient: number) {
  const priced = priceLine(pricingInput(line), coefficient);
  return {
    id: line.id,
    name,
    quantity: line.quantity,
    priceCents: line.price_cents,
    discountCents: line.discount_cents,
    vatRate: decimalToNumber(line.tva_rate),
    netCents: priced.netCents,
    totalCents: priced.totalCents,
  };
}

export type PricedQuoteLine = ReturnType<typeof pricedLine>;

/** The quote of the organization with its client and lines, priced in cents; 404 otherwise. */
export async function findPricedQuote(db: DbOrTx, organizationId: number, quoteId: number) {
  const row = foundOr404(
    await db.quote.findFirst({
      where: { quote_id: quoteId, organization_id: organizationId },
      select: detailsSelect,
    }),
    MSG_QUOTE_NOT_FOUND,
  );
  const coefficient = decimalToNumber(row.coefficient);
  const totals = priceDocument({
    products: row.products.map(pricingInput),
    services: row.services.map(pricingInput),
    coefficient,
    isVatSubject: row.organization.is_vat_subject,
  });
  return {
    row,
    coefficient,
    totals,
    products: row.products.map((line) => ({
      ...pricedLine(line, line.product.name, coefficient),
      product_id: line.product_id,
      stock: line.product.stock,
      quantity_returned: line.quantity_returned,
    })),
    services: row.services.map((line) => ({
      ...pricedLine(line, line.service.name, 1),
      service_id: line.service_id,
      description: line.service.description,
    })),
  };
}

const lineInEuros = (line: PricedQuoteLine) => ({
  id: line.id,
  quantity: line.quantity,
  price: centsToEuros(line.priceCents),
  tva_rate: line.vatRate,
  discount: centsToEuros(line.discountCents),
  name: line.name,
  total_excl_vat: centsToEuros(line.netCents),
  total_incl_vat: centsToEuros(line.totalCents),
});

export async function getQuoteDetails(
  db: DbOrTx,
  organizationId: number,
  quoteId: number,
): Promise<QuoteDetailsResponse> {
  const { row, totals, products, services } = await findPricedQuote(db, organizationId, quoteId);
  return {
    quote: {
      ...toListItem({
        ...row,
        client: { client_id: row.client.client_id, client_name: row.client.client_name },
      }),
      total_excl_vat: centsToEuros(totals.totalExclVatCents),
      total_vat: centsToEuros(totals.totalVatCents),
      vat_lines: totals.vatLines.map((line) => ({
        rate: line.rate,
        base: centsToEuros(line.baseCents),
        vat: centsToEuros(line.vatCents),
      })),
    },
    products: products.map((line) => ({
      ...lineInEuros(line),
      product_id: line.product_id,
      stock: line.stock,
      quantity_returned: line.quantity_returned,
      missing: row.returned_on === null ? 0 : missingUnits(line),
    })),
    services: services.map((line) => ({ ...lineInEuros(line), service_id: line.service_id })),
    client: row.client,
    event: row.event,
  };
}
