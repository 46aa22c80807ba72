import type { OrganizationDto } from '@app/shared/organization';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { isFieldRefusal } from '../../api/form-request';
import { announced } from '../../lib/server-result';
import { updateOrganization } from './organization.api';
import { organizationInputOf } from './organization-draft';

/**
 * Factur-X PDFs: always in France; a Belgian organization chooses them, saved at once
 * with the organization. Invoices validated from then on (and their credit notes) follow it.
 */
export function FacturXChoice({
  organization,
  onChange,
}: {
  organization: OrganizationDto;
  onChange: (organization: OrganizationDto) => void;
}) {
  const inputId = useId();
  const helpId = useId();
  const [saving, setSaving] = useState(false);
  if (organization.country === 'FR') {
    return (
      <p className="facturx-choice__always">
        Factur-X toujours actif : en France, les PDF des factures et notes de crédit validées
        contiennent leur XML Factur-X.
      </p>
    );
  }
  const save = async (facturx_pdf: boolean) => {
    setSaving(true);
    try {
      const result = await updateOrganization({
        ...organizationInputOf(organization),
        facturx_pdf,
      });
      // The stored fields sent back: a refusal about one of them has no field here to go under.
      if (isFieldRefusal(result)) toast.error(result.refused);
      else if (announced(result)) onChange(result.organization);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="facturx-choice">
      <div className="facturx-choice__check">
        <input
          id={inputId}
          type="checkbox"
          checked={organization.facturx_pdf}
          disabled={saving}
          aria-describedby={helpId}
          onChange={(event) => void save(event.target.checked)}
        />
        <label htmlFor={inputId}>Joindre le XML Factur-X aux factures PDF</label>
      </div>
      <p id={helpId} className="facturx-choice__help">
        Les PDF des factures validées ensuite (et de leurs notes de crédit) deviennent des PDF/A-3
        Factur-X, lisibles par les logiciels de facturation français. Les factures déjà validées ne
        changent pas.
      </p>
    </div>
  );
}
