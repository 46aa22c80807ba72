import {
  invitationIdQuerySchema,
  invitationLinkBodySchema,
  MSG_INVITATION_ACCEPTED,
  MSG_INVITATION_CANCELLED,
  MSG_INVITATION_DECLINED,
  MSG_INVITATION_SENT,
} from '@app/shared/invitations';
import { MSG_REQUEST_VALIDATED, requestIdQuerySchema } from '@app/shared/join-requests';
import { addOrganizationUserSchema } from '@app/shared/organization';
import type { Request, Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../config.js';
import { byId, fromQuery, messageRoute, noFields, route } from '../../http/route.js';
import { appMailer, sendLater } from '../../mail/app-mailer.js';
import { actorOf, sessionUser } from '../../http/request-session.js';
import {
  acceptInvitation,
  acceptInvitationLink,
  cancelInvitation,
  declineInvitation,
  inviteByEmail,
  listReceivedInvitations,
  listSentInvitations,
  type InvitationMails,
} from './invitations.service.js';
import {
  deleteJoinRequest,
  listJoinRequests,
  MSG_REQUEST_DELETED,
  validateJoinRequest,
} from './join-requests.service.js';
import type { Guards } from './organization-routing.js';

/** Invitation mails: sent after the answer, their links to the web app's page. */
function invitationMails(ctx: AppContext, req: Request): InvitationMails {
  const origin = publicOrigin(ctx.config);
  return {
    send: sendLater(appMailer(ctx), req.log),
    linkFor: (token) => `${origin}/invitation?token=${token}`,
  };
}

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
        inviteByEmail(
          ctx.db,
          organizationId,
          { email, role, invitedBy: actorOf(req) },
          invitationMails(ctx, req),
        ),
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
    route(noFields, (_input, { req }) => listReceivedInvitations(ctx.db, sessionUser(req).user_id)),
  );

  // The link of the invitation mail: accepted for the account signed in.
  router.post(
    '/invitations/acceptLink',
    session,
    messageRoute(invitationLinkBodySchema, MSG_INVITATION_ACCEPTED, ({ token }, { req }) =>
      acceptInvitationLink(ctx.db, sessionUser(req).user_id, token),
    ),
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
