import type { ReceivedDocumentChanged, ReceivedDocumentDto } from '@app/shared/purchase-invoices';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import {
  getReceivedDocumentFile,
  RECEIVED_KEY,
  rejectReceivedDocument,
  restoreReceivedDocument,
} from './received.api';
import { fileNameOf } from './received-labels';
import type { ReceivedActions } from './ReceivedCard';

export const MSG_DOWNLOAD_FAILED = 'Erreur lors du téléchargement du fichier';

type Change = { action: 'reject' | 'restore'; id: number };

/** A document rejected or put back (its toast, the list and counts read again), its download. */
export function useReceivedActions(): ReceivedActions {
  const mutation = useAreaMutation(
    ({ action, id }: Change) =>
      action === 'reject' ? rejectReceivedDocument(id) : restoreReceivedDocument(id),
    [RECEIVED_KEY],
  );
  const run = async (change: Change) => {
    const result: ReceivedDocumentChanged | undefined = await mutation
      .mutateAsync(change)
      .catch(() => undefined);
    if (result) toast.success(result.message);
  };
  const download = async (document: ReceivedDocumentDto) => {
    const blob = await getReceivedDocumentFile(document.received_document_id).catch(
      () => undefined,
    );
    if (blob) saveBlob(blob, fileNameOf(document));
    else toast.error(MSG_DOWNLOAD_FAILED);
  };
  return {
    pending: mutation.isPending ? mutation.variables.id : undefined,
    reject: (id) => void run({ action: 'reject', id }),
    restore: (id) => void run({ action: 'restore', id }),
    download: (document) => void download(document),
  };
}
