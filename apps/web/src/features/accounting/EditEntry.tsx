import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
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

/** How one type of entry is read back for editing, and the form that shows it. */
interface EntryLoader<Draft extends EntryDraftCommon> {
  kind: EntryFormKind<Draft>;
  details: (id: number, signal: AbortSignal) => Promise<Loaded<Draft> | undefined>;
  file: (id: number, signal: AbortSignal) => Promise<Blob | undefined>;
}

/** The loader of a type of entry whose details `read` gives and `loaded` turns into the form's. */
function entryLoader<Draft extends EntryDraftCommon, Details>(
  kind: EntryFormKind<Draft>,
  read: (id: number, signal: AbortSignal) => Promise<Details | undefined>,
  loaded: (details: Details) => Loaded<Draft>,
  file: EntryLoader<Draft>['file'],
): EntryLoader<Draft> {
  return {
    kind,
    details: async (id, signal) => {
      const details = await read(id, signal);
      return details === undefined ? undefined : loaded(details);
    },
    file,
  };
}

const EXPENSE_LOADER = entryLoader(
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
  const loadDetails = useCallback(
    (signal: AbortSignal) => loader.details(id, signal),
    [loader, id],
  );
  const loadFile = useCallback((signal: AbortSignal) => loader.file(id, signal), [loader, id]);
  const [state, setDraft] = useEditedEntry(loadDetails, loadFile);

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
