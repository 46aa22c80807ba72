import { describe, expect, test } from 'vitest';
import { CLIENTS } from './clients-endpoints';
import { area, filledPath, json, pathParameters, reads, sends } from './contract';
import { QUOTE_MOVEMENTS } from './quotes-endpoints';
import { DECLARED_ENDPOINTS, routeKey } from './endpoints';

describe('area', () => {
  test('names each endpoint after its key under the base path, unless told another path', () => {
    const declared = area(
      '/api/things',
      {
        list: {
          method: 'GET',
          summary: 'Les choses.',
          answer: json<{ things: string[] }>(),
          access: reads('consulter les choses'),
          input: sends<Record<string, never>>(),
        },
        health: {
          method: 'GET',
          summary: 'Santé.',
          answer: json<{ ok: boolean }>(),
          access: reads('consulter la santé'),
          input: sends<Record<string, never>>(),
        },
      },
      { health: '/' },
    );
    expect([declared.list.id, declared.list.path, declared.list.base]).toEqual([
      'list',
      '/api/things/list',
      '/api/things',
    ]);
    expect(declared.health.path).toBe('/api/things/');
    expect(routeKey(declared.list)).toBe('GET /api/things/list');
  });
});

describe('filledPath', () => {
  test('fills a path’s parameters, each as one encoded segment', () => {
    expect(filledPath(QUOTE_MOVEMENTS.undoReturn, { id: 12 })).toBe('/api/quote/return/12');
    expect(filledPath({ path: '/api/things/:name/file' }, { name: 'a/b c' })).toBe(
      '/api/things/a%2Fb%20c/file',
    );
  });
});

describe('the declared endpoints', () => {
  test('have unique ids and unique routes, each under its base', () => {
    const ids = DECLARED_ENDPOINTS.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = DECLARED_ENDPOINTS.map(routeKey);
    expect(new Set(routes).size).toBe(routes.length);
    for (const endpoint of DECLARED_ENDPOINTS)
      expect(endpoint.path.startsWith(endpoint.base)).toBe(true);
  });

  test('declare the parameters their path names, and only those', () => {
    for (const endpoint of DECLARED_ENDPOINTS) {
      const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape;
      expect([endpoint.id, Object.keys(shape ?? {})]).toEqual([
        endpoint.id,
        pathParameters(endpoint.path),
      ]);
    }
    expect(pathParameters(QUOTE_MOVEMENTS.recordDeparture.path)).toEqual(['id']);
  });

  test('name who may call them, with a French phrase for a refusal', () => {
    for (const endpoint of DECLARED_ENDPOINTS) {
      if (endpoint.access.kind === 'role') expect(endpoint.access.action).toMatch(/^[a-zà-ÿ]/);
    }
    expect(CLIENTS.deleteClient.access).toEqual({
      kind: 'role',
      role: 'member',
      action: 'supprimer un client',
    });
  });
});
