// The received purchase invoices' endpoints (issue #33), registered from their declarations
// (@app/shared/purchase-invoices-endpoints) on their own router under /api/accounting.
import {
  MSG_RECEIVED_DUPLICATE,
  MSG_RECEIVED_FILE_MISSING,
  MSG_RECEIVED_IMPORTED,
  MSG_RECEIVED_REJECTED,
  MSG_RECEIVED_RESTORED,
} from '@app/shared/purchase-invoices';
import { PURCHASE_INVOICES } from '@app/shared/purchase-invoices-endpoints';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { created, fromQuery, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { singleFileUpload } from '../files/upload.js';
import { receive } from './receive.js';
import {
  listReceivedDocuments,
  receivedDocumentFile,
  rejectReceivedDocument,
  restoreReceivedDocument,
} from './received-documents.service.js';

export function purchaseInvoicesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const { importPurchaseInvoice: importing, listReceivedDocuments: list } = PURCHASE_INVOICES;
  const { getReceivedDocumentFile: download } = PURCHASE_INVOICES;
  serve(
    router,
    importing,
    singleFileUpload('file'),
    route(
      importing.body,
      async (_fields, { req, organizationId }) => {
        if (!req.file) {
          throw new AppError('BAD_REQUEST', MSG_RECEIVED_FILE_MISSING, { field: 'file' });
        }
        const { received, duplicate } = await receive(ctx.db, organizationId, {
          bytes: req.file.buffer,
          fileName: req.file.originalname,
          source: 'upload',
          sender: null,
        });
        const message = duplicate ? MSG_RECEIVED_DUPLICATE : MSG_RECEIVED_IMPORTED;
        return { message, received, duplicate };
      },
      created,
    ),
  );
  serve(
    router,
    list,
    route(list.query, (query, { organizationId }) =>
      listReceivedDocuments(ctx.db, organizationId, query),
    ),
  );
  serve(
    router,
    download,
    route(fromQuery(download.query), async ({ received_document_id }, { res, organizationId }) => {
      sendStoredFile(res, await receivedDocumentFile(ctx.db, organizationId, received_document_id));
      return undefined;
    }),
  );
  reviewRoutes(ctx, router);
  return router;
}

/** A document to book rejected, a rejected one put back to book. */
function reviewRoutes(ctx: AppContext, router: Router) {
  const { rejectReceivedDocument: reject, restoreReceivedDocument: restore } = PURCHASE_INVOICES;
  serve(
    router,
    reject,
    route(
      fromQuery(reject.query, reject.body),
      async ({ received_document_id }, { organizationId }) => ({
        message: MSG_RECEIVED_REJECTED,
        received: await rejectReceivedDocument(ctx.db, organizationId, received_document_id),
      }),
    ),
  );
  serve(
    router,
    restore,
    route(fromQuery(restore.query), async ({ received_document_id }, { organizationId }) => ({
      message: MSG_RECEIVED_RESTORED,
      received: await restoreReceivedDocument(ctx.db, organizationId, received_document_id),
    })),
  );
}
