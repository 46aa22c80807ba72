// The subscription (spec part 1 §7 "Subscription"), declared once for the API, the web and the
// OpenAPI document (contract.ts): the plans for anyone, the owners' choices, and Stripe's webhook
// (anyone: its signature, checked on the raw bytes, says it comes from Stripe).
import { anyone, area, json, owns, sends } from './contract.js';
import { getPlansResponseSchema, priceChoiceSchema, type GetPlansResponse } from './plans.js';

type None = Record<string, never>;

/** Stripe mode: the hosted checkout. Local billing: the plan is already active, no url. */
export interface CheckoutSessionResponse {
  id: string | null;
  url: string | null;
  local?: boolean;
  message?: string;
}

export interface SubscriptionChangeResponse {
  success: boolean;
  message: string;
}

/** The customer portal's address (in local billing mode, the app's own /payment/modify). */
export interface CustomerPortalResponse {
  url: string;
  local?: boolean;
}

export const SUBSCRIPTION = area('/api/stripe', {
  getPlans: {
    method: 'GET',
    summary: 'Les formules proposées, leurs prix et leurs limites, et le mode de facturation.',
    answer: json<GetPlansResponse>({ schema: getPlansResponseSchema }),
    access: anyone,
    input: sends<None>(),
  },
  createCheckoutSession: {
    method: 'POST',
    summary:
      'Souscrit la formule choisie (`priceId`) : l’adresse du paiement Stripe, ou la formule active tout de suite en facturation locale.',
    body: priceChoiceSchema,
    answer: json<CheckoutSessionResponse>(),
    access: owns('souscrire un abonnement'),
    input: sends<{ priceId: string }>(),
  },
  modifySubscription: {
    method: 'POST',
    summary: 'Passe l’abonnement à la formule choisie (`priceId`).',
    body: priceChoiceSchema,
    answer: json<SubscriptionChangeResponse>(),
    access: owns('modifier l’abonnement'),
    input: sends<{ priceId: string }>(),
  },
  customerPortal: {
    method: 'POST',
    summary: 'L’adresse du portail client de Stripe (ou de la page de l’abonnement en local).',
    answer: json<CustomerPortalResponse>(),
    access: owns('gérer l’abonnement'),
    input: sends<None>(),
  },
  cancelSubscription: {
    method: 'POST',
    summary: 'Résilie l’abonnement.',
    answer: json<SubscriptionChangeResponse>(),
    access: owns('résilier l’abonnement'),
    input: sends<None>(),
  },
  webhook: {
    method: 'POST',
    summary:
      'Les événements de Stripe, le corps tel quel et signé (`Stripe-Signature`) ; un événement déjà reçu est ignoré.',
    answer: json<{ received: true; duplicate?: true }>(),
    access: anyone,
    input: sends<None>(),
  },
});
