// The parties of a document (seller and buyer) as a snapshot: what an invoice freezes at
// validation, and what a quote or a sale prints as the organization and the client are now.
// One place for the rules of what a party shows (a SIRET only in France, a VAT number only when
// subject to VAT).
import { sellerLegalMention } from '@app/shared/legal-mentions';
import type { Client, Organization } from '../../generated/prisma/client.js';
import type { DocumentData, DocumentParty } from './document-data.js';
import type { BuyerSnapshot, SellerSnapshot } from './snapshot-types.js';

export type Logo = { data: Uint8Array; mime: string } | null;

/** The organization's columns a seller snapshot reads. */
export type SellerColumns = Pick<
  Organization,
  | 'organization_name'
  | 'address'
  | 'postal_code'
  | 'city'
  | 'country'
  | 'enterprise_number'
  | 'is_vat_subject'
  | 'vat_number'
  | 'email'
  | 'phone'
  | 'siret'
  | 'bank_account'
  | 'bic'
  | 'payment_terms_days'
  | 'terms'
  | 'legal_form'
  | 'registry'
  | 'share_capital_cents'
>;

/** The client's columns a buyer snapshot reads. */
export type BuyerColumns = Pick<
  Client,
  | 'client_name'
  | 'client_address'
  | 'postal_code'
  | 'city'
  | 'country'
  | 'enterprise_number'
  | 'vat_number'
  | 'client_email'
  | 'client_phone'
  | 'client_type'
>;

/** The organization as the seller of an invoice issued now. */
export const sellerSnapshot = (org: SellerColumns): SellerSnapshot => ({
  name: org.organization_name,
  address: org.address,
  postal_code: org.postal_code,
  city: org.city,
  country: org.country,
  enterprise_number: org.enterprise_number,
  vat_number: org.is_vat_subject ? org.vat_number : null,
  email: org.email,
  phone: org.phone,
  siret: org.country === 'FR' ? org.siret : null,
  iban: org.bank_account,
  bic: org.bic,
  is_vat_subject: org.is_vat_subject,
  payment_terms_days: org.payment_terms_days,
  terms: org.terms,
  legal_form: org.legal_form,
  registry: org.registry,
  share_capital_cents: org.share_capital_cents,
});

/** The client as the buyer of a document made now. */
export const buyerSnapshot = (client: BuyerColumns): BuyerSnapshot => ({
  name: client.client_name,
  address: client.client_address,
  postal_code: client.postal_code,
  city: client.city,
  country: client.country,
  enterprise_number: client.enterprise_number,
  vat_number: client.vat_number,
  email: client.client_email,
  phone: client.client_phone,
  client_type: client.client_type,
});

/** The seller's block of a document, from its snapshot. */
export const sellerParty = (seller: SellerSnapshot, logo: Logo): DocumentData['organization'] => ({
  name: seller.name,
  address: seller.address,
  postalCode: seller.postal_code,
  city: seller.city,
  country: seller.country,
  enterpriseNumber: seller.enterprise_number,
  siret: seller.siret,
  vatNumber: seller.vat_number,
  email: seller.email,
  phone: seller.phone,
  bankAccount: seller.iban,
  bic: seller.bic,
  isVatSubject: seller.is_vat_subject,
  terms: seller.terms,
  legalMention: sellerLegalMention(seller),
  logo,
});

/** The client's block of a document, from its snapshot. */
export const buyerParty = (buyer: BuyerSnapshot): DocumentParty => ({
  name: buyer.name,
  address: buyer.address,
  postalCode: buyer.postal_code,
  city: buyer.city,
  country: buyer.country,
  enterpriseNumber: buyer.enterprise_number,
  vatNumber: buyer.vat_number,
  email: buyer.email,
});
