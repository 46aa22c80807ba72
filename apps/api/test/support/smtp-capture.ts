import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait.js';

export type CapturedMail = { to: string[]; raw: string };

export type SmtpCapture = {
  url: string;
  mails: CapturedMail[];
  /** Mails received so far for `to`. */
  mailsTo: (to: string) => CapturedMail[];
  /** Resolves with the `count`-th mail to `to` once it has arrived. */
  waitForMail: (to: string, count: number, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every message it receives; `refuse` names recipients
 * it rejects (550), as a real server does for an unknown mailbox.
 */
export async function startSmtpCapture(
  options: { refuse?: (address: string) => boolean } = {},
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => mails.filter((mail) => mail.to.includes(to));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    waitForMail: (to, count, timeoutMs = 5000) =>
      waitFor(() => mailsTo(to)[count - 1], `mail #${count} to ${to}`, { timeoutMs }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
