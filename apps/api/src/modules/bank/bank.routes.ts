// The bank's endpoints (issue #31), registered from their declarations (@app/shared/bank-endpoints).
import {
  MSG_BANK_LINE_IGNORED,
  MSG_BANK_LINE_MATCHED,
  MSG_BANK_LINE_RESTORED,
  MSG_BANK_LINE_UNMATCHED,
} from '@app/shared/bank';
import { BANK } from '@app/shared/bank-endpoints';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { created, fromQuery, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { singleFileUpload } from '../files/upload.js';
import { importStatement } from './bank-import.service.js';
import { listBankLines } from './bank-lines.service.js';
import {
  ignoreBankLine,
  matchBankLine,
  restoreBankLine,
  unmatchBankLine,
} from './bank-review.service.js';

export function bankRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const { importStatement: importing, listBankLines: list } = BANK;
  serve(
    router,
    importing,
    singleFileUpload('file'),
    route(
      importing.body,
      async (_fields, { req, organizationId, userId }) => ({
        statement: await importStatement(ctx.db, organizationId, userId, req.file?.buffer),
      }),
      created,
    ),
  );
  serve(
    router,
    list,
    route(list.query, (query, { organizationId }) => listBankLines(ctx.db, organizationId, query)),
  );
  reviewRoutes(ctx, router);
  return router;
}

/** The review of a line: matched, its match undone, ignored, put back to review. */
function reviewRoutes(ctx: AppContext, router: Router) {
  const { matchBankLine: match, unmatchBankLine: unmatch } = BANK;
  const { ignoreBankLine: ignore, restoreBankLine: restore } = BANK;
  serve(
    router,
    match,
    route(
      fromQuery(match.query, match.body),
      async ({ line_id, invoice_id }, { organizationId, userId }) => ({
        message: MSG_BANK_LINE_MATCHED,
        line: await matchBankLine(ctx.db, { organizationId, userId }, line_id, invoice_id),
      }),
    ),
  );
  serve(
    router,
    unmatch,
    route(fromQuery(unmatch.query), async ({ line_id }, { organizationId, userId }) => ({
      message: MSG_BANK_LINE_UNMATCHED,
      line: await unmatchBankLine(ctx.db, { organizationId, userId }, line_id),
    })),
  );
  serve(
    router,
    ignore,
    route(fromQuery(ignore.query, ignore.body), async ({ line_id }, { organizationId }) => ({
      message: MSG_BANK_LINE_IGNORED,
      line: await ignoreBankLine(ctx.db, organizationId, line_id),
    })),
  );
  serve(
    router,
    restore,
    route(fromQuery(restore.query), async ({ line_id }, { organizationId }) => ({
      message: MSG_BANK_LINE_RESTORED,
      line: await restoreBankLine(ctx.db, organizationId, line_id),
    })),
  );
}
