import type { Express } from 'express';
import { createServer, type AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { loadConfig, publicOrigin } from '../src/config.js';
import { createUser } from './support/factories.js';
import { useLoggedApps } from './support/logged-app.js';
import { waitFor } from './support/wait.js';
import { postAuth } from './support/session.js';
import { expectAnswer } from './support/http.js';

// These tests read what the API writes to its log, so they build the app with a logger of their
// own instead of the silent one of createTestContext.

type LogLine = { level: number; msg: string; [key: string]: unknown };

const MSG_RESET_LINK_SENT =
  'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé.';

const logs = useLoggedApps();

/** The app with a JSON logger at info level; `lines()` are the records written so far. */
function appWithLog(env: Record<string, string>): { app: Express; lines: () => LogLine[] } {
  const { app, output } = logs.appWithLog(env, (_config, sink) => pino({ level: 'info' }, sink));
  const lines = () =>
    output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { app, lines };
}

const waitForLine = (lines: () => LogLine[], match: (line: LogLine) => boolean) =>
  waitFor(() => lines().find(match), 'expected log line');

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('password reset mail without SMTP', () => {
  test('the mail and its link are written to the log at info level, and the link works', async () => {
    const { app, lines } = appWithLog({});
    const user = await createUser(logs.db, { name: 'Sans Serveur' });
    // The Host header is the caller's to choose: a forged one must not reach the mail.
    const forgot = await request(app)
      .post('/api/auth/forgotPassword')
      .set('Host', 'attacker.example')
      .send({ email: user.email });
    expectAnswer(forgot, 200, { message: MSG_RESET_LINK_SENT });

    const logged = await waitForLine(
      lines,
      (line) => (line.mail as { to?: string } | undefined)?.to === user.email,
    );
    expect(logged.level).toBe(30);
    const mail = logged.mail as { subject: string; text: string };
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    // Without PUBLIC_URL the link points where the server is configured to listen.
    expect(mail.text).not.toContain('attacker.example');
    const link = /http:\/\/localhost:3000\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();

    const reset = await postAuth(app, 'resetPassword', {
      token: link![1],
      password: 'nouveau-secret-2026',
    });
    expectAnswer(reset, 200, { message: 'Mot de passe modifié avec succès' });
  });

  test('an unknown email writes no mail to the log', async () => {
    const { app, lines } = appWithLog({});
    const email = 'personne-du-tout@exemple.be';
    const res = await postAuth(app, 'forgotPassword', { email });
    expect(res.body).toEqual({ message: MSG_RESET_LINK_SENT });
    // A known account asked afterwards: once its mail is logged, the first request is done too.
    const known = await createUser(logs.db);
    await postAuth(app, 'forgotPassword', { email: known.email });
    await waitForLine(
      lines,
      (line) => (line.mail as { to?: string } | undefined)?.to === known.email,
    );
    expect(
      lines().filter((line) => (line.mail as { to?: string } | undefined)?.to === email),
    ).toEqual([]);
  });
});

describe('where links point', () => {
  test('PUBLIC_URL, else the configured host and port; never the request', () => {
    expect(publicOrigin(loadConfig({ PUBLIC_URL: 'https://app.exemple.be/' }))).toBe(
      'https://app.exemple.be',
    );
    expect(publicOrigin(loadConfig({}))).toBe('http://localhost:3000');
    expect(publicOrigin(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }))).toBe(
      'http://127.0.0.1:8080',
    );
    expect(publicOrigin(loadConfig({ HOST: '::1', PORT: '8080' }))).toBe('http://[::1]:8080');
  });

  test('a production server on its own database refuses to start without PUBLIC_URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/gestion' }),
    ).toThrow(/PUBLIC_URL: required in production with DATABASE_URL/);
    // The embedded default of README's first command needs no configuration.
    expect(loadConfig({ NODE_ENV: 'production' }).PUBLIC_URL).toBeUndefined();
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgresql://db/gestion',
        PUBLIC_URL: 'https://gestion.exemple.be',
      }).PUBLIC_URL,
    ).toBe('https://gestion.exemple.be');
  });
});

describe('password reset mail with an unreachable SMTP server', () => {
  test('the caller gets the usual answer, the failure is logged as an error', async () => {
    const { app, lines } = appWithLog({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const user = await createUser(logs.db);
    const res = await postAuth(app, 'forgotPassword', { email: user.email });
    expectAnswer(res, 200, { message: MSG_RESET_LINK_SENT });
    const failure = await waitForLine(lines, (line) => line.msg === 'password reset mail failed');
    expect(failure.level).toBe(50);
  });
});
