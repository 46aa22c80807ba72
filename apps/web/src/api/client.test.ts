import {
  MSG_NO_ORGANIZATION,
  MSG_PAYMENT_REQUIRED,
  MSG_TOO_MANY,
  MSG_UNKNOWN,
} from '@app/shared/http';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setUpApiTest } from '../test/api-test';
import { recordNavigations, unreachableUrl, failure } from '../test/http-server';
import {
  apiRequest,
  blobOf,
  isApiFailure,
  setApiBaseUrl,
  setNavigator,
  type ApiRequestOptions,
} from './client';

const { server, toaster } = setUpApiTest();
const navigations = recordNavigations();

const PDF_BYTES = '%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Calls the helper inside act() so the toasts it raises reach the rendered Toaster. */
async function call<T = unknown>(path: string, options?: ApiRequestOptions) {
  let outcome:
    { ok: true; value: Awaited<ReturnType<typeof apiRequest<T>>> } | { ok: false; error: unknown };
  await act(async () => {
    try {
      outcome = { ok: true, value: await apiRequest<T>(path, options) };
    } catch (error) {
      outcome = { ok: false, error };
    }
  });
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}

describe('apiRequest: requests', () => {
  test('sends credentials (cookies) with every request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.route('GET /api/ping', { body: { pong: true } });

    await call('/api/ping');

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });

  test('sends a plain object as JSON with its content type', async () => {
    server.route('POST /api/echo', (request) => ({
      body: { contentType: request.headers['content-type'], received: JSON.parse(request.body) },
    }));

    const result = await call('/api/echo', {
      method: 'POST',
      body: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });

    expect(result).toEqual({
      contentType: 'application/json',
      received: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });
  });

  test('sends FormData as multipart with the boundary set by fetch', async () => {
    server.route('POST /api/upload', (request) => ({
      body: { contentType: request.headers['content-type'], raw: request.body },
    }));
    const form = new FormData();
    form.append('fileType', 'logo_image');

    const result = (await call<{ contentType: string; raw: string }>('/api/upload', {
      method: 'POST',
      body: form,
    })) as { contentType: string; raw: string };

    expect(result.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.raw).toContain('name="fileType"');
    expect(result.raw).toContain('logo_image');
  });

  // A GET that changes state (validateInvoice) requires the header no link or form of
  // another site can send; the helper sends it on every call, uploads and downloads included.
  test('marks every request as the app’s: X-Requested-With on reads, JSON, uploads and files', async () => {
    server.route('GET /api/invoice/validateInvoice', { body: {} });
    server.route('POST /api/echo', { body: {} });
    server.route('POST /api/upload', { body: {} });
    server.route('GET /api/file', {
      headers: { 'Content-Type': 'application/pdf' },
      body: Buffer.from(PDF_BYTES, 'latin1'),
    });
    const form = new FormData();
    form.append('fileType', 'logo_image');

    await call('/api/invoice/validateInvoice?invoice_id=1');
    await call('/api/echo', { method: 'POST', body: { a: 1 } });
    await call('/api/upload', { method: 'POST', body: form });
    expect(blobOf(await call('/api/file'))).toBeDefined();

    expect(server.requests.map((request) => request.headers['x-requested-with'])).toEqual(
      Array(4).fill('XMLHttpRequest'),
    );
  });

  test('uses an absolute URL as given, without the base URL', async () => {
    server.route('DELETE /api/items', (request) => ({ body: { method: request.method } }));
    setApiBaseUrl('http://127.0.0.1:9');
    try {
      expect(await call(`${server.url}/api/items?item_id=3`, { method: 'DELETE' })).toEqual({
        method: 'DELETE',
      });
    } finally {
      setApiBaseUrl(server.url);
    }
  });
});

