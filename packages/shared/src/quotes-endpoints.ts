// The quotes' endpoints (spec part 2 §7 "Quotes"), declared once for the API, the web and the
// OpenAPI document (contract.ts), with the quote's e-mail, then the departure and return of the
// equipment, the quote named by the path.
import { z } from 'zod';
import { area, file, json, reads, sends, works } from './contract.js';
import type { DocumentEmailDraft } from './document-email.js';
import type { DocumentHistoryResponse } from './document-history.js';
import { callsOne, sendsByEmail } from './document-endpoints.js';
import { departureSchema, movementQuoteIdSchema, returnSchema } from './rental-movements.js';
import type { Paged } from './paged-list.js';
import { quoteFieldsSchema } from './quote-fields.js';
import {
  quoteIdFields,
  quotesPageSchema,
  sendQuoteEmailSchema,
  type QuoteDetailsResponse,
  type QuoteInput,
  type QuoteListItem,
} from './quotes.js';

type Message = { message: string };

/** `{ message, quote }`: a quote created or updated (its id and number). */
export type QuoteSaved = Message & { quote: { quote_id: number; formatted_quote_id: string } };

const messageSchema = z.object({ message: z.string() });

export const QUOTES = area('/api/quote', {
  getQuoteList: {
    method: 'GET',
    summary:
      'Tous les devis, ou une page avec `page` (triée, cherchée ; `show_finished=false` laisse de côté les devis dont la facture est validée).',
    answer: json<{ quotes: QuoteListItem[] }>(),
    page: { query: quotesPageSchema, answer: json<Paged<QuoteListItem>>() },
    access: reads('consulter les devis'),
    input: sends<Record<string, never>>(),
  },
  getQuoteDetails: {
    method: 'GET',
    summary: 'Un devis, avec ses lignes, son client et son événement.',
    query: quoteIdFields,
    answer: json<QuoteDetailsResponse>(),
    access: reads('consulter les devis'),
    input: sends<{ quote_id: number }>(),
  },
  getQuotePdf: {
    method: 'GET',
    summary: 'Le PDF d’un devis.',
    query: quoteIdFields,
    answer: file('application/pdf'),
    access: reads('télécharger un devis'),
    input: sends<{ quote_id: number }>(),
  },
  createQuote: {
    method: 'POST',
    summary:
      'Crée un devis ; ses totaux sont recalculés (ceux du client ignorés), le stock et la disponibilité vérifiés.',
    body: quoteFieldsSchema,
    answer: json<QuoteSaved>({ status: 201 }),
    access: works('créer un devis'),
    input: sends<Omit<QuoteInput, 'quote_id'>>(),
  },
  updateQuote: {
    method: 'PUT',
    summary:
      'Modifie un devis (`quote_id`, lu d’abord, puis les champs de createQuote) ; 409 si sa facture est validée.',
    body: quoteIdFields.and(quoteFieldsSchema),
    answer: json<QuoteSaved>(),
    access: works('modifier un devis'),
    input: sends<QuoteInput & { quote_id: number }>(),
  },
  validateQuote: {
    method: 'POST',
    summary: 'Termine un devis (409 s’il l’est déjà).',
    body: quoteIdFields,
    answer: json<Message>({ schema: messageSchema }),
    access: works('terminer un devis'),
    input: sends<{ quote_id: number }>(),
  },
  deleteQuote: {
    method: 'DELETE',
    summary:
      'Supprime un devis sans facture (409 sinon). Le spec envoie `quote_id` dans le corps JSON ; `?quote_id=` suffit aussi.',
    body: quoteIdFields,
    bodyInQueryToo: true,
    answer: json<Message>({ schema: messageSchema }),
    access: works('supprimer un devis'),
    input: sends<{ quote_id: number }>(),
  },
  getQuoteEmailDraft: callsOne(quoteIdFields)(
    'Ce que le dialogue « Envoyer par e-mail » d’un devis propose.',
    json<DocumentEmailDraft>(),
    reads('consulter les devis'),
  ),
  sendQuoteEmail: sendsByEmail(
    'Envoie un devis par e-mail, son PDF joint.',
    sendQuoteEmailSchema,
    'envoyer un devis par email',
  ),
  getQuoteHistory: callsOne(quoteIdFields)(
    'L’historique d’un devis, le plus récent d’abord : création, modifications, envois, départ et retour, facture.',
    json<DocumentHistoryResponse>(),
    reads('consulter les devis'),
  ),
});

/** Departure and return of the equipment: the body of each PUT. */
export interface MovementInput {
  date: string;
  by: string;
  note: string;
}
export interface ReturnInput extends MovementInput {
  products: { product_id: number; quantity_returned: number }[];
}

const movement = (summary: string, action: string) =>
  ({
    summary,
    params: movementQuoteIdSchema,
    answer: json<Message>({ schema: messageSchema }),
    access: works(action),
  }) as const;

/** The departure and the return of a quote's equipment: PUT records or corrects, DELETE undoes. */
export const QUOTE_MOVEMENTS = area(
  '/api/quote',
  {
    recordDeparture: {
      method: 'PUT',
      ...movement('Enregistre ou corrige la sortie du matériel du devis.', 'enregistrer un départ'),
      body: departureSchema,
      input: sends<MovementInput & { id: number }>(),
    },
    undoDeparture: {
      method: 'DELETE',
      ...movement('Annule la sortie (409 si le retour est enregistré).', 'annuler un départ'),
      input: sends<{ id: number }>(),
    },
    recordReturn: {
      method: 'PUT',
      ...movement(
        'Enregistre ou corrige le retour, avec les unités revenues par produit.',
        'enregistrer un retour',
      ),
      body: returnSchema,
      input: sends<ReturnInput & { id: number }>(),
    },
    undoReturn: {
      method: 'DELETE',
      ...movement('Annule le retour.', 'annuler un retour'),
      input: sends<{ id: number }>(),
    },
  },
  {
    recordDeparture: '/departure/:id',
    undoDeparture: '/departure/:id',
    recordReturn: '/return/:id',
    undoReturn: '/return/:id',
  },
);
