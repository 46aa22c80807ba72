import toast from 'react-hot-toast';
import { deleteExpense, deleteRevenue } from './accounting.api';
import type { Entry, LoadedList } from './accounting-entry';
import { useConfirmedAction } from '../../components/useConfirmedAction';

const logError = (error: unknown) => console.error(error);

/** The entry waiting for confirmation, and its deletion once confirmed. */
export function useEntryDeletion(update: (change: (list: LoadedList) => LoadedList) => void) {
  return useConfirmedAction(async (removed: Entry) => {
    const result =
      removed.type === 'sortie' ? await deleteExpense(removed.id) : await deleteRevenue(removed.id);
    // Spec §8: an answer with `error` is an error toast; a refusal (non-OK) was already shown
    // by the fetch helper.
    if (result?.error) toast.error(result.message);
    else if (result) {
      toast.success(result.message);
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
    return true;
  }, logError);
}
