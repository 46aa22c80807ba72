import { formatEurosAmount } from '@app/shared/format';
import { formatIban } from '@app/shared/legal-identity';
import { legalFormOf } from '@app/shared/legal-mentions';
import {
  MSG_LEAVE_CONFIRMATION,
  type OrganizationDto,
  type OrganizationFileType,
} from '@app/shared/organization';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { leaveOrganization } from './organization.api';
import { getCustomerPortalUrl } from './customer-portal.api';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { RoleLock, RoleOnly } from '../../components/feedback/RoleLock';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { useSession } from '../../session/session';
import { MembersTable } from './MembersTable';
import { OrganizationImageUpload } from './OrganizationImageUpload';
import { EinvoiceReadiness } from './EinvoiceReadiness';
import { OrganizationSection } from './OrganizationSection';

export interface InformationsTabProps {
  organization: OrganizationDto;
  onChange: (organization: OrganizationDto) => void;
  /** Opens the form where the missing identity is filled in. */
  onCompleteIdentity: () => void;
  /** A member's role changed or a member was removed: the organization is read again. */
  onMembersChanged?: () => void;
}

const COUNTRY_NAMES = { BE: 'Belgique', FR: 'France' } as const;

/** Legal form, registry and (for a form that has one) the share capital, as documents print them. */
function legalRows(organization: OrganizationDto): [string, string][] {
  const legalForm = legalFormOf(organization.country, organization.legal_form);
  return [
    ['Forme juridique', legalForm?.label ?? organization.legal_form ?? '—'],
    ['Registre', organization.registry || '—'],
    ...(legalForm?.capital
      ? [
          [
            'Capital social',
            organization.share_capital === null
              ? '—'
              : formatEurosAmount(organization.share_capital),
          ] as [string, string],
        ]
      : []),
  ];
}

function OrganizationDetails({ organization }: { organization: OrganizationDto }) {
  const french = organization.country === 'FR';
  const locality = [organization.postal_code, organization.city].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    ['Nom', organization.organization_name],
    ['Adresse', organization.address],
    ['Code postal et ville', locality || '—'],
    ['Pays', COUNTRY_NAMES[organization.country]],
    [french ? 'SIREN' : "Numéro d'entreprise", organization.enterprise_number || '—'],
    ...(french ? [['SIRET', organization.siret || '—'] as [string, string]] : []),
    ...legalRows(organization),
    ['Email', organization.email],
    ['Téléphone', organization.phone],
    ['Numéro de TVA', organization.vat_number || '—'],
    ['Compte bancaire', formatIban(organization.bank_account)],
    ['BIC', organization.bic || '—'],
    ['Délai de paiement', `${organization.payment_terms_days} jours`],
    ['Validité des devis', `${organization.quote_validity_days} jours`],
    ['Formule', organization.plan?.nom ?? 'Aucune'],
    ['Assujetti à la TVA', organization.is_vat_subject ? 'Oui' : 'Non'],
  ];
  return (
    <dl className="details">
      {rows.map(([term, value]) => (
        <div key={term} className="details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the server asks for before the first invoice validation, as a reminder. */
function MissingIdentityNotice({
  missing,
  onComplete,
}: {
  missing: string[];
  onComplete: () => void;
}) {
  if (missing.length === 0) return null;
  return (
    <div role="status" className="notice missing-identity">
      <p className="missing-identity__text">
        Complétez ces informations avant de valider votre première facture : {missing.join(', ')}.
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onComplete}>
        Compléter dans Settings
      </button>
    </div>
  );
}

/** Modifier mon abonnement: the customer portal, opened in a new tab. */
function useCustomerPortal() {
  const [openingPortal, setOpeningPortal] = useState(false);
  const openPortal = async () => {
    setOpeningPortal(true);
    try {
      const url = await getCustomerPortalUrl();
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    } finally {
      setOpeningPortal(false);
    }
  };
  return { openingPortal, openPortal };
}

/** Quitter l'organisation, once confirmed. */
function useLeaveOrganization() {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();
  return useConfirmedAction<void>(async () => {
    const result = await leaveOrganization();
    if (!result) return false;
    toast.success(result.message);
    // Still signed in, but without an organization: the areas are closed until they create
    // or join one, so the navigation goes away.
    setAuthenticated(false);
    void navigate('/organizationSetup');
    return true;
  });
}

/** The organization's two images, as the Images section offers them. */
const IMAGES: readonly {
  fileType: OrganizationFileType;
  title: string;
  inputLabel: string;
  currentAlt: string;
}[] = [
  { fileType: 'logo_image', title: 'Logo', inputLabel: 'Nouveau logo', currentAlt: 'Logo actuel' },
  {
    fileType: 'background_image',
    title: 'Image de fond',
    inputLabel: 'Nouvelle image de fond',
    currentAlt: 'Image de fond actuelle',
  },
];

/** Logo and background image, each replaced on its own. */
function OrganizationImages({
  organization,
  onChange,
}: Pick<InformationsTabProps, 'organization' | 'onChange'>) {
  return (
    <OrganizationSection titleId="org-images-title" title="Images">
      <RoleLock action="organization">
        <div className="image-upload-grid">
          {IMAGES.map((image) => (
            <OrganizationImageUpload
              key={image.fileType}
              {...image}
              currentUrl={organization[image.fileType]}
              onUpdated={(url) => onChange({ ...organization, [image.fileType]: url })}
            />
          ))}
        </div>
      </RoleLock>
    </OrganizationSection>
  );
}

export function InformationsTab({
  organization,
  onChange,
  onCompleteIdentity,
  onMembersChanged,
}: InformationsTabProps) {
  const { openingPortal, openPortal } = useCustomerPortal();
  const leaving = useLeaveOrganization();

  return (
    <div className="organization-info">
      <MissingIdentityNotice
        missing={organization.missing_identity}
        onComplete={onCompleteIdentity}
      />
      <OrganizationSection titleId="org-details-title" title={organization.organization_name}>
        <OrganizationDetails organization={organization} />
        <div className="organization-section__actions">
          <RoleOnly action="subscription">
            <LoadingButton loading={openingPortal} onClick={() => void openPortal()}>
              Modifier mon abonnement
            </LoadingButton>
          </RoleOnly>
          <LoadingButton variant="danger" onClick={() => leaving.ask()}>
            Quitter l'organisation
          </LoadingButton>
        </div>
      </OrganizationSection>

      <RoleLock action="organization">
        <EinvoiceReadiness
          organization={organization}
          onComplete={onCompleteIdentity}
          onChange={onChange}
        />
      </RoleLock>

      <OrganizationImages organization={organization} onChange={onChange} />

      <OrganizationSection titleId="org-members-title" title="Membres">
        <MembersTable members={organization.users} onChanged={onMembersChanged} />
      </OrganizationSection>

      <ConfirmDialog
        {...leaving.dialog}
        title="Quitter l'organisation"
        message={MSG_LEAVE_CONFIRMATION}
        confirmLabel="Quitter"
      />
    </div>
  );
}
