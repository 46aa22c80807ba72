import {
  MSG_INVITATION_ACCEPTED,
  MSG_INVITATION_CANCELLED,
  MSG_INVITATION_DECLINED,
  MSG_INVITATION_SENT,
} from '@app/shared/invitations';
import { MSG_REQUEST_VALIDATED } from '@app/shared/join-requests';
import { ORGANIZATION_MEMBERS as DECLARED } from '@app/shared/organization-endpoints';
import type { Request, Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../config.js';
import { byId, fromQuery, messageRoute, noFields, route } from '../../http/route.js';
import { sendLater } from '../../mail/app-mailer.js';
import { appMailer } from '../../mail/mailer.js';
import { actorOf, sessionUser } from '../../http/request-session.js';
import { serve } from '../../http/serve.js';
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
  serve(
    router,
    DECLARED.addOrganizationUser,
    paid,
    messageRoute(
      DECLARED.addOrganizationUser.body,
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

  serve(
    router,
    DECLARED.listSentInvitations,
    paid,
    route(noFields, async (_input, { organizationId }) => ({
      invitations: await listSentInvitations(ctx.db, organizationId),
    })),
  );

  serve(
    router,
    DECLARED.cancelInvitation,
    paid,
    messageRoute(
      DECLARED.cancelInvitation.query,
      MSG_INVITATION_CANCELLED,
      byId(ctx.db, 'invitation_id', cancelInvitation),
    ),
  );

  // The invited person's side: a session is enough (they usually have no organization yet).
  serve(
    router,
    DECLARED.listReceivedInvitations,
    session,
    route(noFields, (_input, { req }) => listReceivedInvitations(ctx.db, sessionUser(req).user_id)),
  );

  // The link of the invitation mail: accepted for the account signed in.
  serve(
    router,
    DECLARED.acceptInvitationLink,
    session,
    messageRoute(
      DECLARED.acceptInvitationLink.body,
      MSG_INVITATION_ACCEPTED,
      ({ token }, { req }) => acceptInvitationLink(ctx.db, sessionUser(req).user_id, token),
    ),
  );

  serve(
    router,
    DECLARED.acceptInvitation,
    session,
    messageRoute(
      fromQuery(DECLARED.acceptInvitation.query),
      MSG_INVITATION_ACCEPTED,
      ({ invitation_id }, { req }) =>
        acceptInvitation(ctx.db, sessionUser(req).user_id, invitation_id),
    ),
  );

  serve(
    router,
    DECLARED.declineInvitation,
    session,
    messageRoute(
      fromQuery(DECLARED.declineInvitation.query),
      MSG_INVITATION_DECLINED,
      ({ invitation_id }, { req }) =>
        declineInvitation(ctx.db, sessionUser(req).user_id, invitation_id),
    ),
  );
}

/** Requests to join, as the organization's members answer them. */
export function joinRequestRoutes(router: Router, ctx: AppContext, { paid }: Guards) {
  serve(
    router,
    DECLARED.listJoinRequests,
    paid,
    route(noFields, (_input, { organizationId }) => listJoinRequests(ctx.db, organizationId)),
  );

  serve(
    router,
    DECLARED.validateJoinRequest,
    paid,
    messageRoute(
      fromQuery(DECLARED.validateJoinRequest.query),
      MSG_REQUEST_VALIDATED,
      byId(ctx.db, 'request_id', validateJoinRequest),
    ),
  );

  serve(
    router,
    DECLARED.deleteJoinRequest,
    paid,
    messageRoute(
      DECLARED.deleteJoinRequest.query,
      MSG_REQUEST_DELETED,
      byId(ctx.db, 'request_id', deleteJoinRequest),
    ),
  );
}
