// The organization's words for amounts with and without VAT (HTVA/TVAC in Belgium, HT/TTC in
// France), for screens that show a document without the form's reference lists.
import { vatLabels, type VatLabels } from '@app/shared/country-labels';
import type { OrganizationDto } from '@app/shared/organization';
import { useMemo } from 'react';
import { useReferenceData } from './useReferenceData';

/**
 * The labels of the organization's country, Belgium's until it is read. `getOrganization` is the
 * organization's reference read (a module function: the same query on every screen).
 */
export function useVatLabels(
  getOrganization: (signal?: AbortSignal) => Promise<OrganizationDto | undefined>,
): VatLabels {
  const sources = useMemo(() => ({ organization: getOrganization }), [getOrganization]);
  const { lists } = useReferenceData(sources);
  return vatLabels(lists?.organization.country ?? 'BE');
}
