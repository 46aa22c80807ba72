// The organization's audit trail: the one list of what is recorded, each action with
// the French label the Journal shows and the shape of its details. The API writes an entry with
// `recordAudit(tx, { organizationId, userId, action, details })` (apps/api/src/modules/audit/) in
// the transaction of the change; `GET /api/organization/audit?page=N` reads them, newest first.
import { z } from 'zod';
import { formValue } from './form-values.js';
import type { Role } from './roles.js';

/** Every action the trail records, with its label in the Journal. */
export const AUDIT_ACTIONS = {
  'organization.created': 'Organisation créée',
  'organization.identity_changed': 'Identité de l’organisation modifiée',
  'organization.bank_changed': 'Compte bancaire modifié',
  'organization.terms_changed': 'Conditions générales modifiées',
  'organization.reminders_changed': 'Paramètres des relances modifiés',
  'invitation.sent': 'Invitation envoyée',
  'invitation.cancelled': 'Invitation annulée',
  'member.joined': 'Invitation acceptée : membre ajouté',
  'join_request.validated': 'Demande validée : membre ajouté',
  'join_request.refused': 'Demande refusée',
  'member.left': 'Membre parti',
  'member.removed': 'Membre retiré',
  'member.role_changed': 'Rôle modifié',
  'subscription.activated': 'Abonnement souscrit',
  'subscription.plan_changed': 'Formule modifiée',
  'subscription.status_changed': 'Statut de l’abonnement modifié',
  'subscription.cancelled': 'Abonnement résilié',
  'invoice.validated': 'Facture validée',
  'credit_note.issued': 'Note de crédit émise',
  'payment.added': 'Paiement enregistré',
  'payment.deleted': 'Paiement supprimé',
  'refund.added': 'Remboursement enregistré',
  'refund.deleted': 'Remboursement supprimé',
  'export.downloaded': 'Export complet des données téléchargé',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_ACTIONS, action);

/** The parts of the reminder settings a change names, with their French labels. */
export const REMINDER_SETTINGS_PARTS = {
  levels: 'niveaux de relance',
  auto_send: 'envoi automatique',
  claims: 'frais et intérêts réclamés',
} as const;
export type ReminderSettingsPart = keyof typeof REMINDER_SETTINGS_PARTS;

/** A value before and after a change. */
export type Change<T> = { old: T; new: T };

/** A person an entry is about (the author is the entry's `user`), as they were then. */
export type AuditPerson = { user_id: number; name: string; email: string };

/** A field of the organization's identity and its values; never the IBAN (see bank_changed). */
export type IdentityChange = Change<string | number | boolean | null> & {
  field: IdentityField;
};

/** The identity fields the trail names, with their French labels. */
export const IDENTITY_FIELD_LABELS = {
  organization_name: 'Nom',
  address: 'Adresse',
  postal_code: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  phone: 'Téléphone',
  email: 'Email',
  is_vat_subject: 'Assujetti à la TVA',
  vat_number: 'Numéro de TVA',
  enterprise_number: 'Numéro d’entreprise',
  siret: 'SIRET',
  payment_terms_days: 'Délai de paiement (jours)',
  facturx_pdf: 'Factur-X dans les PDF',
  legal_form: 'Forme juridique',
  registry: 'Registre',
  /** Euros, as the API speaks them. */
  share_capital: 'Capital social (€)',
  quote_validity_days: 'Validité des devis (jours)',
} as const;
export type IdentityField = keyof typeof IDENTITY_FIELD_LABELS;

/** A subscription's plan (by name) and status, before and after. */
export type SubscriptionChange = {
  plan?: Change<string | null>;
  status?: Change<string>;
  /** Who made it: a member in the app, the local billing mode, or Stripe's webhook. */
  source: 'app' | 'local' | 'stripe';
};

/** A payment or refund of an invoice. */
export type PaymentDetails = {
  payment_id: number;
  invoice_id: number;
  invoice_number: string;
  /** Euros, as the API speaks them. */
  amount: number;
  paid_at: string;
  method: string;
};

