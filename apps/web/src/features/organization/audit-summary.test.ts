import type { AuditEventDto } from '@app/shared/audit';
import { describe, expect, test } from 'vitest';
import { auditActionLabel, auditAuthor, auditSummary } from './audit-summary';

const NBSP = '\u00a0';
const at = '2026-06-20T08:30:00Z';
const by = { user_id: 7, name: 'Alice Trésorière' };
const zoe = { user_id: 9, name: 'Zoé Nouvelle', email: 'zoe@exemple.be' };
const payment = {
  payment_id: 3,
  invoice_id: 5,
  invoice_number: 'FAC-2026-0004',
  amount: 160.4,
  paid_at: '2026-06-20',
  method: 'Virement',
};

/** An entry as the API answers it (the details typed by the action). */
const entry = (event: Pick<AuditEventDto, 'action' | 'details'>) =>
  ({ at, user: by, ...event }) as AuditEventDto;

const CASES: [AuditEventDto, string][] = [
  [
    entry({
      action: 'organization.bank_changed',
      details: {
        iban: { old: 'BE•• •••• •••• 7034', new: 'BE•• •••• •••• 6769' },
        bic: { old: null, new: 'GKCCBEBB' },
      },
    }),
    'IBAN : BE•• •••• •••• 7034 → BE•• •••• •••• 6769 ; BIC : (aucun) → GKCCBEBB',
  ],
  [
    entry({
      action: 'organization.identity_changed',
      details: {
        changes: [
          { field: 'organization_name', old: 'Club', new: 'Club Renommé' },
          { field: 'vat_number', old: null, new: 'BE0403170701' },
          { field: 'is_vat_subject', old: false, new: true },
          { field: 'country', old: 'BE', new: 'FR' },
        ],
      },
    }),
    'Nom : « Club » → « Club Renommé » ; Numéro de TVA : (vide) → « BE0403170701 » ; Assujetti à la TVA : Non → Oui ; Pays : Belgique → France',
  ],
  [
    entry({
      action: 'organization.terms_changed',
      details: { old: 'a', new: 'Paiement à 30 jours.' },
    }),
    'Nouveau texte : « Paiement à 30 jours. »',
  ],
  [
    entry({ action: 'organization.terms_changed', details: { old: 'a', new: '' } }),
    'Conditions générales retirées',
  ],
  [
    entry({
      action: 'organization.reminders_changed',
      details: { changed: ['levels', 'claims'] },
    }),
    'Modifié : niveaux de relance, frais et intérêts réclamés',
  ],
  [
    entry({ action: 'invitation.sent', details: { invitation_id: 1, email: 'zoe@exemple.be' } }),
    'Invitation de zoe@exemple.be',
  ],
  [
    entry({ action: 'member.joined', details: { invitation_id: 1, member: zoe } }),
    'Zoé Nouvelle (zoe@exemple.be) a rejoint l’organisation',
  ],
  [
    entry({ action: 'join_request.refused', details: { request_id: 2, member: zoe } }),
    'Demande de Zoé Nouvelle (zoe@exemple.be)',
  ],
  [
    entry({ action: 'member.left', details: { member: zoe } }),
    'Zoé Nouvelle (zoe@exemple.be) a quitté l’organisation',
  ],
  [
    entry({
      action: 'member.role_changed',
      details: { member: zoe, role: { old: 'member', new: 'viewer' } },
    }),
    'Zoé Nouvelle (zoe@exemple.be) : Membre → Lecteur',
  ],
  [
    entry({
      action: 'subscription.plan_changed',
      details: { plan: { old: 'Essentiel', new: 'Pro' }, source: 'local' },
    }),
    'Formule : Essentiel → Pro (mode local, sans paiement)',
  ],
  [
    entry({
      action: 'subscription.cancelled',
      details: {
        plan: { old: 'Pro', new: null },
        status: { old: 'active', new: 'canceled' },
        source: 'stripe',
      },
    }),
    'Formule : Pro → (aucun) ; Statut : actif → résilié (Stripe)',
  ],
  [
    entry({
      action: 'invoice.validated',
      details: {
        invoice_id: 5,
        invoice_number: 'FAC-2026-0004',
        client_name: 'Comité des fêtes',
        total_amount: 160.4,
      },
    }),
    `Facture FAC-2026-0004, Comité des fêtes, 160,40${NBSP}€`,
  ],
  [
    entry({
      action: 'credit_note.issued',
      details: {
        credit_note_id: 1,
        credit_note_number: 'NC-2026-0001',
        invoice_id: 5,
        invoice_number: 'FAC-2026-0004',
        total_amount: 48.4,
      },
    }),
    `Note de crédit NC-2026-0001 sur la facture FAC-2026-0004, 48,40${NBSP}€`,
  ],
  [
    entry({ action: 'refund.deleted', details: payment }),
    `160,40${NBSP}€ du 20/06/2026 (Virement), facture FAC-2026-0004`,
  ],
  [
    entry({ action: 'export.downloaded', details: {} }),
    'Archive de toutes les données de l’organisation',
  ],
];

describe('auditSummary: one French sentence per action', () => {
  test.each(CASES.map(([event, expected]) => ({ event, action: event.action, expected })))(
    '$action → $expected',
    ({ event, expected }) => {
      expect(auditSummary(event)).toBe(expected);
    },
  );
});

describe('labels and authors', () => {
  test('each known action has its French label; an unknown one shows its code', () => {
    expect(auditActionLabel('organization.bank_changed')).toBe('Compte bancaire modifié');
    expect(auditActionLabel('payment.added')).toBe('Paiement enregistré');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });

  test('the author is the name kept with the entry; Stripe’s changes have none', () => {
    expect(auditAuthor({ user: by })).toBe('Alice Trésorière');
    expect(auditAuthor({ user: { user_id: null, name: null } })).toBe('Stripe (automatique)');
  });
});
