// What the audit trail guarantees. An entry is written in the transaction of the change
// it records (one never stays without the other), and no one can change or remove an entry: the
// database refuses it, and no code of the app tries.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { storedActions, storedEntries } from './support/audit.js';
import { signedInMember, type Member } from './support/factories.js';

const ctx = useTestContext();

const saveTerms = (m: Member, terms: string) =>
  m.api.post('/api/organization/updateOrganizationTerms').send({ terms });

const termsOf = async (m: Member) =>
  (
    await ctx.db.organization.findUniqueOrThrow({
      where: { organization_id: m.organization.organization_id },
    })
  ).terms;

/** Test-only failures installed in this file's database, removed after each test. */
const cleanups: string[] = [];
afterEach(async () => {
  for (const sql of cleanups.splice(0)) await ctx.db.$executeRawUnsafe(sql);
});

describe('[journal] an entry and its change are committed together', () => {
  test('a change that fails after its entry was written (at commit) leaves neither', async () => {
    const m = await member();
    await saveTerms(m, 'Conditions de départ');
    // A deferred constraint trigger fails the commit of an update that sets these terms: the
    // transaction has written the terms and the entry by then.
    await ctx.db.$executeRawUnsafe(`
      CREATE FUNCTION test_refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit'; END; $$`);
    await ctx.db.$executeRawUnsafe(`
      CREATE CONSTRAINT TRIGGER test_refuse_boom AFTER UPDATE ON organizations
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.terms = 'boom')
      EXECUTE FUNCTION test_refuse_boom()`);
    cleanups.push(
      'DROP TRIGGER test_refuse_boom ON organizations',
      'DROP FUNCTION test_refuse_boom()',
    );

    const res = await saveTerms(m, 'boom');
    expect(res.status).toBe(500);
    expect(await termsOf(m)).toBe('Conditions de départ');
    expect(await storedActions(ctx.db, m.organization.organization_id)).toEqual([
      'organization.terms_changed',
    ]);
  });

  test('an entry that cannot be written leaves the change unmade (the IBAN stays)', async () => {
    const m = await member();
    await ctx.db.$executeRawUnsafe(`
      CREATE FUNCTION test_refuse_bank_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'entry refused'; END; $$`);
    await ctx.db.$executeRawUnsafe(`
      CREATE TRIGGER test_refuse_bank_entry BEFORE INSERT ON audit_events
      FOR EACH ROW WHEN (NEW.action = 'organization.bank_changed')
      EXECUTE FUNCTION test_refuse_bank_entry()`);
    cleanups.push(
      'DROP TRIGGER test_refuse_bank_entry ON audit_events',
      'DROP FUNCTION test_refuse_bank_entry()',
    );

    const res = await m.api.post('/api/organization/updateOrganization').send({
      organization_name: 'Nom changé aussi',
      address: m.organization.address,
      phone: m.organization.phone,
      email: m.organization.email,
      bank_account: 'BE71096123456769',
      is_vat_subject: m.organization.is_vat_subject,
      vat_number: m.organization.vat_number,
    });
    expect(res.status).toBe(500);
    const stored = await ctx.db.organization.findUniqueOrThrow({
      where: { organization_id: m.organization.organization_id },
    });
    expect(stored.bank_account).toBe('BE68539007547034');
    // The identity entry written just before is rolled back with everything else.
    expect(stored.organization_name).toBe(m.organization.organization_name);
    expect(await storedActions(ctx.db, m.organization.organization_id)).toEqual([]);
  });
});

describe('[journal] append-only', () => {
  test('the database refuses to update, delete or truncate an entry, whoever asks', async () => {
    const m = await member();
    await saveTerms(m, 'Une entrée');
    const [entry] = await storedEntries(ctx.db, m.organization.organization_id);
    const id = entry!.audit_event_id;
    const refused = /append-only/;
    await expect(
      ctx.db
        .$executeRaw`UPDATE audit_events SET user_name = 'faussaire' WHERE audit_event_id = ${id}`,
    ).rejects.toThrow(refused);
    await expect(
      ctx.db.$executeRaw`DELETE FROM audit_events WHERE audit_event_id = ${id}`,
    ).rejects.toThrow(refused);
    await expect(ctx.db.$executeRaw`TRUNCATE audit_events`).rejects.toThrow(refused);
    await expect(
      ctx.db.auditEvent.updateMany({
        where: { organization_id: m.organization.organization_id },
        data: { action: 'export.downloaded' },
      }),
    ).rejects.toThrow(refused);
    await expect(
      ctx.db.auditEvent.deleteMany({ where: { organization_id: m.organization.organization_id } }),
    ).rejects.toThrow(refused);
    expect(await storedEntries(ctx.db, m.organization.organization_id)).toEqual([entry]);
  });

  test('no route changes or removes an entry: the only route is a GET', async () => {
    const { DECLARED_ROUTES } = await import('./support/routes.js');
    expect(DECLARED_ROUTES.filter((route) => route.includes('/audit'))).toEqual([
      'GET /api/organization/audit',
    ]);
  });

  test('no code of the API updates or deletes an entry', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const offending: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (name === 'generated') continue;
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) {
          const text = readFileSync(path, 'utf8');
          if (
            /auditEvent\.(update|upsert|delete)/.test(text) ||
            /(UPDATE|DELETE FROM|TRUNCATE)\s+"?audit_events/i.test(text)
          ) {
            offending.push(path);
          }
        }
      }
    };
    walk(src);
    expect(offending).toEqual([]);
  });
});

function member() {
  return signedInMember(ctx, { name: 'Alice Trésorière' });
}