describe('apiRequest: successful responses', () => {
  test('parses JSON bodies', async () => {
    server.route('GET /api/json', { body: { clients: [{ client_name: 'Dupont' }] } });
    expect(await call('/api/json')).toEqual({ clients: [{ client_name: 'Dupont' }] });
    expect(toaster.toasts()).toEqual([]);
  });

  test.each([
    ['application/pdf', PDF_BYTES],
    ['image/png', '\x89PNG\r\n\x1a\n'],
    ['application/zip', 'PK\x03\x04zip'],
    ['application/pdf; charset=binary', PDF_BYTES],
  ])('returns a Blob for %s', async (contentType, bytes) => {
    server.route('GET /api/file', {
      headers: { 'content-type': contentType },
      body: Buffer.from(bytes, 'latin1'),
    });

    const result = await call('/api/file');

    // The Blob comes from Node's fetch, not from jsdom's Blob class: check its shape and bytes.
    const blob = result as Blob;
    expect(typeof blob.arrayBuffer).toBe('function');
    expect(blob.type.split(';')[0]).toBe(contentType.split(';')[0]);
    expect(Buffer.from(await blob.arrayBuffer()).toString('latin1')).toBe(bytes);
  });

  test('parses other content types as JSON', async () => {
    server.route('GET /api/text-json', {
      headers: { 'content-type': 'text/plain' },
      body: '{"message":"ok"}',
    });
    expect(await call('/api/text-json')).toEqual({ message: 'ok' });
  });

  test('an empty OK body (204) is a success: an empty object', async () => {
    server.route('PUT /api/organization/leave', { status: 204 });
    const result = await call('/api/organization/leave', { method: 'PUT' });
    expect(result).toEqual({});
    expect(isApiFailure(result)).toBe(false);
  });
});

describe('apiRequest: the error catalogue (spec part 1 §8)', () => {
  test('429: toast "Trop de requêtes…" and nothing returned', async () => {
    server.route('POST /api/auth/login', { status: 429, body: 'Too many requests' });

    expect(await call('/api/auth/login', { method: 'POST', body: {} })).toBeUndefined();

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_TOO_MANY }]);
    expect(MSG_TOO_MANY).toBe('Trop de requêtes, veuillez réessayer plus tard');
    expect(navigations).toEqual([]);
  });

  test('429 on several concurrent calls shows one toast', async () => {
    server.route('GET /api/busy', { status: 429 });
    await act(() => Promise.all([apiRequest('/api/busy'), apiRequest('/api/busy')]));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_TOO_MANY }]);
  });

  test('401: goes to /organizationSetup and returns { error: 401, message: "Vous n\'avez pas de\'organisation" }', async () => {
    server.route('GET /api/clients/list', {
      status: 401,
      body: { error: 401, message: MSG_NO_ORGANIZATION },
    });

    const result = await call('/api/clients/list');

    expect(result).toEqual({ error: 401, message: "Vous n'avez pas de'organisation" });
    expect(isApiFailure(result)).toBe(true);
    expect(navigations).toEqual(['/organizationSetup']);
    expect(toaster.toasts()).toEqual([]);
  });

  test('401 with any body still returns the fixed object', async () => {
    server.route('POST /api/auth/login', { status: 401, body: 'Unauthorized' });
    expect(await call('/api/auth/login', { method: 'POST', body: {} })).toEqual({
      error: 401,
      message: MSG_NO_ORGANIZATION,
    });
  });

  test('403: nothing returned, no message, no navigation', async () => {
    server.route('GET /api/users/list', failure(403, 'Accès refusé'));

    expect(await call('/api/users/list')).toBeUndefined();

    expect(toaster.toasts()).toEqual([]);
    expect(navigations).toEqual([]);
  });

  test('403 for the role (issue #28): the server’s message is shown, nothing else happens', async () => {
    const refusal = {
      error: true,
      reason: 'role',
      message: 'Votre rôle (Membre) ne permet pas de modifier le compte bancaire.',
    };
    server.route('POST /api/organization/updateOrganization', { status: 403, body: refusal });

    const result = await call('/api/organization/updateOrganization', { method: 'POST', body: {} });

    expect(result).toEqual(refusal);
    expect(isApiFailure(result)).toBe(true);
    await toaster.waitForToast('error', refusal.message);
    expect(navigations).toEqual([]);
  });

  test("402: goes to /payment/create and returns { message: 'Payment required' }", async () => {
    server.route('GET /api/quotes/list', { status: 402, body: { message: 'Payment required' } });

    const result = await call('/api/quotes/list');

    expect(result).toEqual({ message: 'Payment required' });
    expect(MSG_PAYMENT_REQUIRED).toBe('Payment required');
    expect(isApiFailure(result)).toBe(true);
    expect(navigations).toEqual(['/payment/create']);
    expect(toaster.toasts()).toEqual([]);
  });

  test.each([
    [
      400,
      { error: true, message: 'Veuillez saisir le nom du client.' },
      'Veuillez saisir le nom du client.',
    ],
    [404, { error: true, message: 'Client introuvable' }, 'Client introuvable'],
    [
      409,
      { error: true, message: 'Limite de votre formule atteinte' },
      'Limite de votre formule atteinte',
    ],
    [
      500,
      { error: true, message: 'Une erreur interne est survenue' },
      'Une erreur interne est survenue',
    ],
    [422, { error: 'Seulement le champ error' }, 'Seulement le champ error'],
    [400, { error: true }, MSG_UNKNOWN],
  ])(
    '%i with a JSON body: toasts its message and returns the body',
    async (status, body, shown) => {
      server.route('POST /api/clients/create', { status, body });

      const result = await call('/api/clients/create', { method: 'POST', body: {} });

      expect(result).toEqual(body);
      expect(isApiFailure(result)).toBe(true);
      expect(toaster.toasts()).toEqual([{ type: 'error', message: shown }]);
      expect(navigations).toEqual([]);
    },
  );

  test('other non-OK with an unreadable body: nothing returned, generic toast', async () => {
    server.route('GET /api/broken', {
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html><body>Bad gateway</body></html>',
    });

    expect(await call('/api/broken')).toBeUndefined();

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_UNKNOWN }]);
  });

  test('network failure: toasts the error message, then rethrows', async () => {
    const url = `${await unreachableUrl()}/api/ping`;

    await expect(call(url)).rejects.toThrow(TypeError);

    const shown = toaster.toasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]!.type).toBe('error');
    expect(shown[0]!.message).not.toBe('');
    expect(shown[0]!.message).toBe('fetch failed');
  });

  test('network failure without a message: toasts "Une erreur inconnue s\'est produite"', async () => {
    // Node's fetch always names its failures; a bare rejection stands for a browser that does not.
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError(''));

    await expect(call('/api/ping')).rejects.toThrow(TypeError);

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_UNKNOWN }]);
    expect(MSG_UNKNOWN).toBe("Une erreur inconnue s'est produite");
  });

  test('an OK body that is not JSON is a failure: generic toast, then rejects', async () => {
    server.route('GET /api/garbled', {
      headers: { 'content-type': 'application/json' },
      body: '{"truncated": ',
    });

    await expect(call('/api/garbled')).rejects.toThrow(MSG_UNKNOWN);
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_UNKNOWN }]);
  });

  test('an aborted request rejects without a toast', async () => {
    server.route('GET /api/slow', { body: { late: true } });
    const controller = new AbortController();
    controller.abort();

    await expect(call('/api/slow', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(toaster.toasts()).toEqual([]);
  });
});

