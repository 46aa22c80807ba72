// Sending a quote, an invoice or a credit note by email: the French text the dialog
// opens with, the mail and its files through the app's mailer, and the limits on how many an
// organization sends. The areas (quote-email.ts, invoice-email.ts) find their document in the
// organization's scope first, so another organization's id answers 404 before anything else.
import {
  documentSentMessage,
  MSG_EMAIL_SEND_FAILED,
  MSG_SMTP_NOT_CONFIGURED,
  msgEmailDailyLimit,
  type DocumentEmailDraft,
  type DocumentEmailInput,
  type DocumentEmailSent,
} from '@app/shared/document-email';
import { formatDateFr, formatEuros } from '@app/shared/format';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { appMailer, type MailAttachment, type Mailer } from '../../mail/mailer.js';
import { organizationId } from '../../http/request-session.js';
import { limiterOptions } from '../auth/rate-limit.js';

export type DocumentKind = 'quote' | 'invoice' | 'credit_note';

/** What a document's email says about it. */
export type DocumentFacts = {
  kind: DocumentKind;
  number: string;
  amountCents: number;
  /** Quotes: the last day the offer holds. */
  validUntil?: string | null;
  /** Invoices: when it is to be paid, and with which reference. */
  dueDate?: string | null;
  /** Invoices: what is still due once payments and credit notes are counted (the total if none). */
  dueCents?: number;
  paymentReference?: string | null;
  /** Credit notes: the invoice it corrects. */
  invoiceNumber?: string;
  /** Whether the Peppol UBL travels with the PDF (never for a private person). */
  withUbl: boolean;
};

const NAMES: Record<DocumentKind, { subject: string; ours: string; einvoice: string }> = {
  quote: { subject: 'Devis', ours: 'notre devis', einvoice: '' },
  invoice: {
    subject: 'Facture',
    ours: 'notre facture',
    einvoice: 'La facture électronique (UBL Peppol) est également jointe.',
  },
  credit_note: {
    subject: 'Note de crédit',
    ours: 'notre note de crédit',
    einvoice: 'La note de crédit électronique (UBL Peppol) est également jointe.',
  },
};

/** 'Facture FAC-2026-0001 – Les Amis du Parc'. */
export const draftSubject = (facts: DocumentFacts, organizationName: string) =>
  `${NAMES[facts.kind].subject} ${facts.number} – ${organizationName}`;

/** The message the dialog opens with: what is attached, how much, by when; signed. */
export function draftMessage(facts: DocumentFacts, organizationName: string): string {
  const names = NAMES[facts.kind];
  let what = `Veuillez trouver ci-joint ${names.ours} ${facts.number} d'un montant de ${formatEuros(facts.amountCents)}`;
  const due = facts.dueCents ?? facts.amountCents;
  // Partly paid or credited: the client reads what is left to pay, not the total.
  if (due !== facts.amountCents)
    what +=
      due > 0
        ? `. Le montant restant dû est de ${formatEuros(due)}`
        : '. Elle est entièrement réglée';
  if (facts.dueDate && due > 0) {
    what += `, à régler au plus tard le ${formatDateFr(facts.dueDate)}`;
    if (facts.paymentReference) what += ` avec la communication ${facts.paymentReference}`;
  }
  if (facts.invoiceNumber) what += `, relative à la facture ${facts.invoiceNumber}`;
  const lines = ['Bonjour,', '', `${what}.`];
  if (facts.validUntil)
    lines.push(`Ce devis est valable jusqu'au ${formatDateFr(facts.validUntil)}.`);
  if (facts.withUbl) lines.push(names.einvoice);
  lines.push('', 'Nous restons à votre disposition pour toute question.', '', 'Cordialement,');
  lines.push(organizationName);
  return lines.join('\n');
}

/** The sending organization: its name signs the draft and is shown as the mail's sender. */
async function organizationName(db: DbOrTx, organizationId: number): Promise<string> {
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { organization_name: true },
  });
  return organization.organization_name;
}

/**
 * Where the recipient's answer goes: the member's own address once it is verified
 * (email_verified_at), else nowhere. Neither the organization's email nor an unverified
 * account's is proven to be the sender's: a Reply-To would lend the app's sending to anyone's
 * address.
 */
export async function verifiedReplyTo(db: DbOrTx, userId: number): Promise<string | undefined> {
  const user = await db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { email: true, email_verified_at: true },
  });
  return user.email_verified_at === null ? undefined : user.email;
}

/** A document found in the organization's scope, as its dialog opens. */
export type DraftSource = {
  facts: DocumentFacts;
  clientEmail: string | null;
  attachments: string[];
  lastSentAt: Date | null;
  lastSentTo: string | null;
};

