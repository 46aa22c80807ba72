// Clients (spec part 2 §3 Client, §5, §7 Clients). The API validates its requests with these
// schemas; the web forms can pre-validate with them.
import { z } from 'zod';
import { optionalText, requiredId, requiredText, tooLongMessage } from './form-values.js';
import {
  checkLegalIdentity,
  euCountrySchema,
  normalizeLegalIdentity,
  optionalIdentityText,
} from './legal-identity.js';
import { MSG_EMAIL_INVALID } from './organization.js';
import { pagedQuery, type PageQuery } from './paged-list.js';

export const MSG_CLIENT_NAME_REQUIRED = 'Veuillez saisir le nom du client.';
export const MSG_CLIENT_ID_MISSING = 'ID du client non spécifié.';
export const MSG_CLIENT_NOT_FOUND = 'Client introuvable.';
export const MSG_CLIENT_TYPE_INVALID = 'Le type de client doit être company ou person.';
export const CLIENT_TYPES = ['company', 'person'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
/** The legal identity fields, kept as they are when an update leaves them out. */
export const CLIENT_IDENTITY_FIELDS = [
  'client_type',
  'country',
  'enterprise_number',
  'postal_code',
  'city',
] as const;
export const MSG_CLIENT_IN_USE =
  'Ce client figure sur des devis, des ventes ou des factures : il ne peut pas être supprimé.';

const optional = (max: number) => optionalText(max, tooLongMessage(max));

/** Permissive on purpose: an address book takes what people have, a typo is caught by its @. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const clientFields = {
  client_name: requiredText(MSG_CLIENT_NAME_REQUIRED, 200, tooLongMessage(200)),
  client_email: optional(254)
    .refine((email) => email === null || EMAIL.test(email), MSG_EMAIL_INVALID)
    .transform((email) => email?.toLowerCase() ?? null),
  client_address: optional(500),
  client_phone: optional(40),
  bank_account: optional(64),
  vat_number: optionalIdentityText(),
  client_type: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(CLIENT_TYPES, { error: MSG_CLIENT_TYPE_INVALID }).default('company'),
  ),
  country: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    euCountrySchema.default('BE'),
  ),
  /**
   * BE: BCE/KBO number; FR: SIREN; checked, with the VAT number, for the client's country. In the
   * other member states the national number is kept as typed; the VAT number's shape is checked.
   */
  enterprise_number: optionalIdentityText(),
  postal_code: optional(20),
  city: optional(100),
};

/**
 * createClient; every field but the name is optional (empty → null). The enterprise and VAT
 * numbers, when given, must be valid for the client's country (BE by default).
 */
export const clientInputSchema = z
  .object(clientFields)
  .superRefine(checkLegalIdentity)
  .transform(normalizeLegalIdentity);
export type ClientInput = z.output<typeof clientInputSchema>;

/** updateClient: client_id plus the client fields. */
export const updateClientSchema = z
  .object({ client_id: requiredId(MSG_CLIENT_ID_MISSING), ...clientFields })
  .superRefine(checkLegalIdentity)
  .transform(normalizeLegalIdentity);

/** deleteClient: JSON { client_id }. */
export const clientIdSchema = z.object({ client_id: requiredId(MSG_CLIENT_ID_MISSING) });

/** A client as every answer shows it. */
export const clientDtoSchema = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  client_address: z.string().nullable(),
  client_phone: z.string().nullable(),
  bank_account: z.string().nullable(),
  vat_number: z.string().nullable(),
  client_type: z.enum(CLIENT_TYPES),
  country: euCountrySchema,
  enterprise_number: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
});
export type ClientDto = z.output<typeof clientDtoSchema>;

export const clientListResponseSchema = z.object({
  clients: z.array(clientDtoSchema),
  /** Spec part 2 §6: when set, the client ignores the list (a caller without session gets 403). */
  unauthorized: z.boolean(),
});
export type ClientListResponse = z.output<typeof clientListResponseSchema>;

/** The visible columns of the clients' list, by which a page can be sorted. */
export const CLIENT_SORTS = [
  'client_name',
  'client_email',
  'client_phone',
  'bank_account',
  'vat_number',
  'locality',
] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/**
 * clients/list?page=…: a page of the clients, by name unless sorted; `q` is searched
 * in the name, the client number, the email, the phone, the VAT number and the locality.
 */
export const clientsPageSchema = pagedQuery(CLIENT_SORTS, 'client_name', 'asc');
export type ClientsPageQuery = PageQuery<ClientSort>;

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_CLIENT_CREATED = 'Client créé avec succès';
export const MSG_CLIENT_UPDATED = 'Client modifié avec succès';
export const MSG_CLIENT_DELETED = 'Client supprimé avec succès';
