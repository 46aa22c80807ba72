// The e-mail that tells an organization's managers its bank account changed: every
// future invoice and EPC QR code pays the new account, so whoever should know learns it at once,
// with who did it. Sent after the change is committed: a mail that fails is logged and the change
// stays.
import type { AuditDetails } from '@app/shared/audit';
import { formatDateTimeFr } from '@app/shared/format';
import type { Logger } from 'pino';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/prisma.js';
import { appMailer, type Mailer } from '../../mail/mailer.js';

type Recipient = { name: string; email: string };

/** Who is told of a bank account change: the owners and admins, who answer for the money. */
export function organizationManagers(db: DbOrTx, organizationId: number): Promise<Recipient[]> {
  return db.user.findMany({
    where: { organization_id: organizationId, role: { in: ['owner', 'admin'] } },
    select: { name: true, email: true },
    orderBy: { user_id: 'asc' },
  });
}

export type BankChangeNotice = {
  organizationName: string;
  /** Who changed it, by name. */
  author: string;
  at: Date;
  change: AuditDetails<'organization.bank_changed'>;
};

const shown = (value: string | null) => value ?? '(aucun)';

/** The mail's subject and text (French, plain text: the IBANs masked as the trail keeps them). */
export function bankChangeMail(notice: BankChangeNotice, recipient: Recipient) {
  const { iban, bic } = notice.change;
  const lines = [
    ...(iban ? [`IBAN : ${shown(iban.old)} → ${shown(iban.new)}`] : []),
    ...(bic ? [`BIC : ${shown(bic.old)} → ${shown(bic.new)}`] : []),
  ];
  return {
    subject: `Compte bancaire de ${notice.organizationName} modifié`,
    text: [
      `Bonjour ${recipient.name},`,
      '',
      `${notice.author} a modifié le compte bancaire de l’organisation ${notice.organizationName} le ${formatDateTimeFr(notice.at)}.`,
      '',
      ...lines,
      '',
      'Les prochaines factures et leurs QR codes de paiement indiqueront ce compte.',
      'Si ce changement vous surprend, vérifiez-le sans attendre : Organisation > Journal.',
    ].join('\n'),
  };
}

/**
 * Sends the notice to every manager, one mail each (no one sees the others' addresses). Never
 * throws: a failure is logged, the change it reports is already saved.
 */
export async function sendBankChangeNotice(
  mailer: Mailer,
  logger: Logger,
  recipients: Recipient[],
  notice: BankChangeNotice,
): Promise<void> {
  for (const recipient of recipients) {
    try {
      await mailer.send({ to: recipient.email, ...bankChangeMail(notice, recipient) });
    } catch (err) {
      logger.error({ err, to: recipient.email }, 'bank account change notice not sent');
    }
  }
}

/**
 * After a committed bank account change: reads who to tell and who did it, then sends in the
 * background (the answer does not wait for the mail server). Never throws: the change is saved
 * whatever happens here, and a failure is logged.
 */
export async function noticeBankChange(
  ctx: AppContext,
  organizationId: number,
  userId: number,
  change: AuditDetails<'organization.bank_changed'>,
): Promise<void> {
  try {
    const [recipients, organization, author] = await Promise.all([
      organizationManagers(ctx.db, organizationId),
      ctx.db.organization.findUniqueOrThrow({
        where: { organization_id: organizationId },
        select: { organization_name: true },
      }),
      ctx.db.user.findUniqueOrThrow({ where: { user_id: userId }, select: { name: true } }),
    ]);
    const notice = {
      organizationName: organization.organization_name,
      author: author.name,
      at: new Date(),
      change,
    };
    void sendBankChangeNotice(appMailer(ctx), ctx.logger, recipients, notice);
  } catch (err) {
    ctx.logger.error({ err, organizationId }, 'bank account change notice not sent');
  }
}
