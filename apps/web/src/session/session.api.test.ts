import { act } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../test/api-test';
import { recordNavigations, unreachableUrl, INTERNAL_ERROR } from '../test/http-server';
import { logout, verifyToken } from './session.api';
import { setApiBaseUrl } from '../api/client';

const { server, toaster } = setUpApiTest();
const navigations = recordNavigations();

describe('verifyToken', () => {
  test.each([
    ['{ authenticated: true }', { body: { authenticated: true } }, true],
    ['any truthy OK body', { body: { user_id: 4 } }, true],
    ['{ authenticated: false }', { body: { authenticated: false } }, false],
    ['403 (no or invalid session)', { status: 403 }, false],
    ['404 (endpoint not there yet)', { status: 404, body: 'Cannot GET' }, false],
    ['500', INTERNAL_ERROR, false],
  ])('%s → %s, without a toast', async (_case, reply, expected) => {
    server.route('GET /api/auth/verifyToken', reply);

    expect(await act(() => verifyToken())).toBe(expected);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/verifyToken',
    ]);
    expect(toaster.toasts()).toEqual([]);
  });

  test('a network failure means not authenticated, without a toast', async () => {
    setApiBaseUrl(await unreachableUrl());
    try {
      expect(await act(() => verifyToken())).toBe(false);
      expect(toaster.toasts()).toEqual([]);
    } finally {
      setApiBaseUrl(server.url);
    }
  });
});

describe('logout', () => {
  test('posts to /api/auth/logout, then goes to /', async () => {
    server.route('POST /api/auth/logout', { body: { message: 'Déconnecté' } });

    await act(() => logout());

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/logout']);
    expect(navigations).toEqual(['/']);
  });
});
