import type { JoinRequestDto, JoinRequestListResponse } from '@app/shared/organization';
import { MSG_NO_PENDING_REQUEST, MSG_REQUEST_VALIDATED } from '@app/shared/organization';
import type { Db } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { assertWithoutOrganization, joinOrganization } from './members.service.js';

export const MSG_REQUEST_SENT =
  'Demande envoyée : un membre de l’organisation doit la valider avant votre connexion.';
export const MSG_REQUEST_DELETED = 'Demande supprimée';
export const MSG_REQUEST_NOT_FOUND = 'Demande introuvable.';
export const MSG_REQUEST_ALREADY_HANDLED = 'Cette demande a déjà été traitée.';
export const MSG_REQUEST_ALREADY_PENDING =
  'Vous avez déjà une demande en attente pour cette organisation.';
export const MSG_UNKNOWN_ORGANIZATION_EMAIL =
  'Aucune organisation n’est enregistrée avec cet email.';
export const MSG_REQUESTER_ELSEWHERE =
  'Cette personne a rejoint une autre organisation entre-temps : la demande ne peut plus être validée.';

export { MSG_REQUEST_VALIDATED };

/** A signed-in user without organization asks to join the organization of that email. */
export async function createJoinRequest(db: Db, userId: number, organizationEmail: string) {
  await db.$transaction(async (tx) => {
    await assertWithoutOrganization(tx, userId);
    const organization = foundOr404(
      await tx.organization.findUnique({
        where: { email: organizationEmail },
        select: { organization_id: true },
      }),
      MSG_UNKNOWN_ORGANIZATION_EMAIL,
    );
    const key = { organization_id: organization.organization_id, user_id: userId };
    const existing = await tx.joinRequest.findUnique({ where: { organization_id_user_id: key } });
    if (existing?.status === 'Pending') throw new AppError('CONFLICT', MSG_REQUEST_ALREADY_PENDING);
    // One row per (organization, user): an old refused or validated request is asked again.
    await tx.joinRequest.upsert({
      where: { organization_id_user_id: key },
      create: key,
      update: { status: 'Pending', created_at: new Date() },
    });
  });
}

export async function listJoinRequests(
  db: Db,
  organizationId: number,
): Promise<JoinRequestListResponse> {
  const rows = await db.joinRequest.findMany({
    where: { organization_id: organizationId, status: 'Pending' },
    include: { user: { select: { name: true, email: true } } },
    orderBy: [{ created_at: 'asc' }, { request_id: 'asc' }],
  });
  const requests: JoinRequestDto[] = rows.map((row) => ({
    request_id: row.request_id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    name: row.user.name,
    email: row.user.email,
  }));
  return requests.length === 0 ? { requests, message: MSG_NO_PENDING_REQUEST } : { requests };
}

/** Validating makes the requester a member, once, even when validated twice at the same time. */
export async function validateJoinRequest(db: Db, organizationId: number, requestId: number) {
  await db.$transaction(async (tx) => {
    const request = foundOr404(
      await tx.joinRequest.findFirst({
        where: { request_id: requestId, organization_id: organizationId },
      }),
      MSG_REQUEST_NOT_FOUND,
    );
    const claimed = await tx.joinRequest.updateMany({
      where: { request_id: requestId, organization_id: organizationId, status: 'Pending' },
      data: { status: 'Validated' },
    });
    if (claimed.count !== 1) throw new AppError('CONFLICT', MSG_REQUEST_ALREADY_HANDLED);
    await assertWithinPlanLimit(tx, organizationId, 'utilisateurs');
    const requester = await tx.user.findUniqueOrThrow({ where: { user_id: request.user_id } });
    if (requester.organization_id !== null) {
      throw new AppError('CONFLICT', MSG_REQUESTER_ELSEWHERE);
    }
    await joinOrganization(tx, request.user_id, organizationId);
  });
}

export async function deleteJoinRequest(db: Db, organizationId: number, requestId: number) {
  const deleted = await db.joinRequest.deleteMany({
    where: { request_id: requestId, organization_id: organizationId },
  });
  if (deleted.count !== 1) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
}