describe('apiRequest: quiet probes', () => {
  test('no toast for a non-OK answer, nothing returned for an unreadable body', async () => {
    server.route('GET /api/probe', { status: 404, body: 'Not Found' });
    expect(await call('/api/probe', { quiet: true })).toBeUndefined();
    expect(toaster.toasts()).toEqual([]);
  });

  test('no toast for 429 or a network failure', async () => {
    server.route('GET /api/probe', { status: 429 });
    expect(await call('/api/probe', { quiet: true })).toBeUndefined();
    await expect(call(`${await unreachableUrl()}/x`, { quiet: true })).rejects.toThrow();
    expect(toaster.toasts()).toEqual([]);
  });

  test('redirects still happen', async () => {
    server.route('GET /api/probe', { status: 402 });
    expect(await call('/api/probe', { quiet: true })).toEqual({ message: 'Payment required' });
    expect(navigations).toEqual(['/payment/create']);
  });
});

describe('setNavigator', () => {
  test('without an injected navigator the helper falls back to a full page load', async () => {
    setNavigator(null);
    const assign = vi.fn();
    const original = window.location;
    // jsdom's location cannot navigate; a stand-in object records where the app would go.
    Object.defineProperty(window, 'location', { configurable: true, value: { assign } });
    try {
      server.route('GET /api/anything', { status: 401 });
      await call('/api/anything');
      expect(assign).toHaveBeenCalledWith('/organizationSetup');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
