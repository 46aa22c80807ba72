// The Peppol network's endpoints (issue #33), declared once for the API, the web and the OpenAPI
// document (contract.ts), served by one router at /api/peppol.
import { area, json, reads, sends } from './contract.js';
import { peppolLookupQuerySchema, type PeppolLookupDto } from './peppol.js';

export const PEPPOL = area('/api/peppol', {
  lookup: {
    method: 'GET',
    summary:
      'Dit si un participant (`scheme` : 0208, 9925, 0009, 0002… ; `id` : son numéro) est inscrit sur le réseau Peppol et si son SMP accepte les factures et les notes de crédit Peppol BIS Billing 3.0 (réponse gardée un jour ; 503 quand le réseau ne répond pas).',
    query: peppolLookupQuerySchema,
    answer: json<PeppolLookupDto>(),
    access: reads('vérifier un participant Peppol'),
    input: sends<{ scheme: string; id: string }>(),
  },
});
