// Invitations to join an organization, sent by its members to an email address: the messages the
// API answers with, the id its calls take and what each side sees of a pending invitation.
import { z } from 'zod';
import { queryId } from './form-values.js';
import type { Role } from './roles.js';

export const MSG_INVITATION_SENT = 'Invitation envoyée';
export const MSG_INVITATION_ACCEPTED = 'Invitation acceptée : bienvenue dans l’organisation';
export const MSG_INVITATION_DECLINED = 'Invitation refusée';
export const MSG_INVITATION_CANCELLED = 'Invitation annulée';
export const MSG_INVITATION_NOT_FOUND = 'Invitation introuvable.';

// Invitations that cannot be claimed: they expire, their number is bounded, and the
// link of their mail accepts them.
export const INVITATION_LIFETIME_DAYS = 14;
export const MAX_PENDING_INVITATIONS = 50;
export const MSG_INVITATION_EXPIRED =
  'Cette invitation a expiré : demandez à l’organisation de vous en envoyer une nouvelle.';
export const MSG_INVITATION_LINK_INVALID = 'Ce lien d’invitation est invalide ou a déjà servi.';
export const MSG_TOO_MANY_INVITATIONS = `Votre organisation a déjà ${MAX_PENDING_INVITATIONS} invitations en attente : annulez-en avant d’en envoyer d’autres.`;

/** POST /api/organization/invitations/acceptLink: the token of the invitation mail's link. */
export const invitationLinkBodySchema = z.object({
  token: z
    .string({ error: MSG_INVITATION_LINK_INVALID })
    .min(1, MSG_INVITATION_LINK_INVALID)
    .max(200, MSG_INVITATION_LINK_INVALID),
});

export const invitationIdQuerySchema = z.object({
  invitation_id: queryId('Identifiant d’invitation invalide.'),
});

/** An invitation as the invited person sees it. */
export interface ReceivedInvitationDto {
  invitation_id: number;
  organization_name: string;
  invited_by: string | null;
  created_at: string;
}

/** An invitation as the organization's members see it, while it waits for an answer. */
export interface SentInvitationDto {
  invitation_id: number;
  email: string;
  /** The role the invited person gets on accepting. */
  role: Role;
  invited_by: string | null;
  created_at: string;
  /** When it stops being accepted; once past, `expired` and it can be sent again. */
  expires_at: string;
  expired: boolean;
}

/** GET /api/organization/invitations: what the signed-in person may answer. */
export interface ReceivedInvitationsResponse {
  invitations: ReceivedInvitationDto[];
  /** False: the account's email is not proven, so no invitation is shown for it. */
  email_verified: boolean;
}
