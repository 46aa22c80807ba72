// Graceful shutdown: on SIGTERM or SIGINT the real server stops accepting
// connections, finishes the requests it is serving, closes its database pool and exits 0, so a
// load balancer can take a replica out without failing what it was answering.
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../src/config.js';
import { createOrganization, createUser } from '../support/factories.js';
import { startServerProcess, useServerFiles } from '../support/server-process.js';
import { waitFor } from '../support/wait.js';
import { recordReliability } from './report.js';

const serverFiles = useServerFiles('shutdown-');

/**
 * A login whose body the test sends only when told: `Expect: 100-continue` makes the server
 * answer "100 Continue" once it has the request, so `started` says the request is in flight.
 */
function heldLogin(url: string, body: string) {
  const req = http.request(`${url}/api/auth/login`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => req.once('continue', resolve));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { started, answered, send: () => req.end(body) };
}

/** Whether a new connection to the server's port is refused. */
function refused(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    () => false,
    (err: unknown) =>
      (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? true : false,
  );
}

describe('graceful shutdown', () => {
  test('SIGTERM: the request in flight completes with 200, new connections are refused, exit 0', async () => {
    const server = await startServerProcess(serverFiles.database.url, serverFiles.dataDir);
    const organization = await createOrganization(serverFiles.db);
    const user = await createUser(serverFiles.db, {
      organization_id: organization.organization_id,
    });

    const login = heldLogin(server.url, JSON.stringify({ email: user.email, password: 'x' }));
    // The right password, so the answer after the signal is the real thing, not an error.
    const held = heldLogin(
      server.url,
      JSON.stringify({ email: user.email, password: user.password }),
    );
    await Promise.all([login.started, held.started]);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await waitFor(() => refused(server.url), 'the port to refuse new connections');
    expect(server.child.exitCode).toBeNull();

    login.send();
    held.send();
    const [wrong, right] = await Promise.all([login.answered, held.answered]);
    expect(wrong.status).toBe(400);
    expect(right.status).toBe(200);
    expect(JSON.parse(right.body)).toMatchObject({ message: 'Connexion réussie' });

    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"shutting down"/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    recordReliability('graceful-shutdown', {
      inFlight: 2,
      answered: [wrong, right].filter((answer) => answer.status < 500).length,
      exitCode: 0,
      drainMs: Date.now() - signalled,
      graceMs: SHUTDOWN_GRACE_MS,
    });
  });

  test('SIGINT (Ctrl-C) on an idle server: exit 0', async () => {
    const server = await startServerProcess(serverFiles.database.url, serverFiles.dataDir);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(await refused(server.url)).toBe(true);
  });
});
