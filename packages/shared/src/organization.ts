// Organization and members (spec part 1 §3, §5, §7 "Organization"; join requests are in
// join-requests.ts): the API validates with these schemas and the web forms pre-validate and type
// their calls with them.
import { z } from 'zod';
import { roleSchema, type Role } from './roles.js';
import {
  checkLegalIdentity,
  countrySchema,
  normalizeIban,
  normalizeLegalIdentity,
  optionalBic,
  optionalIdentityText,
  requiredIban,
  type Country,
} from './legal-identity';
import { optionalEuros, optionalText } from './form-values';
import {
  checkLegalMentions,
  MAX_REGISTRY_LENGTH,
  MSG_REGISTRY_TOO_LONG,
  MSG_SHARE_CAPITAL_INVALID,
} from './legal-mentions';

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
export const MSG_USER_EMAIL_REQUIRED = "Veuillez saisir l'email de l'utilisateur.";
export const MSG_TERMS_TOO_LONG = 'Les conditions générales ne peuvent dépasser 20 000 caractères.';
export const MSG_FILE_REQUIRED = 'Veuillez choisir un fichier';
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

export const MSG_PAYMENT_TERMS_INVALID =
  'Le délai de paiement doit être un nombre entier de jours, de 0 à 365.';
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MSG_QUOTE_VALIDITY_INVALID =
  'La durée de validité d’un devis doit être un nombre entier de jours, de 1 à 365.';
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;

/**
 * The fields of the legal identity (the older rows have them null) and the Factur-X
 * choice: an update that leaves one out keeps the stored value.
 */
export const ORGANIZATION_IDENTITY_FIELDS = [
  'country',
  'enterprise_number',
  'siret',
  'postal_code',
  'city',
  'bic',
  'payment_terms_days',
  'facturx_pdf',
  'legal_form',
  'registry',
  'quote_validity_days',
] as const;

const optionalLine = (max: number) =>
  optionalIdentityText().refine(
    (text) => text === null || text.length <= max,
    `Ce champ ne peut dépasser ${max} caractères.`,
  );

/**
 * Body of addOrganization and updateOrganization. The legal identity is optional here (older
 * organizations have none) and asked for before the first invoice validation; what is given must
 * be valid for the country: enterprise number (BE) or SIREN (FR), SIRET, VAT number, IBAN, BIC.
 */
