import { describe, expect, test } from 'vitest';
import {
  documentEmailSchema,
  documentSentMessage,
  MSG_EMAIL_ONE_RECIPIENT,
  MSG_EMAIL_MESSAGE_REQUIRED,
  MSG_EMAIL_SUBJECT_REQUIRED,
  MSG_EMAIL_SUBJECT_TOO_LONG,
  MSG_EMAIL_TO_INVALID,
  MSG_EMAIL_TO_REQUIRED,
} from './document-email';

const valid = { to: 'marie@exemple.be', subject: 'Devis DEV-2026-0001', message: 'Bonjour' };
const firstMessage = (input: object) =>
  documentEmailSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('documentEmailSchema', () => {
  test.each([
    [{ to: undefined }, MSG_EMAIL_TO_REQUIRED],
    [{ to: '   ' }, MSG_EMAIL_TO_REQUIRED],
    [{ to: 'marie' }, MSG_EMAIL_TO_INVALID],
    [{ to: 'Marie <marie@exemple.be>' }, MSG_EMAIL_TO_INVALID],
    [{ to: 'marie@exemple.be;paul@exemple.be' }, MSG_EMAIL_ONE_RECIPIENT],
    [{ to: 'marie@exemple.be, paul@exemple.be' }, MSG_EMAIL_ONE_RECIPIENT],
    [{ to: 'marie@exemple.be\r\nBcc: paul@exemple.be' }, MSG_EMAIL_TO_INVALID],
    [{ to: `${'a'.repeat(250)}@exemple.be` }, MSG_EMAIL_TO_INVALID],
    [{ subject: '\r\n' }, MSG_EMAIL_SUBJECT_REQUIRED],
    [{ subject: 'x'.repeat(201) }, MSG_EMAIL_SUBJECT_TOO_LONG],
    [{ message: '' }, MSG_EMAIL_MESSAGE_REQUIRED],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  test('trims the address, keeps the message’s lines, puts the subject on one line', () => {
    expect(
      documentEmailSchema.parse({
        to: ' marie@exemple.be ',
        subject: 'Devis\r\nBcc: x@exemple.be\tfin',
        message: 'Bonjour,\n\nÀ bientôt',
      }),
    ).toEqual({
      to: 'marie@exemple.be',
      subject: 'Devis Bcc: x@exemple.be fin',
      message: 'Bonjour,\n\nÀ bientôt',
    });
  });
});

test.each([
  ['quote', 'Devis envoyé à marie@exemple.be'],
  ['invoice', 'Facture envoyée à marie@exemple.be'],
  ['credit_note', 'Note de crédit envoyée à marie@exemple.be'],
] as const)('documentSentMessage(%s)', (kind, message) => {
  expect(documentSentMessage(kind, 'marie@exemple.be')).toBe(message);
});
