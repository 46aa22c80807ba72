import { MSG_MY_REQUEST_CANCELLED } from '@app/shared/join-requests';
import { ORGANIZATION, ORGANIZATION_MEMBERS as DECLARED } from '@app/shared/organization-endpoints';
import {
  MSG_FILE_REQUIRED,
  type GetOrganizationResponse,
  type OrganizationMutationResponse,
  type UpdateOrganizationFilesResponse,
  MSG_FILE_UPDATED,
  MSG_LEFT,
  MSG_ORGANIZATION_CREATED,
  MSG_ORGANIZATION_UPDATED,
  MSG_TERMS_UPDATED,
} from '@app/shared/organization';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import {
  created,
  fromPath,
  messageRoute,
  noFields,
  requestFields,
  route,
} from '../../http/route.js';
import { requireActivePlan, requireOrganization, requireSession } from '../auth/guards.js';
import { sessionUser } from '../../http/request-session.js';
import { serve } from '../../http/serve.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import { noticeBankChange } from './bank-change-notice.js';
import { invitationRoutes, joinRequestRoutes } from './invitations.routes.js';
import { memberRoutes } from './members.routes.js';
import { streamOrganizationExport } from './organization-export.js';
import {
  cancelMyJoinRequest,
  createJoinRequest,
  listMyJoinRequests,
  MSG_REQUEST_SENT,
} from './join-requests.service.js';
import type { Guards } from './organization-routing.js';
import {
  addOrganization,
  findOrganizationFile,
  getOrganization,
  leaveOrganization,
  replaceOrganizationFile,
  storedIdentity,
  updateOrganization,
  updateTerms,
} from './organization.service.js';

export const MSG_IMAGE_NOT_FOUND = 'Aucune image enregistrée.';

/**
 * Spec part 1 §7 "Organization". Setup calls (create, ask to join) need only a session; leaving
 * needs a membership; everything else needs an organization with an active plan.
 */
export function organizationRoutes(ctx: AppContext): Router {
  const router = Router();
  const guards: Guards = {
    session: requireSession(ctx),
    member: requireOrganization(ctx),
    paid: requireActivePlan(ctx),
  };
  setupRoutes(router, ctx, guards);
  profileRoutes(router, ctx, guards);
  fileRoutes(router, ctx, guards);
  invitationRoutes(router, ctx, guards);
  joinRequestRoutes(router, ctx, guards);
  memberRoutes(router, ctx, guards);
  return router;
}

/** Creating an organization, asking to join one, leaving one. */
function setupRoutes(router: Router, ctx: AppContext, { session, member }: Guards) {
  serve(
    router,
    ORGANIZATION.addOrganization,
    session,
    route(
      ORGANIZATION.addOrganization.body,
      async (fields, { req }) =>
        ({
          message: MSG_ORGANIZATION_CREATED,
          organization: await addOrganization(ctx.db, sessionUser(req).user_id, fields),
        }) satisfies OrganizationMutationResponse,
      created,
    ),
  );

  serve(
    router,
    DECLARED.createJoinRequest,
    session,
    messageRoute(
      DECLARED.createJoinRequest.body,
      MSG_REQUEST_SENT,
      ({ email }, { req }) => createJoinRequest(ctx.db, sessionUser(req).user_id, email),
      created,
    ),
  );

  // The requester's own pending requests: the setup page shows them and lets them withdraw one.
  serve(
    router,
    DECLARED.myJoinRequests,
    session,
    route(noFields, (_input, { req }) => listMyJoinRequests(ctx.db, sessionUser(req).user_id)),
  );

  serve(
    router,
    DECLARED.cancelJoinRequest,
    session,
    messageRoute(
      DECLARED.cancelJoinRequest.query,
      MSG_MY_REQUEST_CANCELLED,
      ({ request_id }, { req }) =>
        cancelMyJoinRequest(ctx.db, sessionUser(req).user_id, request_id),
    ),
  );

  serve(
    router,
    ORGANIZATION.leave,
    member,
    messageRoute(noFields, MSG_LEFT, (_input, { req, organizationId }) =>
      leaveOrganization(ctx.db, organizationId, sessionUser(req).user_id),
    ),
  );
}

/** The organization's identity and terms. */
function profileRoutes(router: Router, ctx: AppContext, { paid }: Guards) {
  serve(
    router,
    ORGANIZATION.getOrganization,
    paid,
    route(
      noFields,
      async (_input, { organizationId }) =>
        ({
          organization: await getOrganization(ctx.db, organizationId),
        }) satisfies GetOrganizationResponse,
    ),
  );

  // Identity fields left out keep their stored value (they came later than the form).
  serve(
    router,
    ORGANIZATION.updateOrganization,
    paid,
    route(noFields, async (_input, { req, organizationId, userId }) => {
      const stored = await storedIdentity(ctx.db, organizationId);
      const fields = ORGANIZATION.updateOrganization.body.parse({
        ...stored,
        ...requestFields(req),
      });
      const { organization, bankChanged } = await updateOrganization(
        ctx.db,
        organizationId,
        fields,
        userId,
      );
      // Committed: the managers are told, without making the answer wait for the mail server.
      if (bankChanged) await noticeBankChange(ctx, organizationId, userId, bankChanged);
      return {
        message: MSG_ORGANIZATION_UPDATED,
        organization,
      } satisfies OrganizationMutationResponse;
    }),
  );

  serve(
    router,
    ORGANIZATION.updateOrganizationTerms,
    paid,
    messageRoute(
      ORGANIZATION.updateOrganizationTerms.body,
      MSG_TERMS_UPDATED,
      ({ terms }, { organizationId, userId }) => updateTerms(ctx.db, organizationId, terms, userId),
    ),
  );
}

/** The organization's images and its data, sent and read as files. */
function fileRoutes(router: Router, ctx: AppContext, { member, paid }: Guards) {
  serve(
    router,
    ORGANIZATION.updateOrganizationFiles,
    paid,
    singleFileUpload('file'),
    route(
      ORGANIZATION.updateOrganizationFiles.body,
      async ({ fileType }, { req, organizationId }) => {
        if (!req.file) throw new AppError('BAD_REQUEST', MSG_FILE_REQUIRED, { field: 'file' });
        const url = await replaceOrganizationFile(ctx.db, organizationId, fileType, req.file);
        return {
          message: MSG_FILE_UPDATED[fileType],
          [fileType]: url,
        } satisfies UpdateOrganizationFilesResponse;
      },
    ),
  );

  // Everything the organization owns, as a zip. A membership is enough: an
  // organization whose plan has ended can still leave with its data.
  serve(
    router,
    ORGANIZATION.export,
    member,
    route(noFields, async (_input, { res, organizationId, userId }) => {
      await streamOrganizationExport(ctx.db, { organizationId, userId }, res, {
        idleTimeoutMs: ctx.config.EXPORT_IDLE_TIMEOUT_MS,
      });
      return undefined;
    }),
  );

  serve(
    router,
    ORGANIZATION.getOrganizationFile,
    member,
    route(
      fromPath(ORGANIZATION.getOrganizationFile.params),
      async ({ fileType }, { res, organizationId }) => {
        const file = foundOr404(
          await findOrganizationFile(ctx.db, organizationId, fileType),
          MSG_IMAGE_NOT_FOUND,
        );
        sendStoredFile(res, file, 'inline');
        return undefined;
      },
    ),
  );
}