export const organizationInputSchema = z
  .object({
    organization_name: requiredText(MSG_ORGANIZATION_NAME_REQUIRED),
    address: requiredText(MSG_ORGANIZATION_ADDRESS_REQUIRED, 500),
    phone: requiredText(MSG_ORGANIZATION_PHONE_REQUIRED, 40).regex(
      PHONE_PATTERN,
      MSG_ORGANIZATION_PHONE_INVALID,
    ),
    email: emailSchema(MSG_ORGANIZATION_EMAIL_REQUIRED),
    bank_account: requiredIban(MSG_ORGANIZATION_BANK_REQUIRED),
    is_vat_subject: z.boolean({ error: 'Indiquez si l’organisation est assujettie à la TVA.' }),
    vat_number: optionalIdentityText(),
    country: countrySchema.default('BE'),
    enterprise_number: optionalIdentityText(),
    siret: optionalIdentityText(),
    postal_code: optionalLine(20),
    city: optionalLine(100),
    bic: optionalBic(),
    payment_terms_days: z
      .number({ error: MSG_PAYMENT_TERMS_INVALID })
      .int(MSG_PAYMENT_TERMS_INVALID)
      .min(0, MSG_PAYMENT_TERMS_INVALID)
      .max(365, MSG_PAYMENT_TERMS_INVALID)
      .default(DEFAULT_PAYMENT_TERMS_DAYS),
    /** A code of the country's LEGAL_FORMS (legal-mentions.ts), or null. */
    legal_form: optionalIdentityText(),
    /** As printed: "RPM Liège, division Namur", "RCS Lyon", "RM". */
    registry: optionalText(MAX_REGISTRY_LENGTH, MSG_REGISTRY_TOO_LONG),
    /** Euros (stored in cents), for a legal form that has a share capital. */
    share_capital: optionalEuros(MSG_SHARE_CAPITAL_INVALID).transform((euros) => euros ?? null),
    /** Days a new quote stays valid: its valid_until when it is created without one. */
    quote_validity_days: z
      .number({ error: MSG_QUOTE_VALIDITY_INVALID })
      .int(MSG_QUOTE_VALIDITY_INVALID)
      .min(1, MSG_QUOTE_VALIDITY_INVALID)
      .max(365, MSG_QUOTE_VALIDITY_INVALID)
      .default(DEFAULT_QUOTE_VALIDITY_DAYS),
    /**
     * Belgium: invoice and credit note PDFs carry the Factur-X XML (France: always). Optional
     * with no default: a form that does not show the choice leaves it as stored (false at first).
     */
    facturx_pdf: z
      .boolean({ error: 'Indiquez si les factures PDF doivent joindre le XML Factur-X.' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.is_vat_subject && !value.vat_number) {
      ctx.addIssue({
        code: 'custom',
        path: ['vat_number'],
        message: MSG_ORGANIZATION_VAT_REQUIRED,
      });
    }
    checkLegalIdentity(value, ctx);
    checkLegalMentions(value, ctx);
  })
  .transform(normalizeLegalIdentity);

export type OrganizationInput = z.input<typeof organizationInputSchema>;

/**
 * What an organization must still fill in before it validates an invoice (the identity the
 * document prints and the e-invoice needs), as French labels of the missing fields.
 */
export function missingLegalIdentity(org: {
  country: Country;
  enterprise_number: string | null;
  postal_code: string | null;
  city: string | null;
  bank_account: string;
  is_vat_subject: boolean;
  vat_number: string | null;
}): string[] {
  const missing: string[] = [];
  if (!org.enterprise_number) missing.push(org.country === 'FR' ? 'SIREN' : 'numéro d’entreprise');
  if (!org.postal_code) missing.push('code postal');
  if (!org.city) missing.push('ville');
  if (normalizeIban(org.bank_account) === null) missing.push('IBAN valide');
  if (org.is_vat_subject && !org.vat_number) missing.push('numéro de TVA');
  return missing;
}

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

/** `role`: what the invited person gets on accepting, member unless chosen. */
export const addOrganizationUserSchema = z.object({
  email: emailSchema(MSG_USER_EMAIL_REQUIRED),
  role: roleSchema.default('member'),
});

export interface MemberDto {
  user_id: number;
  name: string;
  email: string;
  role: Role;
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
  country: Country;
  enterprise_number: string | null;
  siret: string | null;
  postal_code: string | null;
  city: string | null;
  bic: string | null;
  payment_terms_days: number;
  /**
   * Belgium: the PDFs of invoices validated from now on (and their credit notes) are Factur-X.
   * France: always Factur-X, whatever this says.
   */
  facturx_pdf: boolean;
  /** A code of the country's LEGAL_FORMS (legal-mentions.ts), or null. */
  legal_form: string | null;
  registry: string | null;
  /** Euros. */
  share_capital: number | null;
  quote_validity_days: number;
  /**
   * What must still be filled in before an invoice can be validated (French labels); empty when
   * the legal identity is complete.
   */
  missing_identity: string[];
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

export interface UsersListResponse {
  users: MemberDto[];
}

export interface MessageResponse {
  message: string;
}

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_ORGANIZATION_CREATED = 'Organisation créée avec succès';
export const MSG_ORGANIZATION_UPDATED = 'Organisation mise à jour avec succès';
export const MSG_TERMS_UPDATED = 'Conditions générales mises à jour avec succès';
export const MSG_FILE_UPDATED = {
  logo_image: 'Logo mis à jour avec succès',
  background_image: "Image d'arrière-plan mise à jour avec succès",
} as const;
export const MSG_ORGANIZATION_EMAIL_TAKEN = 'Une organisation utilise déjà cet email.';

export const MSG_ORGANIZATION_NOT_FOUND = 'Organisation introuvable.';
export const MSG_USER_ALREADY_MEMBER = 'Cet utilisateur fait déjà partie de votre organisation.';
export const MSG_LEFT = 'Vous avez quitté l’organisation';
export const MSG_LAST_MEMBER =
  'Vous êtes le dernier membre de l’organisation : elle ne peut pas rester sans membre.';

/**
 * The file of an organization's data export (GET /api/organization/export), e.g.
 * `donnees-les-amis-du-materiel-2026-11-24.zip`: ASCII, so every browser keeps it as it is.
 */
export function organizationExportFileName(organizationName: string, day: string): string {
  const slug = organizationName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `donnees-${slug || 'organisation'}-${day}.zip`;
}
