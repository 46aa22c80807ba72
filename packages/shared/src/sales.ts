// Sales (ventes): spec part 2 §3 Sale, §4 Sale, §5 sale rules, §7 Sales. The API validates its
// requests with these schemas; the sale form pre-validates with them.
import { z } from 'zod';
import type { PaymentMethod } from './accounting.js';
import { toBusinessDate } from './dates.js';
import { boundedRows, MAX_DOCUMENT_LINES } from './document-lines.js';
import {
  formValue,
  optionalEuros,
  optionalId,
  optionalPercent,
  optionalWholeNumber,
  requiredId,
  requiredText,
} from './form-values.js';
import { eurosToCents } from './money.js';
import { pagedQuery, type PageQuery } from './paged-list.js';
import { DEFAULT_SALE_VAT_RATE } from './pricing.js';
import {
  MSG_ALLOW_OVERBOOKING_INVALID,
  MSG_LINE_VAT_INVALID,
  MSG_QUANTITY_INVALID,
} from './quotes.js';
import { allowOverbookingField } from './availability.js';

export const MSG_SALE_NEEDS_PRODUCT = 'Veuillez sélectionner au moins un produit ou un service.';
export const MSG_SALE_NEEDS_CLIENT = 'Veuillez sélectionner un client.';
export const MSG_SALE_NAME_REQUIRED = 'Veuillez saisir le nom de la vente.';
export const MSG_SALE_DATE_REQUIRED = 'Veuillez choisir la date de vente.';
export const MSG_SALE_NAME_TOO_LONG = 'Ce nom est trop long.';
export const MSG_SALE_TOO_MANY_LINES = `Une vente compte au plus ${MAX_DOCUMENT_LINES} lignes.`;
export const MSG_SALE_ID_MISSING = 'ID de la vente non spécifié.';
export const MSG_SALE_UNIT_PRICE_INVALID =
  'Le prix unitaire doit être un nombre positif avec 2 décimales au plus.';
export const MSG_SALE_NOT_FOUND = 'Vente introuvable.';
export const MSG_SALE_INVOICED =
  'Cette vente a une facture : elle ne peut plus être modifiée ni supprimée.';
export const MSG_SALE_INVOICE_FOLLOWS =
  'Cette vente a une facture en attente : vos modifications la mettront à jour.';
export const MSG_ALL_PRODUCTS_ADDED = 'Tous les produits sont déjà ajoutés.';
export const MSG_SALE_PDF_FAILED = 'Erreur lors du téléchargement du fichier';
export const MSG_SALE_TOTAL_TOO_LARGE =
  'Le total de la vente dépasse 21 474 836,47 €, le plus grand montant enregistrable.';

export const saleStockMessage = (name: string, stock: number) =>
  `Stock insuffisant pour « ${name} » : ${stock} disponible${stock > 1 ? 's' : ''}.`;

export interface SaleLineInput {
  product_id: number;
  quantity: number;
  unit_price: number;
  tva_rate?: number;
}

export interface SaleInput {
  sale_id?: number;
  name: string;
  recorded_date: string;
  client_id: number;
  products: SaleLineInput[];
  /** Confirms a sale of units a rental holds (issue #30). */
  allow_overbooking?: boolean;
}

export interface SaleDto {
  sale_id: number;
  formatted_sale_id: string;
  name: string;
  recorded_date: string;
  /** Euros including VAT. */
  total_price: number;
  file_path: string | null;
  organization_id: number;
  tva_rate: number;
  client: { client_id: number; client_name: string };
  payment_method: PaymentMethod | null;
  /** Present when the sale has an invoice. */
  invoice_id: number | null;
  /** The invoice's status: a sale stays editable while its invoice is pending. */
  invoice_status: 'Pending' | 'Validated' | null;
  products: {
    row_id: number;
    product: { product_id: number; name: string; stock: number };
    quantity: number;
    unit_price: number;
    tva_rate: number;
  }[];
}

// Request schemas. A request answers the first rule it breaks, in the order of the spec's form:
// the lines (row by row), then the client, the name and the date.

/** A line as the service stores it: cents, and the VAT rate to apply for a VAT subject. */
export type SaleLineFields = {
  productId: number;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
};

/** Negative numbers are floored at 0 like the form's fields (spec §5); text is refused. */
const flooredAtZero = (value: unknown) => {
  const text = formValue(value);
  return text?.startsWith('-') && Number.isFinite(Number(text)) ? '0' : value;
};

