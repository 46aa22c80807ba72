import {
  addOrganizationUserSchema,
  invitationIdQuerySchema,
  MSG_INVITATION_ACCEPTED,
  MSG_INVITATION_CANCELLED,
  MSG_INVITATION_DECLINED,
  MSG_INVITATION_SENT,
  joinRequestCreateSchema,
  MSG_FILE_REQUIRED,
  MSG_REQUEST_VALIDATED,
  organizationFileTypeSchema,
  organizationInputSchema,
  organizationTermsSchema,
  requestIdQuerySchema,
  type GetOrganizationResponse,
  type MessageResponse,
  type OrganizationMutationResponse,
  type UpdateOrganizationFilesResponse,
} from '@app/shared/organization';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { noFields, requestFields, route, type RouteContext } from '../../http/route.js';
import {
  requireActivePlan,
  requireOrganization,
  requireSession,
  sessionUser,
} from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  inviteByEmail,
  listReceivedInvitations,
  listSentInvitations,
} from './invitations.service.js';
import {
  createJoinRequest,
  deleteJoinRequest,
  listJoinRequests,
  MSG_REQUEST_DELETED,
  MSG_REQUEST_SENT,
  validateJoinRequest,
} from './join-requests.service.js';
import {
  addOrganization,
  findOrganizationFile,
  getOrganization,
  leaveOrganization,
  MSG_FILE_UPDATED,
  MSG_LEFT,
  MSG_ORGANIZATION_CREATED,
  MSG_ORGANIZATION_UPDATED,
  MSG_TERMS_UPDATED,
  replaceOrganizationFile,
  storedIdentity,
  updateOrganization,
  updateTerms,
} from './organization.service.js';

export const MSG_IMAGE_NOT_FOUND = 'Aucune image enregistrée.';

const created = { status: 201 };

/** The spec's PUT calls that carry their id in the query string (route() reads a PUT's body). */
const queryRoute = <Schema extends z.ZodType>(
  schema: Schema,
  handle: (input: z.output<Schema>, context: RouteContext) => Promise<unknown>,
) => route(noFields, (_input, context) => handle(schema.parse(context.req.query), context));

/** The guards of the area: a session, a membership, a membership with an active plan. */
type Guards = Record<'session' | 'member' | 'paid', RequestHandler>;

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
  invitationRoutes(router, ctx, guards);
  joinRequestRoutes(router, ctx, guards);
  return router;
}

/** Creating an organization, asking to join one, leaving one. */
function setupRoutes(router: Router, ctx: AppContext, { session, member }: Guards) {
  router.post(
    '/addOrganization',
    session,
    route(
      organizationInputSchema,
      async (fields, { req }) =>
        ({
          message: MSG_ORGANIZATION_CREATED,
          organization: await addOrganization(ctx.db, sessionUser(req).user_id, fields),
        }) satisfies OrganizationMutationResponse,
      created,
    ),
  );

  router.post(
    '/requests/create',
    session,
    route(
      joinRequestCreateSchema,
      async ({ email }, { req }) => {
        await createJoinRequest(ctx.db, sessionUser(req).user_id, email);
        return { message: MSG_REQUEST_SENT } satisfies MessageResponse;
      },
      created,
    ),
  );

  router.put(
    '/leave',
    member,
    route(noFields, async (_input, { req, organizationId }) => {
      await leaveOrganization(ctx.db, sessionUser(req).user_id, organizationId);
      return { message: MSG_LEFT } satisfies MessageResponse;
    }),
  );
}

