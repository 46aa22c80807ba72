// Subscription plans as GET /api/plans (or its local-billing equivalent) returns them: the API
// validates its answer with these schemas and the web types its calls with them.
import { z } from 'zod';

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

const plural = new Intl.PluralRules('fr-FR');
const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

const PER_YEAR = new Set<PlanFeature>(['factures', 'devis']);

export function describePlanFeature(feature: PlanFeature, value: number | boolean): string {
  const label = PLAN_FEATURE_LABELS[feature];
  if (typeof value === 'boolean') return label;
  const noun = plural.select(value) === 'one' ? (SINGULAR_LABELS[feature] ?? label) : label;
  // Quotes and invoices are counted per calendar year (docs/decisions.md "Plan limits").
  const period = PER_YEAR.has(feature) ? ' par an' : '';
  return `${countFormat.format(value)} ${noun}${period}`;
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