const saleRowFields = {
  /** -1 or empty: a row of the form without a product, skipped. */
  product_id: optionalId(MSG_SALE_NEEDS_PRODUCT),
  quantity: z
    .preprocess(flooredAtZero, optionalWholeNumber(MSG_QUANTITY_INVALID))
    .transform((quantity) => quantity ?? 0),
  unit_price: z
    .preprocess(flooredAtZero, optionalEuros(MSG_SALE_UNIT_PRICE_INVALID))
    .transform((euros) => (euros === undefined ? 0 : eurosToCents(euros))),
  tva_rate: z
    .preprocess(flooredAtZero, optionalPercent(MSG_LINE_VAT_INVALID))
    .transform((rate) => rate ?? DEFAULT_SALE_VAT_RATE),
};

/**
 * The sold products. Each row is read in turn (its product, its quantity, then its price and
 * rate), so the first wrong row answers; the same product twice is one line with both
 * quantities (the second row's price and rate are not read). More rows than a document holds are
 * refused before any is read, never cut short (the rows after the 200th were once dropped).
 */
const saleLinesSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : []),
  boundedRows(MSG_SALE_TOO_MANY_LINES).transform((rows, ctx) => {
    const lines: SaleLineFields[] = [];
    for (const [index, raw] of rows.entries()) {
      if (typeof raw !== 'object' || raw === null) {
        ctx.addIssue({ code: 'custom', message: MSG_SALE_NEEDS_PRODUCT, path: [index] });
        return z.NEVER;
      }
      const row = raw as Record<string, unknown>;
      const read = <Field extends keyof typeof saleRowFields>(field: Field) => {
        const result = saleRowFields[field].safeParse(row[field]);
        const issue = result.error?.issues[0];
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [index, field] });
        return result.data as z.output<(typeof saleRowFields)[Field]> | undefined;
      };
      const productId = read('product_id');
      if (productId === undefined) return z.NEVER;
      if (productId === null) continue;
      const quantity = read('quantity');
      if (quantity === undefined) return z.NEVER;
      const existing = lines.find((line) => line.productId === productId);
      if (existing) {
        existing.quantity += quantity;
        continue;
      }
      const unitPriceCents = read('unit_price');
      if (unitPriceCents === undefined) return z.NEVER;
      const vatRate = read('tva_rate');
      if (vatRate === undefined) return z.NEVER;
      lines.push({ productId, quantity, unitPriceCents, vatRate });
    }
    if (lines.length === 0) {
      ctx.addIssue({ code: 'custom', message: MSG_SALE_NEEDS_PRODUCT });
      return z.NEVER;
    }
    return lines;
  }),
);

const saleFieldShape = {
  products: saleLinesSchema,
  client_id: requiredId(MSG_SALE_NEEDS_CLIENT),
  name: requiredText(MSG_SALE_NAME_REQUIRED, 200, MSG_SALE_NAME_TOO_LONG),
  /** A business date (YYYY-MM-DD, or an ISO instant read in the business time zone). */
  recorded_date: z.preprocess(
    (value) => toBusinessDate(formValue(value)),
    z.string({ error: MSG_SALE_DATE_REQUIRED }),
  ),
  /** Sell even units a rental holds (issue #30): they are then over-booked. */
  allow_overbooking: allowOverbookingField(MSG_ALLOW_OVERBOOKING_INVALID),
};

/**
 * createSale (spec part 2 §5): JSON numbers or multipart strings. Totals sent by the client are
 * ignored: the service prices the lines, and checks what needs the database (the client and the
 * products of the organization, the stock).
 */
export const saleFieldsSchema = z
  .object(saleFieldShape)
  .transform(({ products, ...fields }) => ({ ...fields, lines: products }));
export type SaleFields = z.output<typeof saleFieldsSchema>;

/** getSaleDetails, getSalePdf, deleteSale: { sale_id }. */
export const saleIdSchema = z.object({ sale_id: requiredId(MSG_SALE_ID_MISSING) });

/** updateSale: sale_id, read first, plus the fields of createSale. */
export const updateSaleSchema = z
  .object({ ...saleIdSchema.shape, ...saleFieldShape })
  .transform(({ products, ...fields }) => ({ ...fields, lines: products }));

/** The visible columns of the sales' list, by which a page can be sorted. */
export const SALE_SORTS = ['name', 'recorded_date', 'total_price'] as const;
export type SaleSort = (typeof SALE_SORTS)[number];

/**
 * getSales?page=…: a page of the sales, newest first unless sorted; `q` is searched
 * in the sale's and the client's names; `from`/`until` bound the date.
 */
export const salesPageSchema = pagedQuery(SALE_SORTS, 'recorded_date');
export type SalesPageQuery = PageQuery<SaleSort>;

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_SALE_CREATED = 'Vente créée avec succès';
export const MSG_SALE_UPDATED = 'Vente modifiée avec succès';
export const MSG_SALE_DELETED = 'Vente supprimée avec succès';
