// HTTP calls of the bench: node:http over one keep-alive agent, bodies counted as they arrive on
// the wire (compressed or not) and decoded afterwards, outside the timing.
import http from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** What a browser sends; servers that compress answer with Content-Encoding. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function decode(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * One request; `body` is sent as JSON, or as it is when a Buffer. Resolves with status, headers, the bytes received (`wireBytes`), the decoded
 * body and `ms`, from the call to the last byte. `sink` (optional) receives each chunk instead of
 * keeping the body, for large downloads.
 */
export async function request(baseUrl, path, options = {}) {
  try {
    return await attempt(baseUrl, path, options);
  } catch (err) {
    // A kept-alive socket the server closed just as it was reused: Node's documented race. With a
    // large body (the bank file, sent after the start row has left the sockets idle for about the
    // server's 5 s keep-alive timeout), the write fails first, with EPIPE.
    if (err.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE'))
      return attempt(baseUrl, path, options);
    throw err;
  }
}

function attempt(baseUrl, path, { method = 'GET', headers = {}, body, sink }) {
  // A Buffer goes as it is (a multipart form: its content-type comes with `headers`).
  const json = body !== undefined && !Buffer.isBuffer(body);
  const payload = json ? Buffer.from(JSON.stringify(body)) : body;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      new URL(path, baseUrl),
      {
        method,
        agent,
        headers: {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        let wireBytes = 0;
        res.on('data', (chunk) => {
          wireBytes += chunk.length;
          if (sink) sink(chunk);
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const elapsed = performance.now() - started;
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            wireBytes,
            body: sink ? raw : decode(raw, res.headers['content-encoding']),
            ms: elapsed,
          });
        });
      },
    );
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}

/** The same call, refused unless it answers 200. */
export async function expectOk(baseUrl, path, options) {
  const res = await request(baseUrl, path, options);
  if (res.status !== 200) {
    const text = res.body.toString('utf8').slice(0, 300);
    throw new Error(`${options?.method ?? 'GET'} ${path} answered ${res.status}: ${text}`);
  }
  return res;
}

/** Signs in through the API; returns the Cookie header value of the session. */
export async function login(baseUrl, email, password) {
  const res = await expectOk(baseUrl, '/api/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  const cookies = res.headers['set-cookie'] ?? [];
  if (cookies.length === 0) throw new Error('login answered 200 without a session cookie');
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export function closeConnections() {
  agent.destroy();
}
