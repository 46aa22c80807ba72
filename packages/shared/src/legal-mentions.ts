// The mentions the law asks of an invoice beyond its figures, per country of the seller.
// BE: AR n°1 TVA art. 5 (and art. 56bis of the VAT code for the small-business franchise).
// FR: CGI art. 242 nonies A and 293 B, Code de commerce L441-9 and L441-10, D441-5.
import type { Country } from './legal-identity';

export const BE_VAT_FRANCHISE_MENTION = 'Régime particulier de franchise des petites entreprises';
export const FR_VAT_FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';

/** Late-payment penalties (L441-10): the legal default, the ECB rate plus 10 points. */
export const FR_LATE_PAYMENT_MENTION =
  'Pénalités de retard : taux de refinancement de la BCE majoré de 10 points (art. L441-10 du Code de commerce).';
/** Owed by a professional client only (L441-10, D441-5). */
export const FR_RECOVERY_INDEMNITY_MENTION =
  'Indemnité forfaitaire pour frais de recouvrement : 40 €';
/** L441-9 asks for the conditions of a discount for early payment, even when there is none. */
export const FR_NO_EARLY_PAYMENT_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé.';

/** Printed on documents, and shown under totals, of an organization not subject to VAT. */
export function vatFranchiseMention(country: Country): string {
  return country === 'FR' ? FR_VAT_FRANCHISE_MENTION : BE_VAT_FRANCHISE_MENTION;
}

/**
 * The mentions printed under an invoice's totals, in order: the VAT franchise when the seller
 * is not subject to VAT, then (FR) the payment conditions owed to professional clients.
 */
export function invoiceMentions(input: {
  country: Country;
  isVatSubject: boolean;
  buyerType: 'company' | 'person';
}): string[] {
  const mentions = input.isVatSubject ? [] : [vatFranchiseMention(input.country)];
  if (input.country === 'FR') {
    mentions.push(FR_NO_EARLY_PAYMENT_DISCOUNT_MENTION, FR_LATE_PAYMENT_MENTION);
    if (input.buyerType === 'company') mentions.push(FR_RECOVERY_INDEMNITY_MENTION);
  }
  return mentions;
}
