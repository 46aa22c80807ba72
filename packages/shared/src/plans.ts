// Subscription plans as GET /api/plans (or its local-billing equivalent) returns them: the API
// validates its answer with these schemas and the web types its calls with them.
import { z } from 'zod';
import { lazy } from './lazy';

export const PLAN_FEATURES = [
  'utilisateurs',
  'clients',
  'factures',
  'devis',
  'nombre_produits',
  'nombre_services',
  'sauvegarde_cloud',
  'creation_factures_pdf',
] as const;

export type PlanFeature = (typeof PLAN_FEATURES)[number];

const limit = z.number().int().nonnegative();

export const planDtoSchema = z.object({
  plan_id: z.number().int(),
  price_id: z.string(),
  nom: z.string(),
  /** Euros per month. */
  prix: z.number().nonnegative(),
  utilisateurs: limit,
  clients: limit,
  factures: limit,
  devis: limit,
  nombre_produits: limit,
  nombre_services: limit,
  sauvegarde_cloud: z.boolean(),
  creation_factures_pdf: z.boolean(),
});

export type PlanDto = z.infer<typeof planDtoSchema>;

export const BILLING_MODES = ['stripe', 'local'] as const;

export type BillingMode = (typeof BILLING_MODES)[number];

export const getPlansResponseSchema = z.object({
  plans: z.array(planDtoSchema),
  billing_mode: z.enum(BILLING_MODES),
});

export type GetPlansResponse = z.infer<typeof getPlansResponseSchema>;

/** Plural labels; counted features read as '5 utilisateurs', switches as their label alone. */
export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  utilisateurs: 'utilisateurs',
  clients: 'clients',
  factures: 'factures',
  devis: 'devis',
  nombre_produits: 'produits',
  nombre_services: 'services',
  sauvegarde_cloud: 'Sauvegarde cloud',
  creation_factures_pdf: 'Création de factures PDF',
};

// French takes the singular for 0 and 1 ('1 utilisateur', '0 client').
const SINGULAR_LABELS: Partial<Record<PlanFeature, string>> = {
  utilisateurs: 'utilisateur',
  clients: 'client',
  factures: 'facture',
  nombre_produits: 'produit',
  nombre_services: 'service',
};

const plural = lazy(() => new Intl.PluralRules('fr-FR'));
const countFormat = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));

const PER_YEAR = new Set<PlanFeature>(['factures', 'devis']);

export function describePlanFeature(feature: PlanFeature, value: number | boolean): string {
  const label = PLAN_FEATURE_LABELS[feature];
  if (typeof value === 'boolean') return label;
  const noun = plural().select(value) === 'one' ? (SINGULAR_LABELS[feature] ?? label) : label;
  // Quotes and invoices are counted per calendar year (docs/decisions.md "Plan limits").
  const period = PER_YEAR.has(feature) ? ' par an' : '';
  return `${countFormat().format(value)} ${noun}${period}`;
}

export const MSG_UNKNOWN_PLAN = 'Formule inconnue.';

/** createCheckoutSession, modifySubscription: the Stripe price of the chosen plan. */
export const priceChoiceSchema = z.object({
  priceId: z
    .string({ error: MSG_UNKNOWN_PLAN })
    .trim()
    .min(1, MSG_UNKNOWN_PLAN)
    .max(200, MSG_UNKNOWN_PLAN),
});

/**
 * The three plans sold. Prices are monthly, in cents. `price_id` is the Stripe price of each plan;
 * without Stripe (local billing) the placeholder ids below identify the plans. The API seeds its
 * plans table from this list; the web tests imitate GET /api/stripe/getPlans with it.
 */
export const PLAN_CATALOG = [
  {
    nom: 'Essentiel',
    price_id: 'local_essentiel',
    prix_cents: 900,
    utilisateurs: 2,
    clients: 50,
    factures: 100,
    devis: 100,
    nombre_produits: 50,
    nombre_services: 20,
    sauvegarde_cloud: false,
    creation_factures_pdf: true,
    position: 1,
  },
  {
    nom: 'Pro',
    price_id: 'local_pro',
    prix_cents: 1900,
    utilisateurs: 5,
    clients: 500,
    factures: 1000,
    devis: 1000,
    nombre_produits: 500,
    nombre_services: 100,
    sauvegarde_cloud: true,
    creation_factures_pdf: true,
    position: 2,
  },
  {
    nom: 'Entreprise',
    price_id: 'local_entreprise',
    prix_cents: 3900,
    utilisateurs: 20,
    clients: 5000,
    factures: 10000,
    devis: 10000,
    nombre_produits: 5000,
    nombre_services: 1000,
    sauvegarde_cloud: true,
    creation_factures_pdf: true,
    position: 3,
  },
] as const;

export type PlanName = (typeof PLAN_CATALOG)[number]['nom'];

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_LOCAL_ACTIVATED = 'Abonnement activé (mode local, sans paiement).';
export const MSG_MODIFIED = 'Abonnement modifié avec succès';
export const MSG_CANCELED = 'Abonnement annulé avec succès';
export const MSG_NO_SUBSCRIPTION = "Votre organisation n'a pas d'abonnement à modifier.";
export const MSG_ALREADY_SUBSCRIBED =
  'Votre organisation a déjà un abonnement : changez de formule depuis « Modifier mon abonnement ».';
