// Sales (ventes): spec part 2 §3 Sale, §4 Sale, §5 sale rules, §7 Sales.
import type { PaymentMethod } from './accounting.js';

export const MSG_SALE_NEEDS_PRODUCT = 'Veuillez sélectionner au moins un produit ou un service.';
export const MSG_SALE_NEEDS_CLIENT = 'Veuillez sélectionner un client.';
export const MSG_SALE_NAME_REQUIRED = 'Veuillez saisir le nom de la vente.';
export const MSG_SALE_DATE_REQUIRED = 'Veuillez choisir la date de vente.';
export const MSG_SALE_ID_MISSING = 'ID de la vente non spécifié.';
export const MSG_SALE_NOT_FOUND = 'Vente introuvable.';
export const MSG_SALE_INVOICED =
  'Cette vente a une facture : elle ne peut plus être modifiée ni supprimée.';
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
  products: {
    row_id: number;
    product: { product_id: number; name: string; stock: number };
    quantity: number;
    unit_price: number;
    tva_rate: number;
  }[];
}
