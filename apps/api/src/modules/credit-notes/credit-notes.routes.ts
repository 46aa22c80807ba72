// Credit notes, under /api/invoice (spec part 2 §7): issued from an invoice, downloaded as PDF or
// Peppol UBL, sent by email.
import {
  createCreditNoteSchema,
  creditNoteIdSchema,
  invoiceIdSchema,
  sendCreditNoteEmailSchema,
} from '@app/shared/invoices';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import {
  byId,
  created,
  fileRoute,
  fromQuery,
  route,
  type FileSender,
  type RowUseCase,
} from '../../http/route.js';
import { activePlanRouter } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { documentEmailRoutes } from '../documents/emailed-document.js';
import { sendXml } from '../invoices/einvoices.service.js';
import { CREDIT_NOTE_EMAIL } from './credit-note-email.js';
import { creditNoteUbl } from './credit-note-ubl.js';
import {
  createCreditNote,
  creditNotePdf,
  MSG_CREDIT_NOTE_CREATED,
} from './credit-notes.service.js';

export function creditNotesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  router.post(
    '/createCreditNote',
    route(
      fromQuery(invoiceIdSchema, createCreditNoteSchema),
      async ({ invoice_id, ...input }, { organizationId, userId }) => {
        const creditNote = await createCreditNote(
          ctx.db,
          organizationId,
          invoice_id,
          input,
          userId,
        );
        return {
          message: MSG_CREDIT_NOTE_CREATED,
          credit_note: {
            credit_note_id: creditNote.credit_note_id,
            formatted_credit_note_id: creditNote.formatted_credit_note_id,
            total_amount: creditNote.total_amount,
          },
        };
      },
      created,
    ),
  );
  const creditNoteFile = <File>(produce: RowUseCase<File>, send: FileSender<File>) =>
    fileRoute(creditNoteIdSchema, byId(ctx.db, 'credit_note_id', produce), send);
  router.get('/getCreditNoteUbl', creditNoteFile(creditNoteUbl, sendXml));
  router.get('/getCreditNotePdf', creditNoteFile(creditNotePdf, sendPdf));
  documentEmailRoutes(router, ctx, CREDIT_NOTE_EMAIL, {
    key: 'credit_note_id',
    draft: ['/getCreditNoteEmailDraft', creditNoteIdSchema],
    send: ['/sendCreditNoteEmail', sendCreditNoteEmailSchema],
  });
  return router;
}
