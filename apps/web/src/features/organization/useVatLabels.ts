// The organization's words for amounts with and without VAT (HTVA/TVAC in Belgium, HT/TTC in
// France), for screens that show a document without the form's reference lists.
import { vatLabels, type VatLabels } from '@app/shared/country-labels';
import { useReferenceData } from '../../hooks/useReferenceData';
import { getOrganization } from './organization.api';

const SOURCES = { organization: getOrganization };

/** The labels of the organization's country; Belgium's until the organization is read. */
export function useVatLabels(): VatLabels {
  const { lists } = useReferenceData(SOURCES);
  return vatLabels(lists?.organization.country ?? 'BE');
}
