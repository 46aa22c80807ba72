import {
  missingLegalIdentity,
  ORGANIZATION_IDENTITY_FIELDS,
  type OrganizationDto,
  type OrganizationFileType,
  type organizationInputSchema,
} from '@app/shared/organization';
import type { z } from 'zod';
import { lockOrganization } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { writeWithImage, type UploadedFile } from '../files/stored-files.js';
import {
  assertWithoutOrganization,
  listMembers,
  MSG_ALREADY_IN_ORGANIZATION,
} from './members.service.js';

export type OrganizationFields = z.output<typeof organizationInputSchema>;

export const MSG_ORGANIZATION_CREATED = 'Organisation créée avec succès';
export const MSG_ORGANIZATION_UPDATED = 'Organisation mise à jour avec succès';
export const MSG_TERMS_UPDATED = 'Conditions générales mises à jour avec succès';
export const MSG_FILE_UPDATED = {
  logo_image: 'Logo mis à jour avec succès',
  background_image: "Image d'arrière-plan mise à jour avec succès",
} as const;
export const MSG_ORGANIZATION_EMAIL_TAKEN = 'Une organisation utilise déjà cet email.';
export const MSG_ORGANIZATION_NOT_FOUND = 'Organisation introuvable.';
export const MSG_USER_ALREADY_MEMBER = 'Cet utilisateur fait déjà partie de votre organisation.';
export const MSG_LEFT = 'Vous avez quitté l’organisation';
export const MSG_LAST_MEMBER =
  'Vous êtes le dernier membre de l’organisation : elle ne peut pas rester sans membre.';

/** Same-origin URL of an organization image; the file id busts caches when the image changes. */
export const organizationFileUrl = (fileType: OrganizationFileType, fileId: number | null) =>
  fileId === null ? null : `/api/organization/files/${fileType}?v=${fileId}`;

export async function getOrganization(
  db: DbOrTx,
  organizationId: number,
): Promise<OrganizationDto> {
  const organization = foundOr404(
    await db.organization.findUnique({
      where: { organization_id: organizationId },
      include: { plan: { select: { nom: true } } },
    }),
    MSG_ORGANIZATION_NOT_FOUND,
  );
  return {
    organization_id: organization.organization_id,
    organization_name: organization.organization_name,
    address: organization.address,
    phone: organization.phone,
    email: organization.email,
    vat_number: organization.vat_number,
    bank_account: organization.bank_account,
    is_vat_subject: organization.is_vat_subject,
    country: organization.country,
    enterprise_number: organization.enterprise_number,
    siret: organization.siret,
    postal_code: organization.postal_code,
    city: organization.city,
    bic: organization.bic,
    payment_terms_days: organization.payment_terms_days,
    facturx_pdf: organization.facturx_pdf,
    missing_identity: missingLegalIdentity(organization),
    logo_image: organizationFileUrl('logo_image', organization.logo_file_id),
    background_image: organizationFileUrl('background_image', organization.background_file_id),
    terms: organization.terms,
    plan: organization.plan,
    subscription_status: organization.subscription_status,
    users: await listMembers(db, organizationId),
  };
}

function columns(fields: OrganizationFields) {
  return {
    organization_name: fields.organization_name,
    address: fields.address,
    phone: fields.phone,
    email: fields.email,
    bank_account: fields.bank_account,
    is_vat_subject: fields.is_vat_subject,
    vat_number: fields.vat_number || null,
    country: fields.country,
    enterprise_number: fields.enterprise_number,
    siret: fields.siret,
    postal_code: fields.postal_code,
    city: fields.city,
    bic: fields.bic,
    payment_terms_days: fields.payment_terms_days,
    facturx_pdf: fields.facturx_pdf,
  };
}

/**
 * The stored legal identity, for the fields an update leaves out: a client that does not know
 * them yet (an older form, a script) keeps them as they are instead of erasing them.
 */
export async function storedIdentity(db: DbOrTx, organizationId: number) {
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: Object.fromEntries(ORGANIZATION_IDENTITY_FIELDS.map((field) => [field, true])) as {
      [K in (typeof ORGANIZATION_IDENTITY_FIELDS)[number]]: true;
    },
  });
  return organization;
}

async function assertEmailFree(db: DbOrTx, email: string, exceptOrganizationId?: number) {
  const holder = await db.organization.findUnique({
    where: { email },
    select: { organization_id: true },
  });
  if (holder && holder.organization_id !== exceptOrganizationId) {
    throw new AppError('CONFLICT', MSG_ORGANIZATION_EMAIL_TAKEN);
  }
}

/** Creates the organization (no plan yet) and makes its creator the first member. */
export async function addOrganization(db: Db, userId: number, fields: OrganizationFields) {
  return db.$transaction(async (tx) => {
    await assertWithoutOrganization(tx, userId);
    await assertEmailFree(tx, fields.email);
    const organization = await tx.organization.create({ data: columns(fields) });
    // updateMany with the null condition: two setups of one user in parallel make one member.
    const joined = await tx.user.updateMany({
      where: { user_id: userId, organization_id: null },
      data: { organization_id: organization.organization_id, joined_at: new Date() },
    });
    if (joined.count !== 1) throw new AppError('CONFLICT', MSG_ALREADY_IN_ORGANIZATION);
    // Requests to join other organizations no longer make sense.
    await tx.joinRequest.deleteMany({ where: { user_id: userId, status: 'Pending' } });
    return getOrganization(tx, organization.organization_id);
  });
}

export async function updateOrganization(
  db: Db,
  organizationId: number,
  fields: OrganizationFields,
) {
  return db.$transaction(async (tx) => {
    await assertEmailFree(tx, fields.email, organizationId);
    await tx.organization.update({
      where: { organization_id: organizationId },
      data: columns(fields),
    });
    return getOrganization(tx, organizationId);
  });
}

export async function updateTerms(db: DbOrTx, organizationId: number, terms: string) {
  await db.organization.update({ where: { organization_id: organizationId }, data: { terms } });
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
    const before = await tx.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
      select: { logo_file_id: true, background_file_id: true },
    });
    const fileId = await writeWithImage(tx, organizationId, file, before[column], async (id) => {
      await tx.organization.update({
        where: { organization_id: organizationId },
        data: { [column]: id },
      });
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
  const organization = await db.organization.findUnique({
    where: { organization_id: organizationId },
    select: { logo_file: true, background_file: true },
  });
  const file = fileType === 'logo_image' ? organization?.logo_file : organization?.background_file;
  return file ?? undefined;
}

/** The caller leaves; the last member cannot (the organization would be orphaned). */
export async function leaveOrganization(db: Db, userId: number, organizationId: number) {
  await db.$transaction(async (tx) => {
    // Two last members leaving at once: the row lock makes the second one see a count of 1.
    await lockOrganization(tx, organizationId);
    const members = await tx.user.count({ where: { organization_id: organizationId } });
    if (members <= 1) throw new AppError('CONFLICT', MSG_LAST_MEMBER);
    await tx.user.update({
      where: { user_id: userId },
      data: { organization_id: null, joined_at: null },
    });
  });
}
