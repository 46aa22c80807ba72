import { useQuery } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { AREA_KEYS, loadedOrThrow, NotLoaded } from '../../api/query-client';
import {
  getExpenseDetails,
  getExpensesFile,
  getRevenueDetails,
  getRevenuesFile,
} from './accounting.api';
import { Spinner } from '../../components/feedback/Spinner';
import {
  expenseDraftFromDetails,
  receiptFile,
  revenueDraftFromDetails,
  type AccountingTypeId,
  type EntryDraftCommon,
} from './accounting-drafts';
import type { EventChoice, PayerChoice } from './entry-options';
import { EntryForm } from './EntryForm';
import { EXPENSE_FORM, REVENUE_FORM, type EntryFormKind } from './entry-form-kinds';

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

/** The draft being edited, and whether the stored receipt has been put into it yet. */
interface Edited<Draft> {
  loaded: Loaded<Draft>;
  withReceipt: boolean;
}

/**
 * Spec §4: edit mode loads the entry's details, then fetches its receipt and rebuilds it as a
 * File, which the form shows and sends again with the update. Both are queries kept only while
 * the editor is open (gcTime 0): each opening reads the entry afresh, never a copy from before a
 * save. The draft is the form's own state, taken from the first answer and then the user's: a
 * later read of the same entry does not overwrite what is being typed.
 */
function useEditedEntry<Draft extends EntryDraftCommon>(
  loader: EntryLoader<Draft>,
  id: number,
): [EditState<Draft>, Dispatch<SetStateAction<Draft>>] {
  const queryKey = [...AREA_KEYS.accounting, 'entry', loader.name, id];
  const details = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return loadedOrThrow(await loader.details(id, signal));
      } catch (error) {
        // Spec §8: a failure while loading the details is only logged.
        if (!signal.aborted && !(error instanceof NotLoaded)) console.error(error);
        throw error;
      }
    },
    gcTime: 0,
  });
  const fileName = details.data?.fileName ?? null;
  const receipt = useQuery({
    queryKey: [...queryKey, 'receipt', fileName],
    queryFn: ({ signal }) =>
      loader.file(id, signal).then(
        (blob) => (blob && fileName !== null ? receiptFile(blob, fileName) : null),
        (error: unknown) => {
          if (signal.aborted) throw error;
          console.error(error);
          return null;
        },
      ),
    enabled: fileName !== null,
    gcTime: 0,
  });

  // Taken from the answers as they come (React's state from earlier renders, not an effect).
  const [edited, setEdited] = useState<Edited<Draft> | null>(null);
  if (edited === null && details.data) {
    setEdited({ loaded: details.data, withReceipt: details.data.fileName === null });
  }
  if (edited && !edited.withReceipt && receipt.isSuccess) {
    const draft = { ...edited.loaded.draft, file: receipt.data };
    setEdited({ loaded: { ...edited.loaded, draft }, withReceipt: true });
  }

  const setDraft: Dispatch<SetStateAction<Draft>> = (action) =>
    setEdited((previous) => {
      if (previous === null) return previous;
      const { draft } = previous.loaded;
      const next = typeof action === 'function' ? action(draft) : action;
      return { ...previous, loaded: { ...previous.loaded, draft: next } };
    });

  if (edited) {
    return [{ status: 'ready', receiptLoading: !edited.withReceipt, ...edited.loaded }, setDraft];
  }
  const failed = details.isError && !details.isFetching;
  return [failed ? { status: 'failed' } : { status: 'loading' }, setDraft];
}

export interface EditEntryProps {
  target: EditTarget;
  users: readonly PayerChoice[];
  events: readonly EventChoice[];
  onSaved: () => void;
}

/** How one type of entry is read back for editing, and the form that shows it. */
interface EntryLoader<Draft extends EntryDraftCommon> {
  /** In the query's key. */
  name: 'expense' | 'revenue';
  kind: EntryFormKind<Draft>;
  details: (id: number, signal: AbortSignal) => Promise<Loaded<Draft> | undefined>;
  file: (id: number, signal: AbortSignal) => Promise<Blob | undefined>;
}

/** The loader of a type of entry whose details `read` gives and `loaded` turns into the form's. */
function entryLoader<Draft extends EntryDraftCommon, Details>(
  name: EntryLoader<Draft>['name'],
  kind: EntryFormKind<Draft>,
  read: (id: number, signal: AbortSignal) => Promise<Details | undefined>,
  loaded: (details: Details) => Loaded<Draft>,
  file: EntryLoader<Draft>['file'],
): EntryLoader<Draft> {
  return {
    name,
    kind,
    details: async (id, signal) => {
      const details = await read(id, signal);
      return details === undefined ? undefined : loaded(details);
    },
    file,
  };
}

const EXPENSE_LOADER = entryLoader(
  'expense',
  EXPENSE_FORM,
  getExpenseDetails,
  (details) => ({
    draft: expenseDraftFromDetails(details),
    fileName: details.expense.file_path,
    payer: details.user,
    event: details.event,
  }),
  getExpensesFile,
);

const REVENUE_LOADER = entryLoader(
  'revenue',
  REVENUE_FORM,
  getRevenueDetails,
  (details) => ({
    draft: revenueDraftFromDetails(details),
    fileName: details.revenue.file_path,
    payer: null,
    event: details.event,
  }),
  getRevenuesFile,
);

export function EditEntry({ target, ...rest }: EditEntryProps) {
  return target.type === 'sortie' ? (
    <EditOne loader={EXPENSE_LOADER} id={target.id} {...rest} />
  ) : (
    <EditOne loader={REVENUE_LOADER} id={target.id} {...rest} />
  );
}

function LoadState({ failed }: { failed: boolean }) {
  return failed ? (
    <p className="empty-state" role="alert">
      Cette entrée n&apos;a pas pu être chargée.
    </p>
  ) : (
    <Spinner block label="Chargement de l'entrée" />
  );
}

type EditOneProps<Draft extends EntryDraftCommon> = Omit<EditEntryProps, 'target'> & {
  loader: EntryLoader<Draft>;
  id: number;
};

function EditOne<Draft extends EntryDraftCommon>({
  loader,
  id,
  users,
  events,
  onSaved,
}: EditOneProps<Draft>) {
  const [state, setDraft] = useEditedEntry(loader, id);

  if (state.status !== 'ready') return <LoadState failed={state.status === 'failed'} />;
  return (
    <EntryForm
      kind={loader.kind}
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
