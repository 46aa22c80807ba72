import { quoteFieldsSchema } from '@app/shared/quote-fields';
import {
  MSG_QUOTE_CREATED,
  MSG_QUOTE_DELETED,
  MSG_QUOTE_UPDATED,
  MSG_QUOTE_VALIDATED,
  quoteIdSchema,
  quotesPageSchema,
  sendQuoteEmailSchema,
} from '@app/shared/quotes';
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
  withInput,
} from '../../http/route.js';
import { listedAs, pagedListRoute } from '../../http/paged-route.js';
import { activePlanRouter } from '../auth/guards.js';
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

/** Spec part 2 §7 "Quotes". */
export function quotesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  // Without `page`, every quote (spec); ?page=… answers one page.
  router.get(
    '/getQuoteList',
    pagedListRoute(ctx.db, noFields, quotesPageSchema, {
      full: listedAs('quotes', listQuotes),
      page: pageQuotes,
    }),
  );

  router.get('/getQuoteDetails', route(quoteIdSchema, byId(ctx.db, 'quote_id', getQuoteDetails)));

  router.get('/getQuotePdf', fileRoute(quoteIdSchema, byId(ctx.db, 'quote_id', quotePdf), sendPdf));

  router.post(
    '/createQuote',
    createdRoute(quoteFieldsSchema, MSG_QUOTE_CREATED, 'quote', withInput(ctx.db, createQuote)),
  );

  // The id is checked before the fields (its message comes first).
  router.put(
    '/updateQuote',
    route(
      quoteIdSchema,
      savedAnswer(MSG_QUOTE_UPDATED, 'quote', ({ quote_id }, { req, organizationId }) =>
        updateQuote(ctx.db, organizationId, quote_id, quoteFieldsSchema.parse(requestFields(req))),
      ),
    ),
  );

  router.post(
    '/validateQuote',
    messageRoute(quoteIdSchema, MSG_QUOTE_VALIDATED, byId(ctx.db, 'quote_id', validateQuote)),
  );

  // The spec sends a JSON body with DELETE; ?quote_id= is accepted for clients that cannot.
  router.delete(
    '/deleteQuote',
    messageRoute(quoteIdSchema, MSG_QUOTE_DELETED, byId(ctx.db, 'quote_id', deleteQuote)),
  );

  quoteMovementRoutes(router, ctx);

  // "Envoyer par e-mail".
  documentEmailRoutes(router, ctx, QUOTE_EMAIL, {
    key: 'quote_id',
    draft: ['/getQuoteEmailDraft', quoteIdSchema],
    send: ['/sendQuoteEmail', sendQuoteEmailSchema],
  });
  return router;
}
