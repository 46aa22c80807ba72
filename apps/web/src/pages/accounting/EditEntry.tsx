import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import {
  getExpenseDetails,
  getExpensesFile,
  getRevenueDetails,
  getRevenuesFile,
} from '../../api/accounting';
import { Spinner } from '../../components/Spinner';
import {
  expenseDraftFromDetails,
  receiptFile,
  revenueDraftFromDetails,
  type AccountingTypeId,
  type ExpenseDraft,
  type RevenueDraft,
} from './accounting-drafts';
import type { EventChoice, PayerChoice } from './entry-options';
import { ExpenseForm } from './ExpenseForm';
import { RevenueForm } from './RevenueForm';

export interface EditTarget {
  type: AccountingTypeId;
  id: number;
}

interface Loaded<Draft> {
  draft: Draft;
  fileName: string | null;
  payer: PayerChoice | null;
  event: EventChoice | null;
}

type EditState<Draft> =
  | { status: 'loading' }
  | { status: 'failed' }
  | ({ status: 'ready'; receiptLoading: boolean } & Loaded<Draft>);

/**
 * Spec §4: edit mode loads the entry's details, then fetches its receipt and rebuilds it as a
 * File, which the form shows and sends again with the update.
 */
function useEditedEntry<Draft extends { file: File | null }>(
  loadDetails: (signal: AbortSignal) => Promise<Loaded<Draft> | undefined>,
  loadFile: (signal: AbortSignal) => Promise<Blob | undefined>,
): [EditState<Draft>, Dispatch<SetStateAction<Draft>>] {
  const [state, setState] = useState<EditState<Draft>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      const loaded = await loadDetails(signal);
      if (signal.aborted) return;
      if (!loaded) {
        setState({ status: 'failed' });
        return;
      }
      setState({ status: 'ready', receiptLoading: loaded.fileName !== null, ...loaded });
      if (loaded.fileName === null) return;
      const { fileName } = loaded;
      const file = await loadFile(signal)
        .then((blob) => (blob ? receiptFile(blob, fileName) : null))
        .catch((error: unknown) => {
          if (!signal.aborted) console.error(error);
          return null;
        });
      if (signal.aborted) return;
      setState((previous) =>
        previous.status === 'ready'
          ? { ...previous, receiptLoading: false, draft: { ...previous.draft, file } }
          : previous,
      );
    };
    run().catch((error: unknown) => {
      if (signal.aborted) return;
      // Spec §8: a failure while loading the details is only logged.
      console.error(error);
      setState({ status: 'failed' });
    });
    return () => controller.abort();
  }, [loadDetails, loadFile]);

  const setDraft: Dispatch<SetStateAction<Draft>> = (action) =>
    setState((previous) =>
      previous.status === 'ready'
        ? {
            ...previous,
            draft: typeof action === 'function' ? action(previous.draft) : action,
          }
        : previous,
    );

  return [state, setDraft];
}

export interface EditEntryProps {
  target: EditTarget;
  users: readonly PayerChoice[];
  events: readonly EventChoice[];
  onSaved: () => void;
}

export function EditEntry({ target, ...rest }: EditEntryProps) {
  return target.type === 'sortie' ? (
    <EditExpense id={target.id} {...rest} />
  ) : (
    <EditRevenue id={target.id} {...rest} />
  );
}

type EditOneProps = Omit<EditEntryProps, 'target'> & { id: number };

function LoadState({ failed }: { failed: boolean }) {
  return failed ? (
    <p className="empty-state" role="alert">
      Cette entrée n&apos;a pas pu être chargée.
    </p>
  ) : (
    <Spinner block label="Chargement de l'entrée" />
  );
}

function EditExpense({ id, users, events, onSaved }: EditOneProps) {
  const loadDetails = useCallback(
    async (signal: AbortSignal): Promise<Loaded<ExpenseDraft> | undefined> => {
      const details = await getExpenseDetails(id, signal);
      if (!details) return undefined;
      return {
        draft: expenseDraftFromDetails(details),
        fileName: details.expense.file_name,
        payer: details.user,
        event: details.event,
      };
    },
    [id],
  );
  const loadFile = useCallback((signal: AbortSignal) => getExpensesFile(id, signal), [id]);
  const [state, setDraft] = useEditedEntry(loadDetails, loadFile);

  if (state.status !== 'ready') return <LoadState failed={state.status === 'failed'} />;
  return (
    <ExpenseForm
      draft={state.draft}
      setDraft={setDraft}
      users={users}
      events={events}
      knownPayer={state.payer}
      knownEvent={state.event}
      receiptLoading={state.receiptLoading}
      onSaved={onSaved}
    />
  );
}

function EditRevenue({ id, events, onSaved }: EditOneProps) {
  const loadDetails = useCallback(
    async (signal: AbortSignal): Promise<Loaded<RevenueDraft> | undefined> => {
      const details = await getRevenueDetails(id, signal);
      if (!details) return undefined;
      return {
        draft: revenueDraftFromDetails(details),
        fileName: details.revenue.file_name,
        payer: null,
        event: details.event,
      };
    },
    [id],
  );
  const loadFile = useCallback((signal: AbortSignal) => getRevenuesFile(id, signal), [id]);
  const [state, setDraft] = useEditedEntry(loadDetails, loadFile);

  if (state.status !== 'ready') return <LoadState failed={state.status === 'failed'} />;
  return (
    <RevenueForm
      draft={state.draft}
      setDraft={setDraft}
      events={events}
      knownEvent={state.event}
      receiptLoading={state.receiptLoading}
      onSaved={onSaved}
    />
  );
}
