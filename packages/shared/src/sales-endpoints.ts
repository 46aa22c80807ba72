// The sales' endpoints (spec part 2 §7 "Sales"), declared once for the API, the web and the
// OpenAPI document (contract.ts).
import { z } from 'zod';
import { area, file, json, reads, sends, works } from './contract.js';
import { rangeSchema } from './date-range.js';
import type { DocumentHistoryResponse } from './document-history.js';
import { callsOne } from './document-endpoints.js';
import type { Paged } from './paged-list.js';
import {
  saleFieldsSchema,
  saleIdSchema,
  salesPageSchema,
  updateSaleSchema,
  type SaleDto,
  type SaleInput,
} from './sales.js';

/**
 * Spec §8: a sale's answer may carry an error flag; its message is then an error toast.
 */
type Message = { message: string; error?: unknown };

/** `{ message, sale }`: a sale created or updated (its id and number). */
export type SaleSaved = Message & { sale: { sale_id: number; formatted_sale_id: string } };

const messageSchema = z.object({ message: z.string() });

export const SALES = area('/api/sale', {
  getSales: {
    method: 'POST',
    summary:
      'Les ventes d’une période (`startDate`, `endDate` dans le corps), ou une page avec `page` (période en `from`/`until`, triée, cherchée).',
    body: rangeSchema,
    answer: json<{ sales: SaleDto[] }>(),
    page: { query: salesPageSchema, answer: json<Paged<SaleDto>>() },
    access: reads('consulter les ventes'),
    input: sends<{ startDate: string; endDate: string }>(),
  },
  getSaleDetails: {
    method: 'GET',
    summary: 'Une vente, avec ses lignes.',
    query: saleIdSchema,
    answer: json<{ sale: SaleDto }>(),
    access: reads('consulter les ventes'),
    input: sends<{ sale_id: number }>(),
  },
  createSale: {
    method: 'POST',
    summary: 'Crée une vente ; ses lignes sortent du stock (409 si le stock manque).',
    body: saleFieldsSchema,
    answer: json<SaleSaved>({ status: 201 }),
    access: works('créer une vente'),
    input: sends<Omit<SaleInput, 'sale_id'>>(),
  },
  updateSale: {
    method: 'PUT',
    summary:
      'Modifie une vente sans facture validée (409 sinon) ; le stock suit la différence des quantités.',
    body: updateSaleSchema,
    answer: json<SaleSaved>(),
    access: works('modifier une vente'),
    input: sends<SaleInput & { sale_id: number }>(),
  },
  getSalePdf: {
    method: 'GET',
    summary: 'Le PDF d’une vente.',
    query: saleIdSchema,
    answer: file('application/pdf'),
    access: reads('télécharger une vente'),
    input: sends<{ sale_id: number }>(),
  },
  deleteSale: {
    method: 'DELETE',
    summary:
      'Supprime une vente sans facture (409 sinon) ; ses lignes reviennent au stock. Le spec envoie `sale_id` en `?sale_id=` et dans le corps JSON ; l’un des deux suffit.',
    query: saleIdSchema,
    body: saleIdSchema,
    answer: json<Message>({ schema: messageSchema }),
    access: works('supprimer une vente'),
    input: sends<{ sale_id: number }>(),
  },
  getSaleHistory: callsOne(saleIdSchema)(
    'L’historique d’une vente, le plus récent d’abord : création, modifications, facture.',
    json<DocumentHistoryResponse>(),
    reads('consulter les ventes'),
  ),
});
