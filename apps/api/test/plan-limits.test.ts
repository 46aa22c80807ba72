import { startOfYearIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { AppError } from '../src/errors/app-error.js';
import {
  assertPlanIncludes,
  assertWithinPlanLimit,
} from '../src/modules/subscription/plan-limits.js';
import { useTestContext } from './support/app.js';
import { createOrganization } from './support/factories.js';

const ctx = useTestContext();

/** The 409 AppError the check throws, or undefined when it lets the creation through. */
async function refusal(check: Promise<void>): Promise<AppError | undefined> {
  try {
    await check;
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

const lastYear = () => new Date(`${Number(startOfYearIso().slice(0, 4)) - 1}-06-15T12:00:00Z`);

describe('assertWithinPlanLimit (Essentiel: 50 clients, 20 services, 100 quotes and invoices a year)', () => {
  test('clients: the 50th passes, the 51st is refused with the plan and the limit', async () => {
    const org = await createOrganization(ctx.db, { plan: 'Essentiel' });
    const id = org.organization_id;
    await ctx.db.client.createMany({
      data: Array.from({ length: 49 }, (_, i) => ({ organization_id: id, client_name: `C${i}` })),
    });
    expect(await refusal(assertWithinPlanLimit(ctx.db, id, 'clients'))).toBeUndefined();
    await ctx.db.client.create({ data: { organization_id: id, client_name: 'C49' } });
    const refused = await refusal(assertWithinPlanLimit(ctx.db, id, 'clients'));
    expect(refused?.status).toBe(409);
    expect(refused?.message).toBe(
      'Limite de votre abonnement Essentiel atteinte : 50 clients au maximum (50 clients). ' +
        'Passez à une formule supérieure pour en ajouter.',
    );
  });

  test('services are counted per organization', async () => {
    const full = await createOrganization(ctx.db, { plan: 'Essentiel' });
    const other = await createOrganization(ctx.db, { plan: 'Essentiel' });
    await ctx.db.service.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        organization_id: full.organization_id,
        name: `S${i}`,
        description: '',
        price_cents: 1000,
      })),
    });
    const refused = await refusal(
      assertWithinPlanLimit(ctx.db, full.organization_id, 'nombre_services'),
    );
    expect(refused?.message).toMatch(
      /^Limite de votre abonnement Essentiel atteinte : 20 services/,
    );
    expect(
      await refusal(assertWithinPlanLimit(ctx.db, other.organization_id, 'nombre_services')),
    ).toBeUndefined();
  });

  test('quotes and invoices count this calendar year only', async () => {
    const org = await createOrganization(ctx.db, { plan: 'Essentiel' });
    const id = org.organization_id;
    const client = await ctx.db.client.create({ data: { organization_id: id, client_name: 'X' } });
    const day = new Date('2026-01-10');
    const quote = (i: number, created_at: Date) => ({
      organization_id: id,
      formatted_quote_id: `DEV-${i}`,
      client_id: client.client_id,
      rent_date: day,
      reserved_from: day,
      reserved_until: day,
      total_price_cents: 0,
      created_at,
    });
    await ctx.db.quote.createMany({
      data: Array.from({ length: 100 }, (_, i) => quote(i, lastYear())),
    });
    expect(await refusal(assertWithinPlanLimit(ctx.db, id, 'devis'))).toBeUndefined();
    await ctx.db.quote.createMany({
      data: Array.from({ length: 100 }, (_, i) => quote(100 + i, new Date())),
    });
    const refused = await refusal(assertWithinPlanLimit(ctx.db, id, 'devis'));
    expect(refused?.message).toBe(
      'Limite de votre abonnement Essentiel atteinte : 100 devis par an au maximum ' +
        '(100 devis cette année). Passez à une formule supérieure pour en ajouter.',
    );

    const invoice = (i: number, issue_date: Date) => ({
      organization_id: id,
      formatted_invoice_id: `FAC-${i}`,
      client_id: client.client_id,
      issue_date,
      due_date: issue_date,
      total_amount_cents: 0,
    });
    await ctx.db.invoice.createMany({
      data: Array.from({ length: 100 }, (_, i) => invoice(i, lastYear())),
    });
    expect(await refusal(assertWithinPlanLimit(ctx.db, id, 'factures'))).toBeUndefined();
    await ctx.db.invoice.create({ data: invoice(999, new Date()) });
    expect(await refusal(assertWithinPlanLimit(ctx.db, id, 'factures', 100))).toBeInstanceOf(
      AppError,
    );
  });

  test('an organization without plan gets 402', async () => {
    const org = await createOrganization(ctx.db);
    await ctx.db.organization.update({
      where: { organization_id: org.organization_id },
      data: { plan_id: null },
    });
    const refused = await refusal(assertWithinPlanLimit(ctx.db, org.organization_id, 'clients'));
    expect(refused?.status).toBe(402);
  });
});

describe('assertPlanIncludes', () => {
  test('refuses a feature the plan lacks, naming the plan', async () => {
    const org = await createOrganization(ctx.db, { plan: 'Essentiel' });
    expect(
      await refusal(assertPlanIncludes(ctx.db, org.organization_id, 'creation_factures_pdf')),
    ).toBeUndefined();
    const refused = await refusal(
      assertPlanIncludes(ctx.db, org.organization_id, 'sauvegarde_cloud'),
    );
    expect(refused?.status).toBe(409);
    expect(refused?.message).toBe('Votre abonnement Essentiel ne comprend pas : Sauvegarde cloud.');
  });
});
