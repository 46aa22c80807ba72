import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { Address } from 'nodemailer/lib/mailer/index.js';
import type { Logger } from 'pino';
import type { AppContext } from '../app-context.js';

/** A file a mail carries: a document's PDF, its e-invoice. */
export type MailAttachment = { filename: string; content: Buffer | string; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The name shown before MAIL_FROM's address (an organization's), instead of MAIL_FROM's own.
   * Any text: nodemailer quotes or encodes it, control characters become spaces.
   */
  fromName?: string;
  /** Where the recipient's answer goes, when it is not the sender (a verified address). */
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

/** Line breaks and other control characters as spaces: a display name is one line of text. */
const oneLine = (name: string) => name.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/**
 * MAIL_FROM with `name` shown before its address; MAIL_FROM itself when it names no single
 * address or `name` is blank.
 */
function senderOf(mailFrom: string, name: string | undefined): string | Address {
  const [sender, ...others] = addressparser(mailFrom, { flatten: true });
  const shown = name === undefined ? '' : oneLine(name);
  if (!sender?.address || others.length > 0 || shown === '') return mailFrom;
  return { name: shown, address: sender.address };
}

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
  const url = config.SMTP_URL;
  // nodemailer is loaded with the first mail, not at every start of the server.
  let transport: Promise<Transporter> | undefined;
  return {
    configured: true,
    send: async ({ fromName, ...mail }) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, ...TIMEOUTS }),
      );
      await (await transport).sendMail({ ...mail, from: senderOf(config.MAIL_FROM, fromName) });
    },
  };
}

const mailers = new WeakMap<AppContext, Mailer>();

/** The app's one mailer (one SMTP transport, whichever area sends: accounts, invitations, documents, notices). */
export function appMailer(ctx: AppContext): Mailer {
  let mailer = mailers.get(ctx);
  if (!mailer) {
    mailer = createMailer(ctx.config, ctx.logger);
    mailers.set(ctx, mailer);
  }
  return mailer;
}
