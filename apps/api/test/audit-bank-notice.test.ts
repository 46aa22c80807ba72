// When the IBAN or BIC changes, the organization's owners and admins get an e-mail
// naming who changed it (IBANs masked); members and viewers are not told.
// The mail leaves after the change is committed; a mail that fails is logged and the change stays.
import PostalMime from 'postal-mime';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedPlans } from '../src/modules/subscription/plan-catalog.js';
import { createTestContext, type TestContext } from './support/app.js';
import { identityForm, storedActions } from './support/audit.js';
import { createUser, signedInMember } from './support/factories.js';
import { useLoggedApps } from './support/logged-app.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { waitFor } from './support/wait.js';

let ctx: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (address) => address.endsWith('@refuse.example.be') });
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'app@exemple.be' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function received(to: string, count = 1) {
  return PostalMime.parse((await smtp.waitForMail(to, count)).raw);
}

/**
 * An organization of Alice (its owner, signed in), Bob (an admin) and Carol (a member, who is not
 * told of bank changes).
 */
async function twoMembers(bobEmail?: string) {
  const alice = await signedInMember(ctx, { name: 'Alice Trésorière' });
  const bob = await createUser(ctx.db, {
    name: 'Bob Président',
    organization_id: alice.organization.organization_id,
    role: 'admin',
    ...(bobEmail ? { email: bobEmail } : {}),
  });
  const carol = await createUser(ctx.db, {
    name: 'Carol Bénévole',
    organization_id: alice.organization.organization_id,
    role: 'member',
  });
  return { alice, bob, carol };
}

describe('[journal] the bank account change notice', () => {
  test('each owner and admin gets one mail naming who changed the IBAN, both IBANs masked', async () => {
    const { alice, bob, carol } = await twoMembers();
    const outsider = await signedInMember(ctx, { name: 'Autre Organisation' });
    const res = await alice.api
      .post('/api/organization/updateOrganization')
      .send(identityForm(alice, { bank_account: 'BE71096123456769' }));
    expect(res.status).toBe(200);

    for (const [to, name] of [
      [alice.user.email, 'Alice Trésorière'],
      [bob.email, 'Bob Président'],
    ] as const) {
      const mail = await received(to);
      expect(mail.subject).toBe(
        `Compte bancaire de ${alice.organization.organization_name} modifié`,
      );
      expect(mail.to).toEqual([{ address: to, name: '' }]);
      expect(mail.text).toContain(`Bonjour ${name},`);
      expect(mail.text).toContain(
        `Alice Trésorière a modifié le compte bancaire de l’organisation ${alice.organization.organization_name} le `,
      );
      expect(mail.text).toContain('IBAN : BE•• •••• •••• 7034 → BE•• •••• •••• 6769');
      expect(mail.text).not.toMatch(/539007547034|096123456769/);
      expect(mail.text).not.toContain('BIC');
    }
    // One mail each, and nobody outside the organization.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsTo(alice.user.email)).toHaveLength(1);
    expect(smtp.mailsTo(bob.email)).toHaveLength(1);
    expect(smtp.mailsTo(outsider.user.email)).toHaveLength(0);
    expect(smtp.mailsTo(carol.email)).toHaveLength(0);
  });

  test('a BIC change alone is told too; a change of the name alone is not', async () => {
    const { alice, bob } = await twoMembers();
    const save = (overrides: Record<string, unknown>) =>
      alice.api.post('/api/organization/updateOrganization').send(identityForm(alice, overrides));
    expect((await save({ organization_name: 'Nouveau nom' })).status).toBe(200);
    expect((await save({ organization_name: 'Nouveau nom', bic: 'GKCCBEBB' })).status).toBe(200);
    const mail = await received(bob.email);
    expect(mail.subject).toBe('Compte bancaire de Nouveau nom modifié');
    expect(mail.text).toContain('BIC : (aucun) → GKCCBEBB');
    expect(mail.text).not.toContain('IBAN :');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsTo(bob.email)).toHaveLength(1);
  });

  test('a recipient the mail server refuses: the change stays, the others are told', async () => {
    const { alice, bob } = await twoMembers('bob@refuse.example.be');
    const third = await createUser(ctx.db, {
      name: 'Chloé Administratrice',
      organization_id: alice.organization.organization_id,
      role: 'admin',
    });
    const res = await alice.api
      .post('/api/organization/updateOrganization')
      .send(identityForm(alice, { bank_account: 'BE71096123456769' }));
    expect(res.status).toBe(200);
    expect((await received(third.email)).subject).toContain('Compte bancaire');
    expect(smtp.mailsTo(bob.email)).toHaveLength(0);
    const stored = await ctx.db.organization.findUniqueOrThrow({
      where: { organization_id: alice.organization.organization_id },
    });
    expect(stored.bank_account).toBe('BE71096123456769');
    expect(await storedActions(ctx.db, alice.organization.organization_id)).toEqual([
      'organization.bank_changed',
    ]);
  });
});

describe('[journal] the notice without a mail server', () => {
  const logs = useLoggedApps();

  test('a mail server that cannot be reached: the change is saved and the failure logged', async () => {
    await seedPlans(logs.db);
    // Nothing listens on port 9 of loopback (discard): every send fails at once.
    const { app, output } = logs.appWithLog({ SMTP_URL: 'smtp://127.0.0.1:9' }, (_config, sink) =>
      pino({ level: 'info' }, sink),
    );
    const alice = await signedInMember({ app, db: logs.db }, { name: 'Alice Trésorière' });
    const res = await alice.api
      .post('/api/organization/updateOrganization')
      .send(identityForm(alice, { bank_account: 'BE71096123456769' }));
    expect(res.status).toBe(200);
    const stored = await logs.db.organization.findUniqueOrThrow({
      where: { organization_id: alice.organization.organization_id },
    });
    expect(stored.bank_account).toBe('BE71096123456769');
    const line = await waitFor(
      () =>
        output()
          .split('\n')
          .filter(Boolean)
          .map((text) => JSON.parse(text) as { msg: string; to?: string; level: number })
          .find((entry) => entry.msg === 'bank account change notice not sent'),
      'the failure in the log',
    );
    expect(line).toMatchObject({ to: alice.user.email, level: 50 });
  });
});