/** The details of each action, as stored (JSON). */
export interface AuditDetailsByAction {
  'organization.created': { organization_name: string };
  'organization.identity_changed': { changes: IdentityChange[] };
  /** IBANs masked but for their last 4 characters (`maskIban`); the BIC is not a secret. */
  'organization.bank_changed': { iban?: Change<string | null>; bic?: Change<string | null> };
  'organization.terms_changed': Change<string>;
  /** Which parts of the reminder settings changed (levels, automatic sending, claims). */
  'organization.reminders_changed': { changed: ReminderSettingsPart[] };
  /** `role`: the role offered (absent from entries written before invitations had one). */
  'invitation.sent': { invitation_id: number; email: string; role?: Role };
  'invitation.cancelled': { invitation_id: number; email: string };
  'member.joined': { member: AuditPerson; invitation_id: number };
  'join_request.validated': { request_id: number; member: AuditPerson };
  'join_request.refused': { request_id: number; member: AuditPerson };
  'member.left': { member: AuditPerson };
  'member.removed': { member: AuditPerson };
  'member.role_changed': { member: AuditPerson; role: Change<string> };
  'subscription.activated': SubscriptionChange;
  'subscription.plan_changed': SubscriptionChange;
  'subscription.status_changed': SubscriptionChange;
  'subscription.cancelled': SubscriptionChange;
  'invoice.validated': {
    invoice_id: number;
    invoice_number: string;
    client_name: string;
    total_amount: number;
  };
  'credit_note.issued': {
    credit_note_id: number;
    credit_note_number: string;
    invoice_id: number;
    invoice_number: string;
    total_amount: number;
  };
  'payment.added': PaymentDetails;
  'payment.deleted': PaymentDetails;
  'refund.added': PaymentDetails;
  'refund.deleted': PaymentDetails;
  'export.downloaded': Record<string, never>;
}

export type AuditDetails<A extends AuditAction = AuditAction> = AuditDetailsByAction[A];

/** One entry as `GET /api/organization/audit` answers it. */
export type AuditEventDto = {
  [A in AuditAction]: {
    /** ISO instant. */
    at: string;
    /** The author as they were named then; null ids and names: Stripe's webhook. */
    user: { user_id: number | null; name: string | null };
    action: A;
    details: AuditDetails<A>;
  };
}[AuditAction];

export interface AuditPageResponse {
  events: AuditEventDto[];
  total: number;
}

/** Entries per page of the Journal. */
export const AUDIT_PAGE_SIZE = 50;

export const MSG_AUDIT_PAGE_INVALID = 'Numéro de page invalide : un nombre entier à partir de 1.';

/** `?page=N`, 1 when absent; a repeated `page` is refused. */
export const auditPageQuerySchema = z.object({
  page: z
    .preprocess(
      (value) => (Array.isArray(value) ? value : formValue(value)),
      z
        .string({ error: MSG_AUDIT_PAGE_INVALID })
        .regex(/^\d{1,9}$/, MSG_AUDIT_PAGE_INVALID)
        .transform(Number)
        .pipe(z.number().min(1, MSG_AUDIT_PAGE_INVALID))
        .optional(),
    )
    .transform((page) => page ?? 1),
});

const MASK = '•';

/**
 * An IBAN as the trail shows it: its country code and last 4 characters, the rest as dots, in
 * groups of 4 ("BE•• •••• •••• 7034"). Null for none. Short or odd values (an older row may hold
 * what was typed before validation) keep 4 characters at most.
 */
export function maskIban(iban: string | null | undefined): string | null {
  const compact = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  if (compact === '') return null;
  const shownTail = Math.min(4, Math.max(0, compact.length - 4));
  const countryCode = /^[A-Z]{2}/.test(compact) && compact.length > 8 ? 2 : 0;
  const masked = [...compact]
    .map((char, index) =>
      index < countryCode || index >= compact.length - shownTail ? char : MASK,
    )
    .join('');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
