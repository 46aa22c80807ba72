import {
  type OrganizationDto,
  type OrganizationFileType,
  MSG_ORGANIZATION_EMAIL_TAKEN,
  MSG_ORGANIZATION_NOT_FOUND,
  MSG_LAST_MEMBER,
} from '@app/shared/organization';
import { lockOrganization } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.data.js';
import { writeWithImage } from '../files/stored-files.js';
import type { UploadedFile } from '../../http/route.js';
import {
  assertNotLastOwner,
  assertWithoutOrganization,
  MSG_ALREADY_IN_ORGANIZATION,
} from './members.service.js';
import {
  addMember,
  countMembers,
  createOrganizationRow,
  findIdentity,
  findImageFiles,
  findImageIds,
  findMember,
  findMembers,
  findOrganization,
  formColumnsSelect,
  organizationFileUrl,
  organizationColumns,
  organizationIdByEmail,
  removeMember,
  toOrganizationDto,
  updateOrganizationRow,
  type OrganizationFields,
} from './organization.data.js';
import { deletePendingRequests } from './invitations.data.js';
import { auditPerson, bankChange, identityChanges } from './organization-audit.js';

export async function getOrganization(
  db: DbOrTx,
  organizationId: number,
): Promise<OrganizationDto> {
  const row = foundOr404(await findOrganization(db, organizationId), MSG_ORGANIZATION_NOT_FOUND);
  return toOrganizationDto(row, await findMembers(db, organizationId));
}

/**
 * The stored legal identity, for the fields an update leaves out: a client that does not know
 * them yet (an older form, a script) keeps them as they are instead of erasing them.
 */
export function storedIdentity(db: DbOrTx, organizationId: number) {
  return findIdentity(db, organizationId);
}

async function assertEmailFree(db: DbOrTx, email: string, exceptOrganizationId?: number) {
  const holder = await organizationIdByEmail(db, email);
  if (holder !== undefined && holder !== exceptOrganizationId) {
    throw new AppError('CONFLICT', MSG_ORGANIZATION_EMAIL_TAKEN, { field: 'email' });
  }
}

/** Creates the organization (no plan yet) and makes its creator the first member. */
export async function addOrganization(db: Db, userId: number, fields: OrganizationFields) {
  return db.$transaction(async (tx) => {
    await assertWithoutOrganization(tx, userId);
    await assertEmailFree(tx, fields.email);
    const organizationId = await createOrganizationRow(tx, fields);
    // Conditioned on no membership: two setups of one user in parallel make one member.
    if (!(await addMember(tx, userId, organizationId, 'owner'))) {
      throw new AppError('CONFLICT', MSG_ALREADY_IN_ORGANIZATION);
    }
    // Requests to join other organizations no longer make sense.
    await deletePendingRequests(tx, userId);
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'organization.created',
      details: { organization_name: fields.organization_name },
    });
    return getOrganization(tx, organizationId);
  });
}

/**
 * Saves the organization's identity and records what changed: the identity fields (old and new
 * values) and, apart, the bank account (IBANs masked). `bankChanged` says what the managers are
 * told once the change is committed.
 */
export async function updateOrganization(
  db: Db,
  organizationId: number,
  fields: OrganizationFields,
  userId: number,
) {
  return db.$transaction(async (tx) => {
    // Locked first: the values compared are those this update replaces.
    await lockOrganization(tx, organizationId);
    await assertEmailFree(tx, fields.email, organizationId);
    const before = await tx.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
      select: formColumnsSelect,
    });
    const after = organizationColumns(fields);
    await updateOrganizationRow(tx, organizationId, after);
    const changes = identityChanges(before, after);
    if (changes.length > 0) {
      await recordAudit(tx, {
        organizationId,
        userId,
        action: 'organization.identity_changed',
        details: { changes },
      });
    }
    const bankChanged = bankChange(before, after);
    if (bankChanged) {
      await recordAudit(tx, {
        organizationId,
        userId,
        action: 'organization.bank_changed',
        details: bankChanged,
      });
    }
    return { organization: await getOrganization(tx, organizationId), bankChanged };
  });
}

export async function updateTerms(db: Db, organizationId: number, terms: string, userId: number) {
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const before = await tx.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
      select: { terms: true },
    });
    await updateOrganizationRow(tx, organizationId, { terms });
    if (before.terms === terms) return;
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'organization.terms_changed',
      details: { old: before.terms, new: terms },
    });
  });
}

/** Stores the new image and points the organization at it; the previous image is deleted. */
export async function replaceOrganizationFile(
  db: Db,
  organizationId: number,
  fileType: OrganizationFileType,
  file: UploadedFile,
): Promise<string> {
  const column = fileType === 'logo_image' ? 'logo_file_id' : 'background_file_id';
  return db.$transaction(async (tx) => {
    const before = await findImageIds(tx, organizationId);
    const fileId = await writeWithImage(tx, organizationId, file, before[column], async (id) => {
      await updateOrganizationRow(tx, organizationId, { [column]: id });
      return id!;
    });
    return organizationFileUrl(fileType, fileId)!;
  });
}

export async function findOrganizationFile(
  db: DbOrTx,
  organizationId: number,
  fileType: OrganizationFileType,
) {
  const organization = await findImageFiles(db, organizationId);
  const file = fileType === 'logo_image' ? organization?.logo_file : organization?.background_file;
  return file ?? undefined;
}

/**
 * The caller leaves; the last member cannot (the organization would be orphaned), nor the last
 * owner (the others would be left without one).
 */
export async function leaveOrganization(db: Db, organizationId: number, userId: number) {
  await db.$transaction(async (tx) => {
    // Two last members (or owners) leaving at once: the row lock makes the second one see a count
    // of 1, and the role is read under it.
    await lockOrganization(tx, organizationId);
    if ((await countMembers(tx, organizationId)) <= 1) {
      throw new AppError('CONFLICT', MSG_LAST_MEMBER);
    }
    const me = await findMember(tx, organizationId, userId);
    if (me) await assertNotLastOwner(tx, organizationId, me.role);
    const member = await auditPerson(tx, organizationId, userId);
    await removeMember(tx, userId);
    await recordAudit(tx, { organizationId, userId, action: 'member.left', details: { member } });
  });
}
