import { quoteFieldsSchema, quoteIdSchema } from '@app/shared/quotes';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { quotePdf } from './quote-pdf.js';
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

const quoteId = (fields: unknown) => quoteIdSchema.parse(fields).quote_id;

/** Spec part 2 §7 "Quotes". */
export function quotesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  router.get('/getQuoteList', async (req, res) => {
    res.json({ quotes: await listQuotes(ctx.db, organizationId(req)) });
  });

  router.get('/getQuoteDetails', async (req, res) => {
    res.json(await getQuoteDetails(ctx.db, organizationId(req), quoteId(req.query)));
  });

  router.get('/getQuotePdf', async (req, res) => {
    const { bytes, fileName } = await quotePdf(ctx.db, organizationId(req), quoteId(req.query));
    sendPdf(res, fileName, bytes);
  });

  router.post('/createQuote', async (req, res) => {
    const fields = quoteFieldsSchema.parse(req.body);
    const quote = await createQuote(ctx.db, organizationId(req), fields);
    res.status(201).json({ message: MSG_QUOTE_CREATED, quote });
  });

  router.put('/updateQuote', async (req, res) => {
    const id = quoteId(req.body);
    const fields = quoteFieldsSchema.parse(req.body);
    const quote = await updateQuote(ctx.db, organizationId(req), id, fields);
    res.json({ message: MSG_QUOTE_UPDATED, quote });
  });

  router.post('/validateQuote', async (req, res) => {
    await validateQuote(ctx.db, organizationId(req), quoteId(req.body));
    res.json({ message: MSG_QUOTE_VALIDATED });
  });

  // The spec sends a JSON body with DELETE; ?quote_id= is accepted for clients that cannot.
  router.delete('/deleteQuote', async (req, res) => {
    const body: unknown = req.body;
    const inBody = typeof body === 'object' && body !== null && 'quote_id' in body;
    const id = quoteId(inBody && body.quote_id != null ? body : req.query);
    await deleteQuote(ctx.db, organizationId(req), id);
    res.json({ message: MSG_QUOTE_DELETED });
  });

  return router;
}
