import { quoteFieldsSchema } from '@app/shared/quote-fields';
import {
  MSG_QUOTE_CREATED,
  MSG_QUOTE_DELETED,
  MSG_QUOTE_UPDATED,
  MSG_QUOTE_VALIDATED,
  quoteIdFields,
} from '@app/shared/quotes';
import { QUOTES } from '@app/shared/quotes-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import {
  byId,
  createdRoute,
  fileRoute,
  messageRoute,
  noFields,
  requestFields,
  route,
  savedAnswer,
} from '../../http/route.js';
import { listedAs, pagedListRoute } from '../../http/paged-route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { quoteHistory } from '../history/document-history.js';
import { documentEmailRoutes } from '../documents/emailed-document.js';
import { sendPdf } from '../documents/document-organization.js';
import { QUOTE_EMAIL } from './quote-email.js';
import { getQuoteDetails } from './quote-details.js';
import { pageQuotes } from './quote-list.js';
import { quoteMovementRoutes } from './quote-movements.routes.js';
import { quotePdf } from './quote-pdf.js';
import {
  createQuote,
  deleteQuote,
  listQuotes,
  updateQuote,
  validateQuote,
} from './quotes.service.js';

/**
 * Spec part 2 §7 "Quotes": the list, the details, the PDF and the saves are registered from their
 * declarations (@app/shared/quotes-endpoints), the e-mail too; the movements are not declared yet.
 */
export function quotesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  // Without `page`, every quote (spec); ?page=… answers one page.
  serve(
    router,
    QUOTES.getQuoteList,
    pagedListRoute(ctx.db, noFields, QUOTES.getQuoteList.page.query, {
      full: listedAs('quotes', listQuotes),
      page: pageQuotes,
    }),
  );

  serve(
    router,
    QUOTES.getQuoteDetails,
    route(QUOTES.getQuoteDetails.query, byId(ctx.db, 'quote_id', getQuoteDetails)),
  );

  serve(
    router,
    QUOTES.getQuotePdf,
    fileRoute(QUOTES.getQuotePdf.query, byId(ctx.db, 'quote_id', quotePdf), sendPdf),
  );

  serve(
    router,
    QUOTES.createQuote,
    createdRoute(
      QUOTES.createQuote.body,
      MSG_QUOTE_CREATED,
      'quote',
      (fields, { organizationId, userId }) => createQuote(ctx.db, organizationId, fields, userId),
    ),
  );

  // The id is checked before the fields (its message comes first).
  serve(
    router,
    QUOTES.updateQuote,
    route(
      quoteIdFields,
      savedAnswer(MSG_QUOTE_UPDATED, 'quote', ({ quote_id }, { req, organizationId, userId }) =>
        updateQuote(
          ctx.db,
          organizationId,
          quote_id,
          quoteFieldsSchema.parse(requestFields(req)),
          userId,
        ),
      ),
    ),
  );

  serve(
    router,
    QUOTES.validateQuote,
    messageRoute(
      QUOTES.validateQuote.body,
      MSG_QUOTE_VALIDATED,
      byId(ctx.db, 'quote_id', validateQuote),
    ),
  );

  // The spec sends a JSON body with DELETE; ?quote_id= is accepted for clients that cannot
  // (requestFields reads both).
  serve(
    router,
    QUOTES.deleteQuote,
    messageRoute(QUOTES.deleteQuote.body, MSG_QUOTE_DELETED, byId(ctx.db, 'quote_id', deleteQuote)),
  );

  quoteMovementRoutes(router, ctx);

  serve(
    router,
    QUOTES.getQuoteHistory,
    route(QUOTES.getQuoteHistory.query, byId(ctx.db, 'quote_id', quoteHistory)),
  );

  // "Envoyer par e-mail".
  documentEmailRoutes(router, ctx, QUOTE_EMAIL, {
    key: 'quote_id',
    draft: QUOTES.getQuoteEmailDraft,
    send: QUOTES.sendQuoteEmail,
  });
  return router;
}