export async function documentDraft(
  db: DbOrTx,
  mailer: Mailer,
  organizationId: number,
  source: DraftSource,
): Promise<DocumentEmailDraft> {
  const name = await organizationName(db, organizationId);
  return {
    to: source.clientEmail ?? '',
    subject: draftSubject(source.facts, name),
    message: draftMessage(source.facts, name),
    attachments: source.attachments,
    smtp_configured: mailer.configured,
    last_sent_at: source.lastSentAt?.toISOString() ?? null,
    last_sent_to: source.lastSentTo,
  };
}

/**
 * The order every sending follows: the document is found in the organization's scope (`find`:
 * 404 otherwise, whatever the server's configuration), a server without SMTP_URL refuses (503: a
 * document is never "sent" to the log), the files are made, the mail leaves, and only then is
 * the sending `record`ed. A delivery the SMTP server refuses or never answers is a 503 and
 * records nothing. The mail goes from MAIL_FROM's address under the organization's name, with
 * the member's verified address as Reply-To (or none).
 */
export async function sendDocument<Found>(
  db: DbOrTx,
  mailer: Mailer,
  { organizationId, userId }: { organizationId: number; userId: number },
  mail: {
    kind: DocumentKind;
    input: DocumentEmailInput;
    find: () => Promise<Found>;
    attachments: (found: Found) => Promise<MailAttachment[]>;
    record: (sentAt: Date, to: string) => Promise<unknown>;
  },
): Promise<DocumentEmailSent> {
  const found = await mail.find();
  if (!mailer.configured) throw new AppError('UNAVAILABLE', MSG_SMTP_NOT_CONFIGURED);
  const { input } = mail;
  const attachments = await mail.attachments(found);
  const fromName = await organizationName(db, organizationId);
  const replyTo = await verifiedReplyTo(db, userId);
  try {
    await mailer.send({
      to: input.to,
      subject: input.subject,
      text: input.message,
      fromName,
      replyTo,
      attachments,
    });
  } catch (cause) {
    throw Object.assign(new AppError('UNAVAILABLE', MSG_EMAIL_SEND_FAILED), { cause });
  }
  const sentAt = new Date();
  await mail.record(sentAt, input.to);
  return {
    message: documentSentMessage(mail.kind, input.to),
    last_sent_at: sentAt.toISOString(),
    last_sent_to: input.to,
  };
}

export const pdfAttachment = (pdf: { bytes: Buffer; fileName: string }): MailAttachment => ({
  filename: pdf.fileName,
  content: pdf.bytes,
  contentType: 'application/pdf',
});

export const xmlAttachment = (xml: { xml: string; fileName: string }): MailAttachment => ({
  filename: xml.fileName,
  content: xml.xml,
  contentType: 'application/xml',
});

/** Sendings an organization may start per window, whatever the document. */
export const DOCUMENT_MAIL_LIMIT = { limit: 50, windowMs: 15 * 60_000 } as const;

const limits = new WeakMap<AppContext, RequestHandler[]>();

/** The app's one mailer, which documents are sent by. */
export function documentMailer(ctx: AppContext): Mailer {
  return appMailer(ctx);
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The counters of every sending route of the app (quotes, invoices, credit notes), per
 * organization: a member can send the month's invoices, a stolen session cannot turn the app into
 * a spam relay. In 15 minutes, every attempt counts (a script trying addresses is slowed down);
 * in a day (DOCUMENT_MAIL_DAILY_LIMIT), the mails that left, so that typing mistakes do not use
 * up the day. Counted in PostgreSQL, like the other limiters (rate-limit.ts), so that every
 * replica counts together.
 */
export function documentMailLimit(ctx: AppContext): RequestHandler[] {
  let limiter = limits.get(ctx);
  if (!limiter) {
    const perOrganization = (req: Request) => `organization-${organizationId(req)}`;
    const daily = ctx.config.DOCUMENT_MAIL_DAILY_LIMIT;
    limiter = [
      rateLimit({
        ...limiterOptions(ctx, 'document-mail'),
        ...DOCUMENT_MAIL_LIMIT,
        keyGenerator: perOrganization,
      }),
      rateLimit({
        ...limiterOptions(ctx, 'document-mail-daily'),
        limit: daily,
        windowMs: DAY_MS,
        keyGenerator: perOrganization,
        skipFailedRequests: true,
        handler: (_req, res) => {
          res.status(429).json({ error: true, message: msgEmailDailyLimit(daily) });
        },
      }),
    ];
    limits.set(ctx, limiter);
  }
  return limiter;
}
