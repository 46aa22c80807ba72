import bcrypt from 'bcrypt';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/prisma.js';

export const DEMO_EMAIL = 'demo@exemple.be';

export type DemoCredentials = { email: string; password: string };

/**
 * Seeds a demo organization with an active plan and one member, once, on an empty database.
 * Returns the credentials when it created them, undefined when users already exist.
 */
export async function seedDemo(db: Db): Promise<DemoCredentials | undefined> {
  if ((await db.user.count()) > 0) return undefined;
  const plan = await db.plan.findFirst({ where: { nom: 'Pro' } });
  if (!plan) throw new Error('Plans must be seeded before the demo organization');

  const password = `demo-${randomBytes(6).toString('base64url')}`;
  const passwordHash = await bcrypt.hash(password, 10);
  await db.$transaction(async (tx) => {
    const organization = await tx.organization.create({
      data: {
        organization_name: 'Les Amis du Matériel ASBL',
        address: 'Rue de la Loi 16',
        postal_code: '1000',
        city: 'Bruxelles',
        country: 'BE',
        // A made-up enterprise number with valid check digits (97 − 01234567 mod 97 = 49).
        enterprise_number: '0123456749',
        phone: '+32-25551234',
        email: 'contact@amis-materiel.be',
        vat_number: 'BE0123456749',
        bank_account: 'BE68539007547034',
        bic: 'GKCCBEBB',
        is_vat_subject: true,
        terms:
          'Le matériel loué est rendu propre et complet à la date de fin de location. ' +
          'Toute casse est facturée au prix de remplacement. Paiement à 30 jours.',
        plan_id: plan.plan_id,
        subscription_status: 'active',
      },
    });
    await tx.user.create({
      data: {
        name: 'Camille Démo',
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        organization_id: organization.organization_id,
        joined_at: new Date(),
        role: 'owner',
      },
    });
  });
  return { email: DEMO_EMAIL, password };
}
