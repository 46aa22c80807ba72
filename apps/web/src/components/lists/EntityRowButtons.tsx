import type { ReactNode } from 'react';
import { useCan } from '../../session/useCan';
import { PlainButton } from '../buttons/PlainButton';

export interface EntityRowButtonsProps<T> {
  entity: T;
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
}: EntityRowButtonsProps<T>) {
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
