// The organization's members and who joins it (spec part 1 §7 "Organization"): the members' roles,
// the invitations, the requests to join and the Journal, declared once for the API, the web and the
// OpenAPI document (contract.ts). What a person without organization calls (answer an invitation,
// ask to join) needs only a session. Then the organization itself: its identity, terms, images and
// data.
import { z } from 'zod';
import { auditPageQuerySchema, type AuditPageResponse } from './audit.js';
import { IMAGE_TYPES } from './catalogue-endpoints.js';
import { area, file, json, manages, reads, sends, signedIn } from './contract.js';
import {
  invitationIdQuerySchema,
  invitationLinkBodySchema,
  type ReceivedInvitationsResponse,
  type SentInvitationDto,
} from './invitations.js';
import {
  joinRequestCreateSchema,
  requestIdQuerySchema,
  type JoinRequestListResponse,
  type MyJoinRequestsResponse,
} from './join-requests.js';
import {
  addOrganizationUserSchema,
  organizationFileTypeSchema,
  organizationInputSchema,
  organizationTermsSchema,
  type GetOrganizationResponse,
  type MessageResponse,
  type OrganizationFileType,
  type OrganizationInput,
  type OrganizationMutationResponse,
  type UpdateOrganizationFilesResponse,
  type UsersListResponse,
} from './organization.js';
import { memberIdQuerySchema, memberRoleBodySchema, type Role } from './roles.js';

const messageSchema = z.object({ message: z.string() });
const message = (status: 200 | 201 = 200) =>
  json<MessageResponse>({ status, schema: messageSchema });

type None = Record<string, never>;

export const ORGANIZATION_MEMBERS = area(
  '/api/organization',
  {
    setMemberRole: {
      method: 'PUT',
      summary:
        'Donne un autre rôle à un membre (`user_id` dans la requête) ; propriétaire et administrateur restent à donner par un propriétaire.',
      query: memberIdQuerySchema,
      body: memberRoleBodySchema,
      answer: message(),
      access: manages('changer le rôle d’un membre'),
      input: sends<{ user_id: number; role: Role }>(),
    },
    removeMember: {
      method: 'DELETE',
      summary: 'Retire un membre de l’organisation ; ses sessions ouvertes prennent fin.',
      query: memberIdQuerySchema,
      answer: message(),
      access: manages('retirer un membre'),
      input: sends<{ user_id: number }>(),
    },
    addOrganizationUser: {
      method: 'PUT',
      summary: 'Invite une adresse email avec le rôle qu’elle recevra en acceptant.',
      body: addOrganizationUserSchema,
      answer: message(),
      access: manages('inviter un membre'),
      input: sends<{ email: string; role?: Role }>(),
    },
    listSentInvitations: {
      method: 'GET',
      summary: 'Les invitations de l’organisation qui attendent une réponse.',
      answer: json<{ invitations: SentInvitationDto[] }>(),
      access: reads('consulter les invitations'),
      input: sends<None>(),
    },
    cancelInvitation: {
      method: 'DELETE',
      summary: 'Annule une invitation envoyée.',
      query: invitationIdQuerySchema,
      answer: message(),
      access: manages('annuler une invitation'),
      input: sends<{ invitation_id: number }>(),
    },
    listReceivedInvitations: {
      method: 'GET',
      summary: 'Les invitations que la personne connectée peut accepter ou refuser.',
      answer: json<ReceivedInvitationsResponse>(),
      access: signedIn,
      input: sends<None>(),
    },
    acceptInvitationLink: {
      method: 'POST',
      summary: 'Accepte l’invitation du lien de son email, pour le compte connecté.',
      body: invitationLinkBodySchema,
      answer: message(),
      access: signedIn,
      input: sends<{ token: string }>(),
    },
    acceptInvitation: {
      method: 'PUT',
      summary: 'Accepte une invitation reçue.',
      query: invitationIdQuerySchema,
      answer: message(),
      access: signedIn,
      input: sends<{ invitation_id: number }>(),
    },
    declineInvitation: {
      method: 'PUT',
      summary: 'Refuse une invitation reçue.',
      query: invitationIdQuerySchema,
      answer: message(),
      access: signedIn,
      input: sends<{ invitation_id: number }>(),
    },
    listJoinRequests: {
      method: 'GET',
      summary: 'Les demandes d’adhésion en attente (`message` quand il n’y en a aucune).',
      answer: json<JoinRequestListResponse>(),
      access: reads('consulter les demandes d’adhésion'),
      input: sends<None>(),
    },
    validateJoinRequest: {
      method: 'PUT',
      summary: 'Valide une demande d’adhésion : le demandeur devient membre.',
      query: requestIdQuerySchema,
      answer: message(),
      access: manages('valider une demande d’adhésion'),
      input: sends<{ request_id: number }>(),
    },
    deleteJoinRequest: {
      method: 'DELETE',
      summary: 'Refuse une demande d’adhésion.',
      query: requestIdQuerySchema,
      answer: message(),
      access: manages('refuser une demande d’adhésion'),
      input: sends<{ request_id: number }>(),
    },
    createJoinRequest: {
      method: 'POST',
      summary: 'Demande à rejoindre l’organisation enregistrée avec cet email.',
      body: joinRequestCreateSchema,
      answer: message(201),
      access: signedIn,
      input: sends<{ email: string }>(),
    },
    myJoinRequests: {
      method: 'GET',
      summary: 'Les demandes d’adhésion en attente de la personne connectée.',
      answer: json<MyJoinRequestsResponse>(),
      access: signedIn,
      input: sends<None>(),
    },
    cancelJoinRequest: {
      method: 'DELETE',
      summary: 'Retire une de ses propres demandes d’adhésion en attente.',
      query: requestIdQuerySchema,
      answer: message(),
      access: signedIn,
      input: sends<{ request_id: number }>(),
    },
    audit: {
      method: 'GET',
      summary:
        'Une page du journal de l’organisation (les plus récents d’abord), en lecture seule.',
      query: auditPageQuerySchema,
      answer: json<AuditPageResponse>(),
      access: manages('consulter le journal de l’organisation'),
      input: sends<{ page: number }>(),
    },
  },
  {
    setMemberRole: '/members/role',
    removeMember: '/members/remove',
    listSentInvitations: '/invitations/sent',
    cancelInvitation: '/invitations/cancel',
    listReceivedInvitations: '/invitations',
    acceptInvitationLink: '/invitations/acceptLink',
    acceptInvitation: '/invitations/accept',
    declineInvitation: '/invitations/decline',
    listJoinRequests: '/requests/list',
    validateJoinRequest: '/requests/validate',
    deleteJoinRequest: '/requests/delete',
    createJoinRequest: '/requests/create',
  },
);

