import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpInbox } from './smtp-inbox.js';

const READY = /Application prête sur (http:\/\/localhost:\d+)\//;

/**
 * Starts the production build (`pnpm build` ran before) on a free port with a fresh embedded
 * database and a loopback SMTP server, and hands their addresses to the tests through
 * E2E_BASE_URL and E2E_MAIL_DIR (where the mails received are written).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // As root, PostgreSQL runs as a dedicated user that must be able to reach DATA_DIR/pg (the
  // server also adds o+x to the ancestors; this keeps the folder readable for debugging).
  chmodSync(dataDir, 0o755);
  const mailDir = join(dataDir, 'mail');
  const smtp = await startSmtpInbox(mailDir);
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every test registers its own users from one address.
      AUTH_RATE_LIMIT_MAX: '10000',
      API_RATE_LIMIT_MAX: '100000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Gestion e2e <no-reply@exemple.test>',
      // The Peppol queue (demo transport) every second, so a sending is delivered while watched.
      PEPPOL_QUEUE_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
