import { useState } from 'react';

/**
 * An action asked first (a deletion, leaving, cancelling): what the question is about while it
 * is open, and the action once confirmed, busy meanwhile. The action answers true when it is done
 * (the question closes); false leaves the question open for another try.
 */
export function useConfirmedAction<Subject>(
  action: (subject: Subject) => Promise<boolean>,
  onError?: (error: unknown) => void,
) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    if (subject === null) return;
    setRunning(true);
    try {
      if (await action(subject)) setSubject(null);
    } catch (error) {
      // Network failure: the fetch helper already said so.
      onError?.(error);
    } finally {
      setRunning(false);
    }
  };

  return {
    /** What the open question is about; null: no question. */
    subject,
    /** Whether the question is open (for an action about nothing in particular, `Subject` void). */
    open: subject !== null,
    ask: (next: Subject) => setSubject(next),
    cancel: () => setSubject(null),
    running,
    confirm,
    /** The ConfirmDialog's state and answers, wired to this action. */
    dialog: {
      open: subject !== null,
      loading: running,
      onConfirm: () => void confirm(),
      onCancel: () => setSubject(null),
    },
  };
}