/** The organization's identity, terms and images. */
function profileRoutes(router: Router, ctx: AppContext, { member, paid }: Guards) {
  router.get(
    '/getOrganization',
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
  router.post(
    '/updateOrganization',
    paid,
    route(noFields, async (_input, { req, organizationId }) => {
      const stored = await storedIdentity(ctx.db, organizationId);
      const fields = organizationInputSchema.parse({ ...stored, ...requestFields(req) });
      const organization = await updateOrganization(ctx.db, organizationId, fields);
      return {
        message: MSG_ORGANIZATION_UPDATED,
        organization,
      } satisfies OrganizationMutationResponse;
    }),
  );

  router.post(
    '/updateOrganizationTerms',
    paid,
    route(organizationTermsSchema, async ({ terms }, { organizationId }) => {
      await updateTerms(ctx.db, organizationId, terms);
      return { message: MSG_TERMS_UPDATED } satisfies MessageResponse;
    }),
  );

  router.post(
    '/updateOrganizationFiles',
    paid,
    singleFileUpload('file'),
    route(organizationFileTypeSchema, async ({ fileType }, { req, organizationId }) => {
      if (!req.file) throw new AppError('BAD_REQUEST', MSG_FILE_REQUIRED);
      const url = await replaceOrganizationFile(ctx.db, organizationId, fileType, req.file);
      return {
        message: MSG_FILE_UPDATED[fileType],
        [fileType]: url,
      } satisfies UpdateOrganizationFilesResponse;
    }),
  );

  router.get(
    '/files/:fileType',
    member,
    route(noFields, async (_input, { req, res, organizationId }) => {
      const { fileType } = organizationFileTypeSchema.parse({ fileType: req.params.fileType });
      const file = await findOrganizationFile(ctx.db, organizationId, fileType);
      if (!file) throw new AppError('NOT_FOUND', MSG_IMAGE_NOT_FOUND);
      sendStoredFile(res, file, 'inline');
      return undefined;
    }),
  );
}

function invitationRoutes(router: Router, ctx: AppContext, { session, paid }: Guards) {
  // Spec "Ajouter": adding by email sends an invitation, answered by the invited person.
  router.put(
    '/addOrganizationUser',
    paid,
    route(addOrganizationUserSchema, async ({ email }, { req, organizationId }) => {
      await inviteByEmail(ctx.db, organizationId, sessionUser(req).user_id, email);
      return { message: MSG_INVITATION_SENT } satisfies MessageResponse;
    }),
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
    route(invitationIdQuerySchema, async ({ invitation_id }, { organizationId }) => {
      await cancelInvitation(ctx.db, organizationId, invitation_id);
      return { message: MSG_INVITATION_CANCELLED } satisfies MessageResponse;
    }),
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
    queryRoute(invitationIdQuerySchema, async ({ invitation_id }, { req }) => {
      await acceptInvitation(ctx.db, sessionUser(req).user_id, invitation_id);
      return { message: MSG_INVITATION_ACCEPTED } satisfies MessageResponse;
    }),
  );

  router.put(
    '/invitations/decline',
    session,
    queryRoute(invitationIdQuerySchema, async ({ invitation_id }, { req }) => {
      await declineInvitation(ctx.db, sessionUser(req).user_id, invitation_id);
      return { message: MSG_INVITATION_DECLINED } satisfies MessageResponse;
    }),
  );
}

/** Requests to join, as the organization's members answer them. */
function joinRequestRoutes(router: Router, ctx: AppContext, { paid }: Guards) {
  router.get(
    '/requests/list',
    paid,
    route(noFields, (_input, { organizationId }) => listJoinRequests(ctx.db, organizationId)),
  );

  router.put(
    '/requests/validate',
    paid,
    queryRoute(requestIdQuerySchema, async ({ request_id }, { organizationId }) => {
      await validateJoinRequest(ctx.db, organizationId, request_id);
      return { message: MSG_REQUEST_VALIDATED } satisfies MessageResponse;
    }),
  );

  router.delete(
    '/requests/delete',
    paid,
    route(requestIdQuerySchema, async ({ request_id }, { organizationId }) => {
      await deleteJoinRequest(ctx.db, organizationId, request_id);
      return { message: MSG_REQUEST_DELETED } satisfies MessageResponse;
    }),
  );
}
