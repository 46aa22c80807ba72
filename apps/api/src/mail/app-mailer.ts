import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Mail, Mailer } from './mailer.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text as HTML: names and addresses typed by people go into the mails' HTML part. */
export const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);

/**
 * Sends a mail after the answer: the request neither waits for the mail server nor fails with
 * it (the log says why). A lost mail is sent again from the page that asked for it.
 */
export type SendLater = (mail: Mail) => void;

export function sendLater(mailer: Mailer, log: Logger): SendLater {
  return (mail) => {
    mailer
      .send(mail)
      .catch((err: unknown) => log.error({ err, subject: mail.subject }, 'mail failed'));
  };
}

/** A random token for a mailed link and its sha256 hash, the only form ever stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
