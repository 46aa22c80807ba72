// The mentions the law asks of an invoice beyond its figures, per country of the seller.
// BE: AR n°1 TVA art. 5 (and art. 56bis of the VAT code for the small-business franchise).
// FR: CGI art. 242 nonies A and 293 B, Code de commerce L441-9 and L441-10, D441-5.
import type { z } from 'zod';
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

// The seller's legal identity beyond its numbers (issue #30 §5). BE: Code des sociétés et des
// associations art. 2:20 (legal form, "RPM"/"RPR" and the seat of the enterprise court, registered
// office); FR: Code de commerce R123-237 and R123-238 (legal form, share capital of a company,
// "RCS <ville>" or the trades register), L526-22 ("EI" beside the name of an individual
// entrepreneur). Sources and choices: docs/decisions.md "Legal forms".

/**
 * A legal form of the list of a country: `code` is what the API stores and answers, `short` what
 * documents print, `label` what the form's select shows; `capital` says whether it has a share
 * capital (the others refuse one).
 */
export type LegalForm = { code: string; short: string; label: string; capital: boolean };

const form = (code: string, label: string, capital = false, short = code): LegalForm => ({
  code,
  short,
  label,
  capital,
});

export const LEGAL_FORMS: Record<Country, readonly LegalForm[]> = {
  // Since the CSA (2019) only the SA keeps a share capital; SRL and SC have none.
  BE: [
    form('ASBL', 'ASBL — association sans but lucratif'),
    form('AISBL', 'AISBL — association internationale sans but lucratif'),
    form('fondation', 'Fondation', false, 'Fondation'),
    form('SRL', 'SRL — société à responsabilité limitée'),
    form('SA', 'SA — société anonyme', true),
    form('SC', 'SC — société coopérative'),
    form('SNC', 'SNC — société en nom collectif'),
    form('SComm', 'SComm — société en commandite'),
    form('societe_simple', 'Société simple', false, 'Société simple'),
    form(
      'entreprise_individuelle',
      'Entreprise individuelle (personne physique)',
      false,
      'Entreprise individuelle',
    ),
  ],
  FR: [
    form('association', 'Association (loi 1901)', false, 'Association'),
    form('EI', 'EI — entrepreneur individuel (dont micro-entrepreneur)'),
    form('EURL', 'EURL — entreprise unipersonnelle à responsabilité limitée', true),
    form('SARL', 'SARL — société à responsabilité limitée', true),
    form('SAS', 'SAS — société par actions simplifiée', true),
    form('SASU', 'SASU — société par actions simplifiée unipersonnelle', true),
    form('SA', 'SA — société anonyme', true),
    form('SCOP', 'SCOP — société coopérative et participative', true),
    form('SNC', 'SNC — société en nom collectif', true),
  ],
};

/** The legal form of this code in the country's list, or undefined. */
export function legalFormOf(country: Country, code: string | null | undefined) {
  return code ? LEGAL_FORMS[country].find((candidate) => candidate.code === code) : undefined;
}

export const MAX_REGISTRY_LENGTH = 100;
export const MSG_REGISTRY_TOO_LONG = `Le registre ne peut dépasser ${MAX_REGISTRY_LENGTH} caractères.`;
export const MSG_SHARE_CAPITAL_INVALID =
  'Le capital social doit être un montant en euros, positif ou nul, avec au plus 2 décimales.';
export const MSG_SHARE_CAPITAL_WITHOUT_FORM =
  'Choisissez d’abord la forme juridique : le capital social ne concerne que les sociétés.';
export const msgLegalFormUnknown = (country: Country) =>
  `Cette forme juridique n’existe pas pour une organisation ${country === 'FR' ? 'française' : 'belge'} : choisissez-en une de la liste.`;
export const msgNoShareCapital = (legalForm: LegalForm) =>
  `Pas de capital social pour la forme ${legalForm.short} : laissez ce champ vide.`;

/**
 * "10 000 €", or "10 000,50 €" when there are cents; no-break spaces of one kind (U+00A0), which
 * every PDF font and e-invoice reader has, where Intl puts narrow ones.
 */
function wholeEuros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  })
    .format(cents / 100)
    .replace(/\u202f/g, '\u00a0');
}

/** The legal identity fields a document prints (a snapshot older than them has none). */
export type LegalIdentityMention = {
  country: Country;
  legal_form?: string | null;
  registry?: string | null;
  share_capital_cents?: number | null;
};

/**
 * The seller's legal mention as printed under its name and in BT-33, e.g. "SRL – RPM Liège,
 * division Namur" or "SAS au capital de 10 000 € – RCS Lyon"; null when there is nothing to say.
 * A code no longer in the list (a frozen snapshot) is printed as it was stored.
 */
export function sellerLegalMention(seller: LegalIdentityMention): string | null {
  const known = legalFormOf(seller.country, seller.legal_form);
  const short = known?.short ?? seller.legal_form ?? null;
  const capital =
    short !== null && known?.capital !== false && seller.share_capital_cents != null
      ? ` au capital de ${wholeEuros(seller.share_capital_cents)}`
      : '';
  const parts = [short === null ? null : `${short}${capital}`, seller.registry?.trim() || null];
  const text = parts.filter((part): part is string => Boolean(part)).join(' – ');
  return text === '' ? null : text;
}

/**
 * For the organization's superRefine: the legal form must be one of the country's, and a share
 * capital needs a form that has one (not an ASBL, an association, an EI…).
 */
export function checkLegalMentions(
  value: { country: Country; legal_form: string | null; share_capital: number | null },
  ctx: z.RefinementCtx,
): void {
  const legalForm = legalFormOf(value.country, value.legal_form);
  if (value.legal_form && !legalForm) {
    ctx.addIssue({
      code: 'custom',
      path: ['legal_form'],
      message: msgLegalFormUnknown(value.country),
    });
    return;
  }
  if (value.share_capital === null) return;
  if (!legalForm) {
    ctx.addIssue({
      code: 'custom',
      path: ['share_capital'],
      message: MSG_SHARE_CAPITAL_WITHOUT_FORM,
    });
  } else if (!legalForm.capital) {
    ctx.addIssue({
      code: 'custom',
      path: ['share_capital'],
      message: msgNoShareCapital(legalForm),
    });
  }
}
