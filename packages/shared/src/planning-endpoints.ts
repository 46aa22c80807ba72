// The rentals' calendar, declared once for the API, the web and the OpenAPI document
// (contract.ts): the planning of a period, and the products' availability a quote reads while its
// dates are typed.
import { availabilityQuerySchema, type AvailabilityResponse } from './availability.js';
import { area, json, reads, sends } from './contract.js';
import { planningQuerySchema, type PlanningResponse } from './planning.js';

export const PLANNING = area(
  '/api/planning',
  {
    planning: {
      method: 'GET',
      summary:
        'Les locations d’une période (`from`, `until`, jours compris, 366 au plus) et, par produit, les unités réservées chaque jour.',
      query: planningQuerySchema,
      answer: json<PlanningResponse>(),
      access: reads('consulter le planning'),
      input: sends<{ from: string; until: string }>(),
    },
  },
  { planning: '/' },
);

export const AVAILABILITY = area('/api/products', {
  availability: {
    method: 'GET',
    summary:
      'La disponibilité de chaque produit sur une période, le devis `exclude_quote_id` (celui qu’on modifie) laissé de côté.',
    query: availabilityQuerySchema,
    answer: json<AvailabilityResponse>(),
    access: reads('consulter les disponibilités'),
    input: sends<{ from: string; until: string; exclude_quote_id?: number }>(),
  },
});
