import { CLIENTS } from '@app/shared/clients-endpoints';
import { act } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../test/api-test';
import { client } from '../test/fixtures';
import { failure } from '../test/http-server';
import { formCall } from './form-request';

const { server, toaster } = setUpApiTest();

const { client_id: _id, ...fields } = client(1, 'Comité des fêtes');
const SAVE = 'POST /api/clients/createClient';

/** Calls formCall inside act() so the toasts it raises reach the rendered Toaster. */
async function save(shown?: readonly string[]) {
  let result: Awaited<ReturnType<typeof formCall<typeof CLIENTS.createClient>>>;
  await act(async () => {
    result = await formCall(CLIENTS.createClient, fields, shown);
  });
  await toaster.flush();
  return result!;
}

describe('formCall: a refusal is shown under the field the API names', () => {
  test('a refusal naming one of the body’s fields (`field`) comes back at it, without a toast', async () => {
    server.route(SAVE, failure(400, 'Cette adresse ne convient pas.', 'client_email'));
    expect(await save()).toEqual({
      refused: 'Cette adresse ne convient pas.',
      field: 'client_email',
    });
    expect(toaster.toasts()).toEqual([]);
  });

  test('a form that lists the fields it shows: a refusal naming another field is toasted', async () => {
    server.route(SAVE, failure(400, 'Cette adresse ne convient pas.', 'client_email'));
    expect(await save(['client_name'])).toBeUndefined();
    expect(toaster.toasts()).toEqual([
      { type: 'error', message: 'Cette adresse ne convient pas.' },
    ]);
  });

  test('a refusal naming a field the form does not show is toasted', async () => {
    server.route(SAVE, failure(400, 'Ce lien ne convient pas.', 'token'));
    expect(await save()).toBeUndefined();
    expect(toaster.toasts()).toEqual([{ type: 'error', message: 'Ce lien ne convient pas.' }]);
  });

  test('a message that merely mentions a field, without `field`, is toasted (no sentence is parsed)', async () => {
    server.route(SAVE, failure(400, 'Nombre trop grand (champ client_email)'));
    expect(await save()).toBeUndefined();
    expect(toaster.toasts()).toEqual([
      { type: 'error', message: 'Nombre trop grand (champ client_email)' },
    ]);
  });

  test('a refusal quoting a name says which (the line of that product)', async () => {
    server.route(SAVE, failure(409, 'Stock insuffisant pour « Tente 3x3 ».', 'client_name'));
    expect(await save()).toEqual({
      refused: 'Stock insuffisant pour « Tente 3x3 ».',
      field: 'client_name',
      item: 'Tente 3x3',
    });
    expect(toaster.toasts()).toEqual([]);
  });

  test('a refusal about no field is toasted by the fetch helper and gives undefined', async () => {
    server.route(SAVE, failure(409, 'Limite du plan atteinte.'));
    expect(await save()).toBeUndefined();
    await toaster.waitForToast('error', 'Limite du plan atteinte.');
  });

  test('a success gives its body', async () => {
    server.route(SAVE, { body: { message: 'Enregistré' } });
    expect(await save()).toEqual({ message: 'Enregistré' });
  });
});
