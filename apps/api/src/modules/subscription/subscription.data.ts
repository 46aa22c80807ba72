// Plans and an organization's subscription as this area reads them: the plans (mapped to the
// contract), the billing columns of an organization, the usage its plan limits count, and the
// Stripe webhook's writes (found by customer and subscription, the ids Stripe names).
import { startOfYearIso } from '@app/shared/dates';
import { centsToEuros } from '@app/shared/money';
import type { GetPlansResponse, PlanFeature } from '@app/shared/plans';
import type { DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import type { Prisma } from '../../generated/prisma/client.js';

/** A plan as the API reads it: its price, its limits and its switches. */
export const planSelect = {
  plan_id: true,
  price_id: true,
  nom: true,
  prix_cents: true,
  utilisateurs: true,
  clients: true,
  factures: true,
  devis: true,
  nombre_produits: true,
  nombre_services: true,
  sauvegarde_cloud: true,
  creation_factures_pdf: true,
} as const satisfies Prisma.PlanSelect;
export type PlanRow = Prisma.PlanGetPayload<{ select: typeof planSelect }>;

export const toPlanDto = (row: PlanRow): GetPlansResponse['plans'][number] => ({
  plan_id: row.plan_id,
  price_id: row.price_id,
  nom: row.nom,
  prix: centsToEuros(row.prix_cents),
  utilisateurs: row.utilisateurs,
  clients: row.clients,
  factures: row.factures,
  devis: row.devis,
  nombre_produits: row.nombre_produits,
  nombre_services: row.nombre_services,
  sauvegarde_cloud: row.sauvegarde_cloud,
  creation_factures_pdf: row.creation_factures_pdf,
});

export function findPlans(db: DbOrTx): Promise<PlanRow[]> {
  return db.plan.findMany({ select: planSelect, orderBy: { position: 'asc' } });
}

export function findPlanByPrice(db: DbOrTx, priceId: string): Promise<PlanRow | null> {
  return db.plan.findUnique({ where: { price_id: priceId }, select: planSelect });
}

/** The plan of an organization, null without one. */
export async function findOrganizationPlan(
  db: DbOrTx,
  organizationId: number,
): Promise<PlanRow | null> {
  const organization = await db.organization.findUnique({
    where: { organization_id: organizationId },
    select: { plan: { select: planSelect } },
  });
  return organization?.plan ?? null;
}

/** What subscribing, changing and cancelling read of an organization. */
export const billingSelect = {
  organization_name: true,
  email: true,
  plan_id: true,
  subscription_status: true,
  stripe_customer_id: true,
  stripe_subscription_id: true,
} as const satisfies Prisma.OrganizationSelect;
export type BillingRow = Prisma.OrganizationGetPayload<{ select: typeof billingSelect }>;

export function findBilling(db: DbOrTx, organizationId: number): Promise<BillingRow> {
  return db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: billingSelect,
  });
}

export type SubscriptionColumns = Pick<
  Prisma.OrganizationUncheckedUpdateManyInput,
  'plan_id' | 'subscription_status' | 'stripe_subscription_id' | 'current_period_end'
>;

export async function updateSubscription(
  db: DbOrTx,
  organizationId: number,
  data: SubscriptionColumns,
): Promise<void> {
  await db.organization.update({ where: { organization_id: organizationId }, data });
}

/**
 * Stores the Stripe customer unless the organization has one already (two checkouts at once may
 * each create one: the first stored wins) and returns the one stored.
 */
export async function keepFirstCustomer(
  db: DbOrTx,
  organizationId: number,
  customerId: string,
): Promise<string | null> {
  await db.organization.updateMany({
    where: { organization_id: organizationId, stripe_customer_id: null },
    data: { stripe_customer_id: customerId },
  });
  const stored = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { stripe_customer_id: true },
  });
  return stored.stripe_customer_id;
}

/** The features a plan limits by a count (the others are switched on or off). */
export type CountedFeature = Exclude<PlanFeature, 'sauvegarde_cloud' | 'creation_factures_pdf'>;

/** What an organization holds of a feature its plan limits; quotes and invoices per year. */
export async function countUsage(db: DbOrTx, organizationId: number, feature: CountedFeature) {
  const where = { organization_id: organizationId };
  const yearStart = startOfYearIso();
  // 1 January is always in winter time in Brussels (UTC+1); issue_date is a calendar date.
  const createdThisYear = { gte: new Date(`${yearStart}T00:00:00+01:00`) };
  const issuedThisYear = { gte: toDbDate(yearStart) };
  switch (feature) {
    case 'utilisateurs':
      return db.user.count({ where });
    case 'clients':
      return db.client.count({ where });
    case 'nombre_produits':
      return db.product.count({ where });
    case 'nombre_services':
      return db.service.count({ where });
    case 'devis':
      return db.quote.count({ where: { ...where, created_at: createdThisYear } });
    case 'factures':
      return db.invoice.count({ where: { ...where, issue_date: issuedThisYear } });
  }
}

// The Stripe webhook's side.

export async function eventAlreadyProcessed(db: DbOrTx, eventId: string): Promise<boolean> {
  const seen = await db.processedStripeEvent.findUnique({
    where: { event_id: eventId },
    select: { event_id: true },
  });
  return seen !== null;
}

/** Records the event; false when it was recorded already (the primary key decides races). */
export async function recordEvent(db: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const inserted = await db.processedStripeEvent.createMany({
    data: [{ event_id: eventId, type }],
    skipDuplicates: true,
  });
  return inserted.count > 0;
}

export async function planIdForPrice(db: DbOrTx, priceId: string | undefined) {
  if (!priceId) return undefined;
  const plan = await db.plan.findUnique({
    where: { price_id: priceId },
    select: { plan_id: true },
  });
  return plan?.plan_id;
}
