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
  /** The role the invited person gets on accepting (issue #28). */
  role: Role;
  invited_by: string | null;
  created_at: string;
}