/** The members as every role sees them. `unauthorized` set: the list is not filled (spec §6). */
export const USERS = area(
  '/api/users',
  {
    listUsers: {
      method: 'GET',
      summary: 'Les membres de l’organisation.',
      answer: json<UsersListResponse & { unauthorized?: boolean }>(),
      access: reads('consulter les membres'),
      input: sends<None>(),
    },
  },
  { listUsers: '/list' },
);

/** The organization itself: created by a person without one, then its identity, terms and data. */
export const ORGANIZATION = area(
  '/api/organization',
  {
    addOrganization: {
      method: 'POST',
      summary:
        'Crée une organisation (sans abonnement) dont la personne connectée est propriétaire.',
      body: organizationInputSchema,
      answer: json<OrganizationMutationResponse>({ status: 201 }),
      access: signedIn,
      input: sends<OrganizationInput>(),
    },
    getOrganization: {
      method: 'GET',
      summary: 'L’organisation : son identité, son compte bancaire, ses conditions, ses images.',
      answer: json<GetOrganizationResponse>(),
      access: reads('consulter l’organisation'),
      input: sends<None>(),
    },
    updateOrganization: {
      method: 'POST',
      summary:
        'Modifie l’identité et le compte bancaire ; un champ d’identité absent garde sa valeur.',
      body: organizationInputSchema,
      answer: json<OrganizationMutationResponse>(),
      access: manages('modifier le compte bancaire ni l’identité de l’organisation'),
      input: sends<OrganizationInput>(),
    },
    updateOrganizationTerms: {
      method: 'POST',
      summary: 'Remplace les conditions générales.',
      body: organizationTermsSchema,
      answer: message(),
      access: manages('modifier les conditions générales'),
      input: sends<{ terms: string }>(),
    },
    updateOrganizationFiles: {
      method: 'POST',
      summary: 'Remplace le logo ou l’image de fond (`fileType`, l’image en `file`).',
      body: organizationFileTypeSchema,
      multipart: true,
      answer: json<UpdateOrganizationFilesResponse>(),
      access: manages('modifier le logo ni l’image de fond'),
      input: sends<{ fileType: OrganizationFileType; file: Blob }>(),
    },
    // A membership is enough: an organization whose plan has ended can still leave with its data.
    export: {
      method: 'GET',
      summary: 'Tout ce que l’organisation possède, en un zip (tables en JSON, fichiers).',
      answer: file('application/zip'),
      access: { ...manages('exporter toutes les données de l’organisation'), anyPlan: true },
      input: sends<None>(),
    },
    leave: {
      method: 'PUT',
      summary: 'La personne connectée quitte l’organisation.',
      answer: message(),
      access: { ...reads('quitter l’organisation'), anyPlan: true },
      input: sends<None>(),
    },
    // A membership is enough, as for the export: the images read back what was uploaded.
    getOrganizationFile: {
      method: 'GET',
      summary: 'Le logo ou l’image de fond (`fileType` dans le chemin), affiché tel quel.',
      params: organizationFileTypeSchema,
      answer: file(...IMAGE_TYPES),
      access: { ...reads('consulter les images de l’organisation'), anyPlan: true },
      input: sends<{ fileType: OrganizationFileType }>(),
    },
  },
  { getOrganizationFile: '/files/:fileType' },
);
