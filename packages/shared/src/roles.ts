// Roles per membership: what each role may do, in one place used by the API (which
// refuses) and the web (which hides or disables). The API's table from route to minimal role is
// apps/api/src/modules/auth/route-roles.ts; the actions below are the web's view of the same rules.
import { z } from 'zod';
import { queryId } from './form-values.js';

/** From the most to the least powerful. */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Propriétaire',
  admin: 'Administrateur',
  member: 'Membre',
  viewer: 'Lecteur',
};

/** The `reason` of a 403 refused because of the caller's role (not their session). */
export const ROLE_REFUSAL_REASON = 'role';

const RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/** Whether `role` is `minimal` or above. */
export const roleAtLeast = (role: Role, minimal: Role): boolean => RANK[role] >= RANK[minimal];

/**
 * "Votre rôle (Membre) ne permet pas de modifier le compte bancaire.", "… pas d’ajouter une
 * sortie." (the elision before a vowel).
 */
export const roleRefusalMessage = (role: Role, action: string): string =>
  `Votre rôle (${ROLE_LABELS[role]}) ne permet pas ${/^[aeiouéèêh]/i.test(action) ? 'd’' : 'de '}${action}.`;

/**
 * What the web hides or disables, each with its minimal role and the French phrase of its
 * tooltip. The same groups as the API's table (docs/decisions.md, "Roles").
 */
export const ROLE_ACTIONS = {
  /** Checkout, portal, modify, cancel. */
  subscription: { role: 'owner', phrase: 'gérer l’abonnement' },
  /** Invitations, join requests, removing members, changing roles. */
  members: { role: 'admin', phrase: 'gérer les membres' },
  /** Identity, IBAN/BIC, terms, logo, e-invoicing settings. */
  organization: { role: 'admin', phrase: 'modifier l’organisation' },
  /** The full data export. */
  export: { role: 'admin', phrase: 'exporter toutes les données' },
  /** The Journal of sensitive changes (the audit trail). */
  journal: { role: 'admin', phrase: 'consulter le journal de l’organisation' },
  /** Day-to-day work: create, edit, delete, validate, send, pay. */
  write: { role: 'member', phrase: 'modifier les données' },
} as const satisfies Record<string, { role: Role; phrase: string }>;
export type RoleAction = keyof typeof ROLE_ACTIONS;

export const can = (role: Role, action: RoleAction): boolean =>
  roleAtLeast(role, ROLE_ACTIONS[action].role);

/** The tooltip of a control the role cannot use. */
export const cannotMessage = (role: Role, action: RoleAction): string =>
  roleRefusalMessage(role, ROLE_ACTIONS[action].phrase);

/**
 * The roles `role` may give, by invitation or by a change: an owner any role, an admin member or
 * viewer (owner and admin are given and taken by owners only), the others none.
 */
export function assignableRoles(role: Role): Role[] {
  if (role === 'owner') return [...ROLES];
  if (role === 'admin') return ['member', 'viewer'];
  return [];
}

export const MSG_ROLE_INVALID =
  'Le rôle doit être propriétaire, administrateur, membre ou lecteur.';
export const MSG_ROLE_CHANGED = 'Rôle modifié';
export const MSG_MEMBER_REMOVED = 'Membre retiré de l’organisation';
export const MSG_MEMBER_NOT_FOUND = 'Membre introuvable.';
export const MSG_LAST_OWNER =
  'L’organisation doit garder au moins un propriétaire : désignez-en un autre d’abord.';
export const MSG_REMOVE_SELF =
  'Vous ne pouvez pas vous retirer vous-même : utilisez « Quitter l’organisation ».';
export const MSG_REMOVE_CONFIRMATION = (name: string) =>
  `Retirer ${name} de l’organisation ? Ses sessions ouvertes prennent fin aussitôt.`;

export const roleSchema = z.enum(ROLES, { error: MSG_ROLE_INVALID });

export const memberIdQuerySchema = z.object({
  user_id: queryId('Identifiant de membre invalide.'),
});

export const memberRoleBodySchema = z.object({ role: roleSchema });
