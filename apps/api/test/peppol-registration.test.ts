// The organization's own Peppol identifier (issue #33, « Facturation électronique »): which it is,
// the access point in use, and its registration, kept on the organization; admins register it.
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { signedInMember } from './support/factories.js';
import { localPeppol } from './peppol/peppol-fixture.js';

const local = localPeppol();
const ctx = useTestContext({}, { peppol: local.wiring });

describe('Peppol registration', () => {
  test('not registered at first; « Enregistrer sur Peppol » registers it with the transport', async () => {
    const admin = await signedInMember(ctx, { role: 'admin' });
    const before = await admin.api.get('/api/organization/getPeppolSettings');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      provider: 'demo',
      participant_id: '0208:0123456749',
      registration: null,
      reason: null,
    });
    const res = await admin.api.post('/api/organization/registerPeppol').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Demande d’enregistrement sur Peppol envoyée.',
      settings: { ...before.body, registration: 'registered' },
    });
    const after = await admin.api.get('/api/organization/getPeppolSettings');
    expect(after.body.registration).toBe('registered');
  });

  test('without an enterprise number there is nothing to register: 409', async () => {
    const admin = await signedInMember(ctx, { role: 'admin' });
    await ctx.db.organization.update({
      where: { organization_id: admin.organization.organization_id },
      data: { enterprise_number: null },
    });
    const settings = await admin.api.get('/api/organization/getPeppolSettings');
    expect(settings.body.participant_id).toBeNull();
    const res = await admin.api.post('/api/organization/registerPeppol').send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Votre organisation n’a pas d’identifiant Peppol : renseignez son numéro d’entreprise.',
    );
  });

  test('a member reads it, only an admin registers', async () => {
    const member = await signedInMember(ctx, { role: 'member' });
    expect((await member.api.get('/api/organization/getPeppolSettings')).status).toBe(200);
    const res = await member.api.post('/api/organization/registerPeppol').send({});
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('role');
  });
});
