// Clients (spec part 2 §3 Client, §5, §7 Clients).

export const MSG_CLIENT_NAME_REQUIRED = 'Veuillez saisir le nom du client.';
export const MSG_CLIENT_ID_MISSING = 'ID du client non spécifié.';
export const MSG_CLIENT_NOT_FOUND = 'Client introuvable.';
export const MSG_CLIENT_IN_USE =
  'Ce client figure sur des devis, des ventes ou des factures : il ne peut pas être supprimé.';

export interface ClientDto {
  client_id: number;
  client_name: string;
  client_email: string | null;
  client_address: string | null;
  client_phone: string | null;
  bank_account: string | null;
  vat_number: string | null;
}

/** Body of createClient and updateClient (update adds client_id). */
export type ClientInput = Omit<ClientDto, 'client_id'> & { client_id?: number };

export interface ClientListResponse {
  clients: ClientDto[];
  /** Spec part 2 §6: when set, the client ignores the list (a caller without session gets 403). */
  unauthorized: boolean;
}
