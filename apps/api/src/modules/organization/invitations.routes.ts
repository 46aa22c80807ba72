import {
  invitationIdQuerySchema,
  MSG_INVITATION_ACCEPTED,
  MSG_INVITATION_CANCELLED,
  MSG_INVITATION_DECLINED,
  MSG_INVITATION_SENT,
} from '@app/shared/invitations';
import { MSG_REQUEST_VALIDATED, requestIdQuerySchema } from '@app/shared/join-requests';
import { addOrganizationUserSchema } from '@app/shared/organization';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { byId, fromQuery, messageRoute, noFields, route } from '../../http/route.js';
import { actorOf, sessionUser } from '../auth/guards.js';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  inviteByEmail,
  listReceivedInvitations,
  listSentInvitations,
} from './invitations.service.js';
import {
  deleteJoinRequest,
  listJoinRequests,
  MSG_REQUEST_DELETED,
  validateJoinRequest,
} from './join-requests.service.js';
import type { Guards } from './organization-routing.js';

/** Invitations, from the members who send them and the people who answer them. */
export function invitationRoutes(router: Router, ctx: AppContext, { session, paid }: Guards) {
  // Spec "Ajouter": adding by email sends an invitation, answered by the invited person.
  router.put(
    '/addOrganizationUser',
    paid,
    messageRoute(
      addOrganizationUserSchema,
      MSG_INVITATION_SENT,
      ({ email, role }, { req, organizationId }) =>
        inviteByEmail(ctx.db, organizationId, { email, role, invitedBy: actorOf(req) }),
    ),
  );

  router.get(
    '/invitations/sent',
    paid,
    route(noFields, async (_input, { organizationId }) => ({
      invitations: await listSentInvitations(ctx.db, organizationId),
    })),
  );

  router.delete(
    '/invitations/cancel',
    paid,
    messageRoute(
      invitationIdQuerySchema,
      MSG_INVITATION_CANCELLED,
      byId(ctx.db, 'invitation_id', cancelInvitation),
    ),
  );

  // The invited person's side: a session is enough (they usually have no organization yet).
  router.get(
    '/invitations',
    session,
    route(noFields, async (_input, { req }) => ({
      invitations: await listReceivedInvitations(ctx.db, sessionUser(req).user_id),
    })),
  );

  router.put(
    '/invitations/accept',
    session,
    messageRoute(
      fromQuery(invitationIdQuerySchema),
      MSG_INVITATION_ACCEPTED,
      ({ invitation_id }, { req }) =>
        acceptInvitation(ctx.db, sessionUser(req).user_id, invitation_id),
    ),
  );

  router.put(
    '/invitations/decline',
    session,
    messageRoute(
      fromQuery(invitationIdQuerySchema),
      MSG_INVITATION_DECLINED,
      ({ invitation_id }, { req }) =>
        declineInvitation(ctx.db, sessionUser(req).user_id, invitation_id),
    ),
  );
}

/** Requests to join, as the organization's members answer them. */
export function joinRequestRoutes(router: Router, ctx: AppContext, { paid }: Guards) {
  router.get(
    '/requests/list',
    paid,
    route(noFields, (_input, { organizationId }) => listJoinRequests(ctx.db, organizationId)),
  );

  router.put(
    '/requests/validate',
    paid,
    messageRoute(
      fromQuery(requestIdQuerySchema),
      MSG_REQUEST_VALIDATED,
      byId(ctx.db, 'request_id', validateJoinRequest),
    ),
  );

  router.delete(
    '/requests/delete',
    paid,
    messageRoute(
      requestIdQuerySchema,
      MSG_REQUEST_DELETED,
      byId(ctx.db, 'request_id', deleteJoinRequest),
    ),
  );
}
