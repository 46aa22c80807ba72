import { describe, expect, test } from 'vitest';
import { assignableRoles, can, cannotMessage, roleAtLeast, roleRefusalMessage } from './roles.js';

describe('roles', () => {
  test.each([
    ['owner', 'admin', true],
    ['admin', 'admin', true],
    ['member', 'admin', false],
    ['viewer', 'member', false],
    ['viewer', 'viewer', true],
  ] as const)('%s at least %s: %s', (role, minimal, expected) => {
    expect(roleAtLeast(role, minimal)).toBe(expected);
  });

  test.each([
    [
      'member',
      'modifier le compte bancaire',
      'Votre rôle (Membre) ne permet pas de modifier le compte bancaire.',
    ],
    ['viewer', 'ajouter une sortie', 'Votre rôle (Lecteur) ne permet pas d’ajouter une sortie.'],
    [
      'admin',
      'émettre une note de crédit',
      'Votre rôle (Administrateur) ne permet pas d’émettre une note de crédit.',
    ],
  ] as const)('the refusal of a %s to %s', (role, action, message) => {
    expect(roleRefusalMessage(role, action)).toBe(message);
  });

  test('what each role may do on the web, and the roles it may give', () => {
    expect(can('member', 'write')).toBe(true);
    expect(can('viewer', 'write')).toBe(false);
    expect(can('admin', 'subscription')).toBe(false);
    expect(can('admin', 'organization')).toBe(true);
    expect(can('member', 'organization')).toBe(false);
    expect(cannotMessage('member', 'subscription')).toBe(
      'Votre rôle (Membre) ne permet pas de gérer l’abonnement.',
    );
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(assignableRoles('admin')).toEqual(['member', 'viewer']);
    expect(assignableRoles('member')).toEqual([]);
  });
});
