import bcrypt from 'bcrypt';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../../src/db/prisma.js';
import type { Prisma } from '../../src/generated/prisma/client.js';
import type { Role } from '@app/shared/roles';
import { useTestContext } from './app.js';
import { withSession, type SessionAgent } from './http.js';
import { signIn } from './session.js';

const unique = () => randomBytes(4).toString('hex');

export async function createOrganization(
  db: Db,
  overrides: { organization_name?: string; active?: boolean; plan?: string; email?: string } = {},
) {
  const plan = await db.plan.findFirstOrThrow({ where: { nom: overrides.plan ?? 'Pro' } });
  return db.organization.create({
    data: {
      organization_name: overrides.organization_name ?? `Organisation ${unique()}`,
      address: 'Rue de Test 1',
      postal_code: '1000',
      city: 'Bruxelles',
      country: 'BE',
      enterprise_number: '0123456749',
      phone: '+32-21234567',
      email: overrides.email ?? `org-${unique()}@exemple.be`,
      bank_account: 'BE68539007547034',
      is_vat_subject: true,
      vat_number: 'BE0123456749',
      plan_id: plan.plan_id,
      subscription_status: overrides.active === false ? 'none' : 'active',
    },
  });
}

export async function createUser(
  db: Db,
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    organization_id?: number | null;
    /** Default: owner for an organization's first member, member for the next ones. */
    role?: Role;
  } = {},
) {
  const password = overrides.password ?? 'motdepasse-solide';
  const organizationId = overrides.organization_id ?? null;
  const role =
    overrides.role ??
    (organizationId !== null &&
    (await db.user.count({ where: { organization_id: organizationId } })) === 0
      ? 'owner'
      : 'member');
  const user = await db.user.create({
    data: {
      name: overrides.name ?? 'Alex Testeur',
      email: overrides.email ?? `user-${unique()}@exemple.be`,
      password_hash: await bcrypt.hash(password, 4),
      organization_id: organizationId,
      joined_at: organizationId ? new Date() : null,
      role,
    },
  });
  return { ...user, password };
}

/**
 * A member of a fresh organization, signed in: the usual starting point of an API test. Its
 * first member, hence its owner unless `role` says otherwise.
 */
export async function signedInMember(
  ctx: { app: Express; db: Db },
  options: {
    plan?: string;
    active?: boolean;
    organization_name?: string;
    name?: string;
    role?: Role;
  } = {},
) {
  const organization = await createOrganization(ctx.db, options);
  const user = await createUser(ctx.db, {
    organization_id: organization.organization_id,
    ...(options.name ? { name: options.name } : {}),
    ...(options.role ? { role: options.role } : {}),
  });
  const cookie = await signIn(ctx.app, user);
  return { organization, user, cookie, api: withSession(ctx.app, cookie) };
}

export type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The id of a member's organization. */
export const orgOf = (m: Member) => m.organization.organization_id;

/** The Prisma filter on a member's organization, to count or find what it holds. */
export const whereOrgOf = (m: Member) => ({ where: { organization_id: orgOf(m) } });

/**
 * The test file's app (`useTestContext`), `member(options)` signing in a member of a new
 * organization at each call, and `agent()` for the calls made without a session.
 */
export function useMembers() {
  const ctx = useTestContext();
  return {
    ctx,
    member: (options: MemberOptions = {}) => signedInMember(ctx, options),
    agent: () => request(ctx.app),
  };
}

export type MemberOptions = Parameters<typeof signedInMember>[1];

/** A signed-in user who belongs to no organization yet. */
export async function signedInLoner(ctx: { app: Express; db: Db }) {
  const user = await createUser(ctx.db);
  const cookie = await signIn(ctx.app, user);
  return { user, cookie, api: withSession(ctx.app, cookie) };
}

// Catalogue, clients, events and the documents that use them, written straight to the database
// for tests that need them as a starting point.

export function createCategory(
  db: Db,
  organizationId: number,
  overrides: { name?: string; description?: string; category_id?: number } = {},
) {
  return db.category.create({
    data: { organization_id: organizationId, name: `Catégorie ${unique()}`, ...overrides },
  });
}

export function createSubCategory(
  db: Db,
  organizationId: number,
  overrides: {
    name?: string;
    description?: string;
    category_id?: number | null;
    sub_category_id?: number;
  } = {},
) {
  return db.subCategory.create({
    data: { organization_id: organizationId, name: `Sous-catégorie ${unique()}`, ...overrides },
  });
}

/**
 * A category named `name` and a maker of its products at one price:
 * `const product = await productsIn(db, org, 'Mobilier', 500); await product('Table', 5)`.
 */
export async function productsIn(
  db: Db,
  organizationId: number,
  name: string,
  price_cents: number,
) {
  const { category_id } = await createCategory(db, organizationId, { name });
  return (productName: string, stock: number) =>
    createProduct(db, organizationId, { name: productName, stock, price_cents, category_id });
}

export async function createProduct(
  db: Db,
  organizationId: number,
  overrides: {
    name?: string;
    price_cents?: number;
    category_id?: number;
    sub_category_id?: number | null;
    stock?: number;
  } = {},
) {
  const category_id =
    overrides.category_id ?? (await createCategory(db, organizationId)).category_id;
  return db.product.create({
    data: {
      organization_id: organizationId,
      name: `Produit ${unique()}`,
      price_cents: 1000,
      stock: 5,
      ...overrides,
      category_id,
    },
  });
}

