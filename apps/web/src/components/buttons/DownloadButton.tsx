import { useState, type ReactNode } from 'react';
import { saveBlob } from '../../api/download';
import { LoadingButton } from './LoadingButton';

export interface DownloadButtonProps {
  /** Fetches the file; nothing when the fetch helper has already answered otherwise. */
  download: () => Promise<Blob | undefined>;
  /** The saved file's name, read once the file has arrived. */
  fileName: () => string;
  children: ReactNode;
}

/** A secondary button that fetches a file and saves it, busy while the file comes. */
export function DownloadButton({ download, fileName, children }: DownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);

  const save = async () => {
    setDownloading(true);
    try {
      const file = await download();
      if (file) saveBlob(file, fileName());
    } catch (error) {
      // Spec §8: a failed export is only logged; the fetch helper has already told the user.
      console.error(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <LoadingButton variant="secondary" loading={downloading} onClick={() => void save()}>
      {children}
    </LoadingButton>
  );
}
