import { todayIso } from '@app/shared/dates';
import { organizationExportFileName } from '@app/shared/organization';
import { DownloadButton } from '../../components/buttons/DownloadButton';
import { exportOrganizationData } from './organization.api';

/** "Exporter toutes les données": the organization's tables and files as one zip. */
export function ExportDataButton({ organizationName }: { organizationName: string }) {
  return (
    <DownloadButton
      download={exportOrganizationData}
      fileName={() => organizationExportFileName(organizationName, todayIso())}
    >
      Exporter toutes les données
    </DownloadButton>
  );
}
