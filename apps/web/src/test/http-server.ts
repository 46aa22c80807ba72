import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setApiBaseUrl, setNavigator } from '../api/client';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (`?request_id=4` → { request_id: '4' }). */
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A string or Buffer is sent as is; anything else as JSON. */
  body?: unknown;
}

/** A reply, or a promise of one: a test holds the answer back to see the page while it waits. */
export type Responder = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` (query string ignored) until replaced or reset. */
  route: (key: string, responder: Responder | Reply) => void;
  reset: () => void;
  close: () => Promise<void>;
}

/** A real HTTP server on loopback: the fetch helper is exercised end to end, not mocked. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Responder>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      const path = url.pathname;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const responder = routes.get(`${recorded.method} ${path}`);
      void Promise.resolve(
        responder
          ? responder(recorded)
          : { status: 404, body: { error: true, message: 'Route introuvable' } },
      ).then((reply) => answer(res, reply));
    });
  });

  const answer = (res: http.ServerResponse, reply: Reply) => {
    const isRaw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
    const headers = {
      ...(reply.body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
      ...reply.headers,
    };
    res.writeHead(reply.status ?? 200, headers);
    if (reply.body === undefined) res.end();
    else res.end(isRaw ? (reply.body as string | Buffer) : JSON.stringify(reply.body));
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, responder) =>
      routes.set(key, typeof responder === 'function' ? responder : () => responder),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A loopback URL on which nothing listens: fetch fails as on a network error. */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The usual body of the API's failures (`{ error: true, message }`) with its status. */
export const failure = (status: number, message: string, field?: string): Reply => ({
  status,
  // `field`: the request field the API names for a refusal about one.
  body: field === undefined ? { error: true, message } : { error: true, message, field },
});

/** What the API answers when something breaks on its side. */
export const INTERNAL_ERROR = failure(500, 'Une erreur interne est survenue');

/**
 * The test file's loopback server, with the fetch helper pointed at it: started once for the
 * file, emptied of its routes and requests before each test (a `beforeEach` declared after this
 * call routes what every test of the file reads), and the fetch helper's navigator unset after
 * each test.
 */
export function setUpTestServer(): TestServer {
  let started: TestServer | undefined;
  const current = () => {
    if (!started) throw new Error('The test server starts in beforeAll: use it inside a test');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer();
    setApiBaseUrl(started.url);
  });
  afterAll(async () => {
    setApiBaseUrl('');
    await current().close();
  });
  beforeEach(() => current().reset());
  afterEach(() => setNavigator(null));
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    route: (key, responder) => current().route(key, responder),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

/** The paths the fetch helper navigates to during each test, oldest first. */
export function recordNavigations(): string[] {
  const navigations: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    setNavigator((to) => navigations.push(to));
  });
  return navigations;
}
