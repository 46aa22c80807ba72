import { messageFields } from '@app/shared/message-fields';
import { act } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../test/api-test';
import { failure } from '../test/http-server';
import { formRequest } from './form-request';

const { server, toaster } = setUpApiTest();

const fieldOf = messageFields({ name: ['Veuillez saisir le nom.'], price: [] }, [
  [/^Stock insuffisant pour « .+ »\.$/s, 'name'],
]);

/** Calls formRequest inside act() so the toasts it raises reach the rendered Toaster. */
async function save() {
  let result: Awaited<ReturnType<typeof formRequest<{ message: string }>>>;
  await act(async () => {
    result = await formRequest<{ message: string }>(
      '/api/things/save',
      { method: 'POST', body: { name: '' } },
      fieldOf,
    );
  });
  await toaster.flush();
  return result!;
}

describe('formRequest (issue #19)', () => {
  test('a refusal naming one of the form’s fields (`field`) comes back at it, its message unlisted', async () => {
    server.route('POST /api/things/save', {
      status: 400,
      body: { error: true, message: 'Ce prix ne convient pas.', field: 'price' },
    });
    expect(await save()).toEqual({ refused: 'Ce prix ne convient pas.', field: 'price' });
    expect(toaster.toasts()).toEqual([]);
  });

  test('a refusal naming a field the form does not show is toasted', async () => {
    server.route('POST /api/things/save', {
      status: 400,
      body: { error: true, message: 'Ce lien ne convient pas.', field: 'token' },
    });
    expect(await save()).toBeUndefined();
    expect(toaster.toasts()).toEqual([{ type: 'error', message: 'Ce lien ne convient pas.' }]);
  });

  test('a refusal about a field comes back for the form, without a toast', async () => {
    server.route('POST /api/things/save', failure(400, 'Veuillez saisir le nom.'));
    expect(await save()).toEqual({ refused: 'Veuillez saisir le nom.', field: 'name' });
    expect(toaster.toasts()).toEqual([]);
  });

  test('a generic message naming a field of the form counts as about that field', async () => {
    server.route('POST /api/things/save', failure(400, 'Nombre trop grand (champ price)'));
    expect(await save()).toEqual({ refused: 'Nombre trop grand (champ price)', field: 'price' });
    expect(toaster.toasts()).toEqual([]);
  });

  test('a refusal quoting a name says which (the line of that product)', async () => {
    server.route('POST /api/things/save', failure(409, 'Stock insuffisant pour « Tente 3x3 ».'));
    expect(await save()).toEqual({
      refused: 'Stock insuffisant pour « Tente 3x3 ».',
      field: 'name',
      item: 'Tente 3x3',
    });
    expect(toaster.toasts()).toEqual([]);
  });

  test('a refusal about no field is toasted by the fetch helper and gives undefined', async () => {
    server.route('POST /api/things/save', failure(409, 'Limite du plan atteinte.'));
    expect(await save()).toBeUndefined();
    await toaster.waitForToast('error', 'Limite du plan atteinte.');
  });

  test('a success gives its body', async () => {
    server.route('POST /api/things/save', { body: { message: 'Enregistré' } });
    expect(await save()).toEqual({ message: 'Enregistré' });
  });
});
