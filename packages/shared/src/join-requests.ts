// Requests to join an organization (spec part 1 §5, §7 "Organization"): the organization's list
// and answers, and a requester's own pending requests, which the setup page shows
// instead of an empty creation form.
import { z } from 'zod';
import { queryId } from './form-values.js';
import { emailSchema } from './organization.js';

export const MSG_MY_REQUEST_CANCELLED = 'Demande annulée';

/** One of the signed-in user's pending requests. */
export interface MyJoinRequestDto {
  request_id: number;
  organization_name: string;
  /** When it was sent (ISO 8601). */
  created_at: string;
}

/** GET /api/organization/myJoinRequests. */
export interface MyJoinRequestsResponse {
  requests: MyJoinRequestDto[];
}

export const MSG_JOIN_EMAIL_REQUIRED = "Veuillez saisir l'email de l'organisation.";
export const MSG_NO_PENDING_REQUEST = 'Pas de demande en attente';
export const MSG_REQUEST_VALIDATED = 'Demande validée';

/** requests/create: the organization's email; the other organization fields are ignored. */
export const joinRequestCreateSchema = z.object({ email: emailSchema(MSG_JOIN_EMAIL_REQUIRED) });

export const requestIdQuerySchema = z.object({
  request_id: queryId('Identifiant de demande invalide.'),
});

export interface JoinRequestDto {
  request_id: number;
  status: 'Pending' | 'Validated' | 'Refused';
  created_at: string;
  name: string;
  email: string;
}

/** `message` is the spec's 'Pas de demande en attente' when the list is empty. */
export interface JoinRequestListResponse {
  requests: JoinRequestDto[];
  message?: string;
}
