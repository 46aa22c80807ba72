import type { ReactNode } from 'react';
import './EntityListPage.css';

/** Above a list: what it is (its heading or a switch) and, at the end, its add button. */
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
      <button type="button" className="button button--primary" onClick={onAdd}>
        {add}
      </button>
    </div>
  );
}
