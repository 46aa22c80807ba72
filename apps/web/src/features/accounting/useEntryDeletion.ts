import toast from 'react-hot-toast';
import { deleteExpense, deleteRevenue } from './accounting.api';
import type { Entry } from './accounting-entry';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';

const logError = (error: unknown) => console.error(error);

/**
 * The entry waiting for confirmation, and its deletion once confirmed; `onDeleted` reloads the
 * page (the server's page now holds the next entry in its place).
 */
export function useEntryDeletion(onDeleted: () => void) {
  return useConfirmedAction(async (removed: Entry) => {
    const result =
      removed.type === 'sortie' ? await deleteExpense(removed.id) : await deleteRevenue(removed.id);
    // Spec §8: an answer with `error` is an error toast; a refusal (non-OK) was already shown
    // by the fetch helper.
    if (result?.error) toast.error(result.message);
    else if (result) {
      toast.success(result.message);
      onDeleted();
    }
    return true;
  }, logError);
}
