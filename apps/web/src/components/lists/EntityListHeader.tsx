import type { ReactNode } from 'react';
import { RoleOnly } from '../feedback/RoleLock';
import { PlainButton } from '../buttons/PlainButton';
import './PagedEntityListPage.css';

/**
 * Above a list: what it is (its heading or a switch) and, at the end, its add button (not for a
 * viewer).
 */
export function EntityListHeader({
  add,
  onAdd,
  children,
}: {
  add: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div className="entity-list-page__header">
      {children}
      <RoleOnly action="write">
        <PlainButton variant="primary" onClick={onAdd}>
          {add}
        </PlainButton>
      </RoleOnly>
    </div>
  );
}
