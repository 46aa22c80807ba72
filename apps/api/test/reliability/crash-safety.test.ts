// Crash safety (issue #8): the real server, as a child process, is killed with SIGKILL in the
// middle of a burst of uploads and creations, then restarted on the same database. Nothing is
// half-written: every expense has its receipt and no receipt is orphaned, every quote has its
// lines, numbers stay gapless, and the restarted server carries on numbering.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPrisma, type Db } from '../../src/db/prisma.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { createOrganization, createUser } from '../support/factories.js';
import { recordReliability } from './report.js';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let database: TestDatabase;
let db: Db;
let dataDir: string;

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      BCRYPT_ROUNDS: '4',
      AUTH_RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+),"msg":"listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = createPrisma(database.url);
  dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
});

afterAll(async () => {
  await db.$disconnect();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  test('SIGKILL mid-burst leaves no half-written record, and numbering carries on', async () => {
    const first = await startServer();
    const organization = await createOrganization(db);
    const orgId = organization.organization_id;
    const user = await createUser(db, { organization_id: orgId });
    const client = await db.client.create({
      data: { organization_id: orgId, client_name: 'Client' },
    });
    const service = await db.service.create({
      data: { organization_id: orgId, name: 'Service', description: 'd', price_cents: 1000 },
    });
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const receipt = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024, 0x20)]);
    const expense = (i: number) => {
      const form = new FormData();
      form.append('product_name', `Achat ${i}`);
      form.append('price', '12.5');
      form.append('recorded_date', '2026-05-01');
      form.append('payment_method', 'Cash');
      form.append('user_id', '-1');
      form.append('file', new Blob([receipt], { type: 'application/pdf' }), `ticket-${i}.pdf`);
      return fetch(`${first.url}/api/accounting/addExpense`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
    };
    const quote = () =>
      fetch(`${first.url}/api/quote/createQuote`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: client.client_id,
          products: [],
          services: [{ service_id: service.service_id, quantity: 1, price: 10, tva_rate: 21 }],
          rent_date: '2026-05-01',
          reserved_from: '2026-05-01',
          reserved_until: '2026-05-02',
        }),
      });

    const burst = [
      ...Array.from({ length: 30 }, (_, i) => expense(i)),
      ...Array.from({ length: 30 }, () => quote()),
    ].map((call) => call.then((res) => res.status).catch(() => 'killed' as const));
    // Let part of the burst land (some records written, others in flight), then pull the plug.
    const where = { organization_id: orgId };
    for (let waited = 0; waited < 20_000; waited += 10) {
      const written = (await db.expense.count({ where })) + (await db.quote.count({ where }));
      if (written >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.child.kill('SIGKILL');
    const outcomes = await Promise.all(burst);
    expect(outcomes.some((outcome) => outcome === 'killed')).toBe(true);
    expect(outcomes.some((outcome) => outcome === 201)).toBe(true);

    const second = await startServer();
    try {
      const health = await fetch(`${second.url}/api/health`);
      expect(health.status).toBe(200);

      const expenses = await db.expense.findMany({
        where: { organization_id: orgId },
        include: { file: true },
      });
      for (const row of expenses) expect(row.file.size).toBe(receipt.length);
      const files = await db.storedFile.count({ where: { organization_id: orgId } });
      expect(files).toBe(expenses.length);

      const quotes = await db.quote.findMany({
        where: { organization_id: orgId },
        include: { services: true },
        orderBy: { formatted_quote_id: 'asc' },
      });
      for (const row of quotes) expect(row.services).toHaveLength(1);
      recordReliability('crash-safety', {
        rounds: 1,
        records: expenses.length + quotes.length,
        halfWritten:
          expenses.filter((row) => row.file.size !== receipt.length).length +
          quotes.filter((row) => row.services.length !== 1).length +
          Math.abs(files - expenses.length),
      });
      const numbers = quotes.map((row) => Number(row.formatted_quote_id.slice(-4)));
      expect(numbers).toEqual(Array.from({ length: quotes.length }, (_, i) => i + 1));

      const next = await fetch(`${second.url}/api/quote/createQuote`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: client.client_id,
          products: [],
          services: [{ service_id: service.service_id, quantity: 1, price: 10 }],
          rent_date: '2026-05-01',
          reserved_from: '2026-05-01',
          reserved_until: '2026-05-01',
        }),
      });
      expect(next.status).toBe(201);
      const body = (await next.json()) as { quote: { formatted_quote_id: string } };
      expect(Number(body.quote.formatted_quote_id.slice(-4))).toBe(quotes.length + 1);
    } finally {
      second.child.kill('SIGTERM');
    }
  }, 180_000);
});
