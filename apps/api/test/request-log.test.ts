import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { consoleDestination, formatLogRecord } from '../src/log-format.js';
import { createLogger } from '../src/logger.js';
import { createUser } from './support/factories.js';
import { useLoggedApps } from './support/logged-app.js';
import { postAuth } from './support/session.js';
import { waitFor } from './support/wait.js';

// What the server writes to its console for each request, in the readable format of development
// and `pnpm start`, and in the JSON of production.

const logged = useLoggedApps();

/** The app with its logger writing to a string; `output()` is everything written so far. */
const appWithConsole = (format: 'pretty' | 'json') =>
  logged.appWithLog({ LOG_LEVEL: 'info', LOG_FORMAT: format }, createLogger);

/** Headers a request log must never repeat: a session, a token, the browser's fingerprint. */
const PRIVATE_HEADERS = {
  Cookie: 'session=cookie-de-session-secret',
  Authorization: 'Bearer jeton-secret',
  'User-Agent': 'navigateur-a-ne-pas-journaliser',
};
const PRIVATE_VALUES = [
  'cookie-de-session-secret',
  'jeton-secret',
  'navigateur-a-ne-pas-journaliser',
  'valeur-de-requete',
];

describe('request log in the console format', () => {
  test('one line per request: time, method, path, status and duration, nothing else', async () => {
    const { app, output } = appWithConsole('pretty');
    expect((await request(app).get('/api/auth/config').set(PRIVATE_HEADERS)).status).toBe(200);
    const missing = await request(app)
      .get('/api/nulle-part?jeton=valeur-de-requete')
      .set(PRIVATE_HEADERS);
    expect(missing.status).toBe(404);

    const lines = await waitFor(() => {
      const written = output().trimEnd().split('\n');
      return written.length >= 2 && written;
    }, 'two request lines');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2} GET \/api\/auth\/config 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^\d{2}:\d{2}:\d{2} GET \/api\/nulle-part 404 \d+ ms$/);
    for (const value of PRIVATE_VALUES) expect(output()).not.toContain(value);
  });

  test('without SMTP, the reset mail is printed as it reads, its link on a line of its own', async () => {
    const { app, output } = appWithConsole('pretty');
    const user = await createUser(logged.db);
    const res = await postAuth(app, 'forgotPassword', { email: user.email });
    expect(res.status).toBe(200);

    const printed = await waitFor(
      () => output().includes('resetPassword/') && output(),
      'the mail in the console',
    );
    expect(printed).toContain(
      `    À : ${user.email}\n    Objet : Réinitialisation de votre mot de passe\n`,
    );
    expect(printed).toMatch(/\n {4}http:\/\/localhost:3000\/resetPassword\/[\w-]{43}\n/);
    // The mail's text is shown as text, not as an escaped JSON string.
    expect(printed).not.toContain('\\n');
  });
});

describe('request log in production (JSON)', () => {
  test('one JSON record per request with its id, method, path, status and duration; no headers', async () => {
    const { app, output } = appWithConsole('json');
    const res = await request(app)
      .get('/api/auth/config?jeton=valeur-de-requete')
      .set(PRIVATE_HEADERS);
    expect(res.status).toBe(200);

    const records = await waitFor(() => {
      const parsed = output()
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      return parsed.length > 0 && parsed;
    }, 'a request record');
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: res.headers['x-request-id'], method: 'GET', path: '/api/auth/config' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(record!.req as object).sort()).toEqual(['id', 'method', 'path']);
    expect(Object.keys(record!.res as object)).toEqual(['statusCode']);
    for (const value of PRIVATE_VALUES) expect(output()).not.toContain(value);
  });
});

describe('the console format of other records', () => {
  test('a failed request: its line, then the error stack; a record’s own fields stay on its line', () => {
    const time = new Date(2026, 10, 24, 9, 5, 7).getTime();
    expect(
      formatLogRecord({
        level: 50,
        time,
        msg: 'request errored',
        req: { id: 'x', method: 'POST', path: '/api/invoice/createInvoice' },
        res: { statusCode: 500 },
        responseTime: 41.6,
        err: { message: 'boom', stack: 'Error: boom\n    at f (a.js:1:1)' },
      }),
    ).toBe(
      '09:05:07 ERREUR POST /api/invoice/createInvoice 500 42 ms\n' +
        '    Error: boom\n' +
        '        at f (a.js:1:1)',
    );
    expect(
      formatLogRecord({
        level: 40,
        time,
        pid: 1,
        hostname: 'h',
        msg: 'slow',
        port: 3000,
        req: { method: 'GET', path: '/api/clients' },
      }),
    ).toBe('09:05:07 ATTENTION slow {"port":3000} (GET /api/clients)');
  });

  test('a line that is not a JSON record passes through', () => {
    let written = '';
    consoleDestination({ write: (text: string) => (written += text) }).write('plain text\n');
    expect(written).toBe('plain text\n');
  });
});
