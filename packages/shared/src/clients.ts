// Clients (spec part 2 §3 Client, §5, §7 Clients). The API validates its requests with these
// schemas; the web forms can pre-validate with them.
import { z } from 'zod';
import { optionalText, requiredId, requiredText, tooLongMessage } from './form-values.js';
import { MSG_EMAIL_INVALID } from './organization.js';

export const MSG_CLIENT_NAME_REQUIRED = 'Veuillez saisir le nom du client.';
export const MSG_CLIENT_ID_MISSING = 'ID du client non spécifié.';
export const MSG_CLIENT_NOT_FOUND = 'Client introuvable.';
export const MSG_CLIENT_IN_USE =
  'Ce client figure sur des devis, des ventes ou des factures : il ne peut pas être supprimé.';

const optional = (max: number) => optionalText(max, tooLongMessage(max));

/** Permissive on purpose: an address book takes what people have, a typo is caught by its @. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** createClient; every field but the name is optional (empty → null). */
export const clientInputSchema = z.object({
  client_name: requiredText(MSG_CLIENT_NAME_REQUIRED, 200, tooLongMessage(200)),
  client_email: optional(254)
    .refine((email) => email === null || EMAIL.test(email), MSG_EMAIL_INVALID)
    .transform((email) => email?.toLowerCase() ?? null),
  client_address: optional(500),
  client_phone: optional(40),
  bank_account: optional(64),
  vat_number: optional(32),
});
export type ClientInput = z.output<typeof clientInputSchema>;

/** updateClient: client_id plus the client fields. */
export const updateClientSchema = z.object({
  client_id: requiredId(MSG_CLIENT_ID_MISSING),
  ...clientInputSchema.shape,
});

/** deleteClient: JSON { client_id }. */
export const clientIdSchema = z.object({ client_id: requiredId(MSG_CLIENT_ID_MISSING) });

export interface ClientDto {
  client_id: number;
  client_name: string;
  client_email: string | null;
  client_address: string | null;
  client_phone: string | null;
  bank_account: string | null;
  vat_number: string | null;
}

export interface ClientListResponse {
  clients: ClientDto[];
  /** Spec part 2 §6: when set, the client ignores the list (a caller without session gets 403). */
  unauthorized: boolean;
}
