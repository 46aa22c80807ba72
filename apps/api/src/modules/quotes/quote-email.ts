// A quote by email: the dialog's draft (the client's email, the subject and message
// in French), and the mail with the quote's PDF, the same document getQuotePdf serves.
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDateOrNull } from '../../db/values.js';
import { pdfAttachment } from '../documents/document-email.js';
import { SENT_STAMP_SELECT, type EmailedDocument } from '../documents/emailed-document.js';
import { recordSending } from '../history/document-events.data.js';
import { quotePdf } from './quote-pdf.js';
import { findOwnQuoteFields } from './quotes.data.js';

function findQuoteToSend(db: DbOrTx, organizationId: number, quoteId: number) {
  return findOwnQuoteFields(db, organizationId, quoteId, {
    formatted_quote_id: true,
    total_price_cents: true,
    valid_until: true,
    ...SENT_STAMP_SELECT,
    client: { select: { client_email: true } },
  });
}

export const QUOTE_EMAIL: EmailedDocument<Awaited<ReturnType<typeof findQuoteToSend>>> = {
  kind: 'quote',
  find: findQuoteToSend,
  draft: (quote) => ({
    facts: {
      kind: 'quote',
      number: quote.formatted_quote_id,
      amountCents: quote.total_price_cents,
      validUntil: fromDbDateOrNull(quote.valid_until),
      withUbl: false,
    },
    clientEmail: quote.client.client_email,
    attachments: [`DEVIS_${quote.formatted_quote_id}.pdf`],
  }),
  files: async (db, organizationId, quoteId) => [
    pdfAttachment(await quotePdf(db, organizationId, quoteId)),
  ],
  record: (db, organizationId, quoteId, sent, userId) =>
    recordSending(
      db,
      { organizationId, userId, document: { quote_id: quoteId } },
      sent.last_sent_to,
      (tx) =>
        tx.quote.updateMany({
          where: { quote_id: quoteId, organization_id: organizationId },
          data: sent,
        }),
    ),
};
