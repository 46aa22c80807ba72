import type { AuditEventDto } from '@app/shared/audit';
import { expect } from 'vitest';
import type { Db } from '../../src/db/prisma.js';
import type { Member } from './factories.js';
import type { SessionAgent } from './http.js';

/** The Journal's page as a member reads it (200 expected). */
export async function journal(api: SessionAgent, page?: number) {
  const res = await api.get(`/api/organization/audit${page === undefined ? '' : `?page=${page}`}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { events: AuditEventDto[]; total: number };
}

/** The newest entry of the Journal. */
export async function lastEntry(api: SessionAgent) {
  return (await journal(api)).events[0];
}

/** The organization's entries as stored, oldest first (straight from the table). */
export function storedEntries(db: Db, organizationId: number) {
  return db.auditEvent.findMany({
    where: { organization_id: organizationId },
    orderBy: { audit_event_id: 'asc' },
  });
}

/** The actions recorded for an organization, oldest first. */
export async function storedActions(db: Db, organizationId: number) {
  return (await storedEntries(db, organizationId)).map((entry) => entry.action);
}

/** The identity form of the member's organization as the web sends it, with `overrides`. */
export const identityForm = (m: Member, overrides: Record<string, unknown> = {}) => ({
  organization_name: m.organization.organization_name,
  address: m.organization.address,
  phone: m.organization.phone,
  email: m.organization.email,
  bank_account: m.organization.bank_account,
  is_vat_subject: m.organization.is_vat_subject,
  vat_number: m.organization.vat_number,
  ...overrides,
});
