import { describe, expect, test } from 'vitest';
import { invitationIdQuerySchema } from './invitations.js';
import { organizationExportFileName } from './organization';
import { requestIdQuerySchema } from './join-requests';

describe('ids in the query string', () => {
  test.each([
    ['invitation', invitationIdQuerySchema, 'invitation_id', 'Identifiant d’invitation invalide.'],
    ['request', requestIdQuerySchema, 'request_id', 'Identifiant de demande invalide.'],
  ] as const)(
    '%s: a positive whole number, else one French message',
    (_name, schema, key, message) => {
      expect(schema.parse({ [key]: '42' })).toEqual({ [key]: 42 });
      for (const value of [undefined, '', 'abc', '0', '-3', '1.5', '2147483648']) {
        const parsed = schema.safeParse({ [key]: value });
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe(message);
      }
    },
  );
});

describe('the file name of the organization export', () => {
  test.each([
    ['Les Amis du Matériel ASBL', 'donnees-les-amis-du-materiel-asbl-2026-11-24.zip'],
    ['  Société « Éclair » & Fils / Liège ', 'donnees-societe-eclair-fils-liege-2026-11-24.zip'],
    ['***', 'donnees-organisation-2026-11-24.zip'],
  ])('%s → %s', (name, fileName) => {
    expect(organizationExportFileName(name, '2026-11-24')).toBe(fileName);
  });
});
