import {
  memberIdQuerySchema,
  memberRoleBodySchema,
  MSG_MEMBER_REMOVED,
  MSG_ROLE_CHANGED,
} from '@app/shared/roles';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { fromQuery, messageRoute } from '../../http/route.js';
import { actorOf } from '../../http/request-session.js';
import { changeMemberRole, removeOrganizationMember } from './members.service.js';
import type { Guards } from './organization-routing.js';

/**
 * The members' roles and their removal. The route table lets admins in; the use
 * cases then keep owner and admin an owner's to give, take or remove.
 */
export function memberRoutes(router: Router, ctx: AppContext, { paid }: Guards) {
  router.put(
    '/members/role',
    paid,
    messageRoute(
      fromQuery(memberIdQuerySchema, memberRoleBodySchema),
      MSG_ROLE_CHANGED,
      ({ user_id, role }, { req, organizationId }) =>
        changeMemberRole(ctx.db, organizationId, actorOf(req), { userId: user_id, role }),
    ),
  );

  router.delete(
    '/members/remove',
    paid,
    messageRoute(
      fromQuery(memberIdQuerySchema),
      MSG_MEMBER_REMOVED,
      ({ user_id }, { req, organizationId }) =>
        removeOrganizationMember(ctx.db, organizationId, actorOf(req), user_id),
    ),
  );
}
