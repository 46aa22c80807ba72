import type { ReactNode } from 'react';
import { useCan } from '../../session/useCan';
import { PlainButton } from '../buttons/PlainButton';
import type { EntityKey } from './useEntityEditor';

/** One column of a list screen: its header, also the `data-label` of the mobile card. */
export interface EntityColumn<T> {
  label: string;
  cell: (entity: T) => ReactNode;
}

export interface EntityTableProps<T> {
  caption: string;
  columns: readonly EntityColumn<T>[];
  /** The last column's header ('Actions'). */
  actionsLabel: string;
  rows: readonly T[];
  keyOf: (entity: T) => EntityKey;
  /** The entity's name in the buttons' accessible names (`Modifier <name>`). */
  nameOf: (entity: T) => string;
  /** Buttons shown before Modifier and Supprimer. */
  rowActions?: (entity: T) => ReactNode;
  onEdit: (entity: T) => void;
  onDelete: (entity: T) => void;
}

/**
 * A row's buttons: the screen's own, then Modifier and Supprimer named after the entity (not for
 * a viewer).
 */
export function EntityRowButtons<T>({
  entity,
  nameOf,
  rowActions,
  onEdit,
  onDelete,
}: Pick<EntityTableProps<T>, 'nameOf' | 'rowActions' | 'onEdit' | 'onDelete'> & { entity: T }) {
  const buttons = [
    { label: 'Modifier', variant: 'secondary', run: onEdit },
    { label: 'Supprimer', variant: 'danger', run: onDelete },
  ] as const;
  const { allowed } = useCan('write');
  return (
    <>
      {rowActions?.(entity)}
      {(allowed ? buttons : []).map(({ label, variant, run }) => (
        <PlainButton
          key={label}
          variant={variant}
          small
          aria-label={`${label} ${nameOf(entity)}`}
          onClick={() => run(entity)}
        >
          {label}
        </PlainButton>
      ))}
    </>
  );
}

/** The rows of a list screen with their Modifier and Supprimer buttons. */
export function EntityTable<T>({
  caption,
  columns,
  actionsLabel,
  rows,
  keyOf,
  nameOf,
  rowActions,
  onEdit,
  onDelete,
}: EntityTableProps<T>) {
  return (
    <div className="table-wrapper">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {[...columns.map((column) => column.label), actionsLabel].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((entity) => (
            <tr key={keyOf(entity)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(entity)}
                </td>
              ))}
              <td className="data-table__actions">
                <EntityRowButtons
                  entity={entity}
                  nameOf={nameOf}
                  rowActions={rowActions}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
