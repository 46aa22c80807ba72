import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { expect } from './test.js';

type StoredMail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback, started by global-setup.ts for the app under test (its
 * SMTP_URL): each mail it receives is written into `dir`, where the tests (other processes) read
 * it.
 */
export async function startSmtpInbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails the inbox received so far for `to`, parsed as a mail client reads them. */
export async function mailsTo(to: string): Promise<Email[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  const mails = readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(to));
  return Promise.all(
    mails.map((mail) => PostalMime.parse(mail.raw, { attachmentEncoding: 'arraybuffer' })),
  );
}

/** The path of the `/<page>?token=…` link mailed to `to`, once its mail has arrived. */
export async function mailedPath(to: string, page: string): Promise<string> {
  const find = async () =>
    (await mailsTo(to))
      .map((mail) => new RegExp(`/${page}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0])
      .find((path) => path !== undefined);
  await expect.poll(find).toBeDefined();
  return (await find())!;
}
