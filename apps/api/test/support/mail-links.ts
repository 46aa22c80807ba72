import PostalMime, { type Email } from 'postal-mime';
import { expect } from 'vitest';
import type { CapturedMail, SmtpCapture } from './smtp-capture.js';
import { waitFor } from './wait.js';

/** A captured mail as a mail client reads it (headers decoded, text part decoded). */
export const parsedMail = (mail: CapturedMail): Promise<Email> => PostalMime.parse(mail.raw);

/** The token of the `/<page>?token=…` link in a mail's text; throws when there is none. */
export async function linkToken(mail: CapturedMail, page: string): Promise<string> {
  const { text = '' } = await parsedMail(mail);
  const found = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!found) throw new Error(`no /${page} link in:\n${text}`);
  return found[1]!;
}

/**
 * The first mail to `to`, once it has arrived: its subject, its text, and the token of its
 * `/<page>?token=…` link, which must be absolute under the test apps' https://app.exemple.be.
 */
export async function firstMailedLink(smtp: SmtpCapture, to: string, page: string) {
  const mail = await smtp.waitForMail(to, 1);
  const { subject, text = '' } = await parsedMail(mail);
  expect(text).toContain(`https://app.exemple.be/${page}?token=`);
  return { subject, text, token: await linkToken(mail, page) };
}

/**
 * The token of the `count`-th mail to `to` that carries a `/<page>?token=…` link, once it has
 * arrived (mails sent after an answer may arrive in any order).
 */
export async function mailedToken(smtp: SmtpCapture, to: string, count: number, page: string) {
  return waitFor(async () => {
    const tokens: string[] = [];
    for (const mail of smtp.mailsTo(to)) {
      const { text = '' } = await parsedMail(mail);
      const found = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
      if (found) tokens.push(found[1]!);
    }
    return tokens[count - 1];
  }, `link #${count} to /${page} for ${to}`);
}