/**
 * `count` products of one new category, made in one statement (the line-limit tests need 500):
 * named `${prefix} 1`…, in that order.
 */
export async function createProducts(
  db: Db,
  organizationId: number,
  count: number,
  { prefix = 'Article', stock = 10, price_cents = 100 } = {},
) {
  const { category_id } = await createCategory(db, organizationId);
  return db.product.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      organization_id: organizationId,
      name: `${prefix} ${i + 1}`,
      price_cents,
      stock,
      category_id,
    })),
  });
}

/** The columns of a test service named `name`: a 50 € prestation. */
const serviceRow = (organizationId: number, name: string) => ({
  organization_id: organizationId,
  name,
  description: 'Une prestation',
  price_cents: 5000,
});

/** `count` services made in one statement, named `${prefix} 1`…, in that order. */
export function createServices(db: Db, organizationId: number, count: number, prefix = 'Service') {
  return db.service.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => serviceRow(organizationId, `${prefix} ${i + 1}`)),
  });
}

export function createService(
  db: Db,
  organizationId: number,
  overrides: { name?: string; description?: string; price_cents?: number } = {},
) {
  return db.service.create({
    data: { ...serviceRow(organizationId, `Service ${unique()}`), ...overrides },
  });
}

export function createClient(
  db: Db,
  organizationId: number,
  overrides: Partial<Omit<Prisma.ClientUncheckedCreateInput, 'organization_id'>> = {},
) {
  return db.client.create({
    data: { organization_id: organizationId, client_name: `Client ${unique()}`, ...overrides },
  });
}

export function createEvent(
  db: Db,
  organizationId: number,
  overrides: { name?: string; location?: string; date?: Date } = {},
) {
  return db.event.create({
    data: {
      organization_id: organizationId,
      name: `Événement ${unique()}`,
      location: 'Salle communale',
      date: new Date('2026-06-20T00:00:00Z'),
      start_at: '18:00',
      end_at: '23:00',
      ...overrides,
    },
  });
}

/** A quote of one day for a client, with optional product and service lines. */
export function createQuote(
  db: Db,
  organizationId: number,
  clientId: number,
  lines: { productIds?: number[]; serviceIds?: number[]; event_id?: number } = {},
) {
  const day = new Date('2026-06-20T00:00:00Z');
  const line = (position: number) => ({
    organization_id: organizationId,
    quantity: 1,
    price_cents: 1000,
    tva_rate: 21,
    position,
  });
  return db.quote.create({
    data: {
      organization_id: organizationId,
      formatted_quote_id: `DEV-2026-${unique()}`,
      client_id: clientId,
      event_id: lines.event_id ?? null,
      rent_date: day,
      reserved_from: day,
      reserved_until: day,
      total_price_cents: 0,
      products: {
        create: (lines.productIds ?? []).map((product_id, i) => ({ ...line(i), product_id })),
      },
      services: {
        create: (lines.serviceIds ?? []).map((service_id, i) => ({ ...line(i), service_id })),
      },
    },
  });
}

/** A sale to a client, with optional product lines. */
export function createSale(
  db: Db,
  organizationId: number,
  clientId: number,
  productIds: number[] = [],
) {
  return db.sale.create({
    data: {
      organization_id: organizationId,
      formatted_sale_id: `VEN-2026-${unique()}`,
      name: 'Vente au comptoir',
      recorded_date: new Date('2026-06-20T00:00:00Z'),
      client_id: clientId,
      total_price_cents: 0,
      products: {
        create: productIds.map((product_id) => ({
          organization_id: organizationId,
          product_id,
          quantity: 1,
          unit_price_cents: 1000,
          tva_rate: 21,
        })),
      },
    },
  });
}

/** An invoice of a client that no quote or sale carries. */
export function createInvoice(db: Db, organizationId: number, clientId: number) {
  return db.invoice.create({
    data: {
      organization_id: organizationId,
      formatted_invoice_id: `FAC-2026-${unique()}`,
      client_id: clientId,
      issue_date: new Date('2026-06-20T00:00:00Z'),
      due_date: new Date('2026-07-20T00:00:00Z'),
      total_amount_cents: 0,
    },
  });
}

/**
 * The catalogue of a sound-equipment rental the document tests price: a "Son" category with a
 * speaker (45.50 €, 10 in stock) and a delivery service (60 €), each adjustable.
 */
export async function createSoundCatalogue(
  db: Db,
  organizationId: number,
  overrides: { speaker?: { price_cents?: number }; delivery?: { description?: string } } = {},
) {
  const category = await createCategory(db, organizationId, { name: 'Son' });
  const speaker = await createProduct(db, organizationId, {
    name: 'Enceinte',
    price_cents: 4550,
    category_id: category.category_id,
    stock: 10,
    ...overrides.speaker,
  });
  const delivery = await createService(db, organizationId, {
    name: 'Livraison',
    description: 'Aller-retour',
    price_cents: 6000,
    ...overrides.delivery,
  });
  return { category, speaker, delivery };
}

/** Creates a quote through the API, as the quote form sends it, and returns its references. */
export async function createQuoteThroughApi(
  api: SessionAgent,
  body: object,
): Promise<{ quote_id: number; formatted_quote_id: string }> {
  const res = await api.post('/api/quote/createQuote').send(body);
  if (res.status !== 201) {
    throw new Error(`createQuote answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.quote as { quote_id: number; formatted_quote_id: string };
}
