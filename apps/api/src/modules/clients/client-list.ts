// A page of the clients: the page's ids and the number of matches in one statement
// (searched and sorted in SQL), then the page's clients read by id, as the full list answers them.
import type { ClientDto, ClientSort, ClientsPageQuery } from '@app/shared/clients';
import type { Paged } from '@app/shared/paged-list';
import { nullableKey, type SortKey } from '../../db/keyset.js';
import { isUnfiltered, pageById, searchSql } from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { countedRows } from '../../db/row-counts.js';
import { Prisma } from '../../generated/prisma/client.js';
import { findOwnClientsById } from './clients.data.js';

const NO_TEXT = Prisma.sql`''`;

const SORTS: Record<ClientSort, SortKey> = {
  client_name: Prisma.sql`lower(c.client_name)`,
  client_email: nullableKey(Prisma.sql`lower(c.client_email)`, NO_TEXT),
  client_phone: nullableKey(Prisma.sql`c.client_phone`, NO_TEXT),
  bank_account: nullableKey(Prisma.sql`c.bank_account`, NO_TEXT),
  vat_number: nullableKey(Prisma.sql`c.vat_number`, NO_TEXT),
  // "1000 Bruxelles", as the Localité column shows it.
  locality: Prisma.sql`lower(concat_ws(' ', c.postal_code, c.city))`,
};

export async function pageClients(
  db: DbOrTx,
  organizationId: number,
  query: ClientsPageQuery,
): Promise<Paged<ClientDto>> {
  const fromWhere = Prisma.sql`FROM clients c
    WHERE c.organization_id = ${organizationId}
      AND ${searchSql(query.q, [
        Prisma.sql`c.client_name`,
        Prisma.sql`c.client_id::text`,
        Prisma.sql`c.client_email`,
        Prisma.sql`c.client_phone`,
        Prisma.sql`c.vat_number`,
        Prisma.sql`concat_ws(' ', c.postal_code, c.city)`,
      ])}`;
  return pageById(
    db,
    query,
    {
      id: Prisma.sql`c.client_id`,
      fromWhere,
      sorts: SORTS,
      // Unfiltered, the total is the organization's row count; searched, the matches' count.
      counted: isUnfiltered(query) ? () => countedRows(db, organizationId, 'clients') : undefined,
    },
    { read: (ids) => findOwnClientsById(db, organizationId, ids), idOf: (row) => row.client_id },
    (row): ClientDto => row,
  );
}
