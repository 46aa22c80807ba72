import { ORGANIZATION_MEMBERS as DECLARED } from '@app/shared/organization-endpoints';
import { MSG_MEMBER_REMOVED, MSG_ROLE_CHANGED } from '@app/shared/roles';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { fromQuery, messageRoute } from '../../http/route.js';
import { actorOf } from '../../http/request-session.js';
import { serve } from '../../http/serve.js';
import { changeMemberRole, removeOrganizationMember } from './members.service.js';
import type { Guards } from './organization-routing.js';

/**
 * The members' roles and their removal. The route table lets admins in; the use
 * cases then keep owner and admin an owner's to give, take or remove.
 */
export function memberRoutes(router: Router, ctx: AppContext, { paid }: Guards) {
  serve(
    router,
    DECLARED.setMemberRole,
    paid,
    messageRoute(
      fromQuery(DECLARED.setMemberRole.query, DECLARED.setMemberRole.body),
      MSG_ROLE_CHANGED,
      ({ user_id, role }, { req, organizationId }) =>
        changeMemberRole(ctx.db, organizationId, actorOf(req), { userId: user_id, role }),
    ),
  );

  serve(
    router,
    DECLARED.removeMember,
    paid,
    messageRoute(
      fromQuery(DECLARED.removeMember.query),
      MSG_MEMBER_REMOVED,
      ({ user_id }, { req, organizationId }) =>
        removeOrganizationMember(ctx.db, organizationId, actorOf(req), user_id),
    ),
  );
}
