// A client's side of the reminders (issue #32): their statement of account e-mailed, and their
// reminders paused or resumed. Another organization's client answers as a missing one.
import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { todayIso } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import { MSG_EMAIL_SEND_FAILED, MSG_SMTP_NOT_CONFIGURED } from '@app/shared/document-email';
import {
  MSG_REMINDERS_PAUSED,
  MSG_REMINDERS_RESUMED,
  MSG_STATEMENT_NO_EMAIL,
  MSG_STATEMENT_SENT,
} from '@app/shared/reminders';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { pdfAttachment, verifiedReplyTo } from '../documents/document-email.js';
import { statementPdf } from './statement-pdf.js';

/** POST /api/clients/sendStatement: the statement PDF to the client's address. */
export async function sendStatement(
  db: DbOrTx,
  mailer: Mailer,
  sender: { organizationId: number; userId: number },
  clientId: number,
): Promise<{ message: string }> {
  const { organizationId } = sender;
  const client = foundOr404(
    await db.client.findFirst({
      where: { client_id: clientId, organization_id: organizationId },
      select: { client_email: true },
    }),
    MSG_CLIENT_NOT_FOUND,
  );
  if (!client.client_email) throw new AppError('CONFLICT', MSG_STATEMENT_NO_EMAIL);
  if (!mailer.configured) throw new AppError('UNAVAILABLE', MSG_SMTP_NOT_CONFIGURED);
  const { organization_name } = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { organization_name: true },
  });
  const pdf = await statementPdf(db, organizationId, clientId);
  const day = formatDateFr(todayIso());
  try {
    await mailer.send({
      to: client.client_email,
      subject: `Relevé de compte au ${day} – ${organization_name}`,
      text: [
        'Bonjour,',
        '',
        `Veuillez trouver ci-joint le relevé de votre compte au ${day} : vos factures ouvertes, les paiements et notes de crédit reçus, et le solde.`,
        '',
        'Nous restons à votre disposition pour toute question.',
        '',
        'Cordialement,',
        organization_name,
      ].join('\n'),
      fromName: organization_name,
      replyTo: await verifiedReplyTo(db, sender.userId),
      attachments: [pdfAttachment(pdf)],
    });
  } catch (cause) {
    throw Object.assign(new AppError('UNAVAILABLE', MSG_EMAIL_SEND_FAILED), { cause });
  }
  return { message: MSG_STATEMENT_SENT(client.client_email) };
}

/** PUT /api/clients/reminderPause: no reminder, by hand or automatic, while paused. */
export async function setReminderPause(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
  paused: boolean,
): Promise<{ message: string; reminders_paused: boolean }> {
  const updated = await db.client.updateMany({
    where: { client_id: clientId, organization_id: organizationId },
    data: { reminders_paused: paused },
  });
  if (updated.count === 0) throw new AppError('NOT_FOUND', MSG_CLIENT_NOT_FOUND);
  return {
    message: paused ? MSG_REMINDERS_PAUSED : MSG_REMINDERS_RESUMED,
    reminders_paused: paused,
  };
}
