import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** A file a mail carries: a document's PDF, its e-invoice. */
export type MailAttachment = { filename: string; content: Buffer | string; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes (the organization), when it is not the sender. */
  replyTo?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** False without SMTP_URL: `send` only writes the mail to the log. */
  readonly configured: boolean;
  send: (mail: Mail) => Promise<void>;
};

/**
 * A request waits for its mail: a server that does not answer fails it within seconds rather
 * than nodemailer's default minutes. Values set in SMTP_URL's query string win.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Mail over SMTP_URL with nodemailer; without it (the embedded default) the mail is written to the
 * log, link included, so a self-hosted install can still reset a password. nodemailer encodes the
 * headers it writes (a line break in a subject cannot start a new header).
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  logger: Logger,
): Mailer {
  if (!config.SMTP_URL) {
    return {
      configured: false,
      send: async (mail) => {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'mail (no SMTP_URL: not sent)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...TIMEOUTS });
  return {
    configured: true,
    send: async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}
