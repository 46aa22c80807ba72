import type { IsoDateRange } from '@app/shared/dates';
import { useState } from 'react';
import { exportAccounting, exportFileName } from './accounting.api';
import { saveBlob } from '../../api/download';
import { LoadingButton } from '../../components/LoadingButton';

/** "Exporter": the period's entries and proofs as one zip. */
export function ExportButton({ range }: { range: IsoDateRange }) {
  const [exporting, setExporting] = useState(false);

  const exportZip = async () => {
    setExporting(true);
    try {
      const zip = await exportAccounting(range);
      if (zip) saveBlob(zip, exportFileName(range));
    } catch (error) {
      // Spec §8: an export failure is only logged.
      console.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <LoadingButton variant="secondary" loading={exporting} onClick={() => void exportZip()}>
      Exporter
    </LoadingButton>
  );
}
