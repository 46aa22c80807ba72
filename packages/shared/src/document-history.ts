// A document's history (issue #30): what happened to a quote, an invoice or a sale, newest first,
// as its page shows it in a timeline. Some entries are stored when they happen (the table
// document_events), the others are read from what the database already keeps (payments, credit
// notes, the validation's date, the invoice made from the document). A new kind (a reminder,
// issue #32; a Peppol sending, issue #33) is one line of DOCUMENT_EVENT_KINDS and one case of
// `describeEvent`.
import { formatDateFr, formatEurosAmount } from './format.js';
import { peppolStatusLabel, type PeppolStatus } from './peppol-status.js';

/** Every kind of entry, with its French label. */
export const DOCUMENT_EVENT_KINDS = {
  created: 'Création',
  updated: 'Modification',
  emailed: 'Envoi par e-mail',
  finished: 'Devis terminé',
  validated: 'Validation',
  departure_recorded: 'Départ du matériel',
  departure_undone: 'Départ annulé',
  return_recorded: 'Retour du matériel',
  return_undone: 'Retour annulé',
  invoice_created: 'Facture créée',
  payment: 'Paiement reçu',
  refund: 'Remboursement',
  credit_note: 'Note de crédit',
  reminder: 'Relance',
  peppol: 'Envoi via Peppol',
} as const;

export type DocumentEventKind = keyof typeof DOCUMENT_EVENT_KINDS;

/** The kinds the table document_events stores (the others are read from their own tables). */
export const STORED_EVENT_KINDS = [
  'created',
  'updated',
  'emailed',
  'finished',
  'departure_recorded',
  'departure_undone',
  'return_recorded',
  'return_undone',
] as const satisfies readonly DocumentEventKind[];

export type StoredEventKind = (typeof STORED_EVENT_KINDS)[number];

/** What an entry may say besides its kind (each kind uses a few of these). */
export interface DocumentEventDetails {
  /** e-mailed: the address(es) it went to. */
  to?: string;
  /** departure/return: the day (YYYY-MM-DD) and who. */
  date?: string;
  by?: string;
  /** payment, refund, credit note: the amount in euros. */
  amount?: number;
  /** payment, refund: the method. */
  method?: string;
  /** credit note: its number and reason. */
  credit_note_id?: number;
  formatted_credit_note_id?: string;
  reason?: string;
  /** invoice made from a quote or a sale: the invoice, linked from the timeline. */
  invoice_id?: number;
  formatted_invoice_id?: string;
  /** validated: the invoice's final number. */
  number?: string;
  /** reminder: the reminder (its PDF), its level and title; `to` when it was e-mailed. */
  reminder_id?: number;
  level?: number;
  title?: string;
  /** peppol: where the sending stands (`reason` when it failed), `to` the receiver. */
  peppol_status?: PeppolStatus;
}

/** One entry of a document's history, as the API answers it. */
export interface DocumentEvent {
  /** When (ISO date-time; a day alone for what the database keeps as a day). */
  at: string;
  kind: DocumentEventKind;
  /** The French sentence the timeline shows. */
  label: string;
  /** Who did it, when known (null: before the history was kept, or not recorded). */
  user_name: string | null;
  details: DocumentEventDetails;
}

/** `{ events }`: a document's history, newest first. */
export interface DocumentHistoryResponse {
  events: DocumentEvent[];
}

const euros = (amount: number | undefined) => formatEurosAmount(amount ?? 0);

/** The timeline's sentence of an entry: its kind's label, then what its details add. */
export function describeEvent(kind: DocumentEventKind, details: DocumentEventDetails): string {
  const label = DOCUMENT_EVENT_KINDS[kind];
  switch (kind) {
    case 'emailed':
      return details.to ? `${label} à ${details.to}` : label;
    case 'departure_recorded':
    case 'return_recorded':
      return details.date ? `${label} le ${formatDateFr(details.date)}` : label;
    case 'payment':
    case 'refund':
      return `${label} : ${euros(details.amount)}${details.method ? ` (${details.method})` : ''}`;
    case 'credit_note':
      return `${label} ${details.formatted_credit_note_id ?? ''} : ${euros(details.amount)}`.trim();
    case 'invoice_created':
      return details.formatted_invoice_id ? `${label} : ${details.formatted_invoice_id}` : label;
    case 'validated':
      return details.number ? `${label} : n° ${details.number}` : label;
    case 'reminder': {
      const how = details.to ? `envoyée à ${details.to}` : 'remise à la main';
      return details.title ? `${label} ${how} : ${details.title}` : `${label} ${how}`;
    }
    case 'peppol': {
      const to = details.to ? ` à ${details.to}` : '';
      const status = details.peppol_status
        ? ` : ${peppolStatusLabel({ status: details.peppol_status, reason: details.reason ?? null })}`
        : '';
      return `${label}${to}${status}`;
    }
    default:
      return label;
  }
}
