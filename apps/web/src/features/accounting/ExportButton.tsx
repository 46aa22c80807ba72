import type { IsoDateRange } from '@app/shared/dates';
import { exportAccounting, exportFileName } from './accounting.api';
import { DownloadButton } from '../../components/buttons/DownloadButton';

/** "Exporter": the period's entries and proofs as one zip. */
export function ExportButton({ range }: { range: IsoDateRange }) {
  return (
    <DownloadButton download={() => exportAccounting(range)} fileName={() => exportFileName(range)}>
      Exporter
    </DownloadButton>
  );
}
