// The sale form's draft and what is derived from it (spec part 2 §2 "Sales", §5 sale rules,
// §9). Totals come from the shared pricing, the same function the server recomputes them with.
import { todayIso } from '@app/shared/dates';
import { eurosToCents } from '@app/shared/money';
import {
  DEFAULT_SALE_VAT_RATE,
  MAX_QUANTITY,
  priceSale,
  type PricedDocument,
} from '@app/shared/pricing';
import { saleFieldsSchema, type SaleDto, type SaleInput } from '@app/shared/sales';
import { newLineKey } from '../../lib/line-key';
import { draftRowOfIssue, type DraftCheck } from '../../lib/line-refusal';
import type { CatalogueChoice } from '../../lib/picker-choices';

/** The product id of a row whose product is not chosen yet (spec §5: such rows are not sent). */
export const UNSELECTED = -1;
/** A sale that is not saved yet. */
export const NEW_SALE = -1;
export const DEFAULT_SALE_QUANTITY = 1;

export interface SaleLineDraft {
  /** Stable React key: rows move when one above them is removed. */
  key: number;
  productId: number;
  /** Euros, excluding VAT. */
  unit_price: number | null;
  quantity: number | null;
  /** Empty means the sale default of 21 %, as on the server. */
  tva_rate: number | null;
}

export interface SaleDraft {
  sale_id: number;
  name: string;
  /** Date de vente, 'YYYY-MM-DD'. */
  recorded_date: string;
  client_id: number | null;
  lines: SaleLineDraft[];
  /**
   * The quantities the saved sale already took out of stock, by product id: saving it again
   * gives them back first, so they are available to it on top of the current stock.
   */
  held: Record<number, number>;
}

/** A catalogue product as the picker offers it. */
/** A product of the catalogue, with the stock the quantity cannot go above. */
export type SaleProduct = CatalogueChoice & { stock: number };

export function blankLine(): SaleLineDraft {
  return {
    key: newLineKey(),
    productId: UNSELECTED,
    unit_price: null,
    quantity: DEFAULT_SALE_QUANTITY,
    tva_rate: DEFAULT_SALE_VAT_RATE,
  };
}

/** An empty sale dated today (the business day in Brussels). */
export function blankSale(today: string = todayIso()): SaleDraft {
  return {
    sale_id: NEW_SALE,
    name: '',
    recorded_date: today,
    client_id: null,
    lines: [blankLine()],
    held: {},
  };
}

/** The draft of a saved sale, as the Modifier tab opens it. */
export function draftFromSale(sale: SaleDto): SaleDraft {
  const held: Record<number, number> = {};
  for (const line of sale.products) {
    held[line.product.product_id] = (held[line.product.product_id] ?? 0) + line.quantity;
  }
  return {
    sale_id: sale.sale_id,
    name: sale.name,
    recorded_date: sale.recorded_date,
    client_id: sale.client.client_id,
    lines:
      sale.products.length > 0
        ? sale.products.map((line) => ({
            key: newLineKey(),
            productId: line.product.product_id,
            unit_price: line.unit_price,
            quantity: line.quantity,
            tva_rate: line.tva_rate,
          }))
        : [blankLine()],
    held,
  };
}

/** What a row may sell of a product: its stock, plus what this sale already holds of it. */
export function availableStock(product: SaleProduct, held: SaleDraft['held']): number {
  return product.stock + (held[product.id] ?? 0);
}

/** Spec §5: the quantity can go up to the product's stock, or 9999999 without a product. */
export function maxQuantity(product: SaleProduct | undefined, held: SaleDraft['held']): number {
  return product ? availableStock(product, held) : MAX_QUANTITY;
}

/** The row with a product chosen: its catalogue price and VAT rate become the row's values. */
export function chooseProduct(
  line: SaleLineDraft,
  product: SaleProduct | undefined,
  held: SaleDraft['held'],
): SaleLineDraft {
  if (!product) return { ...line, productId: UNSELECTED };
  return {
    ...line,
    productId: product.id,
    unit_price: product.price,
    tva_rate: product.tva_rate,
    quantity: Math.min(line.quantity ?? DEFAULT_SALE_QUANTITY, availableStock(product, held)),
  };
}

/** A new row would have no product left to offer once every product has a row. */
export function allProductsAdded(
  products: readonly SaleProduct[],
  lines: readonly SaleLineDraft[],
): boolean {
  return lines.length >= products.length;
}

const isSelected = (line: SaleLineDraft) => line.productId !== UNSELECTED;

/** The totals of the chosen rows, as the server will compute them. */
export function priceSaleDraft(draft: SaleDraft, isVatSubject: boolean): PricedDocument {
  return priceSale(
    draft.lines.filter(isSelected).map((line) => ({
      priceCents: eurosToCents(line.unit_price ?? 0),
      quantity: line.quantity ?? 0,
      vatRate: line.tva_rate ?? DEFAULT_SALE_VAT_RATE,
    })),
    isVatSubject,
  );
}

export type SaleDraftField = 'lines' | 'client_id' | 'name' | 'recorded_date';

/** The first rule the draft breaks (always about a field of the form). */
export type SaleDraftProblem = DraftCheck<SaleDraftField> & { field: SaleDraftField };

/** The form field of each field of the request. */
const DRAFT_FIELDS: Partial<Record<string, SaleDraftField>> = {
  products: 'lines',
  client_id: 'client_id',
  name: 'name',
  recorded_date: 'recorded_date',
};

/** The form field a refusal of the server about a request field goes under. */
export const draftFieldOfRequest = (requestField: string): SaleDraftField | undefined =>
  DRAFT_FIELDS[requestField];

/**
 * The first rule the draft breaks, with its message and the field it is about, or null. The
 * request the form would send is checked with the server's own schema, in the same order: the
 * spec's two rules first (a product, then a client), then the required name and date.
 */
export function saleDraftProblem(draft: SaleDraft): SaleDraftProblem | null {
  // Every field is checked, the VAT rate included (the server reads it from VAT subjects).
  const issue = saleFieldsSchema.safeParse(salePayload(draft, true)).error?.issues[0];
  if (!issue) return null;
  const [key] = issue.path;
  const field = (typeof key === 'string' && DRAFT_FIELDS[key]) || 'lines';
  const row = field === 'lines' ? draftRowOfIssue(issue.path, draft.lines, isSelected) : undefined;
  return { message: issue.message, field, ...(row === undefined ? {} : { row }) };
}

/**
 * The JSON of createSale / updateSale (spec §7). Rows without a product are left out; the VAT
 * rate is sent for VAT subjects only (spec §3).
 */
export function salePayload(draft: SaleDraft, isVatSubject: boolean): SaleInput {
  return {
    ...(draft.sale_id === NEW_SALE ? {} : { sale_id: draft.sale_id }),
    name: draft.name.trim(),
    recorded_date: draft.recorded_date,
    client_id: draft.client_id ?? UNSELECTED,
    products: draft.lines.filter(isSelected).map((line) => ({
      product_id: line.productId,
      quantity: line.quantity ?? 0,
      unit_price: line.unit_price ?? 0,
      ...(isVatSubject ? { tva_rate: line.tva_rate ?? DEFAULT_SALE_VAT_RATE } : {}),
    })),
  };
}
