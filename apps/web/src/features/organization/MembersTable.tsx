import type { MemberDto } from '@app/shared/organization';
import { useState } from 'react';
import { Pagination, pageCountOf, pageSlice } from '../../components/Pagination';

/** Spec part 1 §9: organization users and join requests, 10 rows per page. */
export const ORGANIZATION_PAGE_SIZE = 10;

/** The page of rows shown, and the pagination under the table. */
export function useOrganizationPages<Row>(rows: readonly Row[], label: string) {
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(rows.length, ORGANIZATION_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  return {
    visible: pageSlice(rows, current, ORGANIZATION_PAGE_SIZE),
    firstPage: () => setPage(1),
    pagination: (
      <Pagination page={current} pageCount={pageCount} onChange={setPage} label={label} />
    ),
  };
}

export function MembersTable({ members }: { members: readonly MemberDto[] }) {
  const pages = useOrganizationPages(members, 'Pagination des membres');

  if (members.length === 0) return <p className="empty-state">Aucun membre.</p>;
  return (
    <>
      <div className="table-wrapper">
        <table className="data-table">
          <caption className="sr-only">Membres de l’organisation</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {pages.visible.map((member) => (
              <tr key={member.user_id}>
                <td data-label="Nom">{member.name}</td>
                <td data-label="Email">{member.email}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.pagination}
    </>
  );
}
