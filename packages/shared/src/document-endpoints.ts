// The shapes the documents' declarations share (quotes, invoices, credit notes, payments): a read
// of one document named by its id, a POST acting on one, and the sending of one by e-mail
// (contract.ts). Each area keeps its paths, summaries and roles; only the shape is written once.
import type { z } from 'zod';
import { json, sends, works, type Access, type Answer } from './contract.js';
import type { DocumentEmailSent } from './document-email.js';

/**
 * The calls of one document named by the ids `query` reads in the query string (`{ invoice_id }`):
 * a GET unless `method` says otherwise; what each says, answers and who may call it.
 */
export const callsOne =
  <Query extends z.ZodType>(query: Query) =>
  <Body, Method extends 'GET' | 'DELETE' = 'GET'>(
    summary: string,
    answer: Answer<Body>,
    access: Access,
    method = 'GET' as Method,
  ) => {
    const input = sends<z.output<Query>>();
    return { method, summary, query, answer, access, input };
  };

/**
 * A POST acting on one document named in its query string by `query` (the spec's
 * `?invoice_id=N`), with the fields of `body`, for members; its answer and input said apart.
 */
export const postsOn =
  <Query extends z.ZodType>(query: Query) =>
  <Body extends z.ZodType>(summary: string, body: Body, action: string) => {
    const access = works(action);
    return { method: 'POST' as const, summary, query, body, access };
  };

/** The sending of a document by e-mail: its id and the dialog's fields (`body`), for members. */
export function sendsByEmail<Body extends z.ZodType>(summary: string, body: Body, action: string) {
  const answer = json<DocumentEmailSent>();
  const input = sends<z.output<Body>>();
  return { method: 'POST' as const, summary, body, answer, access: works(action), input };
}
