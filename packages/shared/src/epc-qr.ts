// The text of the EPC QR code (EPC069-12, "SEPA credit transfer" QR) printed on invoices: the
// payer's banking app scans it and fills in beneficiary, IBAN, amount and reference. Version 002
// lets the BIC be left out inside the EEA, character set 1 is UTF-8, fields are one per line
// joined with LF, and the whole payload must fit in 331 bytes (QR version 13 at level M).
import { normalizeBic, normalizeIban } from './legal-identity';
import { isValidCreditorReference, parseStructuredCommunication } from './payment-reference';

export interface EpcQrInput {
  /** Optional in version 002 for payments within the EEA. */
  bic?: string | null;
  /** The beneficiary, as the bank account holder; cut to 70 characters. */
  name: string;
  iban: string;
  /** Cents to pay, 1 to 99 999 999 999; null or absent leaves the amount to the payer. */
  amountCents?: number | null;
  /** An ISO 11649 RF reference or a Belgian structured communication. */
  reference?: string | null;
  /** Free text for the payer's statement, when there is no reference; cut to 140 characters. */
  text?: string | null;
}

const MAX_NAME = 70;
const MAX_TEXT = 140;
const MAX_CENTS = 99_999_999_999;
const MAX_PAYLOAD_BYTES = 331;

/** One field per line: a line break typed in a name or a text would shift every later field. */
function oneLine(value: string, max: number): string {
  return [...value.replace(/\s+/g, ' ').trim()].slice(0, max).join('');
}

function amountField(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > MAX_CENTS) {
    throw new RangeError(
      `Montant invalide pour le code QR de paiement : ${String(cents)} centimes (de 1 à ${MAX_CENTS}).`,
    );
  }
  const euros = Math.floor(cents / 100);
  return `EUR${euros}.${String(cents % 100).padStart(2, '0')}`;
}

// The structured field is meant for ISO 11649 references. Belgian banking apps also read a
// structured communication there when it is given as its 12 digits, without +++ and slashes (the
// form Belgian SEPA files carry it in), so that is how an OGM/VCS goes in: the payment then
// arrives with the structured communication the invoice asks for, not a free text.
function referenceField(reference: string): string {
  const communication = parseStructuredCommunication(reference);
  if (communication !== null) return communication;
  if (isValidCreditorReference(reference)) return reference.replace(/\s/g, '').toUpperCase();
  throw new RangeError(`Référence de paiement invalide pour le code QR : ${reference}`);
}

/**
 * The EPC QR payload of a SEPA credit transfer. Throws a RangeError on an invalid IBAN or BIC, an
 * empty name, an amount out of range, an invalid reference, a reference and a text together
 * (the format allows only one) or a payload over 331 bytes.
 */
export function epcQrPayload(input: EpcQrInput): string {
  const iban = normalizeIban(input.iban);
  if (iban === null) throw new RangeError(`IBAN invalide pour le code QR : ${input.iban}`);

  let bic = '';
  if (input.bic) {
    const normalized = normalizeBic(input.bic);
    if (normalized === null) throw new RangeError(`BIC invalide pour le code QR : ${input.bic}`);
    bic = normalized;
  }

  const name = oneLine(input.name, MAX_NAME);
  if (name === '') throw new RangeError('Le nom du bénéficiaire du code QR est vide.');

  const amount =
    input.amountCents === null || input.amountCents === undefined
      ? ''
      : amountField(input.amountCents);

  const reference = input.reference ? referenceField(input.reference) : '';
  const text = input.text ? oneLine(input.text, MAX_TEXT) : '';
  if (reference !== '' && text !== '') {
    throw new RangeError(
      'Le code QR porte une référence structurée ou un texte libre, pas les deux.',
    );
  }

  const lines = ['BCD', '002', '1', 'SCT', bic, name, iban, amount, '', reference, text];
  // The last field is not followed by a line feed, and trailing empty fields are left out.
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');

  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > MAX_PAYLOAD_BYTES) {
    throw new RangeError(`Le code QR de paiement dépasse ${MAX_PAYLOAD_BYTES} octets (${bytes}).`);
  }
  return payload;
}
