// The zip exports (the accounting export, GET /api/organization/export; http/zip-answer.ts) on a
// real socket, with receipts far larger than what the sockets can hold: the zip is streamed (its
// first bytes arrive while the export is still reading the database, with no Content-Length),
// and a client that goes away mid-download stops the export: its database connection goes back,
// and the server answers the next requests. The export's cursor waits for the client on a
// connection of the export pool, never on one of the app's.
import { unzipSync } from 'fflate';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportReadsOf } from '../src/db/export-reads.js';
import { pgPoolOf } from '../src/db/prisma.js';
import { useTestContext } from './support/app.js';
import { signedInMember, type Member } from './support/factories.js';
import { storeIncompressibleReceipts } from './support/receipts.js';
import { waitFor } from './support/wait.js';

const ctx = useTestContext();
/** 24 receipts of 1 MB that do not compress: more than the sockets' buffers between both ends. */
const RECEIPTS = 24;
const RECEIPT_BYTES = 1024 * 1024;
let server: http.Server;
let base: string;
let member: Member;

type Export = { method: 'GET' | 'POST'; path: string; body?: string };
const EXPORTS: [string, Export][] = [
  [
    'accounting',
    {
      method: 'POST',
      path: '/api/accounting/exportAccounting',
      body: JSON.stringify({ startDate: '2026-04-01', endDate: '2026-04-30' }),
    },
  ],
  ['organization', { method: 'GET', path: '/api/organization/export' }],
];

beforeAll(async () => {
  member = await signedInMember(ctx);
  await storeIncompressibleReceipts(
    ctx.db,
    member.organization.organization_id,
    RECEIPTS,
    RECEIPT_BYTES,
  );
  server = http.createServer(ctx.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The export asked on its own connection; resolves with the response, body not read yet. */
function startExport(exp: Export) {
  const req = http.request(`${base}${exp.path}`, {
    method: exp.method,
    agent: false,
    headers: { cookie: member.cookie, 'content-type': 'application/json' },
  });
  const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
  req.end(exp.body);
  return answered.then(([res]) => ({ req, res }));
}

/** Connections of the export pool in use (an export holds one for its cursors). */
const busy = () => exportReadsOf(ctx.db).connectionsInUse;

/** Connections of the app's pool in use. */
const appBusy = () => {
  const pool = pgPoolOf(ctx.db);
  return pool.totalCount - pool.idleCount;
};

/** The export waits for the client with a connection in use, the client having read `res`'s first chunk only. */
async function stalledAfterFirstChunk(res: http.IncomingMessage) {
  expect(res.statusCode).toBe(200);
  const chunks = res[Symbol.asyncIterator]();
  const first = (await chunks.next()).value as Buffer;
  await waitFor(() => busy() === 1, 'the export to wait for the client, its cursor open', {
    timeoutMs: 15_000,
  });
  // None of the app's connections waits with it (a rate-limit write may pass meanwhile).
  await waitFor(() => appBusy() === 0, 'the app pool to hold no connection for the export');
  return { first, chunks };
}

describe('zip exports on a real socket', () => {
  test.each(EXPORTS)(
    '[%s] streamed: no Content-Length, first bytes while the export still reads',
    async (_kind, exp) => {
      const { res } = await startExport(exp);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      const { first, chunks } = await stalledAfterFirstChunk(res);
      expect(first.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
      // What has come so far is a small part of the zip: the rest is read as the client reads.
      const readSoFar = res.socket.bytesRead;

      const parts = [first];
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        parts.push(next.value as Buffer);
      }
      const zip = Buffer.concat(parts);
      expect(zip.length).toBeGreaterThan(RECEIPTS * RECEIPT_BYTES);
      expect(readSoFar).toBeLessThan(zip.length / 4);
      const receipts = Object.keys(unzipSync(new Uint8Array(zip))).filter((name) =>
        name.endsWith('.pdf'),
      );
      expect(receipts).toHaveLength(RECEIPTS);
      await waitFor(() => busy() === 0, 'the export to give its connection back');
    },
    60_000,
  );

  test.each(EXPORTS)(
    '[%s] a client gone mid-download stops the export; the server answers the next requests',
    async (_kind, exp) => {
      const { req, res } = await startExport(exp);
      await stalledAfterFirstChunk(res);
      const cut = once(res, 'error').then(([err]) => (err as Error).message);
      req.destroy();
      expect(await cut).toBe('aborted');
      expect(res.complete).toBe(false);

      // The export stops: its cursor's connection leaves the pool, nothing waits for one.
      await waitFor(() => busy() === 0, 'the export to give its connection back', {
        timeoutMs: 15_000,
      });
      expect(pgPoolOf(ctx.db).waitingCount).toBe(0);

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      const again = await fetch(`${base}/api/accounting/exportAccounting`, {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ startDate: '2020-01-01', endDate: '2020-12-31' }),
      });
      expect(again.status).toBe(200);
      const empty = unzipSync(new Uint8Array(await again.arrayBuffer()));
      expect(Object.keys(empty).sort()).toEqual(['depenses.csv', 'rentrees.csv']);
    },
    60_000,
  );
});
