import type { MemberDto } from '@app/shared/organization';
import {
  assignableRoles,
  MSG_REMOVE_CONFIRMATION,
  ROLE_LABELS,
  type Role,
} from '@app/shared/roles';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { Pagination, pageCountOf, pageSlice } from '../../components/lists/Pagination';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { announced } from '../../lib/server-result';
import { useSession } from '../../session/session';
import { removeMember, setMemberRole } from './members.api';

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

/**
 * What the signed-in member may do to each row: owners change any role and remove
 * anyone but themselves; admins change members and viewers between those two roles and remove
 * anyone but owners and themselves; the others only read. While the role is unknown the controls
 * show and the server decides.
 */
function useMemberRules() {
  const session = useSession();
  const role: Role = session.role ?? 'owner';
  const choices = assignableRoles(role);
  const isSelf = (member: MemberDto) => session.email !== null && member.email === session.email;
  return {
    manages: choices.length > 0,
    rolesFor: (member: MemberDto): Role[] =>
      choices.includes(member.role) && (role === 'owner' || !isSelf(member)) ? choices : [],
    mayRemove: (member: MemberDto) =>
      choices.length > 0 && !isSelf(member) && (role === 'owner' || member.role !== 'owner'),
    isSelf,
    /** After a change of one's own role: the page follows the new role. */
    refreshSession: () => void session.verify(undefined, { always: true }),
  };
}

export interface MembersTableProps {
  members: readonly MemberDto[];
  /** A role was changed or a member removed: the list is read again. */
  onChanged?: () => void;
}

export function MembersTable({ members, onChanged }: MembersTableProps) {
  const pages = useOrganizationPages(members, 'Pagination des membres');
  const rules = useMemberRules();
  const [changing, setChanging] = useState<number | null>(null);
  const removal = useConfirmedAction<MemberDto>(async (member) => {
    if (!announced(await removeMember(member.user_id))) return false;
    onChanged?.();
    return true;
  });

  const change = async (member: MemberDto, role: Role) => {
    setChanging(member.user_id);
    try {
      if (!announced(await setMemberRole(member.user_id, role))) return;
      if (rules.isSelf(member)) rules.refreshSession();
      onChanged?.();
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setChanging(null);
    }
  };

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
              <th scope="col">Rôle</th>
              {rules.manages ? (
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {pages.visible.map((member) => (
              <tr key={member.user_id}>
                <td data-label="Nom">{member.name}</td>
                <td data-label="Email">{member.email}</td>
                <td data-label="Rôle">
                  <RoleCell
                    member={member}
                    choices={rules.rolesFor(member)}
                    disabled={changing !== null}
                    onChange={(role) => void change(member, role)}
                  />
                </td>
                {rules.manages ? (
                  <td className="data-table__actions">
                    {rules.mayRemove(member) ? (
                      <LoadingButton
                        variant="danger"
                        className="button--sm"
                        aria-label={`Retirer ${member.name} de l’organisation`}
                        onClick={() => removal.ask(member)}
                      >
                        Retirer
                      </LoadingButton>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.pagination}
      <ConfirmDialog
        {...removal.dialog}
        title="Retirer un membre"
        message={removal.subject ? MSG_REMOVE_CONFIRMATION(removal.subject.name) : ''}
        confirmLabel="Retirer"
      />
    </>
  );
}

/** The member's role: a select for who may change it, its French label for the others. */
function RoleCell({
  member,
  choices,
  disabled,
  onChange,
}: {
  member: MemberDto;
  choices: Role[];
  disabled: boolean;
  onChange: (role: Role) => void;
}) {
  if (choices.length === 0) return <>{ROLE_LABELS[member.role]}</>;
  return (
    <select
      className="input member-role-select"
      aria-label={`Rôle de ${member.name}`}
      value={member.role}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {choices.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
