// Peppol sending (issue #33): an invoice or a credit note queued for its client's access point,
// the access point's webhook, and the organization's own registration on Peppol. Declared once for
// the API, the web and the OpenAPI document (contract.ts).
import { z } from 'zod';
import { anyone, area, json, manages, reads, sends, works } from './contract.js';
import {
  peppolDocumentSchema,
  type PeppolDocumentRef,
  type PeppolSent,
  type PeppolSettingsDto,
} from './peppol-transmissions.js';

type None = Record<string, never>;

export const PEPPOL_SEND = area('/api/invoice', {
  sendPeppol: {
    method: 'POST',
    summary:
      'Met en file d’envoi via Peppol une facture validée (`invoice_id`) ou une note de crédit (`credit_note_id`) d’un client entreprise inscrit sur Peppol (202) ; un document ne part qu’une fois : un second appel répond la transmission existante, ou la remet en file si elle a échoué.',
    query: peppolDocumentSchema,
    body: z.object({}),
    answer: json<PeppolSent>({ status: 202 }),
    access: works('envoyer une facture via Peppol'),
    input: sends<PeppolDocumentRef>(),
  },
});

export const PEPPOL_WEBHOOK = area(
  '/api/peppol',
  {
    peppolWebhook: {
      method: 'POST',
      summary:
        'Le webhook du point d’accès Peppol (corps brut signé) : l’état d’un envoi, ou un document reçu ; 401 si la signature ne se vérifie pas.',
      answer: json<{ message: string }>(),
      access: anyone,
      input: sends<None>(),
    },
  },
  // Its id is unique among the operations (Stripe's is `webhook`); its path is the spec's.
  { peppolWebhook: '/webhook' },
);

export const PEPPOL_REGISTRATION = area('/api/organization', {
  getPeppolSettings: {
    method: 'GET',
    summary:
      'Le point d’accès Peppol utilisé, l’identifiant Peppol de l’organisation et l’état de son enregistrement.',
    answer: json<PeppolSettingsDto>(),
    access: reads('consulter la facturation électronique'),
    input: sends<None>(),
  },
  registerPeppol: {
    method: 'POST',
    summary:
      'Enregistre l’identifiant Peppol de l’organisation auprès du point d’accès, pour qu’elle puisse recevoir des factures.',
    body: z.object({}),
    answer: json<{ message: string; settings: PeppolSettingsDto }>(),
    access: manages('enregistrer l’organisation sur Peppol'),
    input: sends<None>(),
  },
});
