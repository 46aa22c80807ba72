import { sellerEinvoiceMissing } from '@app/shared/einvoicing';
import type { OrganizationDto } from '@app/shared/organization';
import { FacturXChoice } from './FacturXChoice';
import { OrganizationSection } from './OrganizationSection';
import { PeppolRegistration } from './PeppolRegistration';

/**
 * Whether the organization can issue e-invoices (Peppol BIS 3.0 XML for every validated invoice
 * and credit note, Factur-X PDFs in France or by choice in Belgium), what it must still fill in,
 * and the Factur-X choice.
 */
export function EinvoiceReadiness({
  organization,
  onComplete,
  onChange,
}: {
  organization: OrganizationDto;
  onComplete: () => void;
  onChange: (organization: OrganizationDto) => void;
}) {
  const missing = sellerEinvoiceMissing(organization);
  const facturX = organization.country === 'FR' || organization.facturx_pdf;
  return (
    <OrganizationSection titleId="org-einvoice-title" title="Facturation électronique">
      {missing.length === 0 ? (
        <p>
          Prête : chaque facture validée et chaque note de crédit se téléchargent en XML Peppol
          {facturX ? ', et leurs PDF sont des Factur-X.' : '.'}
        </p>
      ) : (
        <div className="notice missing-identity">
          <p className="missing-identity__text">
            Pas encore prête pour la facturation électronique. Il manque : {missing.join(', ')}.
          </p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={onComplete}
          >
            Compléter pour la facturation électronique
          </button>
        </div>
      )}
      <FacturXChoice organization={organization} onChange={onChange} />
      <PeppolRegistration />
    </OrganizationSection>
  );
}
