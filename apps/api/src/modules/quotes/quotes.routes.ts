import { MSG_QUOTE_ID_MISSING } from '@app/shared/quotes';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields, requiredId } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { quotePdf } from './quote-pdf.js';
import { parseQuoteFields } from './quotes.schemas.js';
import {
  createQuote,
  deleteQuote,
  listQuotes,
  MSG_QUOTE_CREATED,
  MSG_QUOTE_DELETED,
  MSG_QUOTE_UPDATED,
  MSG_QUOTE_VALIDATED,
  updateQuote,
  validateQuote,
} from './quotes.service.js';
import { getQuoteDetails } from './quote-details.js';

const quoteId = (value: unknown) => requiredId(value, MSG_QUOTE_ID_MISSING);

/** Spec part 2 §7 "Quotes". */
export function quotesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  router.get('/getQuoteList', async (req, res) => {
    res.json({ quotes: await listQuotes(ctx.db, organizationId(req)) });
  });

  router.get('/getQuoteDetails', async (req, res) => {
    res.json(await getQuoteDetails(ctx.db, organizationId(req), quoteId(req.query.quote_id)));
  });

  router.get('/getQuotePdf', async (req, res) => {
    const { bytes, fileName } = await quotePdf(
      ctx.db,
      organizationId(req),
      quoteId(req.query.quote_id),
    );
    sendPdf(res, fileName, bytes);
  });

  router.post('/createQuote', async (req, res) => {
    const fields = parseQuoteFields(bodyFields(req.body));
    const quote = await createQuote(ctx.db, organizationId(req), fields);
    res.status(201).json({ message: MSG_QUOTE_CREATED, quote });
  });

  router.put('/updateQuote', async (req, res) => {
    const body = bodyFields(req.body);
    const id = quoteId(body.quote_id);
    const quote = await updateQuote(ctx.db, organizationId(req), id, parseQuoteFields(body));
    res.json({ message: MSG_QUOTE_UPDATED, quote });
  });

  router.post('/validateQuote', async (req, res) => {
    await validateQuote(ctx.db, organizationId(req), quoteId(bodyFields(req.body).quote_id));
    res.json({ message: MSG_QUOTE_VALIDATED });
  });

  router.delete('/deleteQuote', async (req, res) => {
    const id = quoteId(bodyFields(req.body).quote_id ?? req.query.quote_id);
    await deleteQuote(ctx.db, organizationId(req), id);
    res.json({ message: MSG_QUOTE_DELETED });
  });

  return router;
}
