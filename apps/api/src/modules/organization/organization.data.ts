// The organization as this area reads it: its profile (mapped to the contract's DTO), its images
// and its members (invitations and requests to join: invitations.data.ts). Every query names the
// organization, except those the tenant-scope exceptions list (a user found by id, an
// organization by its unique email).
import {
  missingLegalIdentity,
  ORGANIZATION_IDENTITY_FIELDS,
  type MemberDto,
  type OrganizationDto,
  type OrganizationFileType,
  type organizationInputSchema,
} from '@app/shared/organization';
import { filledPath } from '@app/shared/contract';
import { centsToEuros, eurosToCents } from '@app/shared/money';
import { ORGANIZATION } from '@app/shared/organization-endpoints';
import type { Role } from '@app/shared/roles';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';

/**
 * Same-origin URL of an organization image (its declared path); the file id busts caches when the
 * image changes.
 */
export const organizationFileUrl = (fileType: OrganizationFileType, fileId: number | null) =>
  fileId === null
    ? null
    : `${filledPath(ORGANIZATION.getOrganizationFile, { fileType })}?v=${fileId}`;

/** What the organization's form sends, parsed. */
export type OrganizationFields = z.output<typeof organizationInputSchema>;

/**
 * The columns the organization's form writes (organizationColumns), as a select: what an update
 * compares for the audit trail, and what the profile answers beside its images and plan.
 */
export const formColumnsSelect = {
  organization_name: true,
  address: true,
  phone: true,
  email: true,
  bank_account: true,
  is_vat_subject: true,
  vat_number: true,
  country: true,
  enterprise_number: true,
  siret: true,
  postal_code: true,
  city: true,
  bic: true,
  payment_terms_days: true,
  facturx_pdf: true,
  legal_form: true,
  registry: true,
  share_capital_cents: true,
  quote_validity_days: true,
} as const satisfies Record<keyof ReturnType<typeof organizationColumns>, true>;

/** What the profile answers of an organization (its members are read beside it). */
export const organizationSelect = {
  organization_id: true,
  ...formColumnsSelect,
  logo_file_id: true,
  background_file_id: true,
  terms: true,
  plan: { select: { nom: true } },
  subscription_status: true,
} as const satisfies Prisma.OrganizationSelect;
export type OrganizationRow = Prisma.OrganizationGetPayload<{ select: typeof organizationSelect }>;

export function toOrganizationDto(row: OrganizationRow, users: MemberDto[]): OrganizationDto {
  return {
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    vat_number: row.vat_number,
    bank_account: row.bank_account,
    is_vat_subject: row.is_vat_subject,
    country: row.country,
    enterprise_number: row.enterprise_number,
    siret: row.siret,
    postal_code: row.postal_code,
    city: row.city,
    bic: row.bic,
    payment_terms_days: row.payment_terms_days,
    facturx_pdf: row.facturx_pdf,
    legal_form: row.legal_form,
    registry: row.registry,
    share_capital: row.share_capital_cents === null ? null : centsToEuros(row.share_capital_cents),
    quote_validity_days: row.quote_validity_days,
    missing_identity: missingLegalIdentity(row),
    logo_image: organizationFileUrl('logo_image', row.logo_file_id),
    background_image: organizationFileUrl('background_image', row.background_file_id),
    terms: row.terms,
    plan: row.plan,
    subscription_status: row.subscription_status,
    users,
  };
}

export function findOrganization(db: DbOrTx, organizationId: number) {
  return db.organization.findUnique({
    where: { organization_id: organizationId },
    select: organizationSelect,
  });
}

/** The columns an organization's form sets (an empty VAT number is none). */
export function organizationColumns(fields: OrganizationFields) {
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
    legal_form: fields.legal_form,
    registry: fields.registry,
    share_capital_cents: fields.share_capital === null ? null : eurosToCents(fields.share_capital),
    quote_validity_days: fields.quote_validity_days,
  };
}

export async function createOrganizationRow(db: DbOrTx, fields: OrganizationFields) {
  const created = await db.organization.create({
    data: organizationColumns(fields),
    select: { organization_id: true },
  });
  return created.organization_id;
}

