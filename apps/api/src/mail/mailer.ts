import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Mail over SMTP_URL with nodemailer; without it (the embedded default) the mail is written to the
 * log, link included, so a self-hosted install can still reset a password.
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  logger: Logger,
): Mailer {
  if (!config.SMTP_URL) {
    return {
      send: async (mail) => {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'mail (no SMTP_URL: not sent)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}
