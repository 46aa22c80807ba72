import {
  MSG_NO_PENDING_REQUEST,
  MSG_REQUEST_VALIDATED,
  type JoinRequestListResponse,
  type MyJoinRequestsResponse,
} from '@app/shared/join-requests';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, doneOr404, foundOr404 } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.data.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { assertWithoutOrganization, joinOrganization } from './members.service.js';
import {
  claimJoinRequest,
  deleteJoinRequestRow,
  deleteMyPendingJoinRequest,
  findMyPendingJoinRequests,
  findPendingJoinRequests,
  joinRequestOf,
  joinRequestStatus,
  requesterOf,
  saveJoinRequest,
  toJoinRequestDto,
} from './invitations.data.js';
import { membershipOf, organizationIdByEmail } from './organization.data.js';
import { auditAccount } from './organization-audit.js';

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
    const organizationId = await organizationIdByEmail(tx, organizationEmail);
    if (organizationId === undefined) {
      throw new AppError('NOT_FOUND', MSG_UNKNOWN_ORGANIZATION_EMAIL, { field: 'email' });
    }
    if ((await joinRequestStatus(tx, organizationId, userId)) === 'Pending') {
      throw new AppError('CONFLICT', MSG_REQUEST_ALREADY_PENDING);
    }
    await saveJoinRequest(tx, organizationId, userId);
  });
}

export async function listJoinRequests(
  db: DbOrTx,
  organizationId: number,
): Promise<JoinRequestListResponse> {
  const requests = (await findPendingJoinRequests(db, organizationId)).map(toJoinRequestDto);
  return requests.length === 0 ? { requests, message: MSG_NO_PENDING_REQUEST } : { requests };
}

/** Validating makes the requester a member, once, even when validated twice at the same time. */
export async function validateJoinRequest(
  db: Db,
  organizationId: number,
  requestId: number,
  userId: number,
) {
  await db.$transaction(async (tx) => {
    const requesterId = foundOr404(
      await requesterOf(tx, organizationId, requestId),
      MSG_REQUEST_NOT_FOUND,
    );
    if (!(await claimJoinRequest(tx, organizationId, requestId))) {
      throw new AppError('CONFLICT', MSG_REQUEST_ALREADY_HANDLED);
    }
    await assertWithinPlanLimit(tx, organizationId, 'utilisateurs');
    if ((await membershipOf(tx, requesterId)) !== null) {
      throw new AppError('CONFLICT', MSG_REQUESTER_ELSEWHERE);
    }
    await joinOrganization(tx, organizationId, requesterId, 'member');
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'join_request.validated',
      details: { request_id: requestId, member: await auditAccount(tx, requesterId) },
    });
  });
}

/** Deletes a request; deleting a pending one refuses it, which the audit trail records. */
export async function deleteJoinRequest(
  db: Db,
  organizationId: number,
  requestId: number,
  userId: number,
) {
  await db.$transaction(async (tx) => {
    const request = foundOr404(
      await joinRequestOf(tx, organizationId, requestId),
      MSG_REQUEST_NOT_FOUND,
    );
    doneOr404(await deleteJoinRequestRow(tx, organizationId, requestId), MSG_REQUEST_NOT_FOUND);
    if (request.status !== 'Pending') return;
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'join_request.refused',
      details: { request_id: requestId, member: await auditAccount(tx, request.user_id) },
    });
  });
}

/** The signed-in user's pending requests, for the setup page. */
export async function listMyJoinRequests(
  db: DbOrTx,
  userId: number,
): Promise<MyJoinRequestsResponse> {
  return { requests: await findMyPendingJoinRequests(db, userId) };
}

/** The requester withdraws a pending request; anyone else's id is unknown to them (404). */
export async function cancelMyJoinRequest(db: DbOrTx, userId: number, requestId: number) {
  doneOr404(await deleteMyPendingJoinRequest(db, userId, requestId), MSG_REQUEST_NOT_FOUND);
}
