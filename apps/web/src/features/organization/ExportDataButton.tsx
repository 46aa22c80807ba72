import { todayIso } from '@app/shared/dates';
import { organizationExportFileName } from '@app/shared/organization';
import { useState } from 'react';
import { saveBlob } from '../../api/download';
import { LoadingButton } from '../../components/LoadingButton';
import { exportOrganizationData } from './organization.api';

/** "Exporter toutes les données": the organization's tables and files as one zip. */
export function ExportDataButton({ organizationName }: { organizationName: string }) {
  const [exporting, setExporting] = useState(false);

  const exportZip = async () => {
    setExporting(true);
    try {
      const zip = await exportOrganizationData();
      if (zip) saveBlob(zip, organizationExportFileName(organizationName, todayIso()));
    } catch (error) {
      // The fetch helper has already told the user what went wrong.
      console.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <LoadingButton variant="secondary" loading={exporting} onClick={() => void exportZip()}>
      Exporter toutes les données
    </LoadingButton>
  );
}
