// Peppol sending (issue #33): what the API answers about an invoice's or a credit note's
// transmission over Peppol, the French messages of its refusals, and the organization's own
// registration. The queue that submits them is the API's (modules/peppol).
import { z } from 'zod';
import { MSG_CREDIT_NOTE_ID_MISSING, MSG_INVOICE_ID_MISSING } from './invoices.js';
import { queryId } from './form-values.js';
import type { PeppolStatusDto } from './peppol-status.js';

export {
  PEPPOL_STATUS_LABELS,
  PEPPOL_STATUSES,
  peppolStatusLabel,
  type PeppolStatus,
  type PeppolStatusDto,
} from './peppol-status.js';

/** sendPeppol's answer: the transmission queued (or the one already made for the document). */
export interface PeppolTransmissionDto extends PeppolStatusDto {
  /** The buyer's Peppol identifier, `<scheme>:<id>`. */
  receiver: string;
  /** The transport that carries it (demo, storecove…). */
  provider: string;
}

export interface PeppolSent {
  message: string;
  transmission: PeppolTransmissionDto;
}

export const MSG_PEPPOL_QUEUED = 'Le document est en file d’envoi via Peppol.';
export const MSG_PEPPOL_DOCUMENT_MISSING =
  'Indiquez la facture (invoice_id) ou la note de crédit (credit_note_id) à envoyer via Peppol.';
export const MSG_PEPPOL_PENDING_INVOICE =
  'Une facture provisoire ne s’envoie pas via Peppol : validez-la d’abord.';
export const MSG_PEPPOL_NO_RECEIVER =
  'Ce client n’a pas d’identifiant Peppol : renseignez son numéro d’entreprise (ou son SIRET).';
export const MSG_PEPPOL_NO_SENDER =
  'Votre organisation n’a pas d’identifiant Peppol : renseignez son numéro d’entreprise.';
export const MSG_PEPPOL_NOT_REGISTERED =
  'Ce client n’est pas inscrit sur Peppol : envoyez-lui le PDF par e-mail.';
export const MSG_PEPPOL_REFUSES_INVOICE = 'Ce client n’accepte pas de factures via Peppol.';
export const MSG_PEPPOL_REFUSES_CREDIT_NOTE =
  'Ce client n’accepte pas de notes de crédit via Peppol.';
export const MSG_PEPPOL_LOOKUP_FAILED =
  'Impossible de vérifier si ce client est sur Peppol pour le moment : réessayez plus tard.';
/** A document the official rules refuse: the first rules it breaks follow. */
export const peppolRulesMessage = (rules: string[]) =>
  `Ce document ne respecte pas les règles Peppol BIS 3.0 : ${rules.join(' ; ')}`;
export const peppolAttemptsMessage = (attempts: number) =>
  `L’envoi a échoué après ${attempts} tentatives`;
export const MSG_PEPPOL_BAD_SIGNATURE = 'Signature du webhook Peppol invalide.';
export const MSG_PEPPOL_WEBHOOK_DONE = 'Événement reçu.';

/**
 * sendPeppol?invoice_id=N or ?credit_note_id=N: exactly one of them (none, or both, answers the
 * same 400 naming `invoice_id`).
 */
export const peppolDocumentSchema = z
  .object({
    invoice_id: queryId(MSG_INVOICE_ID_MISSING).optional(),
    credit_note_id: queryId(MSG_CREDIT_NOTE_ID_MISSING).optional(),
  })
  .refine((ids) => (ids.invoice_id === undefined) !== (ids.credit_note_id === undefined), {
    message: MSG_PEPPOL_DOCUMENT_MISSING,
    path: ['invoice_id'],
  });

export type PeppolDocumentRef = { invoice_id: number } | { credit_note_id: number };

/** The organization's own identifier on Peppol (« Facturation électronique »). */
export const PEPPOL_REGISTRATION_STATES = ['registered', 'pending', 'failed'] as const;
export type PeppolRegistrationState = (typeof PEPPOL_REGISTRATION_STATES)[number];

export interface PeppolSettingsDto {
  /** The transport in use: demo when no access point is configured. */
  provider: string;
  /** `<scheme>:<id>`, or null while the organization lacks its registration number. */
  participant_id: string | null;
  /** null: never registered. */
  registration: PeppolRegistrationState | null;
  reason: string | null;
}

export const PEPPOL_REGISTRATION_LABELS: Readonly<Record<PeppolRegistrationState, string>> = {
  registered: 'Enregistrée',
  pending: 'En cours',
  failed: 'Refusée',
};
export const MSG_PEPPOL_REGISTERED = 'Demande d’enregistrement sur Peppol envoyée.';
