import { useState } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/** The row waiting for a delete confirmation, and the dialog's words. */
export interface RowDeletion<Row> {
  row: Row | null;
  title: string;
  message: (row: Row) => string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete of a list row: `ask` opens the confirmation; confirming runs `remove` with the
 * row's delete spinner, and closes the dialog once `remove` says the row is gone.
 */
export function useRowDeletion<Row>(options: {
  rowId: (row: Row) => number;
  rows: {
    isBusy: (action: 'delete', rowId: number) => boolean;
    run: (action: 'delete', rowId: number, work: () => Promise<void>) => Promise<void>;
  };
  title: string;
  message: (row: Row) => string;
  remove: (row: Row) => Promise<boolean>;
}) {
  const { rowId, rows, remove } = options;
  const [row, setRow] = useState<Row | null>(null);
  const deletion: RowDeletion<Row> = {
    row,
    title: options.title,
    message: options.message,
    loading: row !== null && rows.isBusy('delete', rowId(row)),
    onConfirm: () => {
      if (row === null) return;
      void rows.run('delete', rowId(row), async () => {
        if (await remove(row)) setRow(null);
      });
    },
    onCancel: () => setRow(null),
  };
  return { ask: setRow, deletion };
}

/** The confirmation of a row's delete (a list's `children`). */
export function RowDeletionDialog<Row>({ deletion }: { deletion: RowDeletion<Row> }) {
  return (
    <ConfirmDialog
      open={deletion.row !== null}
      title={deletion.title}
      message={deletion.row ? deletion.message(deletion.row) : ''}
      confirmLabel="Supprimer"
      loading={deletion.loading}
      onConfirm={deletion.onConfirm}
      onCancel={deletion.onCancel}
    />
  );
}
