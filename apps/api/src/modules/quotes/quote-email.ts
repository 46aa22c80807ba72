// A quote by email (issue #19): the dialog's draft, and the mail with the quote's PDF, the same
// document getQuotePdf serves.
import type { DocumentEmailDraft, DocumentEmailInput } from '@app/shared/document-email';
import { MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDateOrNull } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { documentDraft, pdfAttachment, sendDocument } from '../documents/document-email.js';
import { quotePdf } from './quote-pdf.js';

async function findQuoteToSend(db: DbOrTx, organizationId: number, quoteId: number) {
  return foundOr404(
    await db.quote.findFirst({
      where: { quote_id: quoteId, organization_id: organizationId },
      select: {
        formatted_quote_id: true,
        total_price_cents: true,
        valid_until: true,
        last_sent_at: true,
        last_sent_to: true,
        client: { select: { client_email: true } },
      },
    }),
    MSG_QUOTE_NOT_FOUND,
  );
}

/** GET /api/quote/getQuoteEmailDraft: the client's email, the subject and message in French. */
export async function quoteEmailDraft(
  db: DbOrTx,
  mailer: Mailer,
  organizationId: number,
  quoteId: number,
): Promise<DocumentEmailDraft> {
  const quote = await findQuoteToSend(db, organizationId, quoteId);
  return documentDraft(db, mailer, organizationId, {
    facts: {
      kind: 'quote',
      number: quote.formatted_quote_id,
      amountCents: quote.total_price_cents,
      validUntil: fromDbDateOrNull(quote.valid_until),
      withUbl: false,
    },
    clientEmail: quote.client.client_email,
    attachments: [`DEVIS_${quote.formatted_quote_id}.pdf`],
    lastSentAt: quote.last_sent_at,
    lastSentTo: quote.last_sent_to,
  });
}

/** POST /api/quote/sendQuoteEmail: the mail with the PDF; records when and to whom. */
export async function sendQuoteEmail(
  db: DbOrTx,
  mailer: Mailer,
  organizationId: number,
  { quote_id: quoteId, ...input }: DocumentEmailInput & { quote_id: number },
) {
  return sendDocument(db, mailer, organizationId, {
    kind: 'quote',
    input,
    find: () => findQuoteToSend(db, organizationId, quoteId),
    attachments: async () => [pdfAttachment(await quotePdf(db, organizationId, quoteId))],
    record: (sentAt, to) =>
      db.quote.updateMany({
        where: { quote_id: quoteId, organization_id: organizationId },
        data: { last_sent_at: sentAt, last_sent_to: to },
      }),
  });
}
