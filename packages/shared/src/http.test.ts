import { describe, expect, test } from 'vitest';
import {
  MSG_INTERNAL,
  MSG_NO_ORGANIZATION,
  MSG_PAYMENT_REQUIRED,
  MSG_TOO_MANY,
  MSG_UNKNOWN,
  isApiErrorBody,
} from './http';

describe('contract messages are spelled as the spec writes them', () => {
  test.each([
    {
      name: 'MSG_NO_ORGANIZATION',
      value: MSG_NO_ORGANIZATION,
      expected: "Vous n'avez pas de'organisation",
    },
    { name: 'MSG_PAYMENT_REQUIRED', value: MSG_PAYMENT_REQUIRED, expected: 'Payment required' },
    { name: 'MSG_INTERNAL', value: MSG_INTERNAL, expected: 'Une erreur interne est survenue' },
    {
      name: 'MSG_TOO_MANY',
      value: MSG_TOO_MANY,
      expected: 'Trop de requêtes, veuillez réessayer plus tard',
    },
    { name: 'MSG_UNKNOWN', value: MSG_UNKNOWN, expected: "Une erreur inconnue s'est produite" },
  ])('$name', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});

describe('isApiErrorBody', () => {
  test.each([
    { body: { error: true, message: 'Veuillez saisir le nom du client.' }, expected: true },
    { body: { error: 401, message: MSG_NO_ORGANIZATION }, expected: true },
    { body: { error: false, message: 'ok' }, expected: false },
    { body: { message: MSG_PAYMENT_REQUIRED }, expected: false },
    { body: { error: true }, expected: false },
    { body: { error: '401', message: 'x' }, expected: false },
    { body: null, expected: false },
    { body: 'error', expected: false },
  ])('$body → $expected', ({ body, expected }) => {
    expect(isApiErrorBody(body)).toBe(expected);
  });
});
