import { useState } from 'react';
import toast from 'react-hot-toast';
import { deleteExpense, deleteRevenue } from './accounting.api';
import type { Entry, LoadedList } from './accounting-entry';

/** The entry waiting for confirmation, and its deletion once confirmed. */
export function useEntryDeletion(update: (change: (list: LoadedList) => LoadedList) => void) {
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const result =
        toDelete.type === 'sortie'
          ? await deleteExpense(toDelete.id)
          : await deleteRevenue(toDelete.id);
      // Spec §8: an answer with `error` is an error toast; a refusal (non-OK) was already shown
      // by the fetch helper.
      if (result?.error) toast.error(result.message);
      else if (result) {
        toast.success(result.message);
        const removed = toDelete;
        update((list): LoadedList =>
          list.type === 'sortie'
            ? {
                type: 'sortie',
                rows: list.rows.filter(
                  (row) => removed.type !== 'sortie' || row.expense_id !== removed.id,
                ),
              }
            : {
                type: 'rentrée',
                rows: list.rows.filter(
                  (row) => removed.type !== 'rentrée' || row.revenue_id !== removed.id,
                ),
              },
        );
      }
      setToDelete(null);
    } catch (error) {
      console.error(error);
    } finally {
      setDeleting(false);
    }
  };

  return { toDelete, setToDelete, deleting, confirmDelete };
}
