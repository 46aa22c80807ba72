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
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { bodyFields } from '../../http/form-fields.js';
import {
  organizationId,
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

/**
 * Spec part 1 §7 "Organization". Setup calls (create, ask to join) need only a session; leaving
 * needs a membership; everything else needs an organization with an active plan.
 */
export function organizationRoutes(ctx: AppContext): Router {
  const router = Router();
  const session = requireSession(ctx);
  const member = requireOrganization(ctx);
  const paid = requireActivePlan(ctx);

  router.post('/addOrganization', session, async (req, res) => {
    const fields = organizationInputSchema.parse(req.body);
    const organization = await addOrganization(ctx.db, sessionUser(req).user_id, fields);
    const body: OrganizationMutationResponse = { message: MSG_ORGANIZATION_CREATED, organization };
    res.status(201).json(body);
  });

  router.post('/requests/create', session, async (req, res) => {
    const { email } = joinRequestCreateSchema.parse(req.body);
    await createJoinRequest(ctx.db, sessionUser(req).user_id, email);
    const body: MessageResponse = { message: MSG_REQUEST_SENT };
    res.status(201).json(body);
  });

  router.put('/leave', member, async (req, res) => {
    await leaveOrganization(ctx.db, sessionUser(req).user_id, organizationId(req));
    const body: MessageResponse = { message: MSG_LEFT };
    res.json(body);
  });

  router.get('/getOrganization', paid, async (req, res) => {
    const body: GetOrganizationResponse = {
      organization: await getOrganization(ctx.db, organizationId(req)),
    };
    res.json(body);
  });

  router.post('/updateOrganization', paid, async (req, res) => {
    const stored = await storedIdentity(ctx.db, organizationId(req));
    const fields = organizationInputSchema.parse({ ...stored, ...bodyFields(req.body) });
    const organization = await updateOrganization(ctx.db, organizationId(req), fields);
    const body: OrganizationMutationResponse = { message: MSG_ORGANIZATION_UPDATED, organization };
    res.json(body);
  });

  router.post('/updateOrganizationTerms', paid, async (req, res) => {
    const { terms } = organizationTermsSchema.parse(req.body);
    await updateTerms(ctx.db, organizationId(req), terms);
    const body: MessageResponse = { message: MSG_TERMS_UPDATED };
    res.json(body);
  });

  router.post('/updateOrganizationFiles', paid, singleFileUpload('file'), async (req, res) => {
    const { fileType } = organizationFileTypeSchema.parse(req.body ?? {});
    if (!req.file) throw new AppError('BAD_REQUEST', MSG_FILE_REQUIRED);
    const url = await replaceOrganizationFile(ctx.db, organizationId(req), fileType, req.file);
    const body: UpdateOrganizationFilesResponse = {
      message: MSG_FILE_UPDATED[fileType],
      [fileType]: url,
    };
    res.json(body);
  });

  router.get('/files/:fileType', member, async (req, res) => {
    const { fileType } = organizationFileTypeSchema.parse({ fileType: req.params.fileType });
    const file = await findOrganizationFile(ctx.db, organizationId(req), fileType);
    if (!file) throw new AppError('NOT_FOUND', MSG_IMAGE_NOT_FOUND);
    sendStoredFile(res, file, 'inline');
  });

  // Spec "Ajouter": adding by email sends an invitation, answered by the invited person.
  router.put('/addOrganizationUser', paid, async (req, res) => {
    const { email } = addOrganizationUserSchema.parse(req.body);
    await inviteByEmail(ctx.db, organizationId(req), sessionUser(req).user_id, email);
    const body: MessageResponse = { message: MSG_INVITATION_SENT };
    res.json(body);
  });

  router.get('/invitations/sent', paid, async (req, res) => {
    res.json({ invitations: await listSentInvitations(ctx.db, organizationId(req)) });
  });

  router.delete('/invitations/cancel', paid, async (req, res) => {
    const { invitation_id } = invitationIdQuerySchema.parse(req.query);
    await cancelInvitation(ctx.db, organizationId(req), invitation_id);
    const body: MessageResponse = { message: MSG_INVITATION_CANCELLED };
    res.json(body);
  });

  // The invited person's side: a session is enough (they usually have no organization yet).
  router.get('/invitations', session, async (req, res) => {
    res.json({ invitations: await listReceivedInvitations(ctx.db, sessionUser(req).user_id) });
  });

  router.put('/invitations/accept', session, async (req, res) => {
    const { invitation_id } = invitationIdQuerySchema.parse(req.query);
    await acceptInvitation(ctx.db, sessionUser(req).user_id, invitation_id);
    const body: MessageResponse = { message: MSG_INVITATION_ACCEPTED };
    res.json(body);
  });

  router.put('/invitations/decline', session, async (req, res) => {
    const { invitation_id } = invitationIdQuerySchema.parse(req.query);
    await declineInvitation(ctx.db, sessionUser(req).user_id, invitation_id);
    const body: MessageResponse = { message: MSG_INVITATION_DECLINED };
    res.json(body);
  });

  router.get('/requests/list', paid, async (req, res) => {
    res.json(await listJoinRequests(ctx.db, organizationId(req)));
  });

  router.put('/requests/validate', paid, async (req, res) => {
    const { request_id } = requestIdQuerySchema.parse(req.query);
    await validateJoinRequest(ctx.db, organizationId(req), request_id);
    const body: MessageResponse = { message: MSG_REQUEST_VALIDATED };
    res.json(body);
  });

  router.delete('/requests/delete', paid, async (req, res) => {
    const { request_id } = requestIdQuerySchema.parse(req.query);
    await deleteJoinRequest(ctx.db, organizationId(req), request_id);
    const body: MessageResponse = { message: MSG_REQUEST_DELETED };
    res.json(body);
  });

  return router;
}