export async function updateOrganizationRow(
  db: DbOrTx,
  organizationId: number,
  data: Prisma.OrganizationUpdateInput,
) {
  await db.organization.update({ where: { organization_id: organizationId }, data });
}

/** The legal identity fields, as stored. */
export const identitySelect = Object.fromEntries(
  ORGANIZATION_IDENTITY_FIELDS.map((field) => [field, true]),
) as {
  [K in (typeof ORGANIZATION_IDENTITY_FIELDS)[number]]: true;
} satisfies Prisma.OrganizationSelect;

/** The stored identity in the form's terms (the share capital in euros). */
export async function findIdentity(db: DbOrTx, organizationId: number) {
  const { share_capital_cents, ...identity } = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { ...identitySelect, share_capital_cents: true },
  });
  return {
    ...identity,
    share_capital: share_capital_cents === null ? null : centsToEuros(share_capital_cents),
  };
}

/** The organization that holds an email (unique across organizations), if any. */
export async function organizationIdByEmail(db: DbOrTx, email: string) {
  const holder = await db.organization.findUnique({
    where: { email },
    select: { organization_id: true },
  });
  return holder?.organization_id;
}

export const imagesSelect = {
  logo_file_id: true,
  background_file_id: true,
} as const satisfies Prisma.OrganizationSelect;

export function findImageIds(db: DbOrTx, organizationId: number) {
  return db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: imagesSelect,
  });
}

export function findImageFiles(db: DbOrTx, organizationId: number) {
  return db.organization.findUnique({
    where: { organization_id: organizationId },
    select: { logo_file: true, background_file: true },
  });
}

// Members: users whose organization_id is the organization's.

export const memberSelect = {
  user_id: true,
  name: true,
  email: true,
  role: true,
} as const satisfies Prisma.UserSelect;

/** The organization's members, by name. */
export function findMembers(db: DbOrTx, organizationId: number): Promise<MemberDto[]> {
  return db.user.findMany({
    where: { organization_id: organizationId },
    select: memberSelect,
    orderBy: [{ name: 'asc' }, { user_id: 'asc' }],
  });
}

export function countMembers(db: DbOrTx, organizationId: number, where: { email?: string } = {}) {
  return db.user.count({ where: { ...where, organization_id: organizationId } });
}

/** The organization a user belongs to (null: none). */
export async function membershipOf(db: DbOrTx, userId: number): Promise<number | null> {
  const user = await db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { organization_id: true },
  });
  return user.organization_id;
}

/**
 * Makes a user without organization a member with `role`; false when they are a member somewhere
 * already.
 */
export async function addMember(db: DbOrTx, userId: number, organizationId: number, role: Role) {
  const joined = await db.user.updateMany({
    where: { user_id: userId, organization_id: null },
    data: { organization_id: organizationId, joined_at: new Date(), role },
  });
  return joined.count === 1;
}

/**
 * Ends a membership (the role goes back to its default, meaningless without an organization).
 * `endSessions`: a removal also ends the person's open sessions at once.
 */
export async function removeMember(db: DbOrTx, userId: number, { endSessions = false } = {}) {
  await db.user.update({
    where: { user_id: userId },
    data: {
      organization_id: null,
      joined_at: null,
      role: 'member',
      ...(endSessions ? { sessions_valid_after: new Date() } : {}),
    },
  });
}

/** A member of the organization with their role, or null (unknown, or another organization's). */
export function findMember(db: DbOrTx, organizationId: number, userId: number) {
  return db.user.findFirst({
    where: { user_id: userId, organization_id: organizationId },
    select: memberSelect,
  });
}

export function countOwners(db: DbOrTx, organizationId: number) {
  return db.user.count({ where: { organization_id: organizationId, role: 'owner' } });
}

export async function setMemberRole(
  db: DbOrTx,
  organizationId: number,
  userId: number,
  role: Role,
) {
  await db.user.updateMany({
    where: { user_id: userId, organization_id: organizationId },
    data: { role },
  });
}
