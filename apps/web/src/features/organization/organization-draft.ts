import { vatNumberFor, type Country } from '@app/shared/legal-identity';
import { legalFormOf } from '@app/shared/legal-mentions';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  type OrganizationDto,
  type OrganizationInput,
} from '@app/shared/organization';

/**
 * The organization form's draft: text fields as typed, the VAT number kept while the switch is
 * off, the SIRET kept while the country is Belgium (neither is sent then).
 */
export interface OrganizationDraft {
  organization_name: string;
  address: string;
  postal_code: string;
  city: string;
  country: Country;
  enterprise_number: string;
  siret: string;
  phone: string;
  email: string;
  bank_account: string;
  bic: string;
  payment_terms_days: number | null;
  is_vat_subject: boolean;
  vat_number: string;
  /** A code of the country's legal forms, '' for none. */
  legal_form: string;
  registry: string;
  /** Euros as typed; sent only for a legal form that has a share capital. */
  share_capital: string;
  quote_validity_days: number | null;
}

export const EMPTY_ORGANIZATION_DRAFT: OrganizationDraft = {
  organization_name: '',
  address: '',
  postal_code: '',
  city: '',
  country: 'BE',
  enterprise_number: '',
  siret: '',
  phone: '',
  email: '',
  bank_account: '',
  bic: '',
  payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS,
  is_vat_subject: false,
  vat_number: '',
  legal_form: '',
  registry: '',
  share_capital: '',
  quote_validity_days: DEFAULT_QUOTE_VALIDITY_DAYS,
};

export function draftFromOrganization(organization: OrganizationDto): OrganizationDraft {
  return {
    organization_name: organization.organization_name,
    address: organization.address,
    postal_code: organization.postal_code ?? '',
    city: organization.city ?? '',
    country: organization.country,
    enterprise_number: organization.enterprise_number ?? '',
    siret: organization.siret ?? '',
    phone: organization.phone,
    email: organization.email,
    bank_account: organization.bank_account,
    bic: organization.bic ?? '',
    payment_terms_days: organization.payment_terms_days,
    is_vat_subject: organization.is_vat_subject,
    vat_number: organization.vat_number ?? '',
    legal_form: organization.legal_form ?? '',
    registry: organization.registry ?? '',
    share_capital:
      organization.share_capital === null
        ? ''
        : String(organization.share_capital).replace('.', ','),
    quote_validity_days: organization.quote_validity_days,
  };
}

/** The organization as it is saved, to send again with one setting changed. */
export function organizationInputOf(organization: OrganizationDto): OrganizationInput {
  return {
    organization_name: organization.organization_name,
    address: organization.address,
    phone: organization.phone,
    email: organization.email,
    bank_account: organization.bank_account,
    is_vat_subject: organization.is_vat_subject,
    vat_number: organization.vat_number,
    country: organization.country,
    enterprise_number: organization.enterprise_number,
    siret: organization.siret,
    postal_code: organization.postal_code,
    city: organization.city,
    bic: organization.bic,
    payment_terms_days: organization.payment_terms_days,
    facturx_pdf: organization.facturx_pdf,
    legal_form: organization.legal_form,
    registry: organization.registry,
    share_capital: organization.share_capital,
    quote_validity_days: organization.quote_validity_days,
  };
}

/** What the shared schema checks; an emptied number of days is refused, not defaulted. */
export type OrganizationCandidate = Omit<
  OrganizationInput,
  'payment_terms_days' | 'quote_validity_days'
> & {
  payment_terms_days: number | null;
  quote_validity_days: number | null;
};

/** Whether the draft's legal form has a share capital (the field shows only then). */
export const hasShareCapital = (draft: OrganizationDraft) =>
  legalFormOf(draft.country, draft.legal_form)?.capital === true;

/** What is checked and sent: no VAT number without VAT subjection, no SIRET outside France. */
export function toOrganizationInput(draft: OrganizationDraft): OrganizationCandidate {
  return {
    ...draft,
    vat_number: draft.is_vat_subject ? draft.vat_number : null,
    siret: draft.country === 'FR' ? draft.siret : null,
    share_capital: hasShareCapital(draft) ? draft.share_capital : null,
  };
}

// The fields the VAT number derives from; a change to one of them may suggest it again.
const VAT_SOURCES: ReadonlyArray<keyof OrganizationDraft> = [
  'country',
  'enterprise_number',
  'is_vat_subject',
];

const suggestedVat = (draft: OrganizationDraft) =>
  draft.enterprise_number.trim() === ''
    ? null
    : vatNumberFor(draft.country, draft.enterprise_number);

/**
 * The draft after one field changed. For a VAT subject whose VAT number is empty, or still the
 * one suggested from the previous enterprise number, the VAT number follows the enterprise
 * number (BE + number, FR + key + SIREN); a VAT number the user typed is never replaced.
 */
export function changeOrganizationDraft<Field extends keyof OrganizationDraft>(
  draft: OrganizationDraft,
  field: Field,
  value: OrganizationDraft[Field],
): OrganizationDraft {
  const next = { ...draft, [field]: value };
  // Another country's legal forms are not this one's: the choice starts again.
  if (field === 'country' && !legalFormOf(next.country, next.legal_form)) next.legal_form = '';
  if (!VAT_SOURCES.includes(field) || !next.is_vat_subject) return next;
  const typed = next.vat_number.trim();
  if (typed !== '' && typed !== suggestedVat(draft)) return next;
  const suggestion = suggestedVat(next);
  return suggestion === null ? next : { ...next, vat_number: suggestion };
}
