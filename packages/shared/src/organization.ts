// Organization, members and join requests (spec part 1 §3, §5, §7 "Organization"): the API
// validates with these schemas and the web forms pre-validate and type their calls with them.
import { z } from 'zod';

/** Spec part 1 §3 "Phone": a prefix, a dash, then a number. */
export const PHONE_PREFIXES = ['+32-', '+33-'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+32-';

/** Digits after the prefix; spaces, dots and slashes are tolerated as people type them. */
export const PHONE_PATTERN = /^\+3[23]-[0-9][0-9 ./]{5,18}[0-9]$/;

export const MSG_ORGANIZATION_NAME_REQUIRED = "Veuillez saisir le nom de l'organisation.";
export const MSG_ORGANIZATION_ADDRESS_REQUIRED = "Veuillez saisir l'adresse de l'organisation.";
export const MSG_ORGANIZATION_PHONE_REQUIRED = 'Veuillez saisir le numéro de téléphone.';
export const MSG_ORGANIZATION_PHONE_INVALID =
  'Le numéro de téléphone doit commencer par +32- ou +33- suivi du numéro.';
export const MSG_ORGANIZATION_EMAIL_REQUIRED = "Veuillez saisir l'email de l'organisation.";
export const MSG_EMAIL_INVALID = "L'adresse email n'est pas valide.";
export const MSG_ORGANIZATION_BANK_REQUIRED = 'Veuillez saisir le compte bancaire.';
export const MSG_ORGANIZATION_VAT_REQUIRED =
  'Veuillez saisir le numéro de TVA (obligatoire pour un assujetti à la TVA).';
export const MSG_JOIN_EMAIL_REQUIRED = "Veuillez saisir l'email de l'organisation.";
export const MSG_USER_EMAIL_REQUIRED = "Veuillez saisir l'email de l'utilisateur.";
export const MSG_TERMS_TOO_LONG = 'Les conditions générales ne peuvent dépasser 20 000 caractères.';
export const MSG_FILE_REQUIRED = 'Veuillez choisir un fichier';
export const MSG_NO_PENDING_REQUEST = 'Pas de demande en attente';
export const MSG_REQUEST_VALIDATED = 'Demande validée';
export const MSG_LEAVE_CONFIRMATION = "Etes vous sur de vouloir quitter l'organisation ?";

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Ce champ ne peut dépasser ${max} caractères.`);

export const emailSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, MSG_EMAIL_INVALID)
    .pipe(z.email({ error: MSG_EMAIL_INVALID }));

/** Body of addOrganization and updateOrganization. */
export const organizationInputSchema = z
  .object({
    organization_name: requiredText(MSG_ORGANIZATION_NAME_REQUIRED),
    address: requiredText(MSG_ORGANIZATION_ADDRESS_REQUIRED, 500),
    phone: requiredText(MSG_ORGANIZATION_PHONE_REQUIRED, 40).regex(
      PHONE_PATTERN,
      MSG_ORGANIZATION_PHONE_INVALID,
    ),
    email: emailSchema(MSG_ORGANIZATION_EMAIL_REQUIRED),
    bank_account: requiredText(MSG_ORGANIZATION_BANK_REQUIRED, 64),
    is_vat_subject: z.boolean({ error: 'Indiquez si l’organisation est assujettie à la TVA.' }),
    vat_number: z
      .string({ error: MSG_ORGANIZATION_VAT_REQUIRED })
      .trim()
      .max(32, 'Le numéro de TVA ne peut dépasser 32 caractères.')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.is_vat_subject && !value.vat_number) {
      ctx.addIssue({
        code: 'custom',
        path: ['vat_number'],
        message: MSG_ORGANIZATION_VAT_REQUIRED,
      });
    }
  });

export type OrganizationInput = z.input<typeof organizationInputSchema>;

export const organizationTermsSchema = z.object({
  terms: z
    .string({ error: 'Veuillez saisir les conditions générales.' })
    .max(20_000, MSG_TERMS_TOO_LONG),
});

export const ORGANIZATION_FILE_TYPES = ['logo_image', 'background_image'] as const;
export type OrganizationFileType = (typeof ORGANIZATION_FILE_TYPES)[number];

export const organizationFileTypeSchema = z.object({
  fileType: z.enum(ORGANIZATION_FILE_TYPES, {
    error: 'Le type de fichier doit être logo_image ou background_image.',
  }),
});

export const addOrganizationUserSchema = z.object({
  email: emailSchema(MSG_USER_EMAIL_REQUIRED),
});

/** requests/create: the organization's email; the other organization fields are ignored. */
export const joinRequestCreateSchema = z.object({ email: emailSchema(MSG_JOIN_EMAIL_REQUIRED) });

export const requestIdQuerySchema = z.object({
  request_id: z.coerce
    .number({ error: 'Identifiant de demande invalide.' })
    .int('Identifiant de demande invalide.')
    .positive('Identifiant de demande invalide.')
    .max(2_147_483_647, 'Identifiant de demande invalide.'),
});

export interface MemberDto {
  user_id: number;
  name: string;
  email: string;
}

export interface OrganizationDto {
  organization_id: number;
  organization_name: string;
  address: string;
  phone: string;
  email: string;
  vat_number: string | null;
  bank_account: string;
  is_vat_subject: boolean;
  /** URL of the stored image (same origin, session cookie), or null. */
  logo_image: string | null;
  background_image: string | null;
  terms: string;
  /** The current plan, null before the first subscription. */
  plan: { nom: string } | null;
  subscription_status: 'none' | 'active' | 'trialing' | 'past_due' | 'canceled';
  users: MemberDto[];
}

export interface GetOrganizationResponse {
  organization: OrganizationDto;
}

export interface OrganizationMutationResponse {
  message: string;
  organization: OrganizationDto;
}

export type UpdateOrganizationFilesResponse = { message: string } & Partial<
  Record<OrganizationFileType, string>
>;

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

export interface UsersListResponse {
  users: MemberDto[];
}

export interface MessageResponse {
  message: string;
}
