// What the audit trail says of an organization's identity changes: the identity
// fields that changed with their old and new values, and the bank account apart, its IBANs masked.
import {
  IDENTITY_FIELD_LABELS,
  maskIban,
  type AuditDetails,
  type AuditPerson,
  type IdentityChange,
  type IdentityField,
} from '@app/shared/audit';
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import type { organizationColumns } from './organization.data.js';

type Columns = ReturnType<typeof organizationColumns>;

/** Those columns as stored (formColumnsSelect), read with the organization's row lock held. */
export type AuditedColumns = { [K in keyof Columns]-?: Exclude<Columns[K], undefined> };

const IDENTITY_FIELDS = Object.keys(IDENTITY_FIELD_LABELS) as IdentityField[];

/** The columns as the trail names them: the share capital in euros, as the API speaks. */
const auditView = <T extends Columns>(columns: T) => ({
  ...columns,
  share_capital:
    columns.share_capital_cents === null ? null : centsToEuros(columns.share_capital_cents),
});

/** The identity fields `after` changes (a field it leaves undefined keeps its value). */
export function identityChanges(stored: AuditedColumns, updated: Columns): IdentityChange[] {
  const before = auditView(stored);
  const after = auditView(updated);
  return IDENTITY_FIELDS.flatMap((field) => {
    const next = after[field];
    if (next === undefined || next === before[field]) return [];
    return [{ field, old: before[field], new: next }];
  });
}

/** The bank account's change, IBANs masked; undefined when neither the IBAN nor the BIC changed. */
export function bankChange(
  before: AuditedColumns,
  after: Columns,
): AuditDetails<'organization.bank_changed'> | undefined {
  const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();
  const ibanChanged = compact(after.bank_account) !== compact(before.bank_account);
  const bicChanged = after.bic !== undefined && (after.bic ?? null) !== (before.bic ?? null);
  if (!ibanChanged && !bicChanged) return undefined;
  return {
    ...(ibanChanged
      ? { iban: { old: maskIban(before.bank_account), new: maskIban(after.bank_account) } }
      : {}),
    ...(bicChanged ? { bic: { old: before.bic ?? null, new: after.bic ?? null } } : {}),
  };
}

/** A member as an entry names them (their name and email of the day). */
export async function auditPerson(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<AuditPerson> {
  return db.user.findFirstOrThrow({
    where: { user_id: userId, organization_id: organizationId },
    select: { user_id: true, name: true, email: true },
  });
}

/** Any account as an entry names it (someone not yet a member: a requester). */
export function auditAccount(db: DbOrTx, userId: number): Promise<AuditPerson> {
  return db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { user_id: true, name: true, email: true },
  });
}
