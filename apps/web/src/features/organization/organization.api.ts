import {
  MSG_FILE_REQUIRED,
  type OrganizationDto,
  type OrganizationFileType,
  type OrganizationInput,
  type UpdateOrganizationFilesResponse,
} from '@app/shared/organization';
import type { ReceivedInvitationsResponse, SentInvitationDto } from '@app/shared/invitations';
import { ORGANIZATION, ORGANIZATION_MEMBERS as MEMBERS } from '@app/shared/organization-endpoints';
import type { Role } from '@app/shared/roles';
import { MSG_PAYMENT_REQUIRED } from '@app/shared/http';
import type { MyJoinRequestDto } from '@app/shared/join-requests';
import toast from 'react-hot-toast';
import { blobOf, isApiFailure, successOf } from '../../api/client';
import { call } from '../../api/endpoints';
import { formCall } from '../../api/form-request';

export const MSG_IMAGE_UPLOAD_FAILED = "Une erreur est survenue lors de la mise à jour de l'image.";

/**
 * The organization saved, a refusal about one of its fields (the one the API names: the email
 * another organization has, an invalid IBAN…), or undefined (the helper said why).
 */
function saveOrganization(
  endpoint: typeof ORGANIZATION.addOrganization | typeof ORGANIZATION.updateOrganization,
  input: OrganizationInput,
) {
  return formCall(endpoint, input);
}

/** Créer: see saveOrganization. */
export const addOrganization = (input: OrganizationInput) =>
  saveOrganization(ORGANIZATION.addOrganization, input);

/** Rejoindre: asks to join the organization registered with this email. */
export async function createJoinRequest(email: string) {
  return successOf(await call(MEMBERS.createJoinRequest, { email }));
}

/**
 * The signed-in person's own pending requests to join. Quiet: without them the setup page simply
 * shows its forms.
 */
export async function listMyJoinRequests(
  signal?: AbortSignal,
): Promise<MyJoinRequestDto[] | undefined> {
  const result = await call(MEMBERS.myJoinRequests, {}, { signal, quiet: true });
  return successOf(result)?.requests;
}

/** Withdraws one of the signed-in person's pending requests. */
export async function cancelMyJoinRequest(requestId: number) {
  return successOf(await call(MEMBERS.cancelJoinRequest, { request_id: requestId }));
}

export async function getOrganization(
  signal?: AbortSignal,
  options: { quiet?: boolean } = {},
): Promise<OrganizationDto | undefined> {
  const result = await call(ORGANIZATION.getOrganization, {}, { signal, quiet: options.quiet });
  return successOf(result)?.organization;
}

/** Like addOrganization, for the caller's organization. */
export const updateOrganization = (input: OrganizationInput) =>
  saveOrganization(ORGANIZATION.updateOrganization, input);

export async function updateOrganizationTerms(terms: string) {
  return successOf(await call(ORGANIZATION.updateOrganizationTerms, { terms }));
}

/**
 * Uploads the logo or the background. Without a file it only toasts 'Veuillez choisir un fichier'.
 * Quiet request: every failure shows the spec's own message, followed by the server's reason when
 * it gave one (file too large, wrong type).
 */
export async function updateOrganizationFile(
  fileType: OrganizationFileType,
  file: File | null,
): Promise<UpdateOrganizationFilesResponse | undefined> {
  if (!file) {
    toast.error(MSG_FILE_REQUIRED);
    return undefined;
  }
  try {
    const result = await call(
      ORGANIZATION.updateOrganizationFiles,
      { fileType, file },
      { quiet: true },
    );
    if (result && !isApiFailure(result)) return result;
    // 401 and 402 already sent the user elsewhere.
    if (isApiFailure(result) && (result.error === 401 || result.message === MSG_PAYMENT_REQUIRED)) {
      return undefined;
    }
    const reason = isApiFailure(result) && result.message ? `\n${result.message}` : '';
    toast.error(`${MSG_IMAGE_UPLOAD_FAILED}${reason}`);
  } catch {
    toast.error(MSG_IMAGE_UPLOAD_FAILED);
  }
  return undefined;
}

/**
 * Ajouter: invites the email with the role they get on accepting; the person accepts
 * or declines when signing in.
 */
export async function addOrganizationUser(email: string, role: Role = 'member') {
  return successOf(await call(MEMBERS.addOrganizationUser, { email, role }));
}

/** The organization's invitations still waiting for an answer. */
export async function listSentInvitations(
  signal?: AbortSignal,
): Promise<SentInvitationDto[] | undefined> {
  return successOf(await call(MEMBERS.listSentInvitations, {}, { signal }))?.invitations;
}

export async function cancelInvitation(invitationId: number) {
  return successOf(await call(MEMBERS.cancelInvitation, { invitation_id: invitationId }));
}

/**
 * The signed-in person's pending invitations (a session is enough, no organization needed).
 * Quiet: the setup page works without them, so a failure to read them shows nothing.
 */
export async function listReceivedInvitations(
  signal?: AbortSignal,
): Promise<ReceivedInvitationsResponse | undefined> {
  return successOf(await call(MEMBERS.listReceivedInvitations, {}, { signal, quiet: true }));
}

/** The link of an invitation mail: accepted for the account signed in. */
export async function acceptInvitationLink(token: string) {
  return successOf(await call(MEMBERS.acceptInvitationLink, { token }));
}

export async function answerInvitation(invitationId: number, answer: 'accept' | 'decline') {
  const endpoint = answer === 'accept' ? MEMBERS.acceptInvitation : MEMBERS.declineInvitation;
  return successOf(await call(endpoint, { invitation_id: invitationId }));
}

export async function leaveOrganization() {
  return successOf(await call(ORGANIZATION.leave, {}));
}

export async function listJoinRequests(signal?: AbortSignal) {
  return successOf(await call(MEMBERS.listJoinRequests, {}, { signal }));
}

export async function validateJoinRequest(requestId: number) {
  return successOf(await call(MEMBERS.validateJoinRequest, { request_id: requestId }));
}

export async function deleteJoinRequest(requestId: number) {
  return successOf(await call(MEMBERS.deleteJoinRequest, { request_id: requestId }));
}

/** Everything the organization owns, as one zip (tables as JSON, files); undefined on a failure. */
export async function exportOrganizationData(): Promise<Blob | undefined> {
  return blobOf(await call(ORGANIZATION.export, {}));
}
