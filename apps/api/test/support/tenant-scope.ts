import { inspect } from 'node:util';
import type { Db } from '../../src/db/prisma.js';
import { Prisma } from '../../src/generated/prisma/client.js';

/**
 * The tenant-scope guard of the tests: every query on a table that carries organization_id must
 * say which organization it is about, so that no caller reads or changes another's rows. Wrapped
 * around the client the test contexts use, it throws on a query that does not, so the API answers
 * 500 and the test that exercised the query fails. Query extensions also run inside interactive
 * transactions (`$transaction(async (tx) => …)`), so those are checked too.
 *
 * `$queryRaw` / `$executeRaw` are not checked: the extension only sees model operations, and raw
 * SQL is rare here (row locks, counters) and reviewed by hand.
 */

const SCOPE = 'organization_id';

/** Every model with an organization_id column, read from the generated client. */
export const TENANT_MODELS: ReadonlySet<string> = new Set(
  Object.values(Prisma.ModelName).filter((model) => {
    const fields = (Prisma as unknown as Record<string, unknown>)[`${model}ScalarFieldEnum`];
    return typeof fields === 'object' && fields !== null && SCOPE in fields;
  }),
);

type Call = { model: string; operation: string; args: Record<string, unknown> };

/**
 * The only queries on tenant tables allowed without organization_id, each with its reason. A
 * query is exempt when one of these accepts it; everything else on a tenant model is checked.
 */
export const TENANT_SCOPE_EXCEPTIONS: ReadonlyArray<{
  model: string;
  reason: string;
  allows: (call: Call) => boolean;
}> = [
  {
    model: 'Organization',
    reason: 'a new organization has no organization_id before it is created',
    allows: ({ operation }) => operation === 'create',
  },
  {
    model: 'Organization',
    reason:
      'its unique email is how a person asks to join it, and is checked free across ' +
      'organizations; Stripe webhooks name the customer and subscription, not the organization',
    allows: ({ args }) =>
      whereHasAny(args.where, ['email', 'stripe_customer_id', 'stripe_subscription_id']),
  },
  {
    model: 'Invitation',
    reason:
      'the invited person is not a member yet: their pending invitations are found by their ' +
      'email, across organizations',
    allows: ({ operation, args }) => operation === 'findMany' && whereHasAny(args.where, ['email']),
  },
  {
    model: 'JoinRequest',
    reason:
      "the requester is not a member yet: a user's own requests are found by user_id, across " +
      'organizations',
    allows: ({ args }) => whereHasAny(args.where, ['user_id']),
  },
  {
    model: 'User',
    reason:
      'accounts exist before and without an organization: registration, sign-in and sessions ' +
      'find a user by its own keys (user_id, email, google_sub); organization_id on a user is ' +
      'a nullable membership, not an owner',
    allows: ({ operation, args }) =>
      operation === 'create' || whereHasAny(args.where, ['user_id', 'email', 'google_sub']),
  },
  {
    model: 'PeppolTransmission',
    reason:
      "the access point's webhook (signed) names its own reference of a transmission, not the " +
      'organization: only the status of the transmission with that provider and reference changes',
    allows: ({ operation, args }) =>
      operation === 'updateMany' && whereHasAny(args.where, ['provider_ref']),
  },
];

function whereHasAny(where: unknown, keys: string[]): boolean {
  return isObject(where) && keys.some((key) => where[key] !== undefined);
}

const READ_OR_WRITE_BY_WHERE = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);
const CREATES = new Set(['create', 'createMany', 'createManyAndReturn']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when the where names the organization: organization_id at the top level, inside a compound
 * unique key (`organization_id_kind_year: { organization_id, … }`), or in every branch of an AND.
 * A relation filter (`invoice: { organization_id }`) does not count: it scopes the other table.
 */
export function whereIsScoped(where: unknown): boolean {
  if (!isObject(where)) return false;
  if (where[SCOPE] !== undefined) return true;
  for (const [key, value] of Object.entries(where)) {
    if (key.startsWith(`${SCOPE}_`) && isObject(value) && value[SCOPE] !== undefined) return true;
  }
  const and = where.AND;
  if (Array.isArray(and)) return and.length > 0 && and.every(whereIsScoped);
  return isObject(and) && whereIsScoped(and);
}

/** True when created data sets organization_id, directly or by connecting the organization. */
export function dataIsScoped(data: unknown): boolean {
  if (Array.isArray(data)) return data.length > 0 && data.every(dataIsScoped);
  if (!isObject(data)) return false;
  if (data[SCOPE] !== undefined) return true;
  const organization = data.organization;
  return (
    isObject(organization) &&
    isObject(organization.connect) &&
    organization.connect[SCOPE] !== undefined
  );
}

function show(value: unknown): string {
  return inspect(value, { depth: 6, breakLength: Infinity });
}

/** Throws when a model operation on a tenant table is not scoped by organization_id. */
export function assertTenantScope(call: Call): void {
  const { model, operation, args } = call;
  if (!TENANT_MODELS.has(model)) return;
  if (TENANT_SCOPE_EXCEPTIONS.some((e) => e.model === model && e.allows(call))) return;
  if (READ_OR_WRITE_BY_WHERE.has(operation) && !whereIsScoped(args.where)) {
    throw new Error(
      `Tenant scope: ${model}.${operation} without ${SCOPE} in its where: ${show(args.where)}`,
    );
  }
  if (operation === 'upsert' && !dataIsScoped(args.create)) {
    throw new Error(`Tenant scope: ${model}.upsert creates without ${SCOPE}: ${show(args.create)}`);
  }
  if (CREATES.has(operation) && !dataIsScoped(args.data)) {
    throw new Error(
      `Tenant scope: ${model}.${operation} without ${SCOPE} in its data: ${show(args.data)}`,
    );
  }
}

/** The client with the guard around every model operation, typed as the plain client. */
export function withTenantScopeGuard(db: Db): Db {
  return db.$extends({
    name: 'tenant-scope-guard',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          assertTenantScope({ model, operation, args: (args ?? {}) as Record<string, unknown> });
          return query(args);
        },
      },
    },
  }) as unknown as Db;
}
