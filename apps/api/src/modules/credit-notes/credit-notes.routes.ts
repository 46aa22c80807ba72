// Credit notes, under /api/invoice (spec part 2 §7): issued from an invoice, downloaded as PDF or
// Peppol UBL, sent by email; registered from their declarations
// (@app/shared/credit-notes-endpoints).
import { CREDIT_NOTES } from '@app/shared/credit-notes-endpoints';
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
import { serve } from '../../http/serve.js';
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
  const { createCreditNote: create } = CREDIT_NOTES;
  serve(
    router,
    create,
    route(
      fromQuery(create.query, create.body),
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
    fileRoute(CREDIT_NOTES.getCreditNotePdf.query, byId(ctx.db, 'credit_note_id', produce), send);
  serve(router, CREDIT_NOTES.getCreditNoteUbl, creditNoteFile(creditNoteUbl, sendXml));
  serve(router, CREDIT_NOTES.getCreditNotePdf, creditNoteFile(creditNotePdf, sendPdf));
  documentEmailRoutes(router, ctx, CREDIT_NOTE_EMAIL, {
    key: 'credit_note_id',
    draft: CREDIT_NOTES.getCreditNoteEmailDraft,
    send: CREDIT_NOTES.sendCreditNoteEmail,
  });
  return router;
}
