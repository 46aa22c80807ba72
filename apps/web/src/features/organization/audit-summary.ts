// The Journal's words: who did it and a French sentence of what changed, from an
// entry's details as the API stores them (IBANs already masked there).
import {
  AUDIT_ACTIONS,
  IDENTITY_FIELD_LABELS,
  isAuditAction,
  REMINDER_SETTINGS_PARTS,
  type AuditEventDto,
  type AuditPerson,
  type Change,
  type IdentityChange,
  type PaymentDetails,
  type SubscriptionChange,
} from '@app/shared/audit';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import { ROLE_LABELS } from '@app/shared/roles';

/** A role's label; the entries of role changes carry the codes. */
const roleLabel = (role: string) => (ROLE_LABELS as Record<string, string>)[role] ?? role;

const STATUS_LABELS: Record<string, string> = {
  none: 'aucun',
  active: 'actif',
  trialing: 'période d’essai',
  past_due: 'paiement en retard',
  canceled: 'résilié',
};

const COUNTRY_LABELS: Record<string, string> = { BE: 'Belgique', FR: 'France' };

const SOURCE_LABELS: Record<SubscriptionChange['source'], string> = {
  app: '',
  local: ' (mode local, sans paiement)',
  stripe: ' (Stripe)',
};

/** The label of an action; an action this page does not know yet shows its code. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** Who did it: the name kept with the entry; Stripe's webhook has none. */
export function auditAuthor(event: Pick<AuditEventDto, 'user'>): string {
  return event.user.name ?? 'Stripe (automatique)';
}

const quoted = (text: string) => `« ${text} »`;

function identityValue(change: IdentityChange, value: IdentityChange['old']): string {
  if (value === null || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (change.field === 'country') return COUNTRY_LABELS[String(value)] ?? String(value);
  return quoted(String(value));
}

const arrow = <T>(change: Change<T>, show: (value: T) => string) =>
  `${show(change.old)} → ${show(change.new)}`;

const orNone = (value: string | null) => value ?? '(aucun)';

const personText = (person: AuditPerson) => `${person.name} (${person.email})`;

function subscriptionText(details: SubscriptionChange): string {
  const parts = [
    ...(details.plan ? [`Formule : ${arrow(details.plan, orNone)}`] : []),
    ...(details.status
      ? [`Statut : ${arrow(details.status, (status) => STATUS_LABELS[status] ?? status)}`]
      : []),
  ];
  return `${parts.join(' ; ') || 'Sans changement de formule ni de statut'}${SOURCE_LABELS[details.source]}`;
}

const paymentText = (payment: PaymentDetails) =>
  `${formatEurosAmount(payment.amount)} du ${formatDateFr(payment.paid_at)} (${payment.method}), facture ${payment.invoice_number}`;

const shortened = (text: string, max = 120) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** What changed, in one French sentence. */
export function auditSummary(event: AuditEventDto): string {
  switch (event.action) {
    case 'organization.created':
      return `Organisation ${quoted(event.details.organization_name)}`;
    case 'organization.identity_changed':
      return event.details.changes
        .map(
          (change) =>
            `${IDENTITY_FIELD_LABELS[change.field]} : ${arrow(change, (value) => identityValue(change, value))}`,
        )
        .join(' ; ');
    case 'organization.bank_changed': {
      const { iban, bic } = event.details;
      return [
        ...(iban ? [`IBAN : ${arrow(iban, orNone)}`] : []),
        ...(bic ? [`BIC : ${arrow(bic, orNone)}`] : []),
      ].join(' ; ');
    }
    case 'organization.terms_changed':
      return event.details.new === ''
        ? 'Conditions générales retirées'
        : `Nouveau texte : ${quoted(shortened(event.details.new))}`;
    case 'organization.reminders_changed':
      return `Modifié : ${event.details.changed.map((part) => REMINDER_SETTINGS_PARTS[part]).join(', ')}`;
    case 'invitation.sent':
      return event.details.role
        ? `Invitation de ${event.details.email} (${roleLabel(event.details.role)})`
        : `Invitation de ${event.details.email}`;
    case 'invitation.cancelled':
      return `Invitation de ${event.details.email}`;
    case 'member.joined':
    case 'join_request.validated':
      return `${personText(event.details.member)} a rejoint l’organisation`;
    case 'join_request.refused':
      return `Demande de ${personText(event.details.member)}`;
    case 'member.left':
      return `${personText(event.details.member)} a quitté l’organisation`;
    case 'member.removed':
      return `${personText(event.details.member)} ne fait plus partie de l’organisation`;
    case 'member.role_changed':
      return `${personText(event.details.member)} : ${arrow(event.details.role, roleLabel)}`;
    case 'subscription.activated':
    case 'subscription.plan_changed':
    case 'subscription.status_changed':
    case 'subscription.cancelled':
      return subscriptionText(event.details);
    case 'invoice.validated':
      return `Facture ${event.details.invoice_number}, ${event.details.client_name}, ${formatEurosAmount(event.details.total_amount)}`;
    case 'credit_note.issued':
      return `Note de crédit ${event.details.credit_note_number} sur la facture ${event.details.invoice_number}, ${formatEurosAmount(event.details.total_amount)}`;
    case 'payment.added':
    case 'payment.deleted':
    case 'refund.added':
    case 'refund.deleted':
      return paymentText(event.details);
    case 'export.downloaded':
      return 'Archive de toutes les données de l’organisation';
    default:
      return '';
  }
}
