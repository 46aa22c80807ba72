import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { createTestContext, type TestContext } from './support/app.js';
import { createClient, createOrganization } from './support/factories.js';
import { TENANT_MODELS, withTenantScopeGuard } from './support/tenant-scope.js';

let ctx: TestContext;
let guarded: Db;
let orgId: number;
let clientId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  guarded = withTenantScopeGuard(ctx.db);
  orgId = (await createOrganization(ctx.db)).organization_id;
  clientId = (await createClient(ctx.db, orgId)).client_id;
});
afterAll(() => ctx.close());

describe('[tenant] the guard around the API client of the tests', () => {
  test('knows the tenant tables from the generated client', () => {
    expect(TENANT_MODELS.has('Client')).toBe(true);
    expect(TENANT_MODELS.has('InvoiceLine')).toBe(true);
    expect(TENANT_MODELS.has('DocumentCounter')).toBe(true);
    expect(TENANT_MODELS.has('Plan')).toBe(false);
    expect(TENANT_MODELS.has('PasswordResetToken')).toBe(false);
  });

  test('refuses a query without organization_id, naming the model, operation and where', async () => {
    await expect(guarded.client.findUnique({ where: { client_id: clientId } })).rejects.toThrow(
      /Tenant scope: Client\.findUnique without organization_id in its where: \{ client_id: \d+ \}/,
    );
    await expect(guarded.client.count()).rejects.toThrow(/Client\.count/);
    await expect(
      guarded.client.updateMany({ where: { client_name: 'x' }, data: { city: 'Liège' } }),
    ).rejects.toThrow(/Client\.updateMany/);
    await expect(
      guarded.client.create({ data: { client_name: 'Sans organisation' } as never }),
    ).rejects.toThrow(/Client\.create without organization_id in its data/);
  });

  test('a relation filter, an OR or a partly scoped AND is not a scope', async () => {
    await expect(
      guarded.quote.findMany({ where: { client: { organization_id: orgId } } }),
    ).rejects.toThrow(/Quote\.findMany/);
    await expect(
      guarded.client.findMany({ where: { OR: [{ organization_id: orgId }, { city: 'x' }] } }),
    ).rejects.toThrow(/Client\.findMany/);
    await expect(
      guarded.client.findMany({ where: { AND: [{ organization_id: orgId }, { city: 'x' }] } }),
    ).rejects.toThrow(/Client\.findMany/);
    await expect(
      guarded.client.findMany({
        where: { AND: [{ organization_id: orgId }, { organization_id: orgId, city: 'x' }] },
      }),
    ).resolves.toEqual([]);
  });

  test('lets a scoped query through', async () => {
    const found = await guarded.client.findUnique({
      where: { organization_id: orgId, client_id: clientId },
    });
    expect(found?.client_id).toBe(clientId);
    const updated = await guarded.client.update({
      where: { organization_id: orgId, client_id: clientId },
      data: { city: 'Namur' },
    });
    expect(updated.city).toBe('Namur');
    await expect(guarded.client.count({ where: { organization_id: orgId } })).resolves.toBe(1);
    await expect(guarded.plan.count()).resolves.toBeGreaterThan(0);
  });

  test('checks queries inside an interactive transaction too', async () => {
    await expect(
      guarded.$transaction(async (tx) => {
        await tx.client.findMany({ where: { organization_id: orgId } });
        return tx.client.delete({ where: { client_id: clientId } });
      }),
    ).rejects.toThrow(/Tenant scope: Client\.delete/);
    expect(await ctx.db.client.count({ where: { client_id: clientId } })).toBe(1);
    const inside = await guarded.$transaction((tx) =>
      tx.client.findMany({ where: { organization_id: orgId }, select: { client_id: true } }),
    );
    expect(inside).toEqual([{ client_id: clientId }]);
  });
});
