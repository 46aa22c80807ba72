import { useState } from 'react';
import toast from 'react-hot-toast';
import { getExpensesFile, getRevenuesFile } from './accounting.api';
import { saveBlob } from '../../api/download';
import { downloadName } from './accounting-drafts';
import { entryKey, type Entry } from './accounting-entry';

export const MSG_DOWNLOAD_FAILED = 'Erreur lors du téléchargement du fichier';

/** Downloads an entry's proof; `downloading` is the key of the row being downloaded, if any. */
export function useProofDownload() {
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (entry: Entry) => {
    setDownloading(entryKey(entry));
    try {
      const blob =
        entry.type === 'sortie' ? await getExpensesFile(entry.id) : await getRevenuesFile(entry.id);
      if (!blob) throw new Error('No file');
      saveBlob(blob, downloadName(entry.name, entry.fileName, blob.type));
    } catch {
      toast.error(MSG_DOWNLOAD_FAILED);
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, download };
}
