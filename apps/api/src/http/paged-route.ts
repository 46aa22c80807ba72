// The fields of a list call that answers either the spec's full list or, given `page` in its query
// string, one page of it: the spec's callers send no `page` and get what they always
// got; the web pages ask for pages.
import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Db } from '../db/prisma.js';
import { JsonListAnswer } from './json-list-answer.js';
import { bodyFields, FieldsReader, requestFields, route } from './route.js';

export type ListRequest<Full, Page> = { paged: false; full: Full } | { paged: true; page: Page };

/**
 * `full` parses the request's fields as the spec's call sends them; when the query string names
 * a `page`, `page` parses the query string instead (and the spec's fields are not read).
 */
export function fullOrPaged<Full extends z.ZodType, Page extends z.ZodType>(
  full: Full,
  page: Page,
): FieldsReader<ListRequest<z.output<Full>, z.output<Page>>> {
  return new FieldsReader((req) => {
    const query = bodyFields(req.query);
    return 'page' in query
      ? { paged: true, page: page.parse(query) as z.output<Page> }
      : { paged: false, full: full.parse(requestFields(req)) as z.output<Full> };
  });
}

/**
 * A list's use case: `(db, organizationId, input, res)`, input being the parsed fields or query;
 * what it returns is answered as JSON, unless undefined (it answered on `res` itself).
 */
export type ListUseCase<Input> = (...args: ListArgs<Input>) => Promise<unknown>;
type ListArgs<Input> = [db: Db, organizationId: number, input: Input, res: Response];

/**
 * A list route that answers the spec's full list (`answer.full`, from the fields `full` parses)
 * or, given `page` in its query string, one page of it (`answer.page`).
 */
export function pagedListRoute<Full extends z.ZodType, Page extends z.ZodType>(
  db: Db,
  full: Full,
  page: Page,
  answer: { full: ListUseCase<z.output<Full>>; page: ListUseCase<z.output<Page>> },
): RequestHandler {
  return route(fullOrPaged(full, page), (request, { organizationId, res }) =>
    request.paged
      ? answer.page(db, organizationId, request.page, res)
      : answer.full(db, organizationId, request.full, res),
  );
}

/** The spec's full list answered as `{ [key]: rows }`, `rows` being what `list` returns. */
export function listedAs<Input>(
  key: string,
  list: (db: Db, organizationId: number, input: Input) => Promise<unknown>,
): ListUseCase<Input> {
  return async (db, organizationId, input) => ({ [key]: await list(db, organizationId, input) });
}

/**
 * The spec's full list answered as `{ [key]: items }` while `stream` reads them: it hands each
 * item to `answer.add` (json-list-answer.ts), the answer ends once it resolves. A client that
 * takes nothing for `idleTimeoutMs` is cut.
 */
export function streamedAs<Input, Item>(
  key: string,
  stream: (
    db: Db,
    organizationId: number,
    input: Input,
    answer: JsonListAnswer<Item>,
  ) => Promise<void>,
  idleTimeoutMs: number,
): ListUseCase<Input> {
  return async (db, organizationId, input, res) => {
    const answer = new JsonListAnswer<Item>(res, key, idleTimeoutMs);
    try {
      await stream(db, organizationId, input, answer);
    } catch (err) {
      // A client that went away is not an error of ours: the statement is stopped, nothing to answer.
      if (answer.signal.aborted) return undefined;
      throw err;
    }
    answer.end();
    return undefined;
  };
}
